/**
 * After `vite build`: renders the landing page into dist/index.html, and keeps
 * the empty shell as dist/app.html for every other route (the server's SPA
 * fallback), so no other route flashes the landing page before it loads. The
 * shell also names the member chunks, which every one of those routes runs on.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressFile } from '../../build/precompress';
import { memberChunkLinks } from './shell-preloads';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'node_modules', '.cache', 'prerender');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});
const { renderLanding } = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as {
  renderLanding: () => string;
};

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!shell.includes(marker)) throw new Error('dist/index.html has no empty root element to fill.');
if (!shell.includes('</head>')) throw new Error('dist/index.html has no head to add the member links to.');
writeFileSync(join(dist, 'app.html'), shell.replace(/\s*<\/head>/, `\n    ${memberChunkLinks(dist)}\n  </head>`));
writeFileSync(join(dist, 'index.html'), shell.replace(marker, `<div id="root">${renderLanding()}</div>`));
for (const page of ['index.html', 'app.html']) compressFile(join(dist, page));
rmSync(ssrOut, { recursive: true, force: true });
console.log('Prerendered the landing page into dist/index.html; dist/app.html is the shell for other routes.');
