import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDbError } from '../db/failures';
import { HttpError, type Issue, describeIssue } from '../lib/errors';
import { StorageFullError, UnavailableError } from '../lib/failures';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** A full disk (507): the upload or change was not kept, and nothing partial was. */
export const STORAGE_FULL_MESSAGE = 'There is no room to store this right now. Please try again later.';

/** Fastify's own 4xx errors, reworded; their codes are stable across versions. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_REQ_FILE_TOO_LARGE: 'File size must be less than 5MB.',
  FST_FILES_LIMIT: 'You can upload a maximum of 6 photos.',
  FST_PARTS_LIMIT: 'The upload has too many parts.',
  FST_FIELDS_LIMIT: 'The upload has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Please send the files as a multipart form.',
};

/** Fastify answers these 415; a request in a form no call takes is a bad request like any other (400). */
const AS_BAD_REQUEST = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE']);

/**
 * The one error handler (STYLE 9): every failure answers `{ errorMessage }`.
 * 4xx messages are meant for people; 5xx details are logged and hidden. A
 * database that cannot answer now, or a full queue, answers 503 with
 * Retry-After; a full disk 507.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | Error, request, reply) => {
    const error = classifyDbError(thrown) as FastifyError | HttpError | Error;
    if (error instanceof UnavailableError) {
      request.log.warn({ err: error.cause ?? error }, 'refused while unavailable');
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ errorMessage: error.message });
    }
    if (error instanceof StorageFullError) {
      request.log.error({ err: error.cause ?? error }, 'storage full');
      return reply.status(507).send({ errorMessage: STORAGE_FULL_MESSAGE });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const issue = {
        ...first.params,
        // Array positions are numbers in a zod path, as firstProblem sees them; the path arrives here as text.
        path: first.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: first.message,
        code: first.keyword,
      } as unknown as Issue;
      const input =
        error.validationContext === 'querystring'
          ? request.query
          : error.validationContext === 'params'
            ? request.params
            : request.body;
      return reply.status(400).send({ errorMessage: describeIssue(issue, input ?? {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ errorMessage: INTERNAL_ERROR_MESSAGE });
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    const declared = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const status = code && AS_BAD_REQUEST.has(code) ? 400 : declared;
    // Our own HttpErrors are written for people (e.g. a mail provider that is down); anything else is hidden.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ errorMessage: INTERNAL_ERROR_MESSAGE });
    }
    const message = error instanceof HttpError ? error.message : ((code && FASTIFY_MESSAGES[code]) ?? error.message);
    return reply.status(status).send({ errorMessage: message });
  });
}
