import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOTS_DIR } from './server';

const SHOT = /^(\d+)-(.+)-(phone|desktop|phone-dark)\.jpg$/;

/**
 * docs/screenshots/README.md: every screen the journeys passed through, in the order seen, phone
 * and desktop side by side and the phone in dark mode, so a reviewer sees the product without running it.
 */
export function writeGallery(): void {
  if (!existsSync(SCREENSHOTS_DIR)) return;
  const journeys = readdirSync(SCREENSHOTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('journey-'))
    .map((entry) => entry.name)
    .sort();
  const lines = [
    '# Screens of the product',
    '',
    'Written by `npm run test:e2e`: each end-to-end journey (`tests/e2e/`) saves every screen it checks at phone',
    'size (390 px), at desktop size (1366 px) and on the phone in dark mode. Run the journeys again to refresh them.',
    'Before-and-after phone shots of the redesigned screens are in [before-after.md](before-after.md).',
    '',
  ];
  for (const journey of journeys) {
    lines.push(`## ${journey.replace(/^journey-(\d+)-/, 'Journey $1: ').replace(/-/g, ' ')}`, '');
    const screens = new Map<string, Set<string>>();
    for (const file of readdirSync(join(SCREENSHOTS_DIR, journey)).sort()) {
      const match = SHOT.exec(file);
      if (!match) continue;
      const key = `${match[1]}-${match[2]}`;
      screens.set(key, (screens.get(key) ?? new Set()).add(match[3]));
    }
    lines.push('| Screen | Phone | Desktop | Phone, dark |', '| --- | --- | --- | --- |');
    for (const [key, sizes] of screens) {
      const cell = (size: string) =>
        sizes.has(size) ? `<img src="${journey}/${key}-${size}.jpg" alt="${key}, ${size}" width="180">` : '';
      const title = key.replace(/^\d+-/, '').replace(/-/g, ' ');
      lines.push(`| ${title} | ${cell('phone')} | ${cell('desktop')} | ${cell('phone-dark')} |`);
    }
    lines.push('');
  }
  writeFileSync(join(SCREENSHOTS_DIR, 'README.md'), lines.join('\n'));
}
