import type { Queryable } from '../db/types';

export interface LoginFailurePolicy {
  /** Failures in a row that cost nothing. */
  free: number;
  /** Failures in a row after which the account refuses logins for `lockoutMinutes`. */
  max: number;
  lockoutMinutes: number;
}

/**
 * A check marked this long ago is taken as abandoned (its instance stopped mid-check), so the account is not
 * held for ever; a real check ends within the request timeout far sooner.
 */
export const ABANDONED_CHECK_SECONDS = 30;

/** Seconds to wait after `failures` in a row: 0 within the free ones, then 1, 2, 4 … up to the lockout. */
const WAIT_SQL = `CASE WHEN lf.failures >= $3 THEN $4::float8 * 60
  WHEN lf.failures < $2 THEN 0
  ELSE least(power(2, lf.failures - $2), $4::float8 * 60) END`;
/** The row's run of failures is over: its last failure is older than the lockout (minutes in parameter `lockout`). */
const expiredSql = (lockout: string) => `lf.last_failure_at < now() - make_interval(mins => ${lockout}::int)`;
const EXPIRED_SQL = expiredSql('$4');
const WAITED_SQL = `(${EXPIRED_SQL} OR lf.last_failure_at + make_interval(secs => ${WAIT_SQL}) <= now())`;
const FREE_SQL = `(lf.checking_since IS NULL OR lf.checking_since < now() - make_interval(secs => ${ABANDONED_CHECK_SECONDS}))`;

/**
 * Marks a check of the account's password as started, when the wait after its failures has passed and no
 * other check of it is running (on any instance). Nothing is counted yet: only a failed check counts.
 */
const BEGIN_CHECK = `INSERT INTO login_failures AS lf (email_key, failures, last_failure_at, checking_since)
  VALUES ($1, 0, now(), now())
  ON CONFLICT (email_key) DO UPDATE SET checking_since = now()
  WHERE ${WAITED_SQL} AND ${FREE_SQL}
  RETURNING failures`;

/** Why a check could not start: the seconds left to wait after failures, or another check running. */
const BLOCKED = `SELECT CASE WHEN ${WAITED_SQL} THEN NULL
    ELSE greatest(1, ceil(extract(epoch FROM lf.last_failure_at + make_interval(secs => ${WAIT_SQL}) - now())))::int
    END AS seconds
  FROM login_failures lf WHERE lf.email_key = $1`;

/** A failed check: one more failure in the run (or the first of a new run), and the account is free again. */
const FAILED_CHECK = `UPDATE login_failures lf SET
    failures = CASE WHEN ${expiredSql('$2')} THEN 1 ELSE lf.failures + 1 END,
    last_failure_at = now(),
    checking_since = NULL
  WHERE lf.email_key = $1`;

export type CheckStart = { started: true } | { started: false; waitSeconds: number | null };

/** Consecutive failed logins per email (migrations 030 and 110). */
export function loginFailuresRepository(db: Queryable) {
  const paramsOf = (emailKey: string, policy: LoginFailurePolicy) => [
    emailKey,
    policy.free,
    policy.max,
    policy.lockoutMinutes,
  ];
  return {
    /**
     * Starts a check of the account's password. Not started: `waitSeconds` is the wait left after failures,
     * or null while another check of the account is running.
     */
    async beginCheck(emailKey: string, policy: LoginFailurePolicy): Promise<CheckStart> {
      const params = paramsOf(emailKey, policy);
      const { rows } = await db.query(BEGIN_CHECK, params);
      if (rows.length > 0) return { started: true };
      const blocked = await db.query<{ seconds: number | null }>(BLOCKED, params);
      return { started: false, waitSeconds: blocked.rows[0]?.seconds ?? null };
    },

    /** The check failed: counted toward the waits and the lockout. */
    async failCheck(emailKey: string, policy: LoginFailurePolicy): Promise<void> {
      await db.query(FAILED_CHECK, [emailKey, policy.lockoutMinutes]);
    },

    /** The check could not be made (not a failure of the password): the account is free again. */
    async releaseCheck(emailKey: string): Promise<void> {
      await db.query('UPDATE login_failures SET checking_since = NULL WHERE email_key = $1', [emailKey]);
    },

    /** The check succeeded: the run of failures is over. */
    async clear(emailKey: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE email_key = $1', [emailKey]);
    },

    /** Runs whose last failure is a day old are over (hourly housekeeping). */
    async deleteStale(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM login_failures WHERE last_failure_at < now() - interval '1 day'
           AND checking_since IS NULL RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}
