import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '../../../contract/enums';
import type { EncodableField } from '../../lib/multipart';
import { MY_PROFILE_MESSAGES as MESSAGES } from './messages';

/** Spec 5 and 7: the profile page uploads image0, image1, ..., only as many as one upload may hold. */
export const PHOTO_UPLOAD_FIELDS: readonly EncodableField[] = [
  { key: 'image', kind: 'file', multiple: true, maxFiles: MAX_PHOTOS },
];

/** Spec 5: what a picked selection must satisfy, checked in the spec's order; null when it may be kept. */
export function validatePhotoSelection(files: readonly File[]): string | null {
  if (files.some((file) => !file.type.startsWith('image/'))) return MESSAGES.ONLY_IMAGES;
  if (files.some((file) => file.size >= MAX_IMAGE_BYTES))
    return files.length > 1 ? MESSAGES.EACH_FILE_TOO_LARGE : MESSAGES.FILE_TOO_LARGE;
  if (files.length > MAX_PHOTOS) return MESSAGES.TOO_MANY_PHOTOS;
  return null;
}

/** Spec 5: an upload needs at least one photo. */
export function validatePhotoUpload(files: readonly File[]): string | null {
  return files.length === 0 ? MESSAGES.NO_PHOTO_SELECTED : validatePhotoSelection(files);
}
