import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../db/types';
import { showTo } from './fixtures';
import type { TestServer } from './test-server';

/** The profile fields the feed reads; everything else gets a complete, valid default. */
export interface MemberSpec {
  firstName?: string;
  lastName?: string;
  gender?: 'MALE' | 'FEMALE' | 'OTHER';
  dob?: string;
  /** Inches; 66 unless given (null: not answered). */
  height?: number | null;
  religion?: string;
  religious?: string;
  smoking?: string;
  drinking?: string;
  food?: string;
  languages?: string[];
  city?: string;
  country?: string;
  degree?: string;
  minIncome?: number | null;
  maxIncome?: number | null;
  published?: boolean;
  onboarded?: boolean;
  verified?: boolean;
  photos?: number;
}

export interface TestMember {
  id: string;
  token: string;
  email: string;
}

/** Completes a member's profile and verification straight in the database (the steps have tests of their own). */
export async function completeMember(db: Db, id: string, spec: MemberSpec = {}): Promise<void> {
  const onboarded = spec.onboarded ?? true;
  await db.query(
    `UPDATE profiles SET first_name = $2, last_name = $3, dob = $4::date, gender = $5, height = $19, weight = 62,
       smoking = $6, drinking = $7, food = $8, pets = 'NO', religion = $9, religious = $10,
       brothers = 1, sisters = 1, fathers_occupation = 'BUSINESS', mothers_occupation = 'HOUSE WIFE',
       languages = $11::text[], about_my_family = 'A close family.', about_me = 'About me.',
       city = $12, country = $13, degree = $14, college = 'College', workplace = 'Workplace',
       min_income = $15, max_income = $16,
       name_done = true, basic_done = true, lifestyle_done = true, family_done = true, about_done = true,
       images_done = true, profession_done = $17,
       published_at = CASE WHEN $18 THEN now() ELSE NULL END
     WHERE id = $1`,
    [
      id,
      spec.firstName ?? 'Test',
      spec.lastName ?? 'Member',
      spec.dob ?? '1995-06-15',
      spec.gender ?? 'FEMALE',
      spec.smoking ?? 'NEVER',
      spec.drinking ?? 'NEVER',
      spec.food ?? 'VEGETARIAN',
      spec.religion ?? 'HINDU',
      spec.religious ?? 'MODERATE',
      spec.languages ?? ['HINDI', 'ENGLISH'],
      spec.city ?? 'Pune',
      spec.country ?? 'India',
      spec.degree ?? 'BTech',
      spec.minIncome === undefined ? 10 : spec.minIncome,
      spec.maxIncome === undefined ? 20 : spec.maxIncome,
      onboarded,
      spec.published ?? true,
      spec.height === undefined ? 66 : spec.height,
    ],
  );
  if (spec.verified ?? true) {
    await db.query(
      `UPDATE verifications SET email_verified_at = now(), phone = '9876543210', phone_verified_at = now(),
         selfie_file = 'document/' || md5($1) || '.jpg', selfie_at = now(), id_type = 'PAN',
         id_file = 'document/' || md5($1 || 'id') || '.jpg', id_at = now()
       WHERE user_id = $1`,
      [id],
    );
  }
  for (let i = 0; i < (spec.photos ?? 1); i++) {
    await db.query('INSERT INTO profile_images (id, profile_id, file_key, position) VALUES ($1, $2, $3, $4)', [
      randomBytes(8).toString('hex'),
      id,
      `photo/${randomBytes(16).toString('hex')}.jpg`,
      i,
    ]);
  }
}

/** A member account with a complete profile (published unless the spec says otherwise). */
export async function createMember(t: TestServer, spec: MemberSpec = {}): Promise<TestMember> {
  const account = await t.createAccount('member');
  await completeMember(t.db, account.id, spec);
  return account;
}

export function authed(token: string) {
  return { authorization: token };
}

/** A match decision through the API, which must succeed; answers whether the pair now has a chat. */
/** A decision on a profile the feed showed first (the only kind the service accepts). */
export async function decide(t: TestServer, from: TestMember, to: { id: string }, interested: boolean) {
  await showTo(t, from, to);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/matches/send',
    headers: authed(from.token),
    payload: { toProfileId: to.id, interested },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ matched: boolean }>();
}
