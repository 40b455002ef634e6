import type { FastifyServerOptions } from 'fastify';

/** Error properties some database drivers attach that can carry what members typed or secrets. */
const ERROR_SECRETS = ['params', 'parameters', 'values', 'queryParams', 'query', 'text'] as const;

/** A request's address as logged: the path only, as the query can carry a signed link's signature. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : `${url.slice(0, query)}?…`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function loggedError(error: Error, depth = 0): LoggedError {
  const out: LoggedError = { type: error.name, message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) {
    if ((ERROR_SECRETS as readonly string[]).includes(key)) continue;
    out[key] = value;
  }
  if (error.cause instanceof Error && depth < 3) out.cause = loggedError(error.cause, depth + 1);
  return out;
}

/**
 * What every log line may hold: request ids (Fastify's reqId), user ids on auth events, paths, error
 * messages. Never one-time codes, tokens, signed links or SQL parameters: request headers and query
 * strings are left out, and driver errors lose the statement and its values.
 */
export const LOG_SERIALIZERS = {
  req: (request: LoggedRequest) => ({ method: request.method, url: loggedUrl(request.url), ip: request.ip }),
  err: (error: Error) => loggedError(error),
};

/** Headers a plugin may log on its own (multipart logs the options it hands busboy, headers included). */
const REDACTED_PATHS = [
  '*.headers.authorization',
  '*.headers.cookie',
  '*.*.headers.authorization',
  '*.*.headers.cookie',
];

/** The logger options with the serializers and redactions above added to whatever the caller chose. */
export function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...LOG_SERIALIZERS, ...(base.serializers ?? {}) },
    redact: { paths: REDACTED_PATHS, remove: true },
  };
}
