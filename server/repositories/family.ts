import type { Queryable } from '../db/types';

/** A member's family access (migration 240): the relative invited, and whether they have accepted. */
export interface FamilyRow {
  member_id: string;
  email: string;
  invite_expires_at: Date | null;
  invited_at: Date;
  relative_id: string | null;
  accepted_at: Date | null;
}

const COLUMNS = 'member_id, email, invite_expires_at, invited_at, relative_id, accepted_at';

/** Family access rows: parameterised SQL only (STYLE 10). */
export function familyRepository(db: Queryable) {
  return {
    async find(memberId: string, tx: Queryable = db): Promise<FamilyRow | null> {
      const { rows } = await tx.query<FamilyRow>(`SELECT ${COLUMNS} FROM family_access WHERE member_id = $1`, [
        memberId,
      ]);
      return rows[0] ?? null;
    },

    /**
     * Invites `email`, replacing an invitation not yet accepted; answers false (nothing changes) while a
     * relative has access.
     */
    async invite(memberId: string, email: string, inviteHash: string, ttlHours: number, tx: Queryable = db) {
      const { rows } = await tx.query(
        `INSERT INTO family_access (member_id, email, invite_hash, invite_expires_at)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))
         ON CONFLICT (member_id) DO UPDATE
           SET email = EXCLUDED.email, invite_hash = EXCLUDED.invite_hash,
               invite_expires_at = EXCLUDED.invite_expires_at, invited_at = now()
           WHERE family_access.relative_id IS NULL
         RETURNING 1`,
        [memberId, email, inviteHash, ttlHours],
      );
      return rows.length > 0;
    },

    /** The invitation a live link names, locked for its acceptance. */
    async findInvitation(inviteHash: string, tx: Queryable = db): Promise<FamilyRow | null> {
      const { rows } = await tx.query<FamilyRow>(
        `SELECT ${COLUMNS} FROM family_access
         WHERE invite_hash = $1 AND relative_id IS NULL AND invite_expires_at > now() FOR UPDATE`,
        [inviteHash],
      );
      return rows[0] ?? null;
    },

    async accept(memberId: string, relativeId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE family_access SET relative_id = $2, accepted_at = now(), invite_hash = NULL, invite_expires_at = NULL
         WHERE member_id = $1`,
        [memberId, relativeId],
      );
    },

    /** Ends access or withdraws the invitation; the relative's account and sessions go (migration 240). */
    async end(memberId: string, tx: Queryable = db): Promise<FamilyRow | null> {
      const { rows } = await tx.query<FamilyRow>(
        `DELETE FROM family_access WHERE member_id = $1 RETURNING ${COLUMNS}`,
        [memberId],
      );
      return rows[0] ?? null;
    },

    /** The first name of the member a relative helps, for the relative's banner. */
    async memberName(memberId: string, tx: Queryable = db): Promise<string> {
      const { rows } = await tx.query<{ first_name: string | null }>('SELECT first_name FROM profiles WHERE id = $1', [
        memberId,
      ]);
      return rows[0]?.first_name ?? '';
    },
  };
}
