import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const FILES_DIR = join(tmpdir(), 'e2e-files');

/** A small solid-colour picture, as a person's phone would produce one. */
export async function makeImage(
  name: string,
  colour: { r: number; g: number; b: number },
  format: 'png' | 'jpeg' = 'jpeg',
): Promise<string> {
  mkdirSync(FILES_DIR, { recursive: true });
  const path = join(FILES_DIR, name);
  const image = sharp({ create: { width: 320, height: 400, channels: 3, background: colour } });
  await (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toFile(path);
  return path;
}

export async function imageBytes(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A PNG over 5 MB (random pixels do not compress), for the size limit of spec 5. */
export async function makeLargeImage(name: string): Promise<string> {
  mkdirSync(FILES_DIR, { recursive: true });
  const width = 1400;
  const height = 1400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  const path = join(FILES_DIR, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(path);
  return path;
}

/** A text file named like a document, for "the file must be an image". */
export function makeTextFile(name: string): string {
  mkdirSync(FILES_DIR, { recursive: true });
  const path = join(FILES_DIR, name);
  writeFileSync(path, 'This is not a picture.\n');
  return path;
}
