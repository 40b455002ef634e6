import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../contract/languages';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The built pages: the app's shell and the landing page in each language (scripts/build/prerender-landing.ts). */
const PAGES = ['app.html', ...LANGUAGES.map(({ code }) => (code === 'en' ? 'index.html' : join(code, 'index.html')))];

/**
 * CSP hashes of the inline scripts the built pages carry (the colour-mode switch that must run before
 * first paint, the landing pages' start of the app after it), so the policy allows exactly those and still
 * refuses any other inline script.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of PAGES) {
    const file = join(distDir, page);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (match[1].trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
