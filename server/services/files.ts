import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { hmac, safeEqual } from '../lib/crypto';

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
  /** A short-lived link to the file: /api/files/{key}?expires=…&signature=… */
  signedUrl(key: string): string;
  /** Checks a link's expiry and HMAC. */
  verify(key: string, expires: number, signature: string): boolean;
  /** The storage key behind a link this store made, whatever its expiry; null for anything else. */
  keyFromUrl(url: string): string | null;
}

export const FILES_ROUTE_PREFIX = '/api/files/';

const KEY_PATTERN = /^(photo|document)\/[0-9a-f]{32}\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function kindOfKey(key: string): FileKind | null {
  const match = KEY_PATTERN.exec(key);
  return match ? (match[1] as FileKind) : null;
}

/** Where the bytes live; signing and key rules are the same for every backend. */
export interface BlobBackend {
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export interface FileStoreOptions {
  secret: string;
  /** Photos stay readable 30-60 minutes, documents 5-10 minutes. */
  photoTtlSeconds?: number;
  documentTtlSeconds?: number;
  now?: () => number;
}

export interface LocalFileStoreOptions extends FileStoreOptions {
  root: string;
}

/** Files in a local folder (DATA_DIR/files): the default, outside any public folder. */
export function localBackend(root: string): BlobBackend {
  const pathOf = (key: string) => join(root, key);
  return {
    async write(key, bytes) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), bytes, { mode: 0o600 });
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
  };
}

export function createFileStore(backend: BlobBackend, options: FileStoreOptions): FileStore {
  const photoTtl = options.photoTtlSeconds ?? 3600;
  const documentTtl = options.documentTtlSeconds ?? 600;
  const now = options.now ?? Date.now;
  const sign = (key: string, expires: number) => hmac(options.secret, `${key}\n${expires}`);

  return {
    async put(kind, bytes, extension) {
      const key = `${kind}/${randomBytes(16).toString('hex')}.${extension}`;
      await backend.write(key, bytes);
      return key;
    },

    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const bytes = await backend.read(key);
      return bytes ? { bytes, contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' } : null;
    },

    async remove(key) {
      if (KEY_PATTERN.test(key)) await backend.remove(key);
    },

    signedUrl(key) {
      // Expiry is rounded to half the lifetime so one file keeps one URL for a while and browsers can cache it.
      const ttl = kindOfKey(key) === 'document' ? documentTtl : photoTtl;
      const step = Math.max(1, Math.floor(ttl / 2));
      const expires = (Math.floor(now() / 1000 / step) + 2) * step;
      return `${FILES_ROUTE_PREFIX}${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },

    verify(key, expires, signature) {
      if (!KEY_PATTERN.test(key) || !Number.isFinite(expires)) return false;
      if (expires * 1000 < now()) return false;
      return safeEqual(sign(key, expires), signature);
    },

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
