import type { ReportReason } from '../../contract/enums';
import type { Queryable } from '../db/types';
import { newId } from '../lib/crypto';

export interface ExcerptLine {
  message: string;
  fromReporter: boolean;
  createdAt: number;
}

export interface OpenReportRow {
  id: string;
  reason: ReportReason;
  note: string | null;
  created_ms: number;
  excerpt: ExcerptLine[] | null;
  reported_id: string;
  first_name: string | null;
  last_name: string | null;
  selfie_file: string | null;
  id_file: string | null;
  id_removed: boolean;
  image_keys: string[];
}

/** Reports staff see at once, oldest first. */
export const OPEN_REPORTS_LIMIT = 200;

/** Blocks, reports and suspensions: parameterised SQL only (STYLE 10); writes take the action's transaction. */
export function safetyRepository(db: Queryable) {
  return {
    /** Records that `blockerId` blocked `blockedId`; blocking again changes nothing. */
    async block(blockerId: string, blockedId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT (blocker_id, blocked_id) DO NOTHING',
        [blockerId, blockedId],
      );
    },

    /** Whether the profile exists and is a member's (the target of a block or report). */
    async isMember(profileId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM profiles WHERE id = $1', [profileId]);
      return rows.length > 0;
    },

    async report(
      input: {
        reporterId: string;
        reportedId: string;
        reason: ReportReason;
        note: string | null;
        channelId: string | null;
        excerpt: ExcerptLine[] | null;
      },
      tx: Queryable = db,
    ): Promise<string> {
      const id = newId();
      await tx.query(
        `INSERT INTO reports (id, reporter_id, reported_id, reason, note, channel_id, excerpt)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          input.reporterId,
          input.reportedId,
          input.reason,
          input.note,
          input.channelId,
          input.excerpt ? JSON.stringify(input.excerpt) : null,
        ],
      );
      return id;
    },

    async openReports(): Promise<OpenReportRow[]> {
      const { rows } = await db.query<OpenReportRow>(
        `SELECT r.id, r.reason, r.note, floor(extract(epoch FROM r.created_at) * 1000)::float8 AS created_ms, r.excerpt,
           p.id AS reported_id, p.first_name, p.last_name, v.selfie_file, v.id_file, v.id_removed_at IS NOT NULL AS id_removed,
           ARRAY(SELECT i.file_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at) AS image_keys
         FROM reports r JOIN profiles p ON p.id = r.reported_id JOIN verifications v ON v.user_id = p.id
         WHERE r.status = 'OPEN'
         ORDER BY r.created_at, r.id
         LIMIT $1`,
        [OPEN_REPORTS_LIMIT],
      );
      return rows.map((row) => ({
        ...row,
        excerpt: typeof row.excerpt === 'string' ? (JSON.parse(row.excerpt) as ExcerptLine[]) : row.excerpt,
      }));
    },

    /** Closes an open report with staff's verdict; answers the reported member, or null when it is not open. */
    async resolve(
      id: string,
      status: 'DISMISSED' | 'WARNED' | 'SUSPENDED',
      staffId: string,
      tx: Queryable,
    ): Promise<{ reportedId: string; email: string } | null> {
      const { rows } = await tx.query<{ reported_id: string; email: string }>(
        `UPDATE reports r SET status = $2, resolved_at = now(), resolved_by = $3
         FROM users u WHERE r.id = $1 AND r.status = 'OPEN' AND u.id = r.reported_id
         RETURNING r.reported_id, u.email`,
        [id, status, staffId],
      );
      const row = rows[0];
      return row ? { reportedId: row.reported_id, email: row.email } : null;
    },

    /**
     * Suspends a member in the caller's transaction: the users row changes (every instance drops its trust in
     * the member's sessions when migration 021 announces it), the sessions end, the profile is taken down and
     * every other open report about them is closed with the same verdict.
     */
    async suspend(memberId: string, staffId: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE users SET suspended_at = now() WHERE id = $1 AND suspended_at IS NULL', [memberId]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [memberId]);
      await tx.query('UPDATE profiles SET published_at = NULL WHERE id = $1', [memberId]);
      await tx.query('DELETE FROM feed_queue WHERE candidate_id = $1', [memberId]);
      await tx.query(
        `UPDATE reports SET status = 'SUSPENDED', resolved_at = now(), resolved_by = $2
         WHERE reported_id = $1 AND status = 'OPEN'`,
        [memberId, staffId],
      );
    },
  };
}
