import type { VerificationStatus } from '../../contract/schemas';
import type { Queryable } from '../db/types';

/** Verification codes by where they went; account codes (a password reset, a login) by purpose. */
export type OtpChannel = 'email' | 'sms' | 'reset' | 'login';

export interface VerificationRow {
  user_id: string;
  email_verified_at: Date | null;
  phone: string | null;
  phone_verified_at: Date | null;
  selfie_file: string | null;
  id_type: string | null;
  id_number_masked: string | null;
  id_file: string | null;
  /** When the identity document was submitted; it stays after the image is removed following review. */
  id_at: Date | null;
  /** Staff refused the selfie or the document: that step is INIT again until a new upload. */
  selfie_reopened: boolean;
  id_reopened: boolean;
}

export interface OtpRow {
  target: string;
  code_hash: string;
  attempts: number;
  used_at: Date | null;
  expired: boolean;
  /** Seconds since the code was sent. */
  age_seconds: number;
}

export function toVerificationStatus(row: VerificationRow): VerificationStatus {
  const state = (done: unknown) => (done ? ('VERIFIED' as const) : ('INIT' as const));
  return {
    contact: { email: state(row.email_verified_at), phoneNumber: state(row.phone_verified_at) },
    identity: {
      image: state(row.selfie_file && !row.selfie_reopened),
      id: state(row.id_at && !row.id_reopened),
    },
  };
}

export function verificationRepository(db: Queryable) {
  return {
    async find(userId: string, tx: Queryable = db): Promise<VerificationRow | null> {
      const { rows } = await tx.query<VerificationRow>(
        `SELECT user_id, email_verified_at, phone, phone_verified_at, selfie_file, id_type, id_number_masked, id_file, id_at,
           selfie_reopened, id_reopened
         FROM verifications WHERE user_id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /**
     * The email and phone codes still usable (not used, expired or out of guesses), with seconds left and
     * seconds since sending, so a reloaded step shows its code entry again.
     */
    async pendingOtps(
      userId: string,
      maxAttempts: number,
    ): Promise<{ channel: 'email' | 'sms'; expires_in: number; age_seconds: number }[]> {
      const { rows } = await db.query<{ channel: 'email' | 'sms'; expires_in: number; age_seconds: number }>(
        `SELECT channel, ceil(extract(epoch FROM expires_at - now()))::int AS expires_in,
                floor(extract(epoch FROM now() - created_at))::int AS age_seconds
         FROM otps WHERE user_id = $1 AND channel IN ('email', 'sms') AND used_at IS NULL
           AND expires_at > now() AND attempts < $2`,
        [userId, maxAttempts],
      );
      return rows;
    },

    /** The live code of a channel, locked for the rest of the transaction so parallel guesses queue up. */
    async findOtpForUpdate(userId: string, channel: OtpChannel, tx: Queryable): Promise<OtpRow | null> {
      const { rows } = await tx.query<OtpRow>(
        `SELECT target, code_hash, attempts, used_at, expires_at <= now() AS expired,
                extract(epoch FROM now() - created_at)::int AS age_seconds
         FROM otps WHERE user_id = $1 AND channel = $2 FOR UPDATE`,
        [userId, channel],
      );
      return rows[0] ?? null;
    },

    /** Replaces any earlier code of the channel: only the newest one works. */
    async saveOtp(
      input: { userId: string; channel: OtpChannel; target: string; codeHash: string; ttlSeconds: number },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO otps (user_id, channel, target, code_hash, expires_at, attempts, used_at, created_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), 0, NULL, now())
         ON CONFLICT (user_id, channel) DO UPDATE SET target = EXCLUDED.target, code_hash = EXCLUDED.code_hash,
           expires_at = EXCLUDED.expires_at, attempts = 0, used_at = NULL, created_at = now()`,
        [input.userId, input.channel, input.target, input.codeHash, input.ttlSeconds],
      );
    },

    async deleteOtp(userId: string, channel: OtpChannel): Promise<void> {
      await db.query('DELETE FROM otps WHERE user_id = $1 AND channel = $2', [userId, channel]);
    },

    async countFailedAttempt(userId: string, channel: OtpChannel, tx: Queryable): Promise<void> {
      await tx.query('UPDATE otps SET attempts = attempts + 1 WHERE user_id = $1 AND channel = $2', [userId, channel]);
    },

    async markOtpUsed(userId: string, channel: OtpChannel, tx: Queryable): Promise<void> {
      await tx.query('UPDATE otps SET used_at = now() WHERE user_id = $1 AND channel = $2', [userId, channel]);
    },

    /** Codes that expired or were used a day ago have nothing left to check. */
    async deleteStaleOtps(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM otps WHERE expires_at < now() - interval '1 day' RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
      );
      return rows[0]?.n ?? 0;
    },

    async markEmailVerified(userId: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE verifications SET email_verified_at = now() WHERE user_id = $1', [userId]);
    },

    async markPhoneVerified(userId: string, phone: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE verifications SET phone = $2, phone_verified_at = now() WHERE user_id = $1', [
        userId,
        phone,
      ]);
    },

    /**
     * Records the selfie, taken with the camera or not (`live`), and answers the key of the one it replaced
     * (to delete after commit).
     */
    async saveSelfie(userId: string, fileKey: string, live: boolean, tx: Queryable): Promise<string | null> {
      const { rows } = await tx.query<{ selfie_file: string | null }>(
        'SELECT selfie_file FROM verifications WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      await tx.query(
        `UPDATE verifications SET selfie_file = $2, selfie_at = now(), selfie_reopened = false, selfie_live = $3
         WHERE user_id = $1`,
        [userId, fileKey, live],
      );
      return rows[0]?.selfie_file ?? null;
    },

    /** Records the identity document and answers the key of the one it replaced. */
    async saveIdentity(
      input: {
        userId: string;
        fileKey: string;
        idType: string;
        masked: string;
        numberHash: string;
        formatWarnings: string[];
      },
      tx: Queryable,
    ): Promise<string | null> {
      const { rows } = await tx.query<{ id_file: string | null }>(
        'SELECT id_file FROM verifications WHERE user_id = $1 FOR UPDATE',
        [input.userId],
      );
      await tx.query(
        `UPDATE verifications SET id_file = $2, id_type = $3, id_number_masked = $4, id_number_hash = $5, id_at = now(),
           id_format_warnings = $6::text[], id_reopened = false
         WHERE user_id = $1`,
        [input.userId, input.fileKey, input.idType, input.masked, input.numberHash, input.formatWarnings],
      );
      return rows[0]?.id_file ?? null;
    },
  };
}
