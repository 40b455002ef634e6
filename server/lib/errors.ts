import type { ZodError } from 'zod';

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
/** A table's own entry only: a key sent by a client ('__proto__', 'constructor') must not reach Object.prototype. */
function ownValue(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function labelOf(path: readonly PropertyKey[]): string {
  const key = keyOf(path);
  if (!key) return 'the request';
  return ownValue(FIELD_LABELS, key) ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export type Issue = ZodError['issues'][number];

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
  const required = ownValue(REQUIRED_MESSAGES, keyOf(issue.path) ?? '');
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

/** What a member whose profile is not yet published hears where only published members may go. */
export const NOT_ACTIVE_MESSAGE =
  'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.';
