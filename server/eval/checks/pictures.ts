import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/*
 * Pictures the automatic checks are measured with: real faces of two people, a picture without a face and a
 * rendered PAN card. Shared by the checks' tests (server/services/checks/checks.test.ts) and the benchmark
 * (npm run bench:checks), so they live with the evaluation material rather than the test helpers.
 */

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** Two different photos of one man (faces/README.md beside this file says where they come from). */
export const manA = () => readFile(join(here, 'faces', 'man-a.jpg'));
export const manB = () => readFile(join(here, 'faces', 'man-b.jpg'));

/** A woman's face cut from face-api's first demo photo (another person than the man). */
export async function woman(): Promise<Buffer> {
  const sample = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg');
  const scaled = await sharp(sample).resize(800, 800, { fit: 'inside' }).toBuffer();
  return sharp(scaled).extract({ left: 300, top: 120, width: 180, height: 180 }).resize(360, 360).jpeg().toBuffer();
}

/** A picture with no face in it: a plain gradient landscape. */
export function noFace(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ab"/><stop offset="1" stop-color="#dca"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/><rect y="250" width="480" height="110" fill="#586"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A PAN card as a phone would photograph it: the department's heading, the holder's name and number. */
export function panCard(name: string, number: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540"><rect width="860" height="540" rx="24" fill="#dfeef7"/>
  <text x="40" y="70" font-family="sans-serif" font-size="30" font-weight="bold" fill="#123">INCOME TAX DEPARTMENT</text>
  <text x="40" y="110" font-family="sans-serif" font-size="24" fill="#123">GOVT. OF INDIA</text>
  <text x="40" y="200" font-family="sans-serif" font-size="22" fill="#333">Name</text>
  <text x="40" y="235" font-family="sans-serif" font-size="32" fill="#000">${name}</text>
  <text x="40" y="300" font-family="sans-serif" font-size="22" fill="#333">Permanent Account Number</text>
  <text x="40" y="345" font-family="sans-serif" font-size="40" font-weight="bold" fill="#000">${number}</text>
  <rect x="600" y="170" width="200" height="240" fill="#bbb"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
