import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { classifyDbError } from '../db/failures';
import { StorageFullError, UnavailableError } from '../lib/failures';

/** A failure whose message is safe and meant for the person using the app (spec 8: errorMessage). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** A full disk (507): the upload or change was not kept, and nothing partial was. */
export const STORAGE_FULL_MESSAGE = 'There is no room to store this right now. Please try again later.';

const FIELD_LABELS: Record<string, string> = {
  userName: 'email',
  dob: 'date of birth',
  otp: 'OTP',
  idNumber: 'document number',
  idType: 'document type',
  aboutMe: 'about me',
  aboutMyFamily: 'about your family',
  toProfileId: 'profile',
  profileId: 'profile',
  countryCode: 'country code',
  phone: 'phone number',
  incomeSlab: 'income slab',
};

/** Spec 5 wording for a missing value, where the spec has one. */
const REQUIRED_MESSAGES: Record<string, string> = {
  otp: 'Please enter the OTP.',
  phone: 'Please enter a valid phone number.',
  firstName: 'Please enter both first and last name.',
  lastName: 'Please enter both first and last name.',
  languages: 'Please select at least one language you speak.',
  degree: 'Please select your highest degree.',
  college: 'Please enter the name of your college/institution.',
  workplace: 'Please enter your current workplace.',
  idType: 'Please select a document type.',
  idNumber: 'Please enter the document number.',
};

function keyOf(path: readonly PropertyKey[]): string | undefined {
  return [...path].reverse().find((part): part is string => typeof part === 'string');
}

/** How a field is named in messages ("first name", "date of birth"); "the request" for the whole of it. */
export function labelOf(path: readonly PropertyKey[]): string {
  const key = keyOf(path);
  if (!key) return 'the request';
  return FIELD_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

type Issue = ZodError['issues'][number];

/** zod's own default messages start like this; anything else was written for people. */
const DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * Turns the first failing check into one sentence a member can act on. With the
 * input at hand, a value that is simply absent reads as "Please provide ...".
 */
export function describeIssue(issue: Issue, input?: unknown): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  const label = labelOf(issue.path);
  const required = REQUIRED_MESSAGES[keyOf(issue.path) ?? ''];
  const absent = input !== undefined && issue.path.length > 0 && valueAt(input, issue.path) == null;
  const missing =
    absent ||
    (issue.code === 'invalid_type' && /received (undefined|null)/.test(issue.message)) ||
    (issue.code === 'too_small' &&
      Number(issue.minimum) <= 1 &&
      (issue.origin === 'string' || issue.origin === 'array'));
  if (required && missing) return required;
  const capital = label.charAt(0).toUpperCase() + label.slice(1);
  if (missing) return required ?? `Please provide ${label}.`;
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined|received null/.test(issue.message)) return `Please provide ${label}.`;
      return issue.expected === 'number' ? `${capital} must be a number.` : `${capital} has the wrong type.`;
    case 'invalid_value':
      return `Please choose a valid ${label}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `Please provide ${label}.` : `${capital} is too short.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Please choose at least ${issue.minimum} ${label}.`;
      return issue.inclusive === false
        ? `${capital} must be more than ${issue.minimum}.`
        : `${capital} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${capital} is too long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Please choose at most ${issue.maximum} ${label}.`;
      return `${capital} must be at most ${issue.maximum}.`;
    case 'unrecognized_keys':
      return `Unexpected field: ${issue.keys.join(', ')}.`;
    default:
      return `${capital} is not valid.`;
  }
}

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
        path: first.instancePath.split('/').filter(Boolean),
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
