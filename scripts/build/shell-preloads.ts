/**
 * The links that app.html (the shell of every route but the landing page) carries for the member chunks
 * (build/member-chunks.ts): every screen it serves, the portal's too, runs on them. Named in the page, they are
 * fetched as it is parsed, beside the entry, instead of once the entry has run and the router asks for them;
 * the router's own preloading then finds them there and adds nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
