import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PHOTO_PLACEHOLDER_PATH } from '../../contract/privacy';
import type { TestServer } from './test-server';

/** What a viewer is shown of a photo, read from the bytes behind its link (photo privacy). */
export type Seen = 'ORIGINAL' | 'BLURRED' | 'PLACEHOLDER';

/** A photo full of fine detail (noise), so any blur shows on its bytes. */
export async function detailedJpeg(): Promise<Buffer> {
  const [width, height] = [800, 600];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Mean difference between neighbouring grey pixels: high for the detailed photo, near 0 for a blurred one. */
export async function measure(bytes: Buffer): Promise<{ width: number; detail: number }> {
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 1; x < info.width; x++) {
      sum += Math.abs(data[y * info.width + x] - data[y * info.width + x - 1]);
      count++;
    }
  }
  return { width: info.width, detail: sum / count };
}

export async function photoBytes(t: TestServer, url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, bytes: res.rawPayload };
}

/** What the bytes behind a photo link are: the original (detailedJpeg), a strongly blurred copy, or the placeholder. */
export async function seenBehind(t: TestServer, url: string | null | undefined): Promise<Seen> {
  expect(url).toBeTruthy();
  const { status, bytes } = await photoBytes(t, url as string);
  expect(status).toBe(200);
  const { width, detail } = await measure(bytes);
  if (width === 800 && detail > 30) return 'ORIGINAL';
  expect(width).toBeLessThanOrEqual(320);
  if (url === PHOTO_PLACEHOLDER_PATH) {
    expect(detail).toBe(0);
    return 'PLACEHOLDER';
  }
  expect(detail).toBeLessThan(2);
  return 'BLURRED';
}
