/**
 * Failures of the machinery under a request rather than of the request
 * itself. They sit below the database adapters and the services that raise
 * them and the error handler that answers them (plugins/errors.ts), so the
 * arrows point down.
 */

/** Seconds a client is asked to wait before trying again, when nothing better is known. */
export const DEFAULT_RETRY_AFTER_SECONDS = 2;

/**
 * The server cannot take the call now (the database does not answer in time,
 * its connections are all busy, a bounded queue is full); answered 503 with
 * Retry-After. Nothing of the call was done.
 */
export class UnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UnavailableError';
  }
}

/** No room is left to store an upload or a row; answered 507. Nothing partial is kept. */
export class StorageFullError extends Error {
  constructor(message = 'no space left on the storage', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageFullError';
  }
}

/** A file system's "no space" or "over quota", or PostgreSQL's disk_full. */
export function isStorageFull(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}
