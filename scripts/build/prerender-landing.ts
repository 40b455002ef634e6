/**
 * After `vite build`: renders the landing page into dist/index.html, and in
 * Hindi and Tamil into dist/hi/index.html and dist/ta/index.html (each page
 * with its <html lang>, title, description and hreflang alternates, the Hindi
 * and Tamil pages with their script's face preloaded, and the app started after
 * the first paint: start-after-paint.ts), and keeps
 * the empty shell as dist/app.html for every other route (the server's SPA
 * fallback), so no other route flashes the landing page before it loads. The
 * shell also names the member chunks, which every one of those routes runs on.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { LANGUAGES, type Language } from '../../contract/languages';
import { compressFile } from '../../build/precompress';
import { landingCatalog, languageNamesPreloads, memberChunkLinks, scriptFontPreload } from './shell-preloads';
import { startAfterPaint } from './start-after-paint';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'node_modules', '.cache', 'prerender');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});
const { renderLanding } = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as {
  renderLanding: (language: Language) => Promise<{ html: string; title: string; description: string }>;
};

/**
 * Where members reach the product (the server's PUBLIC_URL, given to the build too): search engines take
 * hreflang alternates only as full addresses. A build without it (a developer's) writes paths.
 */
const site = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
const landingPath = (language: Language) => `${site}${language === 'en' ? '/' : `/${language}/`}`;
/** Every language's landing page names the others (x-default: English), so search shows each reader theirs. */
const alternates = [
  ...LANGUAGES.map(({ code }) => `<link rel="alternate" hreflang="${code}" href="${landingPath(code)}" />`),
  `<link rel="alternate" hreflang="x-default" href="${landingPath('en')}" />`,
].join('\n    ');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!shell.includes(marker)) throw new Error('dist/index.html has no empty root element to fill.');
if (!shell.includes('</head>')) throw new Error('dist/index.html has no head to add the member links to.');
writeFileSync(join(dist, 'app.html'), shell.replace(/\s*<\/head>/, `\n    ${memberChunkLinks(dist)}\n  </head>`));
const pages = ['app.html'];
for (const { code } of LANGUAGES) {
  const { html, title, description } = await renderLanding(code);
  const page = startAfterPaint(shell, [landingCatalog(dist, code)])
    .replace('<html lang="en">', `<html lang="${code}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeAttribute(description)}$2`)
    .replace(
      /\s*<\/head>/,
      `\n    ${[alternates, scriptFontPreload(dist, code), languageNamesPreloads(dist)].filter(Boolean).join('\n    ')}\n  </head>`,
    )
    .replace(marker, `<div id="root">${html}</div>`);
  const file = code === 'en' ? 'index.html' : join(code, 'index.html');
  mkdirSync(join(dist, code === 'en' ? '' : code), { recursive: true });
  writeFileSync(join(dist, file), page);
  pages.push(file);
}
for (const page of pages) compressFile(join(dist, page));
rmSync(ssrOut, { recursive: true, force: true });
console.log(
  'Prerendered the landing page into dist/index.html, dist/hi/index.html and dist/ta/index.html; dist/app.html is the shell for other routes.',
);
