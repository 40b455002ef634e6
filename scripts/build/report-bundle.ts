/**
 * Prints the landing route's first-load JS + CSS (gzip) from the Vite
 * manifest, in each language: the entry chunk, everything it imports
 * statically, and their CSS, plus for Hindi and Tamil their catalog (fetched
 * before the first render). Fonts are counted apart: the browser fetches a
 * script's font only when that script is on the page, and the picker's small
 * faces for the languages' names. Lazy chunks are listed
 * apart. Fails when any language's first load is over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../../contract/languages';

const BUDGET_KIB = 125;
const dist = join(import.meta.dirname, '..', '..', 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipKiB = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const firstLoad = new Set<string>();
function visit(key: string) {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const css of chunk.css ?? []) firstLoad.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
visit(entryKey);

let js = 0;
let css = 0;
console.log('\nLanding route, first load (gzip):');
for (const file of [...firstLoad].sort()) {
  const size = gzipKiB(file);
  if (file.endsWith('.css')) css += size;
  else js += size;
  console.log(`  ${file.padEnd(48)} ${size.toFixed(1).padStart(7)} KiB`);
}

/** A language's landing catalog (its own chunk, preloaded by its page) and what it alone imports. */
function catalogFiles(code: string): string[] {
  const key = Object.keys(manifest).find((k) => k.endsWith(`locales/${code}/landing.po`));
  if (!key) return [];
  const files = new Set<string>();
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || firstLoad.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(key);
  return [...files];
}

let total = 0;
const overBudget: string[] = [];
for (const { code, name } of LANGUAGES) {
  const catalog = catalogFiles(code);
  const catalogKiB = catalog.reduce((sum, file) => sum + gzipKiB(file), 0);
  const languageTotal = js + css + catalogKiB;
  total = Math.max(total, languageTotal);
  if (languageTotal > BUDGET_KIB) overBudget.push(code);
  console.log(
    `  ${name} (${code}): JS ${(js + catalogKiB).toFixed(1)} KiB + CSS ${css.toFixed(1)} KiB = ${languageTotal.toFixed(1)} KiB` +
      (catalog.length > 0 ? ` (catalog ${catalog.join(', ')}: ${catalogKiB.toFixed(1)} KiB)` : '') +
      ` (budget ${BUDGET_KIB} KiB)`,
  );
}

const fonts = Object.values(manifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .filter((file, index, all) => file.endsWith('.woff2') && all.indexOf(file) === index);
if (fonts.length > 0) {
  console.log(
    "Fonts (woff2, counted apart from the budget): a script's face only for a page with its letters, the picker's language names (language-names-*) with every landing page:",
  );
  for (const file of fonts.sort()) {
    const size = readFileSync(join(dist, file)).length / 1024;
    console.log(`  ${file.padEnd(48)} ${size.toFixed(1).padStart(7)} KiB`);
  }
}

const lazy = new Set<string>();
for (const chunk of Object.values(manifest)) {
  for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!firstLoad.has(file)) lazy.add(file);
}
const largest = [...lazy].map((file) => ({ file, size: gzipKiB(file) })).sort((a, b) => b.size - a.size);
console.log(`Lazy chunks: ${largest.length}, largest (gzip):`);
for (const { file, size } of largest.slice(0, 6))
  console.log(`  ${file.padEnd(48)} ${size.toFixed(1).padStart(7)} KiB`);

if (overBudget.length > 0) {
  console.error(
    `The landing route's first load is up to ${total.toFixed(1)} KiB (${overBudget.join(', ')}), over the ${BUDGET_KIB} KiB budget.`,
  );
  process.exit(1);
}
