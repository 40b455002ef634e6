/**
 * Writes the language picker's faces (build/language-names-font.ts) to src/app/fonts/. Run after a language is
 * added or renamed in contract/languages.ts: `tsx scripts/make-language-names-font.ts`; the files are committed,
 * so a build cuts nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeLanguageNamesFonts } from '../build/language-names-font';

const dir = join(import.meta.dirname, '..', 'src', 'app', 'fonts');
for (const { file, text, woff2 } of await makeLanguageNamesFonts()) {
  writeFileSync(join(dir, file), woff2);
  console.log(`src/app/fonts/${file}: ${text} (${woff2.length} bytes)`);
}
