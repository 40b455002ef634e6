import type { RefusalReason, ReviewStatus } from '../../contract/enums';
import type { Queryable } from '../db/types';
import { awaitingReviewSql } from '../rules/eligibility';

/** Which steps a refusal's reasons reopen (set back to INIT until the member submits them again). */
export const REOPENS: Record<RefusalReason, 'selfie' | 'identity' | 'photos' | null> = {
  SELFIE_UNCLEAR: 'selfie',
  FACE_MISMATCH: 'selfie',
  DOCUMENT_UNREADABLE: 'identity',
  DOCUMENT_NUMBER_MISMATCH: 'identity',
  DOCUMENT_NOT_OWN: 'identity',
  PHOTO_NOT_OWN: 'photos',
  OTHER: null,
};

export interface ReviewState {
  status: ReviewStatus;
  reasons: RefusalReason[];
  note: string | null;
  /** The member submitted everything at least once (only then is there a review to speak of). */
  submitted: boolean;
}

/** Staff's answer to a submitted profile and the member's way back after a refusal (migration 080). */
export function reviewRepository(db: Queryable) {
  return {
    /**
     * Refuses a profile awaiting review: keeps the reasons and note, reopens the steps they name, and takes
     * the profile off the staff list until the member submits again. Answers 'refused', 'not-awaiting' (not
     * submitted, already published or refused) or 'missing'.
     */
    async refuse(
      id: string,
      reasons: RefusalReason[],
      note: string | null,
    ): Promise<'refused' | 'not-awaiting' | 'missing'> {
      const reopen = new Set(reasons.map((reason) => REOPENS[reason]));
      const { rows } = await db.query<{ awaiting: boolean }>(
        `WITH target AS (
           SELECT p.id, (${awaitingReviewSql('p', 'v')}) AS awaiting
           FROM profiles p JOIN verifications v ON v.user_id = p.id WHERE p.id = $1
         ), refused AS (
           UPDATE verifications SET review_state = 'REFUSED', review_reasons = $2::text[], review_note = $3,
             refused_at = now(), selfie_reopened = $4, id_reopened = $5
           WHERE user_id IN (SELECT id FROM target WHERE awaiting) RETURNING user_id
         ), photos AS (
           UPDATE profiles SET images_done = false, updated_at = now()
           WHERE $6 AND id IN (SELECT user_id FROM refused)
         )
         SELECT awaiting FROM target`,
        [id, reasons, note, reopen.has('selfie'), reopen.has('identity'), reopen.has('photos')],
      );
      const row = rows[0];
      if (!row) return 'missing';
      return row.awaiting ? 'refused' : 'not-awaiting';
    },

    /**
     * After each resubmitted step: once no reopened step is left, the refused profile is back in review.
     * Answers whether it moved.
     */
    async resubmitIfReady(id: string, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query<{ user_id: string }>(
        `UPDATE verifications v SET review_state = 'WAITING'
         FROM profiles p
         WHERE v.user_id = $1 AND p.id = v.user_id AND v.review_state = 'REFUSED'
           AND NOT v.selfie_reopened AND NOT v.id_reopened AND p.images_done
         RETURNING v.user_id`,
        [id],
      );
      return rows.length > 0;
    },

    async clearSelfieReopened(id: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE verifications SET selfie_reopened = false WHERE user_id = $1', [id]);
    },

    async clearIdentityReopened(id: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE verifications SET id_reopened = false WHERE user_id = $1', [id]);
    },

    /** Where and how to write to the member about their review. */
    async contact(id: string): Promise<{ email: string; first_name: string | null } | null> {
      const { rows } = await db.query<{ email: string; first_name: string | null }>(
        'SELECT u.email, p.first_name FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    async state(id: string): Promise<ReviewState | null> {
      const { rows } = await db.query<{
        published: boolean;
        review_state: 'REFUSED' | 'WAITING' | null;
        review_reasons: RefusalReason[];
        review_note: string | null;
        submitted: boolean;
      }>(
        `SELECT p.published_at IS NOT NULL AS published, v.review_state, v.review_reasons, v.review_note,
           (v.id_at IS NOT NULL AND p.profession_done) OR v.refused_at IS NOT NULL AS submitted
         FROM profiles p JOIN verifications v ON v.user_id = p.id WHERE p.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      const status: ReviewStatus = row.review_state === 'REFUSED' ? 'REFUSED' : row.published ? 'PUBLISHED' : 'WAITING';
      return {
        status,
        reasons: status === 'REFUSED' ? row.review_reasons : [],
        note: status === 'REFUSED' ? row.review_note : null,
        submitted: row.submitted,
      };
    },
  };
}
