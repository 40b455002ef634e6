import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../contract/enums';
import { badRequest } from '../plugins/errors';

/** Spec 5 messages. */
export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed.';
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 5MB.';
export const TOO_MANY_PIXELS_MESSAGE = 'The image has too many pixels. Please use a picture under 40 megapixels.';

/** Decompression bombs stop here: a 5 MB file can still claim billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 2000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload's real type from its bytes (never the name or the declared
 * type), its size and pixel count, and re-encodes it as JPEG: sharp keeps no
 * metadata unless asked, so EXIF and GPS data are gone (issue 7).
 */
export async function toSafeJpeg(bytes: Buffer): Promise<Buffer> {
  if (bytes.length >= MAX_IMAGE_BYTES) throw badRequest(FILE_TOO_LARGE_MESSAGE);
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw badRequest(ONLY_IMAGES_MESSAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(ONLY_IMAGES_MESSAGE);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS_MESSAGE);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      // Apply the camera's orientation before the EXIF that carries it is dropped.
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(ONLY_IMAGES_MESSAGE);
  }
}
