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

/** The family of each language's script face in src/app/scripts.css. */
const SCRIPT_FAMILIES: Partial<Record<Language, string>> = {
  hi: 'Noto Sans Devanagari',
  ta: 'Noto Sans Tamil',
};

/**
 * The landing page's own copy of its script's face (the rule the built stylesheet has for it, sources and
 * ranges as src/app/scripts.css writes them), with `font-display: optional`: the page's text paints at once
 * with a face the device has, or with ours when it is there within the short block period, and never
 * swaps afterwards, so the headline neither waits for a 49 KiB font on a slow first visit nor moves when
 * it arrives. A later visit finds the file in the cache. Not a preload: a preload is fetched whatever faces
 * the device has, and every Indian phone has one. Member screens keep the stylesheet's `swap`.
 */
export function scriptFontFace(dist: string, language: Language): string {
  const family = SCRIPT_FAMILIES[language];
  if (!family) return '';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk & { isEntry?: boolean }
  >;
  const css = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.css ?? [])
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
  const rule = css.match(/@font-face\s*\{[^}]*\}/g)?.find((candidate) => candidate.includes(family));
  if (!rule || !/font-display:\s*swap/.test(rule))
    throw new Error(`The landing stylesheet has no swapping @font-face for ${family} (src/app/scripts.css).`);
  return `<style>${rule.replace(/font-display:\s*swap/, 'font-display:optional')}</style>`;
}
