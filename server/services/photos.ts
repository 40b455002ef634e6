import type { PhotoPrivacyMode } from '../../contract/privacy';
import { PHOTO_PLACEHOLDER_PATH } from '../../contract/privacy';
import { type PhotoRelation, photoViewOf } from '../rules/photo-privacy';
import type { FileStore } from './files';

/**
 * Photo privacy: every photo link the service gives out is made here, from
 * the owner's mode and the viewer's relation to them (rules/photo-privacy.ts).
 * A viewer who may not see a photo gets its blurred copy's link or the
 * neutral placeholder, never a link to the original. The original of a
 * limited photo opens only with a `private` link (routes/files.ts), so a plain
 * link handed out before the owner limited it stops working at once.
 */

/** An owner's photos as a query reads them: keys in display order, each with its blurred copy (null before there was one). */
export interface OwnerPhotos {
  mode: PhotoPrivacyMode;
  keys: readonly string[];
  blurredKeys: readonly (string | null)[];
}

export interface PhotoLink {
  url: string;
  standIn?: 'BLURRED' | 'PLACEHOLDER';
}

const PLACEHOLDER: PhotoLink = { url: PHOTO_PLACEHOLDER_PATH, standIn: 'PLACEHOLDER' };

/** The links `relation` gets to the owner's photos, in order. */
export function photoLinks(files: FileStore, owner: OwnerPhotos, relation: PhotoRelation): PhotoLink[] {
  if (owner.keys.length === 0) return [];
  const view = photoViewOf(owner.mode, relation);
  if (view === 'PLACEHOLDER') return [PLACEHOLDER];
  if (view === 'BLURRED') {
    // A photo kept from before blurred copies were made has none: the placeholder stands in for it.
    return owner.keys.map((_, index) => {
      const blurred = owner.blurredKeys[index];
      return blurred ? { url: files.signedUrl(blurred), standIn: 'BLURRED' as const } : PLACEHOLDER;
    });
  }
  const scope = owner.mode === 'EVERYONE' ? undefined : 'private';
  return owner.keys.map((key) => ({ url: files.signedUrl(key, scope) }));
}

/** The first photo's link for a list row (a request, a chat, a viewer), or null when there is none. */
export function firstPhotoUrl(files: FileStore, owner: OwnerPhotos, relation: PhotoRelation): string | null {
  return photoLinks(files, owner, relation)[0]?.url ?? null;
}

/** A list row's photo columns (firstPhotoColumns) as OwnerPhotos. */
export function firstPhotoOf(row: {
  photo_privacy: PhotoPrivacyMode;
  image_key: string | null;
  blurred_key: string | null;
}): OwnerPhotos {
  return {
    mode: row.photo_privacy,
    keys: row.image_key ? [row.image_key] : [],
    blurredKeys: [row.blurred_key],
  };
}

/** Staff see originals (admin portal): the same links, decided the same way. */
export function staffPhotoUrls(files: FileStore, keys: readonly string[]): string[] {
  return photoLinks(files, { mode: 'MATCHES_ONLY', keys, blurredKeys: [] }, 'STAFF').map((link) => link.url);
}
