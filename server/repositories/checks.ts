import type { Queryable } from '../db/types';

export interface CheckJob {
  profile_id: string;
  generation: number;
  /** Claims so far, this one included: failed runs and runs a crash cut short (migration 140). */
  attempts: number;
}

export interface CheckSubject {
  first_name: string | null;
  last_name: string | null;
  selfie_file: string | null;
  /** False when the selfie was chosen from the member's files, not taken with the camera (migration 225). */
  selfie_live: boolean;
  id_file: string | null;
  id_type: string | null;
  id_number_hash: string | null;
  id_format_warnings: string[];
  image_keys: string[];
}

/** The automatic checks' job table, results and picture hashes (migrations 080 and 140). */
export function checksRepository(db: Queryable) {
  return {
    /** Asks for the profile's checks; called in the transaction that records the upload causing it. */
    async request(profileId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO check_jobs (profile_id) VALUES ($1)
         ON CONFLICT (profile_id) DO UPDATE SET generation = check_jobs.generation + 1, requested_at = now(),
           leased_until = NULL, attempts = 0, failed_at = NULL, last_error = NULL`,
        [profileId],
      );
    },

    /** Leases the oldest live job nobody holds (or whose holder's lease lapsed: a crash mid-check). */
    async claim(leaseSeconds: number): Promise<CheckJob | null> {
      const { rows } = await db.query<CheckJob>(
        `UPDATE check_jobs SET leased_until = now() + make_interval(secs => $1), attempts = attempts + 1
         WHERE profile_id = (
           SELECT profile_id FROM check_jobs
           WHERE failed_at IS NULL AND (leased_until IS NULL OR leased_until < now())
           ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING profile_id, generation, attempts`,
        [leaseSeconds],
      );
      return rows[0] ?? null;
    },

    /** Gives leases back (at start on the embedded engine, where no other process can hold one). */
    async releaseAll(): Promise<void> {
      await db.query('UPDATE check_jobs SET leased_until = NULL WHERE leased_until IS NOT NULL');
    },

    /** A failed check waits a while before it is tried again. */
    async retryLater(job: CheckJob, seconds: number, error: string): Promise<void> {
      await db.query(
        `UPDATE check_jobs SET leased_until = now() + make_interval(secs => $3), last_error = $4
         WHERE profile_id = $1 AND generation = $2`,
        [job.profile_id, job.generation, seconds, error],
      );
    },

    /**
     * Stops trying: the job stays, failed, for staff to see, until a newer upload asks again (a job asked
     * for again meanwhile is left to run).
     */
    async giveUp(job: CheckJob, error: string): Promise<void> {
      await db.query(
        `UPDATE check_jobs SET failed_at = now(), leased_until = NULL, last_error = $3
         WHERE profile_id = $1 AND generation = $2`,
        [job.profile_id, job.generation, error],
      );
    },

    async subject(profileId: string): Promise<CheckSubject | null> {
      const { rows } = await db.query<CheckSubject>(
        `SELECT p.first_name, p.last_name, v.selfie_file, v.selfie_live, v.id_file, v.id_type, v.id_number_hash, v.id_format_warnings,
           ARRAY(SELECT i.file_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at) AS image_keys
         FROM profiles p JOIN verifications v ON v.user_id = p.id WHERE p.id = $1`,
        [profileId],
      );
      return rows[0] ?? null;
    },

    /** Other accounts holding a picture within `maxBits` of one of these hashes (either way round). */
    async duplicates(
      profileId: string,
      hashes: { kind: string; hash: string; mirrored: string }[],
      maxBits: number,
    ): Promise<{ profileId: string; kind: string }[]> {
      if (hashes.length === 0) return [];
      const { rows } = await db.query<{ profile_id: string; kind: string }>(
        `SELECT DISTINCT h.profile_id, mine.kind
         FROM image_hashes h
         JOIN unnest($2::text[], $3::text[], $4::text[]) AS mine (kind, hash, mirrored) ON
           bit_count(h.hash # mine.hash::bit(256)) <= $5 OR bit_count(h.hash # mine.mirrored::bit(256)) <= $5
         WHERE h.profile_id <> $1
         ORDER BY h.profile_id, mine.kind`,
        [profileId, hashes.map((h) => h.kind), hashes.map((h) => h.hash), hashes.map((h) => h.mirrored), maxBits],
      );
      return rows.map((row) => ({ profileId: row.profile_id, kind: row.kind }));
    },

    /**
     * Stores the outcome and the pictures' hashes and ends the job, unless a newer upload asked again
     * meanwhile (then the job stays, unleased, for another run). Answers whether the job ended.
     */
    async finish(
      job: CheckJob,
      result: {
        checks: Record<string, unknown>;
        details: Record<string, unknown>;
        models: Record<string, string>;
        risk: number;
      },
      hashes: { key: string; kind: string; hash: string; mirrored: string }[],
      tx: Queryable,
    ): Promise<boolean> {
      await tx.query(
        `INSERT INTO check_results (profile_id, checks, details, models, risk, done_at) VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (profile_id) DO UPDATE SET checks = EXCLUDED.checks, details = EXCLUDED.details,
           models = EXCLUDED.models, risk = EXCLUDED.risk, done_at = now()`,
        [
          job.profile_id,
          JSON.stringify(result.checks),
          JSON.stringify(result.details),
          JSON.stringify(result.models),
          result.risk,
        ],
      );
      await tx.query('DELETE FROM image_hashes WHERE profile_id = $1', [job.profile_id]);
      if (hashes.length > 0) {
        await tx.query(
          `INSERT INTO image_hashes (file_key, profile_id, kind, hash, mirrored)
           SELECT k, $1, kind, h::bit(256), m::bit(256) FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS x (k, kind, h, m)
           ON CONFLICT (file_key) DO NOTHING`,
          [
            job.profile_id,
            hashes.map((h) => h.key),
            hashes.map((h) => h.kind),
            hashes.map((h) => h.hash),
            hashes.map((h) => h.mirrored),
          ],
        );
      }
      const { rows } = await tx.query<{ profile_id: string }>(
        'DELETE FROM check_jobs WHERE profile_id = $1 AND generation = $2 RETURNING profile_id',
        [job.profile_id, job.generation],
      );
      if (rows.length === 0) {
        await tx.query('UPDATE check_jobs SET leased_until = NULL WHERE profile_id = $1', [job.profile_id]);
      }
      return rows.length > 0;
    },

    /** Jobs still waiting or running, not those given up (tests and measurements wait for none). */
    async waiting(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM check_jobs WHERE failed_at IS NULL',
      );
      return rows[0]?.n ?? 0;
    },
  };
}
