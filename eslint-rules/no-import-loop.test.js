import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noImportLoop } from './no-import-loop.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

/** A small tree on disk: the rule reads every file but the one it lints from there. */
const root = mkdtempSync(path.join(tmpdir(), 'import-loop-'));
const files = {
  'a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
  'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
  'values/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
  'values/two.ts': "import { three } from './deep/three';\nexport const two = () => three;\n",
  'values/deep/three.ts': "export { one } from '../one';\nexport const three = 3;\n",
  'lazy/page.tsx': "export const load = () => import('./table');\n",
  'lazy/table.ts': "import type { Page } from './page';\nexport type Table = Page;\n",
  'down/top.ts':
    "import { leaf } from './leaf';\nimport { render } from 'react-dom';\nexport const top = [leaf, render];\n",
  'down/leaf.ts': 'export const leaf = 1;\n',
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (name) => ({ filename: path.join(root, name), code: files[name] });

ruleTester.run('no-import-loop', noImportLoop, {
  valid: [at('down/top.ts'), at('down/leaf.ts')],
  invalid: [
    {
      ...at('a.ts'),
      errors: [
        {
          message: `Import loop: ${path.relative(process.cwd(), path.join(root, 'a.ts'))} -> ${path.relative(process.cwd(), path.join(root, 'b.ts'))} -> ${path.relative(process.cwd(), path.join(root, 'a.ts'))}`,
        },
      ],
    },
    { ...at('values/one.ts'), errors: 1 },
    { ...at('values/deep/three.ts'), errors: 1 },
    { ...at('lazy/page.tsx'), errors: 1 },
    { ...at('lazy/table.ts'), errors: 1 },
    {
      filename: path.join(root, 'down/leaf.ts'),
      code: "import { top } from './top';\nexport const leaf = top;\n",
      errors: 1,
    },
  ],
});
