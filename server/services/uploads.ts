import type { Queryable } from '../db/types';
import { storedFilesRepository } from '../repositories/stored-files';
import type { FileKind, FileStore } from './files';

/**
 * Stores processed images and records them in one step (an upload and its
 * record belong together): if recording fails the new files are removed;
 * once it succeeded, the files it replaced are removed. A crash between the
 * two steps leaves files nothing points to; sweepOrphanFiles removes them.
 */
export async function storeAndRecord(
  files: FileStore,
  kind: FileKind,
  images: readonly Buffer[],
  record: (keys: string[]) => Promise<readonly (string | null)[]>,
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) keys.push(await files.put(kind, image, 'jpg'));
    const replaced = await record(keys);
    await Promise.all(replaced.filter((key): key is string => key !== null).map((key) => files.remove(key)));
    return keys;
  } catch (error) {
    await Promise.all(keys.map((key) => files.remove(key)));
    throw error;
  }
}

/**
 * How old an unreferenced file must be before the sweep removes it where
 * other processes may be storing uploads right now (several instances): an
 * upload writes its files before the transaction that records them commits.
 */
export const ORPHAN_GRACE_MS = 15 * 60_000;

/**
 * Removes stored files that no profile, photo or verification refers to and
 * that were stored before `olderThanMs` ago: those a crash (kill -9, power
 * loss) left between storing and recording, or after a replacement was
 * recorded. Answers how many were removed.
 */
export async function sweepOrphanFiles(
  db: Queryable,
  files: FileStore,
  { olderThanMs }: { olderThanMs: number },
): Promise<number> {
  const candidates = await files.storedBefore(new Date(Date.now() - olderThanMs));
  if (candidates.length === 0) return 0;
  const orphans = await storedFilesRepository(db).unreferenced(candidates);
  for (const key of orphans) await files.remove(key);
  return orphans.length;
}
