import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_HEADERS,
  type Actor,
  call,
  completeOnboarding,
  createActiveMember,
  expectError,
  expectOk,
  form,
  makeJpeg,
  showTo,
} from './test/fixtures';
import { useTestServer } from './test/test-server';

/**
 * The access-control matrix: anonymous, member A, member B and admin on every
 * member and admin call below, with each other's ids.
 */
const t = useTestServer();

type Who = 'anonymous' | 'memberA' | 'memberB' | 'admin';
let actors: Record<Exclude<Who, 'anonymous'>, Actor>;
/** A member who finished onboarding but is not published. */
let unpublished: Actor;

beforeEach(async () => {
  const admin = await t.createAccount('admin');
  const memberA = await createActiveMember(t, admin, 'Anil');
  const memberB = await createActiveMember(t, admin, 'Bina');
  unpublished = await t.createAccount('member');
  await completeOnboarding(t, unpublished.token, 'Hidden');
  await showTo(t, memberA, memberB);
  await showTo(t, memberB, memberA);
  actors = { admin, memberA, memberB };
});

const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : actors[who].token);

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => Promise<{ json?: unknown; form?: FormData }>;
  /** Expected status per caller. */
  expect: Record<Who, number>;
}

const MEMBER_ONLY = { anonymous: 401, memberA: 200, memberB: 200, admin: 403 };
const ADMIN_ONLY = { anonymous: 401, memberA: 403, memberB: 403, admin: 200 };

const CASES: Case[] = [
  { method: 'GET', url: () => '/api/verification/status', expect: MEMBER_ONLY },
  { method: 'GET', url: () => '/api/profile/status', expect: MEMBER_ONLY },
  { method: 'GET', url: () => '/api/profile/my', expect: MEMBER_ONLY },
  { method: 'GET', url: () => '/api/counts', expect: MEMBER_ONLY },
  {
    method: 'PUT',
    url: () => '/api/profile/name',
    body: async () => ({ json: { firstName: 'X', lastName: 'Y' } }),
    expect: MEMBER_ONLY,
  },
  {
    method: 'PUT',
    url: () => '/api/profile/lifestyle-details',
    body: async () => ({ json: { smoking: 'NEVER' } }),
    expect: MEMBER_ONLY,
  },
  {
    method: 'PUT',
    url: () => '/api/profile/images',
    body: async () => ({ form: form({ image0: await makeJpeg() }) }),
    expect: MEMBER_ONLY,
  },
  {
    method: 'POST',
    url: () => '/api/verification/verify-image',
    body: async () => ({ form: form({ document: await makeJpeg() }) }),
    expect: MEMBER_ONLY,
  },
  // Published profiles are visible to the members they were shown to (and to their owner).
  { method: 'GET', url: () => `/api/profile/get?profileId=${actors.memberA.id}`, expect: MEMBER_ONLY },
  { method: 'GET', url: () => `/api/profile/get?profileId=${actors.memberB.id}`, expect: MEMBER_ONLY },
  // Unpublished and missing profiles answer the same 404 to every other member.
  {
    method: 'GET',
    url: () => `/api/profile/get?profileId=${unpublished.id}`,
    expect: { anonymous: 401, memberA: 404, memberB: 404, admin: 403 },
  },
  {
    method: 'GET',
    url: () => '/api/profile/get?profileId=00000000-0000-0000-0000-000000000000',
    expect: { anonymous: 401, memberA: 404, memberB: 404, admin: 403 },
  },
  { method: 'GET', url: () => '/api/profile/list', expect: ADMIN_ONLY },
  { method: 'GET', url: () => `/api/profile/verify?id=${actors.memberA.id}`, expect: ADMIN_ONLY },
  {
    method: 'POST',
    url: () => '/api/users/logout',
    expect: { anonymous: 401, memberA: 200, memberB: 200, admin: 200 },
  },
];

