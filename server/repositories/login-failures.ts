import type { Queryable } from '../db/types';

export interface LoginFailurePolicy {
  /** Failures in a row that cost nothing. */
  free: number;
  /** Failures in a row after which the account refuses logins for `lockoutMinutes`. */
  max: number;
  lockoutMinutes: number;
}

/** Seconds to wait after `failures` in a row: 0 within the free ones, then 1, 2, 4 … up to the lockout. */
const WAIT_SQL = `CASE WHEN lf.failures >= $3 THEN $4::float8 * 60
  WHEN lf.failures < $2 THEN 0
  ELSE least(power(2, lf.failures - $2), $4::float8 * 60) END`;
/** The row's run of failures is over: its last failure is older than the lockout. */
const EXPIRED_SQL = `lf.last_failure_at < now() - make_interval(mins => $4::int)`;

/**
 * Takes one attempt for the email: counted as a failure before the password is checked, so parallel
 * guesses queue behind one row lock and cannot slip past the wait together; a success deletes the row.
 * Answers null when the wait after the last failure has not passed (nothing is counted then).
 */
const TAKE_ATTEMPT = `INSERT INTO login_failures AS lf (email_key, failures, last_failure_at) VALUES ($1, 1, now())
  ON CONFLICT (email_key) DO UPDATE SET
    failures = CASE WHEN ${EXPIRED_SQL} THEN 1 ELSE lf.failures + 1 END,
    last_failure_at = now()
  WHERE ${EXPIRED_SQL} OR lf.last_failure_at + make_interval(secs => ${WAIT_SQL}) <= now()
  RETURNING failures`;

const RETRY_AFTER = `SELECT greatest(1, ceil(extract(epoch FROM lf.last_failure_at + make_interval(secs => ${WAIT_SQL}) - now())))::int
    AS seconds
  FROM login_failures lf WHERE lf.email_key = $1 AND $4::int > 0`;

/** Consecutive failed logins per email (migration 030). */
export function loginFailuresRepository(db: Queryable) {
  return {
    /** Answers null when an attempt is allowed now (and counts it), else the seconds left to wait. */
    async takeAttempt(emailKey: string, policy: LoginFailurePolicy): Promise<number | null> {
      const params = [emailKey, policy.free, policy.max, policy.lockoutMinutes];
      const { rows } = await db.query(TAKE_ATTEMPT, params);
      if (rows.length > 0) return null;
      const wait = await db.query<{ seconds: number }>(RETRY_AFTER, params);
      return wait.rows[0]?.seconds ?? 1;
    },

    async clear(emailKey: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE email_key = $1', [emailKey]);
    },

    /** Runs whose last failure is a day old are over (hourly housekeeping). */
    async deleteStale(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM login_failures WHERE last_failure_at < now() - interval '1 day' RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}
