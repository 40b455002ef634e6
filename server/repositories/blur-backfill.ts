import type { Queryable } from '../db/types';

/** One photo waiting for its blurred copy, as a slice claims it. */
export interface BlurJob {
  image_id: string;
  /** The original's storage key. */
  file_key: string;
  /** Claims so far, this one included. */
  attempts: number;
}

/** Photo privacy's backfill of blurred copies: the job table of migration 250. */
export function blurBackfillRepository(db: Queryable) {
  return {
    /**
     * Asks for a copy of every photo that has none and is not asked for yet (what migration 250 did at upgrade;
     * again at each start, for photos written without one since: the demo seed, an import). Answers how many.
     */
    async requestMissing(): Promise<number> {
      const { rows } = await db.query(
        `INSERT INTO blur_backfill_jobs (image_id)
         SELECT id FROM profile_images WHERE blurred_key IS NULL
         ON CONFLICT (image_id) DO NOTHING RETURNING 1`,
      );
      return rows.length;
    },

    /** Leases up to `limit` of the oldest rows nobody holds (or whose holder's lease lapsed), with their originals. */
    async claim(limit: number, leaseSeconds: number): Promise<BlurJob[]> {
      const { rows } = await db.query<BlurJob>(
        `UPDATE blur_backfill_jobs j SET leased_until = now() + make_interval(secs => $2), attempts = j.attempts + 1
         FROM profile_images i
         WHERE i.id = j.image_id AND j.image_id IN (
           SELECT image_id FROM blur_backfill_jobs
           WHERE failed_at IS NULL AND (leased_until IS NULL OR leased_until < now())
           ORDER BY requested_at, image_id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING j.image_id, i.file_key, j.attempts`,
        [limit, leaseSeconds],
      );
      return rows;
    },

    /** Gives leases back (at start on the embedded engine, where no other process can hold one). */
    async releaseAll(): Promise<void> {
      await db.query('UPDATE blur_backfill_jobs SET leased_until = NULL WHERE leased_until IS NOT NULL');
    },

    /**
     * Records a slice's copies and ends their rows, in one statement each (one change of the profiles' version for
     * the slice, not one per photo). A photo that already has a copy keeps it. Answers the copies recorded.
     */
    async record(done: readonly { imageId: string; blurredKey: string }[], tx: Queryable): Promise<Set<string>> {
      if (done.length === 0) return new Set();
      const { rows } = await tx.query<{ blurred_key: string }>(
        `UPDATE profile_images i SET blurred_key = d.blurred_key
         FROM unnest($1::text[], $2::text[]) AS d (image_id, blurred_key)
         WHERE i.id = d.image_id AND i.blurred_key IS NULL
         RETURNING i.blurred_key`,
        [done.map((d) => d.imageId), done.map((d) => d.blurredKey)],
      );
      await tx.query('DELETE FROM blur_backfill_jobs WHERE image_id = ANY($1::text[])', [done.map((d) => d.imageId)]);
      return new Set(rows.map((row) => row.blurred_key));
    },

    /** A failed copy waits a while before it is tried again. */
    async retryLater(imageId: string, seconds: number, error: string): Promise<void> {
      await db.query(
        `UPDATE blur_backfill_jobs SET leased_until = now() + make_interval(secs => $2), last_error = $3
         WHERE image_id = $1`,
        [imageId, seconds, error],
      );
    },

    /** Stops trying: the row stays, failed, for the operator to see. */
    async giveUp(imageId: string, error: string): Promise<void> {
      await db.query(
        'UPDATE blur_backfill_jobs SET failed_at = now(), leased_until = NULL, last_error = $2 WHERE image_id = $1',
        [imageId, error],
      );
    },

    /** Rows a worker could claim now: not given up, not held, not waiting to be tried again. */
    async claimable(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM blur_backfill_jobs
         WHERE failed_at IS NULL AND (leased_until IS NULL OR leased_until < now())`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}
