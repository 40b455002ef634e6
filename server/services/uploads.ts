import type { FileKind, FileStore } from './files';

/**
 * Stores processed images and records them in one step (issue 7: an upload and
 * its record belong together): if recording fails the new files are removed;
 * once it succeeded, the files it replaced are removed.
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
