import type { Queryable } from '../db/types';
import { newId, newToken, sha256 } from '../lib/crypto';

/** 'relative': a member's relative with family access (migration 240), never a member themselves. */
export type Role = 'member' | 'admin' | 'relative';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  role: Role;
  /** Suspended by staff: the account cannot log in. */
  suspended_at: Date | null;
}

export interface SessionUser {
  userId: string;
  role: Role;
  email: string;
  tokenHash: string;
  /** When the session ends (epoch milliseconds). */
  expiresAt: number;
  /** A relative's session: the member whose search they help with; null for members and admins. */
  helping: string | null;
}

/** Accounts and sessions: parameterised SQL only (STYLE 10). */
export function usersRepository(db: Queryable) {
  return {
    async findByEmail(email: string, tx: Queryable = db): Promise<UserRow | null> {
      const { rows } = await tx.query<UserRow>(
        'SELECT id, email, password_hash, role, suspended_at FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      return rows[0] ?? null;
    },

    async findById(id: string, tx: Queryable = db): Promise<UserRow | null> {
      const { rows } = await tx.query<UserRow>(
        'SELECT id, email, password_hash, role, suspended_at FROM users WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    /** The account whose verified phone is `phone` (ten digits, as verification stores it). */
    async findByVerifiedPhone(phone: string, tx: Queryable = db): Promise<UserRow | null> {
      const { rows } = await tx.query<UserRow>(
        `SELECT u.id, u.email, u.password_hash, u.role, u.suspended_at
         FROM verifications v JOIN users u ON u.id = v.user_id
         WHERE v.phone = $1 AND v.phone_verified_at IS NOT NULL LIMIT 1`,
        [phone],
      );
      return rows[0] ?? null;
    },

    /**
     * Creates an account; a member also gets an empty profile and verification row, in the
     * caller's transaction. Answers null when the email is taken.
     */
    async create(
      input: { email: string; passwordHash: string | null; role: Role; id?: string; noticeVersion?: string },
      tx: Queryable = db,
    ): Promise<string | null> {
      const id = input.id ?? newId();
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (id, email, password_hash, role, notice_version, consented_at)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::text IS NULL THEN NULL ELSE now() END)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
        [id, input.email.trim(), input.passwordHash, input.role, input.noticeVersion ?? null],
      );
      if (!rows[0]) return null;
      if (input.role === 'member') {
        await tx.query('INSERT INTO profiles (id) VALUES ($1)', [id]);
        await tx.query('INSERT INTO verifications (user_id) VALUES ($1)', [id]);
      }
      return id;
    },

    /** Replaces a password hash made by an earlier scheme or setting (at a successful login). */
    async replacePasswordHash(userId: string, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    },

    /**
     * Issues a new session token; the raw token leaves the server once, in this answer. `device` is the
     * short description the member's list of sessions shows ("Chrome on Android").
     */
    async createSession(
      userId: string,
      ttlHours: number,
      tx: Queryable = db,
      device: string | null = null,
    ): Promise<string> {
      const token = newToken();
      await tx.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at, id, device)
         VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
        [sha256(token), userId, Math.round(ttlHours * 3600), newId(), device],
      );
      return token;
    },

    /** The live session of a token, by the token's SHA-256 (the only form the database keeps). */
    async findSession(tokenHash: string): Promise<SessionUser | null> {
      const { rows } = await db.query<{
        user_id: string;
        role: Role;
        email: string;
        expires_ms: number;
        helping: string | null;
      }>(
        `SELECT s.user_id, u.role, u.email, floor(extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
                f.member_id AS helping
         FROM sessions s JOIN users u ON u.id = s.user_id
         LEFT JOIN family_access f ON u.role = 'relative' AND f.relative_id = u.id
         WHERE s.token_hash = $1 AND s.expires_at > now() AND u.suspended_at IS NULL`,
        [tokenHash],
      );
      const row = rows[0];
      // A relative whose access ended has no session, whatever is left of it.
      if (!row || (row.role === 'relative' && !row.helping)) return null;
      return {
        userId: row.user_id,
        role: row.role,
        email: row.email,
        tokenHash,
        expiresAt: Number(row.expires_ms),
        helping: row.helping,
      };
    },

    /**
     * Marks a session used now, unless it went unused longer than the idle limit: then it is ended
     * and the answer is false.
     */
    async touchSession(tokenHash: string, idleMinutes: number): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE sessions SET last_seen_at = now()
         WHERE token_hash = $1 AND last_seen_at > now() - make_interval(mins => $2::int) RETURNING 1`,
        [tokenHash, idleMinutes],
      );
      if (rows.length > 0) return true;
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
      return false;
    },

    async revokeSession(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },

    async deleteExpiredSessions(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'WITH gone AS (DELETE FROM sessions WHERE expires_at <= now() RETURNING 1) SELECT count(*)::int AS n FROM gone',
      );
      return rows[0]?.n ?? 0;
    },
  };
}
