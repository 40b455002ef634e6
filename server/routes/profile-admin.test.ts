import { describe, expect, it } from 'vitest';
import { AdminProfileListSchema } from '../../contract/schemas';
import { ADMIN_HEADERS, call, completeOnboarding, completeVerification, expectError, expectOk } from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

async function submittedMember(firstName: string) {
  const member = await t.createAccount('member');
  await completeVerification(t, member.token, member.email);
  await completeOnboarding(t, member.token, firstName);
  return member;
}

describe('GET /api/profile/list', () => {
  it('lists submitted, unpublished profiles with signed document links, in the spec shape', async () => {
    const admin = await t.createAccount('admin');
    const member = await submittedMember('Kavya');
    const halfway = await t.createAccount('member');
    await completeOnboarding(t, halfway.token, 'NoDocs');
    const res = await call(t, 'GET', '/api/profile/list', {
      token: admin.token,
      headers: { 'x-request-id': 'matrimony-admin-portal' },
    });
    expect(res.status).toBe(200);
    expect(res.response.headers['cache-control']).toBe('no-store');
    const list = AdminProfileListSchema.parse(res.body);
    expect(list).toHaveLength(1);
    const [item] = list;
    expect(Object.keys(item).sort()).toEqual(
      [
        'degreeImageUrl',
        'firstName',
        'id',
        'imageUrls',
        'incomeImageUrl',
        'lastName',
        'panImageUrl',
        'photoImageUrl',
        'checks',
        'email',
        'submittedAt',
        'waitingSeconds',
        'checksState',
        'refusals',
        'selfieLive',
      ].sort(),
    );
    expect(item).toMatchObject({ id: member.id, firstName: 'Kavya', lastName: 'Rao', selfieLive: true });
    for (const url of [item.photoImageUrl, item.panImageUrl, item.degreeImageUrl, item.incomeImageUrl]) {
      expect(url).toMatch(/^\/api\/files\/document\/[0-9a-f]{32}\.jpg\?expires=\d+&signature=/);
    }
    expect(item.imageUrls).toHaveLength(2);
    const document = await t.app.inject({
      method: 'GET',
      url: item.panImageUrl ?? '',
      headers: { cookie: `token=${admin.token}` },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
    expect(document.headers['cache-control']).toBe('no-store');
    expect(document.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an empty list when nothing awaits review', async () => {
    const admin = await t.createAccount('admin');
    expect(await expectOk(call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS }))).toEqual(
      [],
    );
  });
});

describe('GET /api/profile/verify', () => {
  it('publishes, idempotently, and the profile leaves the review list', async () => {
    const admin = await t.createAccount('admin');
    const member = await submittedMember('Isha');
    expect(
      await expectOk(
        call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
      ),
    ).toEqual({});
    const first = await t.db.query<{ published_at: Date }>('SELECT published_at FROM profiles WHERE id = $1', [
      member.id,
    ]);
    expect(first.rows[0].published_at).toBeInstanceOf(Date);
    await expectOk(
      call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
    );
    const second = await t.db.query<{ published_at: Date }>('SELECT published_at FROM profiles WHERE id = $1', [
      member.id,
    ]);
    expect(second.rows[0].published_at.getTime()).toBe(first.rows[0].published_at.getTime());
    expect(await expectOk(call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS }))).toEqual(
      [],
    );
  });

  it('refuses unknown ids and profiles without documents', async () => {
    const admin = await t.createAccount('admin');
    const fresh = await t.createAccount('member');
    await expectError(
      call(t, 'GET', '/api/profile/verify?id=nope', { token: admin.token, headers: ADMIN_HEADERS }),
      404,
      'Profile not found.',
    );
    await expectError(
      call(t, 'GET', `/api/profile/verify?id=${admin.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
      404,
      'Profile not found.',
    );
    await expectError(
      call(t, 'GET', `/api/profile/verify?id=${fresh.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
      409,
      'This profile has not submitted all its documents yet.',
    );
    await expectError(
      call(t, 'GET', '/api/profile/verify', { token: admin.token, headers: ADMIN_HEADERS }),
      400,
      'Please provide id.',
    );
  });
});
