/**
 * The links that app.html (the shell of every route but the landing page) carries for the member chunks
 * (build/member-chunks.ts): every screen it serves, the portal's too, runs on them. Named in the page, they are
 * fetched as it is parsed, beside the entry, instead of once the entry has run and the router asks for them;
 * the router's own preloading then finds them there and adds nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../contract/languages';
import { MEMBER_CHUNKS } from '../../build/member-chunks';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
}

/** The `<link>` tags for the member chunks' scripts and styles, from the build's manifest in `dist`. */
export function memberChunkLinks(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const links: string[] = [];
  for (const name of MEMBER_CHUNKS) {
    const chunk = Object.values(manifest).find(
      (candidate) => candidate.name === name && !candidate.file.endsWith('.css'),
    );
    if (!chunk) throw new Error(`The build has no ${name} chunk (build/member-chunks.ts).`);
    // As Vite writes its own: crossorigin, so the module fetch and the preload are one request.
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return links.join('\n    ');
}

/**
 * The `<link>` that fetches a landing page's own catalog (src/lib/i18n/i18n.ts) beside the entry, instead of
 * once the entry runs and asks for it: the page hydrates one round trip sooner.
 */
export function landingCatalogPreload(dist: string, language: Language): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`locales/${language}/landing.po`));
  if (!key) throw new Error(`The build has no ${language} landing catalog chunk (src/lib/i18n/i18n.ts).`);
  return `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`;
}

/**
 * The member screens' copy of the script faces (src/app/scripts.css: the rules the built stylesheet has, sources
 * and ranges as written there) with `font-display: swap`, for app.html. The stylesheet's own are `optional`, for
 * the prerendered landing pages: there the text paints at once with a face the device has, or with ours when it
 * is in within the short block period, and never moves when it arrives later (a slow first visit); a later visit
 * finds the file in the cache. A member screen would rather show its words in a stand-in and then in our face
 * than keep a device with no such face on boxes: declared after the stylesheet's, these are the ones it uses.
 */
export function swappingScriptFaces(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk & { isEntry?: boolean }
  >;
  const css = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.css ?? [])
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
  const faces = (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((rule) => /font-display:\s*optional/.test(rule));
  if (faces.length === 0) throw new Error('The entry stylesheet has no optional @font-face (src/app/scripts.css).');
  return `<style>${faces.map((rule) => rule.replace(/font-display:\s*optional/, 'font-display:swap')).join('')}</style>`;
}
