import type { AdminProfileItem } from '../../contract/schemas';
import type { Db } from '../db/types';
import { conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { profileReviewRepository } from '../repositories/profile-review';
import type { FileStore } from './files';

export const NOT_READY_MESSAGE = 'This profile has not submitted all its documents yet.';

/** Staff review of spec 7: the profiles awaiting it, with signed links to their documents, and publishing one. */
export function createProfileReviewService(deps: { db: Db; files: FileStore }) {
  const { db, files } = deps;
  const repo = profileReviewRepository(db);
  const link = (key: string | null) => (key ? files.signedUrl(key) : null);

  return {
    async awaitingReview(): Promise<AdminProfileItem[]> {
      const rows = await repo.listAwaitingReview();
      return rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        photoImageUrl: link(row.selfie_file),
        panImageUrl: link(row.id_file),
        degreeImageUrl: link(row.degree_file),
        incomeImageUrl: link(row.income_file),
        imageUrls: row.image_keys.map((key) => files.signedUrl(key)),
      }));
    },

    async publish(staffId: string, profileId: string, ip: string): Promise<void> {
      // The publish and its audit row land together or not at all.
      const outcome = await db.transaction(async (tx) => {
        const result = await profileReviewRepository(tx).publish(profileId);
        if (result === 'published') {
          await auditRepository(tx).record({
            actorId: staffId,
            action: 'profile.published',
            subjectId: profileId,
            detail: { ip },
          });
        }
        return result;
      });
      if (outcome === 'missing') throw notFound('Profile not found.');
      if (outcome === 'not-ready') throw conflict(NOT_READY_MESSAGE);
    },
  };
}
