import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectServerMessages } from '../test/error-messages';
import { type Issue, describeIssue } from './errors';
import { ERROR_CATALOGS, translateError } from './error-language';

const root = join(import.meta.dirname, '..', '..');
const { messages, unresolved } = collectServerMessages(root);

/** Texts the source reading cannot follow, each with where its words live instead. */
const FOLLOWED_ELSEWHERE = [
  // The caps' refusals are *_MESSAGE constants, read above.
  'server/services/caps.ts: refusal.message',
  // describeIssue's sentences, checked below.
  'server/services/partner-preferences.ts: parsed.errorMessage',
  // A local count check named like the helper, not an error.
  'server/services/profile-edits.ts: (await ownRow(userId)).image_keys.length',
  'server/services/profile-edits.ts: current.length',
];
/** Written as a pair with its status (the router's refusals in app.ts). */
const WRITTEN_AS_PAIRS = ['This address is too long.', 'This address is not valid.'];

const issue = (fields: Record<string, unknown>) => ({ message: 'Invalid input', path: ['height'], ...fields }) as Issue;
/** One issue for each sentence describeIssue writes. */
const VALIDATION_SENTENCES = [
  describeIssue(issue({ code: 'invalid_type', expected: 'number', message: 'Invalid input: expected number' }), {
    height: 'tall',
  }),
  describeIssue(issue({ code: 'invalid_type', expected: 'string', message: 'Invalid input: expected string' }), {
    height: 5,
  }),
  describeIssue(issue({ code: 'invalid_value', path: ['language'] }), { language: 'fr' }),
  describeIssue(issue({ code: 'too_small', origin: 'string', minimum: 3, path: ['city'] }), { city: 'a' }),
  describeIssue(issue({ code: 'too_small', origin: 'array', minimum: 2, path: ['languages'] }), { languages: ['x'] }),
  describeIssue(issue({ code: 'too_small', origin: 'number', minimum: 48, inclusive: false }), { height: 1 }),
  describeIssue(issue({ code: 'too_small', origin: 'number', minimum: 48, inclusive: true }), { height: 1 }),
  describeIssue(issue({ code: 'too_big', origin: 'string', maximum: 3, path: ['city'] }), { city: 'abcd' }),
  describeIssue(issue({ code: 'too_big', origin: 'array', maximum: 3, path: ['languages'] }), { languages: [] }),
  describeIssue(issue({ code: 'too_big', origin: 'number', maximum: 96 }), { height: 100 }),
  describeIssue(issue({ code: 'unrecognized_keys', keys: ['extra'], path: [] }), { extra: 1 }),
  describeIssue(issue({ code: 'custom' }), { height: 1 }),
  describeIssue(issue({ code: 'invalid_type', path: ['dob'] }), {}),
];

describe('server errorMessages in every language', () => {
  it('finds the messages where the source writes them', () => {
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toContain('Please log in to continue.');
    // Compared without line numbers, so an edit above a place does not move it.
    expect(unresolved.map((place) => place.replace(/:\d+:/, ':'))).toEqual(FOLLOWED_ELSEWHERE);
  });

  it.each(['hi', 'ta'] as const)('has every errorMessage the server writes in %s', (language) => {
    const { errors } = ERROR_CATALOGS[language];
    const missing = [...messages, ...WRITTEN_AS_PAIRS].filter((message) => !Object.hasOwn(errors, message));
    expect(missing).toEqual([]);
  });

  it.each(['hi', 'ta'] as const)('translates every sentence of request validation into %s', (language) => {
    const untranslated = VALIDATION_SENTENCES.filter((sentence) => translateError(sentence, language) === sentence);
    expect(untranslated).toEqual([]);
  });

  it("fills a message's run-time parts, and names a field in the language", () => {
    expect(translateError('Please wait 42 seconds before requesting another OTP.', 'hi')).toBe(
      'नया OTP मँगाने से पहले कृपया 42 सेकंड रुकें।',
    );
    expect(translateError('Please choose a valid language.', 'ta')).toBe('சரியான மொழி தேர்ந்தெடுங்கள்.');
    expect(translateError('Please provide date of birth.', 'hi')).toBe('कृपया जन्मतिथि बताएँ।');
  });

  it('keeps English, and any message it does not know, as it is', () => {
    expect(translateError('Please log in to continue.', 'en')).toBe('Please log in to continue.');
    expect(translateError('A sentence nobody wrote.', 'hi')).toBe('A sentence nobody wrote.');
    expect(translateError('toString', 'hi')).toBe('toString');
  });
});
