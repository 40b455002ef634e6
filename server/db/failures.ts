import { StorageFullError, UnavailableError, isStorageFull } from '../lib/failures';

/**
 * PostgreSQL error codes that say "not now" rather than "not this": the
 * statement or lock timeout ran out, the backend was terminated or the
 * server is shutting down, connections or memory ran out, a serialisation
 * conflict asks for a retry. The call may be tried again as it was.
 */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown: pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57P05', // idle_session_timeout
  '53000', // insufficient_resources
  '53200', // out_of_memory
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '58000', // system_error
  '58030', // io_error
]);

/** Socket errors of a connection that broke or could not be made. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and PGlite say these in words only. */
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|not queryable|cannot use a pool after calling end|client was closed|pglite is closed|connection (?:is )?(?:closed|ended)/i;

/** What every "not now" from the database answers (spec 8: errorMessage). */
export const DATABASE_BUSY_MESSAGE = 'The service is busy right now. Please try again in a moment.';

/**
 * Turns a database failure that is about availability into an
 * UnavailableError (503 with Retry-After) and a full disk into a
 * StorageFullError (507); anything else (a bug, a constraint) is returned as
 * it was.
 */
export function classifyDbError(error: unknown): unknown {
  if (error instanceof UnavailableError || error instanceof StorageFullError) return error;
  if (!error || typeof error !== 'object') return error;
  if (isStorageFull(error)) return new StorageFullError('the database has no space left', { cause: error });
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  const unavailable =
    (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message));
  return unavailable ? new UnavailableError(DATABASE_BUSY_MESSAGE, undefined, { cause: error }) : error;
}

/** Runs a database call and rethrows its failure classified. */
export async function classified<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw classifyDbError(error);
  }
}
