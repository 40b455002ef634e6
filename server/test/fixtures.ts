import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** A small real JPEG (a coloured rectangle); with exif, it carries camera and GPS-like metadata. */
export async function makeJpeg(options: { width?: number; height?: number; exif?: boolean } = {}): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: { r: 200, g: 90, b: 60 },
    },
  }).jpeg();
  if (options.exif) {
    image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Phone 9', Copyright: 'Owner', ImageDescription: 'GPS 12.9716N 77.5946E' },
    });
  }
  return image.toBuffer();
}

export async function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: '#3366cc' } })
    .png()
    .toBuffer();
}

export function imageBlob(bytes: Buffer, type = 'image/jpeg'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** Builds a multipart form: Buffers become files, arrays repeated `key[]` entries. */
export function form(entries: Record<string, string | number | Buffer | string[] | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined) continue;
    if (Buffer.isBuffer(value)) data.append(key, imageBlob(value), `${key}.jpg`);
    else if (Array.isArray(value)) for (const item of value) data.append(`${key}[]`, item);
    else data.append(key, String(value));
  }
  return data;
}

export const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call through inject(): JSON or multipart body, raw token in Authorization (spec 7). */
export async function call(
  t: TestServer,
  method: Method,
  url: string,
  options: {
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.form
      ? { payload: options.form }
      : options.json !== undefined
        ? { payload: options.json as object }
        : {}),
  });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as unknown) : null, response };
}

export async function expectOk(promise: ReturnType<typeof call>) {
  const result = await promise;
  expect(result.body, `status ${result.status}`).not.toHaveProperty('errorMessage');
  expect(result.status).toBe(200);
  return result.body;
}

export async function expectError(promise: ReturnType<typeof call>, status: number, errorMessage: string | RegExp) {
  const result = await promise;
  expect(result.status).toBe(status);
  if (typeof errorMessage === 'string') expect(result.body).toEqual({ errorMessage });
  else expect((result.body as { errorMessage: string }).errorMessage).toMatch(errorMessage);
}

export const VALID_DOB = '04/15/1995';

export const BASIC = { dob: VALID_DOB, weight: 65, height: 68, gender: 'FEMALE' };
export const LIFESTYLE = {
  smoking: 'NEVER',
  drinking: 'SOCIALLY',
  food: 'VEGETARIAN',
  pets: 'YES',
  religion: 'HINDU',
  religious: 'MODERATE',
};
export const FAMILY = {
  brothers: 1,
  sisters: 2,
  fathersOccupation: 'BUSINESS',
  mothersOccupation: 'HOUSE WIFE',
  aboutMyFamily: words(25),
  languages: ['HINDI', 'ENGLISH'],
};
export const ABOUT = { aboutMe: words(35), latitude: 12.97, longitude: 77.59, city: 'Bengaluru', country: 'India' };

const randomDigits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const randomLetters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** A phone number, PAN and client address of a member's own: one number belongs to one account. */
export function newIdentity() {
  return {
    phone: `9${randomDigits(9)}`,
    pan: `${randomLetters(5)}${randomDigits(4)}${randomLetters(1)}`,
    address: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
}

/** Walks the four verification steps of a member, from a phone, document and address of their own. */
export async function completeVerification(t: TestServer, token: string, email: string): Promise<void> {
  const { phone, pan, address } = newIdentity();
  const as = { token, remoteAddress: address };
  await expectOk(call(t, 'PUT', '/api/verification/send-email-otp', as));
  await expectOk(
    call(t, 'PUT', '/api/verification/verify-email-otp', { ...as, json: { otp: t.outbox.lastCode('email', email) } }),
  );
  await expectOk(call(t, 'PUT', '/api/verification/send-mobile-otp', { ...as, json: { phone, countryCode: '+91' } }));
  await expectOk(
    call(t, 'PUT', '/api/verification/verify-mobile-otp', {
      ...as,
      json: { otp: t.outbox.lastCode('sms', `+91${phone}`) },
    }),
  );
  await expectOk(
    call(t, 'POST', '/api/verification/verify-image', { ...as, form: form({ document: await makeJpeg() }) }),
  );
  await expectOk(
    call(t, 'POST', '/api/verification/verify-identity', {
      ...as,
      form: form({ document: await makeJpeg(), idNumber: pan, idType: 'PAN' }),
    }),
  );
}

/** Puts `candidate` in front of `viewer` as the feed does (a showing on their home): only then may they see them. */
export async function showTo(t: TestServer, viewer: { id: string }, candidate: { id: string }): Promise<void> {
  // Ids of no profile (a test's guessed or missing ids) are left alone.
  await t.db.query(
    `INSERT INTO feed_impressions (member_id, candidate_id, shown_at)
     SELECT v.id, c.id, now() FROM profiles v, profiles c WHERE v.id = $1 AND c.id = $2 AND v.id <> c.id
     ON CONFLICT DO NOTHING`,
    [viewer.id, candidate.id],
  );
}

/** The headers the admin portal sends with every admin call (spec 7). */
export const ADMIN_HEADERS = { 'x-request-id': 'matrimony-admin-portal' };

/** Walks the seven onboarding steps of a member. */
export async function completeOnboarding(t: TestServer, token: string, firstName = 'Asha'): Promise<void> {
  await expectOk(call(t, 'PUT', '/api/profile/name', { token, json: { firstName, lastName: 'Rao' } }));
  await expectOk(call(t, 'PUT', '/api/profile/basic-details', { token, json: BASIC }));
  await expectOk(call(t, 'PUT', '/api/profile/lifestyle-details', { token, json: LIFESTYLE }));
  await expectOk(call(t, 'PUT', '/api/profile/family-details', { token, json: FAMILY }));
  await expectOk(call(t, 'PUT', '/api/profile/about-me', { token, json: ABOUT }));
  await expectOk(
    call(t, 'POST', '/api/profile/images', {
      token,
      form: form({ image0: await makeJpeg(), image1: await makePng() }),
    }),
  );
  await expectOk(
    call(t, 'POST', '/api/profile/profession', {
      token,
      form: form({
        degreeFile: await makeJpeg(),
        incomeFile: await makeJpeg(),
        degree: 'BTech',
        minIncome: 10,
        maxIncome: 20,
        college: 'IIT Madras',
        workplace: 'Infosys',
      }),
    }),
  );
}

export interface Actor {
  id: string;
  token: string;
  email: string;
}

/** A member verified, onboarded and (with an admin) published. */
export async function createActiveMember(t: TestServer, admin: Actor, firstName = 'Asha'): Promise<Actor> {
  const member = await t.createAccount('member');
  await completeVerification(t, member.token, member.email);
  await completeOnboarding(t, member.token, firstName);
  await expectOk(call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: admin.token, headers: ADMIN_HEADERS }));
  return member;
}
