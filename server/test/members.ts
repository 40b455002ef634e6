import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../db/types';
import { writeCompleteMembers } from '../repositories/members';
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
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  await writeCompleteMembers(db, [
    {
      id,
      profile: {
        firstName: spec.firstName ?? 'Test',
        lastName: spec.lastName ?? 'Member',
        dob: spec.dob ?? '1995-06-15',
        gender: spec.gender ?? 'FEMALE',
        height: spec.height ?? 66,
        weight: 62,
        smoking: spec.smoking ?? 'NEVER',
        drinking: spec.drinking ?? 'NEVER',
        food: spec.food ?? 'VEGETARIAN',
        pets: 'NO',
        religion: spec.religion ?? 'HINDU',
        religious: spec.religious ?? 'MODERATE',
        brothers: 1,
        sisters: 1,
        fathersOccupation: 'BUSINESS',
        mothersOccupation: 'HOUSE WIFE',
        languages: spec.languages ?? ['HINDI', 'ENGLISH'],
        aboutMyFamily: 'A close family.',
        aboutMe: 'About me.',
        city: spec.city ?? 'Pune',
        country: spec.country ?? 'India',
        degree: spec.degree ?? 'BTech',
        college: 'College',
        workplace: 'Workplace',
        minIncome: spec.minIncome === undefined ? 10 : spec.minIncome,
        maxIncome: spec.maxIncome === undefined ? 20 : spec.maxIncome,
      },
      imagesDone: true,
      professionDone: spec.onboarded ?? true,
      publishedAt: (spec.published ?? true) ? new Date() : null,
      verification:
        (spec.verified ?? true)
          ? {
              phone: '9876543210',
              selfieFile: `document/${md5(id)}.jpg`,
              idType: 'PAN',
              idFile: `document/${md5(`${id}id`)}.jpg`,
            }
          : null,
      photos: Array.from({ length: spec.photos ?? 1 }, () => `photo/${randomBytes(16).toString('hex')}.jpg`),
    },
  ]);
  // A member who never gave a height (the writer above takes complete profiles).
  if (spec.height === null) await db.query('UPDATE profiles SET height = NULL WHERE id = $1', [id]);
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
  return res.json<{ matched: boolean; channelId?: string }>();
}
