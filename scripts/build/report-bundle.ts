/**
 * Prints the landing route's first-load JS + CSS (gzip) from the Vite
 * manifest: the entry chunk, everything it imports statically, and their CSS.
 * Lazy chunks are listed apart. Fails when the first load is over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 125;
const dist = join(import.meta.dirname, '..', '..', 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
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
const total = js + css;
console.log(
  `  JS ${js.toFixed(1)} KiB + CSS ${css.toFixed(1)} KiB = ${total.toFixed(1)} KiB (budget ${BUDGET_KIB} KiB)`,
);

const lazy = new Set<string>();
for (const chunk of Object.values(manifest)) {
  for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!firstLoad.has(file)) lazy.add(file);
}
const largest = [...lazy].map((file) => ({ file, size: gzipKiB(file) })).sort((a, b) => b.size - a.size);
console.log(`Lazy chunks: ${largest.length}, largest (gzip):`);
for (const { file, size } of largest.slice(0, 6))
  console.log(`  ${file.padEnd(48)} ${size.toFixed(1).padStart(7)} KiB`);

if (total > BUDGET_KIB) {
  console.error(`The landing route's first load is ${total.toFixed(1)} KiB, over the ${BUDGET_KIB} KiB budget.`);
  process.exit(1);
}
