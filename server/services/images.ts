import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../contract/enums';
import { createLimiter } from '../lib/limiter';
import { badRequest } from '../lib/errors';

/** Spec 5 messages. */
export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed.';
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 5MB.';
export const TOO_MANY_PIXELS_MESSAGE = 'The image has too many pixels. Please use a picture under 40 megapixels.';
export const TOO_MANY_PIXELS_TOGETHER_MESSAGE =
  'These pictures have too many pixels together. Please upload fewer or smaller pictures at a time.';
export const IMAGES_BUSY_MESSAGE = 'Too many pictures are being processed right now. Please try again in a moment.';

/** Decompression bombs stop here: a file within the size limit can still claim billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Pixels one request may bring in all: decoding costs time in proportion, so
 * a full upload of the largest pictures would hold the line for everyone
 * else. A full upload from a 24-megapixel phone camera fits.
 */
export const MAX_REQUEST_PIXELS = 160_000_000;
const MAX_EDGE = 2000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

// Each decode holds its own frame buffers; libvips' operation cache and a thread per core would keep several
// pictures' worth resident after they were answered. One thread per picture, nothing cached.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Pictures are decoded one at a time in the whole process, so the memory a
 * decode needs is paid once however many uploads arrive together. Pictures
 * waiting beyond the queue are refused (503, Retry-After) rather than held.
 */
const decoding = createLimiter({ concurrency: 1, maxQueue: 48, busyMessage: IMAGES_BUSY_MESSAGE });

interface Inspected {
  bytes: Buffer;
  pixels: number;
}

/** Type from the bytes (never the name or the declared type), size and pixel count, from the header alone. */
async function inspect(bytes: Buffer): Promise<Inspected> {
  if (bytes.length >= MAX_IMAGE_BYTES) throw badRequest(FILE_TOO_LARGE_MESSAGE);
  let format: string | undefined;
  let pixels = 0;
  try {
    // Without a limit here: sharp's own limit would make a huge picture read as "not an image". In turn with
    // the decodes, so sharp never holds more than one of the shared worker threads that file reads need too.
    const meta = await decoding.run(() => sharp(bytes, { limitInputPixels: false }).metadata());
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  } catch {
    throw badRequest(ONLY_IMAGES_MESSAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(ONLY_IMAGES_MESSAGE);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS_MESSAGE);
  return { bytes, pixels };
}

/** Re-encodes a checked picture as JPEG: sharp keeps no metadata unless asked, so EXIF and GPS data are gone. */
function reencode(bytes: Buffer): Promise<Buffer> {
  return decoding.run(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
        // Apply the camera's orientation before the EXIF that carries it is dropped.
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      throw badRequest(ONLY_IMAGES_MESSAGE);
    }
  });
}

/** One upload checked and re-encoded: real type, size and pixels checked, no metadata kept. */
export async function toSafeJpeg(bytes: Buffer): Promise<Buffer> {
  const [image] = await toSafeJpegs([bytes]);
  return image;
}

/**
 * The pictures of one request: every one is checked from its header first
 * (type, size, pixels, and the request's pixels in all), so a bad last
 * picture costs no decoding of the others; then they are re-encoded one at
 * a time, in order.
 */
export async function toSafeJpegs(uploads: readonly Buffer[]): Promise<Buffer[]> {
  const inspected: Inspected[] = [];
  for (const bytes of uploads) inspected.push(await inspect(bytes));
  if (inspected.reduce((sum, image) => sum + image.pixels, 0) > MAX_REQUEST_PIXELS) {
    throw badRequest(TOO_MANY_PIXELS_TOGETHER_MESSAGE);
  }
  const out: Buffer[] = [];
  for (const image of inspected) out.push(await reencode(image.bytes));
  return out;
}

/** Photo privacy: the blurred copy keeps this many pixels on its longer edge before it is enlarged again. */
export const BLUR_DETAIL_EDGE = 12;
/** The blurred copy's longer edge as served: big enough to fill a card, with nothing to recover. */
export const BLURRED_EDGE = 320;

/**
 * The strongly blurred copy of a re-encoded photo, made once at upload: the
 * picture is first shrunk to a few pixels (what a light filter would leave
 * is gone, not hidden), then enlarged and blurred again so it reads as a soft
 * wash of colour rather than blocks.
 */
export function toBlurredJpeg(jpeg: Buffer): Promise<Buffer> {
  return decoding.run(async () => {
    const tiny = await sharp(jpeg)
      .resize({ width: BLUR_DETAIL_EDGE, height: BLUR_DETAIL_EDGE, fit: 'inside' })
      .png()
      .toBuffer();
    return sharp(tiny)
      .resize({ width: BLURRED_EDGE, height: BLURRED_EDGE, fit: 'inside', kernel: 'cubic' })
      .blur(BLURRED_EDGE / BLUR_DETAIL_EDGE / 2)
      .jpeg({ quality: 70 })
      .toBuffer();
  });
}

let placeholder: Promise<Buffer> | null = null;

/** The neutral placeholder photo (a flat soft grey), made once per process. */
export function photoPlaceholder(): Promise<Buffer> {
  placeholder ??= sharp({
    create: { width: BLURRED_EDGE, height: BLURRED_EDGE, channels: 3, background: { r: 214, g: 214, b: 219 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  return placeholder;
}
