import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../../contract/languages';
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
    'Journeys that also run in Hindi and Tamil have a section per language (`journey-3-match-and-chat-hi`): the same',
    'screens at phone and desktop size, each checked at phone size for text that overflows or is cut off.',
    'Before-and-after phone shots of the redesigned screens are in [before-after.md](before-after.md).',
    '',
  ];
  for (const journey of journeys) {
    lines.push(`## ${titleOf(journey)}`, '');
    const screens = new Map<string, Set<string>>();
    for (const file of readdirSync(join(SCREENSHOTS_DIR, journey)).sort()) {
      const match = SHOT.exec(file);
      if (!match) continue;
      const key = `${match[1]}-${match[2]}`;
      screens.set(key, (screens.get(key) ?? new Set()).add(match[3]));
    }
    // A run in another language checks light mode only: its table has no dark column.
    const dark = [...screens.values()].some((sizes) => sizes.has('phone-dark'));
    lines.push(
      dark ? '| Screen | Phone | Desktop | Phone, dark |' : '| Screen | Phone | Desktop |',
      dark ? '| --- | --- | --- | --- |' : '| --- | --- | --- |',
    );
    for (const [key, sizes] of screens) {
      const cell = (size: string) =>
        sizes.has(size) ? `<img src="${journey}/${key}-${size}.jpg" alt="${key}, ${size}" width="180">` : '';
      const title = key.replace(/^\d+-/, '').replace(/-/g, ' ');
      const cells = [cell('phone'), cell('desktop'), ...(dark ? [cell('phone-dark')] : [])];
      lines.push(`| ${title} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  writeFileSync(join(SCREENSHOTS_DIR, 'README.md'), lines.join('\n'));
}

/** 'journey-3-match-and-chat-hi' -> 'Journey 3: match and chat, in हिन्दी'. */
function titleOf(folder: string): string {
  const language = LANGUAGES.find((entry) => entry.code !== 'en' && folder.endsWith(`-${entry.code}`));
  const journey = language ? folder.slice(0, -language.code.length - 1) : folder;
  const title = journey.replace(/^journey-(\d+)-/, 'Journey $1: ').replace(/-/g, ' ');
  return language ? `${title}, in ${language.name}` : title;
}