describe('access-control matrix', () => {
  it('answers each call with the expected status for anonymous, member A, member B and admin', async () => {
    const mismatches: string[] = [];
    for (const who of ['anonymous', 'memberA', 'memberB', 'admin'] as const) {
      for (const entry of CASES) {
        // Logout revokes the token, so it runs last for each caller (CASES order).
        const body = entry.body ? await entry.body() : {};
        const result = await call(t, entry.method, entry.url(), {
          token: tokenOf(who),
          headers: ADMIN_HEADERS,
          ...body,
        });
        if (result.status !== entry.expect[who]) {
          mismatches.push(`${who} ${entry.method} ${entry.url()} -> ${result.status} ${JSON.stringify(result.body)}`);
        }
        if (result.status !== 200) expect(result.body).toEqual({ errorMessage: expect.any(String) });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('tells members and admins apart with clear messages', async () => {
    await expectError(
      call(t, 'GET', '/api/profile/list', { token: actors.memberA.token, headers: ADMIN_HEADERS }),
      403,
      'This is available to admins only.',
    );
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: actors.admin.token }),
      403,
      'This is available to members only.',
    );
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: 'forged-token' }),
      401,
      'Your session has expired. Please log in again.',
    );
  });
});

describe('members touch only their own data', () => {
  it("A's writes change A's profile and never B's", async () => {
    await expectOk(
      call(t, 'PUT', '/api/profile/name', {
        token: actors.memberA.token,
        json: { firstName: 'Changed', lastName: 'Name' },
      }),
    );
    const b = await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${actors.memberB.id}`, { token: actors.memberA.token }),
    );
    expect(b).toMatchObject({ name: { firstName: 'Bina', lastName: 'Rao' } });
    const a = await expectOk(call(t, 'GET', '/api/profile/my', { token: actors.memberA.token }));
    expect(a).toMatchObject({ name: { firstName: 'Changed', lastName: 'Name' } });
  });

  it("A cannot delete B's photo, even with its URL", async () => {
    const b = (await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${actors.memberB.id}`, { token: actors.memberA.token }),
    )) as {
      images: { url: string }[];
    };
    const url = encodeURIComponent(b.images[0].url);
    await expectError(
      call(t, 'DELETE', `/api/profile/images?imageUrl=${url}`, { token: actors.memberA.token }),
      404,
      'Photo not found.',
    );
    await expectError(
      call(t, 'DELETE', `/api/profile/images?imageUrl=${url}`, { token: actors.admin.token }),
      403,
      'This is available to members only.',
    );
    await expectError(call(t, 'DELETE', `/api/profile/images?imageUrl=${url}`), 401, 'Please log in to continue.');
    const after = (await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${actors.memberB.id}`, { token: actors.memberB.token }),
    )) as {
      images: unknown[];
    };
    expect(after.images).toHaveLength(2);
  });

  it("another member's profile carries photo links only, never document links", async () => {
    const b = await expectOk(
      call(t, 'GET', `/api/profile/get?profileId=${actors.memberB.id}`, { token: actors.memberA.token }),
    );
    expect(JSON.stringify(b)).not.toContain('/document/');
    expect(JSON.stringify(b)).toContain('/photo/');
  });

  it('a cookie alone never acts as an admin (cross-site GET of /profile/verify cannot publish)', async () => {
    await expectError(
      call(t, 'GET', `/api/profile/verify?id=${unpublished.id}`, {
        headers: { cookie: `token=${actors.admin.token}` },
      }),
      403,
      'This request was not sent by the admin portal.',
    );
    await expectError(
      call(t, 'GET', `/api/profile/verify?id=${unpublished.id}`, {
        headers: { ...ADMIN_HEADERS, cookie: `token=${actors.admin.token}` },
      }),
      401,
      'Please log in to continue.',
    );
    const { rows } = await t.db.query<{ published: boolean }>(
      'SELECT published_at IS NOT NULL AS published FROM profiles WHERE id = $1',
      [unpublished.id],
    );
    expect(rows).toEqual([{ published: false }]);
  });
});
