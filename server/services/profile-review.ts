import type { RefusalReason } from '../../contract/enums';
import type { AdminChecks, AdminProfileItem } from '../../contract/schemas';
import type { Db } from '../db/types';
import { redChecks } from '../../contract/review';
import { conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { profileReviewRepository, type ReviewRow } from '../repositories/profile-review';
import { reviewRepository } from '../repositories/review';
import type { FileStore } from './files';
import { announce } from './notices/announce';
import { staffPhotoUrls } from './photos';

export const NOT_READY_MESSAGE = 'This profile has not submitted all its documents yet.';
export const NOT_AWAITING_MESSAGE = 'This profile is not waiting for review.';
/** Publishing past a red check without a confirmed note. */
export const redCheckMessage = (red: string[]) =>
  `This profile has red checks (${red.join('; ')}). Confirm with a note to publish it anyway.`;

/**
 * The list item's checks: the stored outcome, PENDING while a newer check is queued, FAILED once that check
 * was given up after its attempts. A profile never queued (submitted before the checks existed, or seeded)
 * has none.
 */
function checksOf(row: ReviewRow): AdminChecks | undefined {
  if (!row.checks && !row.checks_pending && !row.checks_failed) return undefined;
  const stored = (row.checks ?? {}) as Omit<AdminChecks, 'status'>;
  if (row.checks_failed) return { ...stored, status: 'FAILED' };
  return { ...stored, status: row.checks && !row.checks_pending ? 'DONE' : 'PENDING' };
}

/**
 * Staff review of spec 7: the profiles awaiting it, riskiest first by the automatic checks, with signed links to
 * their documents; publishing one, or refusing it with reasons so the member can fix what is wrong.
 */
export function createProfileReviewService(deps: { db: Db; files: FileStore }) {
  const { db, files } = deps;
  const repo = profileReviewRepository(db);
  const link = (key: string | null) => (key ? files.signedUrl(key) : null);

  return {
    async awaitingReview(search?: string): Promise<AdminProfileItem[]> {
      const rows = await repo.listAwaitingReview(search || undefined);
      return rows.map((row) => {
        const checks = checksOf(row);
        return {
          email: row.email,
          submittedAt: row.submitted_at ? row.submitted_at.toISOString() : null,
          waitingSeconds: row.waiting_seconds === null ? null : Math.max(0, row.waiting_seconds),
          checksState: !checks ? 'NOT_CHECKED' : checks.status,
          refusals: row.refusals.map((refusal) => ({
            at: new Date(refusal.at).toISOString(),
            reasons: refusal.reasons ?? [],
          })),
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          photoImageUrl: link(row.selfie_file),
          selfieLive: row.selfie_live,
          panImageUrl: link(row.id_file),
          degreeImageUrl: link(row.degree_file),
          incomeImageUrl: link(row.income_file),
          imageUrls: staffPhotoUrls(files, row.image_keys),
          ...(checks ? { checks } : {}),
        };
      });
    },

    /**
     * Publishes a profile awaiting review. One with a red check (contract/review.ts) is published only with
     * staff's note confirming it, kept in the audit with the checks it went past; without one the answer is
     * 409 naming them.
     */
    async publish(staffId: string, profileId: string, ip: string, confirmation?: { note: string }): Promise<void> {
      const red = redChecks((await repo.checksOf(profileId)) as Omit<AdminChecks, 'status'> | null);
      if (red.length > 0 && !confirmation) throw conflict(redCheckMessage(red));
      // The publish and its audit row land together or not at all.
      const outcome = await db.transaction(async (tx) => {
        const result = await profileReviewRepository(tx).publish(profileId);
        if (result === 'published') {
          await auditRepository(tx).record({
            actorId: staffId,
            action: 'profile.published',
            subjectId: profileId,
            detail: { ip, ...(red.length > 0 ? { redChecks: red, note: confirmation?.note ?? '' } : {}) },
          });
          // The member hears of it with the publish: in the bell, live on an open tab, by email and push.
          await announce(tx, { kind: 'published', member: profileId });
        }
        return result;
      });
      if (outcome === 'missing') throw notFound('Profile not found.');
      if (outcome === 'not-ready') throw conflict(NOT_READY_MESSAGE);
    },

    /** Refuses a profile awaiting review: the member hears why and the steps to redo open again. */
    async refuse(
      staffId: string,
      request: { id: string; reasons: RefusalReason[]; note?: string | null },
      ip: string,
    ): Promise<void> {
      const reasons = [...new Set(request.reasons)];
      const note = request.note || null;
      const outcome = await db.transaction(async (tx) => {
        const result = await reviewRepository(tx).refuse(request.id, reasons, note);
        if (result === 'refused') {
          await auditRepository(tx).record({
            actorId: staffId,
            action: 'profile.refused',
            subjectId: request.id,
            detail: { reasons, ip },
          });
          await announce(tx, {
            kind: 'refused',
            member: request.id,
            // The codes: each is told in the member's language where it is read (contract/refusal-texts.ts).
            reasons,
            note,
          });
        }
        return result;
      });
      if (outcome === 'missing') throw notFound('Profile not found.');
      if (outcome === 'not-awaiting') throw conflict(NOT_AWAITING_MESSAGE);
    },
  };
}
