/**
 * Draws the installed app's icons (public/icons/*.png, listed in public/manifest.webmanifest) from
 * public/icons/icon.svg. Run after changing the SVG: `tsx scripts/make-icons.ts`; the PNGs are committed,
 * so a build needs nothing drawn.
 */
import { join } from 'node:path';
import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'public', 'icons');
const svg = join(dir, 'icon.svg');

// The SVG fills its square with the brand colour, and its rings sit inside the middle 80% of it, the safe zone a
// maskable icon is cut to, so one drawing serves both purposes.
const outputs: Array<[name: string, size: number]> = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
];
for (const [name, size] of outputs) {
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(dir, name));
  console.log(`public/icons/${name} (${size}x${size})`);
}
