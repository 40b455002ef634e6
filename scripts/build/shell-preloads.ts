/**
 * The links that app.html (the shell of every route but the landing page) carries for the member chunks
 * (build/member-chunks.ts): every screen it serves, the portal's too, runs on them. Named in the page, they are
 * fetched as it is parsed, beside the entry, instead of once the entry has run and the router asks for them;
 * the router's own preloading then finds them there and adds nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../contract/languages';
import { MEMBER_CHUNKS } from '../../build/member-chunks';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
}

/** The build's manifest in `dist`: every chunk by its source. */
function readManifest(dist: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The `<link>` tags for the member chunks' scripts and styles, from the build's manifest in `dist`. */
export function memberChunkLinks(dist: string): string {
  const manifest = readManifest(dist);
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

/** The self-hosted face of each language's script (src/app/scripts.css), by the start of its built file's name. */
const SCRIPT_FONTS: Partial<Record<Language, string>> = {
  hi: 'noto-sans-devanagari-',
  ta: 'noto-sans-tamil-',
};

/**
 * The `<link>` that fetches a language's script face with the landing page in that language, beside its
 * stylesheet, instead of once the page has been laid out with a stand-in face and found the characters:
 * a page whose text is all in that script otherwise draws with the stand-in and then shifts as the face
 * swaps in. A device whose own fonts come before ours in the page's font list would not need it; those
 * named there first (system-ui, Roboto, Segoe UI, Arial) have no Devanagari or Tamil letters.
 */
export function scriptFontPreload(dist: string, language: Language): string {
  const prefix = SCRIPT_FONTS[language];
  if (!prefix) return '';
  const file = readdirSync(join(dist, 'assets')).find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
  if (!file)
    throw new Error(`The build has no ${prefix}*.woff2 for the ${language} landing page (src/app/scripts.css).`);
  return fontPreload(file);
}

/** A `<link>` that fetches a face from dist/assets before the stylesheet asks for it (crossorigin: fonts are CORS). */
function fontPreload(file: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`;
}

/**
 * The address of a landing page's own catalog (src/lib/i18n/i18n.ts), which the page fetches with the entry
 * (start-after-paint.ts) instead of once the entry runs and asks for it: the page hydrates one round trip sooner.
 */
export function landingCatalog(dist: string, language: Language): string {
  const manifest = readManifest(dist);
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`locales/${language}/landing.po`));
  if (!key) throw new Error(`The build has no ${language} landing catalog chunk (src/lib/i18n/i18n.ts).`);
  return `/${manifest[key].file}`;
}

/**
 * The `<link>`s that fetch the language picker's faces (build/language-names-font.ts) with a landing page, beside
 * its stylesheet: its picker names the other languages in their scripts, drawn in the first paint.
 */
export function languageNamesPreloads(dist: string): string {
  const files = readdirSync(join(dist, 'assets')).filter(
    (name) => name.startsWith('language-names-') && name.endsWith('.woff2'),
  );
  if (files.length === 0) throw new Error('The build has no language-names-*.woff2 (src/app/scripts.css).');
  return files.map(fontPreload).join('\n    ');
}
