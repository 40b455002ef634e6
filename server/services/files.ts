import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { hmac, safeEqual } from '../lib/crypto';
import { StorageFullError, isStorageFull } from '../lib/failures';

/** Photos are shown to members; documents (selfie, identity, certificates) only to admins and their owner. */
export type FileKind = 'photo' | 'document';
export const FILE_KINDS: readonly FileKind[] = ['photo', 'document'];

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Where uploads live (STYLE 11): a local folder by default, or the database; never a public folder. */
export interface FileStore {
  /** Saves bytes under a new random name and answers the storage key, e.g. "photo/3f2a….jpg". */
  put(kind: FileKind, bytes: Buffer, extension: 'jpg' | 'png' | 'webp'): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /**
   * A short-lived link to the file: /api/files/{key}?expires=…&signature=…. A `private` link opens a photo
   * whose owner limits who sees it (photo privacy); a plain link to such a photo is refused.
   */
  signedUrl(key: string, scope?: LinkScope): string;
  /** Checks a link's expiry and HMAC (with the scope it was signed for). */
  verify(key: string, expires: number, signature: string, scope?: LinkScope): boolean;
  /** The storage key behind a link this store made, whatever its expiry; null for anything else. */
  keyFromUrl(url: string): string | null;
  /** Keys of the files stored before this time (the orphan sweep, services/uploads.ts). */
  storedBefore(time: Date): Promise<string[]>;
}

export const FILES_ROUTE_PREFIX = '/api/files/';

/** Photo privacy: a link given only to a viewer who may see the original of a limited photo. */
export type LinkScope = 'private';

const KEY_PATTERN = /^(photo|document)\/[0-9a-f]{32}\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function kindOfKey(key: string): FileKind | null {
  const match = KEY_PATTERN.exec(key);
  return match ? (match[1] as FileKind) : null;
}

/** Where the bytes live; signing and key rules are the same for every backend. */
export interface BlobBackend {
  /** Whole or not at all: a failed write leaves nothing behind; a full disk throws StorageFullError. */
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Keys stored before this time. */
  storedBefore(time: Date): Promise<string[]>;
}

export interface FileStoreOptions {
  secret: string;
  /** Link lifetimes: a photo's outlasts a visit so browsers can cache it; a document's lasts only a review. */
  photoTtlSeconds?: number;
  documentTtlSeconds?: number;
  now?: () => number;
}

export interface LocalFileStoreOptions extends FileStoreOptions {
  root: string;
}

const TEMPORARY_SUFFIX = '.part';

/** Files in a local folder (DATA_DIR/files): the default, outside any public folder. */
export function localBackend(root: string): BlobBackend {
  const pathOf = (key: string) => join(root, key);
  return {
    async write(key, bytes) {
      // Written beside its final name and renamed once whole and on disk: a crash or a full disk never leaves
      // a cut-off picture under a name the database may point to.
      const temporary = `${pathOf(key)}.${randomBytes(4).toString('hex')}${TEMPORARY_SUFFIX}`;
      try {
        await mkdir(dirname(pathOf(key)), { recursive: true });
        const file = await open(temporary, 'wx', 0o600);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, pathOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        if (isStorageFull(error)) throw new StorageFullError('the upload folder is full', { cause: error });
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async storedBefore(time) {
      const keys: string[] = [];
      for (const kind of FILE_KINDS) {
        const names = await readdir(join(root, kind)).catch(() => [] as string[]);
        for (const name of names) {
          const info = await stat(join(root, kind, name)).catch(() => null);
          if (!info || info.mtime >= time) continue;
          // A write cut short by a crash: never a stored file, so nothing can point to it.
          if (name.endsWith(TEMPORARY_SUFFIX)) await rm(join(root, kind, name), { force: true });
          else if (KEY_PATTERN.test(`${kind}/${name}`)) keys.push(`${kind}/${name}`);
        }
      }
      return keys;
    },
  };
}

/**
 * Files as rows of the database (FILE_STORAGE=database): every instance behind
 * a load balancer sees every upload without a shared volume.
 */
export function databaseBackend(db: Queryable): BlobBackend {
  return {
    async write(key, bytes) {
      await db.query('INSERT INTO stored_files (key, bytes) VALUES ($1, $2)', [key, bytes]);
    },
    async read(key) {
      const { rows } = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_files WHERE key = $1', [key]);
      return rows[0] ? Buffer.from(rows[0].bytes) : null;
    },
    async remove(key) {
      await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
    },
    async storedBefore(time) {
      const { rows } = await db.query<{ key: string }>('SELECT key FROM stored_files WHERE created_at < $1', [time]);
      return rows.map((row) => row.key);
    },
  };
}

export function createFileStore(backend: BlobBackend, options: FileStoreOptions): FileStore {
  const photoTtl = options.photoTtlSeconds ?? 3600;
  const documentTtl = options.documentTtlSeconds ?? 600;
  const now = options.now ?? Date.now;
  const sign = (key: string, expires: number, scope?: LinkScope) =>
    hmac(options.secret, scope ? `${key}\n${expires}\n${scope}` : `${key}\n${expires}`);

  return {
    async put(kind, bytes, extension) {
      const key = `${kind}/${randomBytes(16).toString('hex')}.${extension}`;
      await backend.write(key, bytes);
      return key;
    },

    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const bytes = await backend.read(key);
      return bytes
        ? { bytes, contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' }
        : null;
    },

    async remove(key) {
      if (KEY_PATTERN.test(key)) await backend.remove(key);
    },

    signedUrl(key, scope) {
      // Expiry is rounded to half the lifetime so one file keeps one URL for a while and browsers can cache it.
      const ttl = kindOfKey(key) === 'document' ? documentTtl : photoTtl;
      const step = Math.max(1, Math.floor(ttl / 2));
      const expires = (Math.floor(now() / 1000 / step) + 2) * step;
      const scoped = scope ? `&scope=${scope}` : '';
      return `${FILES_ROUTE_PREFIX}${key}?expires=${expires}${scoped}&signature=${sign(key, expires, scope)}`;
    },

    verify(key, expires, signature, scope) {
      if (!KEY_PATTERN.test(key) || !Number.isFinite(expires)) return false;
      if (expires * 1000 < now()) return false;
      return safeEqual(sign(key, expires, scope), signature);
    },

    storedBefore: (time) => backend.storedBefore(time),

    keyFromUrl(url) {
      const index = url.indexOf(FILES_ROUTE_PREFIX);
      if (index < 0) return null;
      const key = decodeURIComponent(url.slice(index + FILES_ROUTE_PREFIX.length).split(/[?#]/)[0] ?? '');
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}

export function createLocalFileStore(options: LocalFileStoreOptions): FileStore {
  return createFileStore(localBackend(options.root), options);
}
