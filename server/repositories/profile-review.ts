import type { Queryable } from '../db/types';
import { awaitingReviewSql } from '../rules/eligibility';

export interface ReviewRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  selfie_file: string | null;
  /** False when the selfie was chosen from the member's files, not taken with the camera (migration 225). */
  selfie_live: boolean;
  id_file: string | null;
  degree_file: string | null;
  income_file: string | null;
  image_keys: string[];
  /** The automatic checks' latest outcome (null: none yet) and whether a newer one is on its way or given up. */
  checks: Record<string, unknown> | null;
  checks_pending: boolean;
  checks_failed: boolean;
  email: string;
  /** When the profile was last submitted for review (migration 152), and how many seconds ago. */
  submitted_at: Date | null;
  waiting_seconds: number | null;
  /** Staff's earlier refusals of the profile, newest first, from the audit. */
  refusals: { at: string; reasons: string[] | null }[];
}

/** Most profiles a review list answers at once; the riskiest by the automatic checks, then the oldest, come first. */
export const REVIEW_LIST_LIMIT = 200;

/** Staff review of profiles awaiting it (rules/eligibility.ts says which), and publishing them. */
export function profileReviewRepository(db: Queryable) {
  return {
    /** The profiles awaiting review; `search` keeps those whose name or email holds it. */
    async listAwaitingReview(search?: string): Promise<ReviewRow[]> {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const { rows } = await db.query<ReviewRow>(
        `SELECT p.id, p.first_name, p.last_name, v.selfie_file, v.selfie_live, v.id_file, p.degree_file, p.income_file,
           ARRAY(SELECT i.file_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at) AS image_keys,
           r.checks, j.profile_id IS NOT NULL AND j.failed_at IS NULL AS checks_pending,
           j.failed_at IS NOT NULL AS checks_failed,
           u.email, p.submitted_at,
           floor(extract(epoch FROM now() - p.submitted_at))::int AS waiting_seconds,
           coalesce((SELECT json_agg(json_build_object('at', a.at, 'reasons', a.detail->'reasons') ORDER BY a.at DESC)
             FROM audit_events a WHERE a.subject_id = p.id AND a.action = 'profile.refused'), '[]') AS refusals
         FROM profiles p JOIN verifications v ON v.user_id = p.id JOIN users u ON u.id = p.id
         LEFT JOIN check_results r ON r.profile_id = p.id
         LEFT JOIN check_jobs j ON j.profile_id = p.id
         WHERE ${awaitingReviewSql('p', 'v')}
           AND ($2::text IS NULL OR concat_ws(' ', p.first_name, p.last_name) ILIKE $2 OR u.email ILIKE $2)
         ORDER BY r.risk DESC NULLS LAST, v.id_at NULLS LAST, p.id
         LIMIT $1`,
        [REVIEW_LIST_LIMIT, pattern],
      );
      return rows;
    },

    /** The automatic checks' latest outcome of a profile (null: never checked). */
    async checksOf(id: string): Promise<Record<string, unknown> | null> {
      const { rows } = await db.query<{ checks: Record<string, unknown> }>(
        'SELECT checks FROM check_results WHERE profile_id = $1',
        [id],
      );
      return rows[0]?.checks ?? null;
    },

    /**
     * Publishes a profile awaiting review; publishing again changes nothing.
     * Answers 'published', 'not-ready' (documents missing) or 'missing'.
     */
    async publish(id: string): Promise<'published' | 'not-ready' | 'missing'> {
      const { rows } = await db.query<{ published: boolean; ready: boolean }>(
        `WITH target AS (
           SELECT p.id, p.published_at IS NOT NULL AS published, (${awaitingReviewSql('p', 'v')}) AS ready
           FROM profiles p JOIN verifications v ON v.user_id = p.id WHERE p.id = $1
         ), done AS (
           UPDATE profiles SET published_at = now() WHERE id IN (SELECT id FROM target WHERE ready) RETURNING id
         ), reviewed AS (
           -- The review's time starts the identity document's retention window (services/retention.ts); an
           -- earlier refusal is over.
           UPDATE verifications SET id_reviewed_at = now(), review_state = NULL, review_reasons = '{}', review_note = NULL
           WHERE user_id IN (SELECT id FROM done)
         )
         SELECT published, ready FROM target`,
        [id],
      );
      const row = rows[0];
      if (!row) return 'missing';
      return row.published || row.ready ? 'published' : 'not-ready';
    },
  };
}
