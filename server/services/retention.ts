import { createHash } from 'node:crypto';
import type { Db } from '../db/types';
import { auditRepository } from '../repositories/audit';
import type { FileStore } from './files';

/** Documents handled per run, so one run stays short; the next run takes the rest. */
const BATCH = 200;

/**
 * Deletes the images of identity documents reviewed more than `windowDays`
 * before `now`, keeping the verdict, the masked number, the keyed hash and a
 * SHA-256 digest of the image (to recognise the same image if it is
 * submitted again). Each removal is one transaction with its audit row; the
 * file goes after commit. Answers how many documents were removed.
 */
export async function removeReviewedDocuments(deps: {
  db: Db;
  files: FileStore;
  windowDays: number;
  now?: Date;
}): Promise<number> {
  const { db, files } = deps;
  const cutoff = new Date((deps.now ?? new Date()).getTime() - deps.windowDays * 24 * 3600_000);
  const { rows } = await db.query<{ user_id: string; id_file: string }>(
    `SELECT user_id, id_file FROM verifications
     WHERE id_file IS NOT NULL AND id_reviewed_at IS NOT NULL AND id_reviewed_at < $1
     ORDER BY id_reviewed_at LIMIT $2`,
    [cutoff, BATCH],
  );
  let removed = 0;
  for (const row of rows) {
    const stored = await files.get(row.id_file);
    const digest = stored ? createHash('sha256').update(stored.bytes).digest('hex') : null;
    const done = await db.transaction(async (tx) => {
      const { rows: updated } = await tx.query(
        `UPDATE verifications SET id_file = NULL, id_file_digest = coalesce($3, id_file_digest), id_removed_at = now()
         WHERE user_id = $1 AND id_file = $2 RETURNING 1`,
        [row.user_id, row.id_file, digest],
      );
      if (updated.length === 0) return false;
      await auditRepository(tx).record({
        actorId: null,
        action: 'document.removed',
        subjectId: row.user_id,
        detail: { document: 'identity', digest, windowDays: deps.windowDays },
      });
      return true;
    });
    if (!done) continue;
    await files.remove(row.id_file);
    removed++;
  }
  return removed;
}
