import type { Queryable } from '../db/types';

/**
 * Counts one hit of a key in its current window, starting a new window when
 * the last one ended; answers the hits so far and the window's remaining
 * milliseconds. One statement: two instances counting the same key at once
 * never lose a hit.
 */
const HIT = `INSERT INTO rate_limits AS r (key, hits, window_ends)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
    window_ends = CASE WHEN r.window_ends <= clock_timestamp() THEN EXCLUDED.window_ends ELSE r.window_ends END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM r.window_ends - clock_timestamp()) * 1000))::float8 AS ttl_ms`;

export function rateLimitsRepository(db: Queryable) {
  return {
    async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
      const { rows } = await db.query<{ hits: number; ttl_ms: number }>(HIT, [key, windowMs]);
      return { hits: rows[0].hits, ttlMs: Number(rows[0].ttl_ms) };
    },

    /** Removes windows that ended (hourly housekeeping); answers how many. */
    async deleteEnded(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'WITH gone AS (DELETE FROM rate_limits WHERE window_ends < now() RETURNING 1) SELECT count(*)::int AS n FROM gone',
      );
      return rows[0]?.n ?? 0;
    },
  };
}
