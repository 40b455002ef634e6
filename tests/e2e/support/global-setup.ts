import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './browser';
import { writeGallery } from './gallery';
import { REPO_ROOT, RESULTS_DIR } from './server';

/** Checks what every journey needs once, and prints how many screens axe checked at the end. */
export function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's package (apt-get install -y --no-install-recommends chromium).`,
    );
  }
  if (!existsSync(join(REPO_ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: npm run test:e2e builds the app first (vite build).');
  }
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

export function teardown(): void {
  writeGallery();
  const dir = join(RESULTS_DIR, 'axe');
  if (!existsSync(dir)) return;
  let screens = 0;
  const perJourney: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const count = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[]).length;
    screens += count;
    perJourney.push(`${file.replace(/\.json$/, '')}: ${count}`);
  }
  console.log(`\naxe-core checked ${screens} screens (${perJourney.join(', ')}); screenshots in test-results/e2e/`);
}
