import { describe, expect, it } from 'vitest';
import { OwnProfileSchema } from '../../contract/schemas';
import { ADMIN_HEADERS, call, expectError, expectOk } from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

const myLanguage = async (token: string) =>
  OwnProfileSchema.strict().parse(await expectOk(call(t, 'GET', '/api/profile/my', { token }))).language;

describe('PUT /api/users/language', () => {
  it("keeps the member's language in the account, English until they choose", async () => {
    const member = await t.createAccount('member');
    expect(await myLanguage(member.token)).toBe('en');
    expect(
      await expectOk(call(t, 'PUT', '/api/users/language', { token: member.token, json: { language: 'hi' } })),
    ).toEqual({});
    expect(await myLanguage(member.token)).toBe('hi');
    await expectOk(call(t, 'PUT', '/api/users/language', { token: member.token, json: { language: 'ta' } }));
    expect(await myLanguage(member.token)).toBe('ta');
  });

  it("changes only the caller's own account", async () => {
    const a = await t.createAccount('member');
    const b = await t.createAccount('member');
    await expectOk(call(t, 'PUT', '/api/users/language', { token: a.token, json: { language: 'hi' } }));
    expect(await myLanguage(b.token)).toBe('en');
  });

  it('refuses a language the product does not offer, and keeps the one stored', async () => {
    const member = await t.createAccount('member');
    await expectError(
      call(t, 'PUT', '/api/users/language', { token: member.token, json: { language: 'fr' } }),
      400,
      'Please choose a valid language.',
    );
    await expectError(
      call(t, 'PUT', '/api/users/language', { token: member.token, json: {} }),
      400,
      'Please provide language.',
    );
    expect(await myLanguage(member.token)).toBe('en');
  });

  it('is for members only', async () => {
    await expectError(
      call(t, 'PUT', '/api/users/language', { json: { language: 'hi' } }),
      401,
      'Please log in to continue.',
    );
    const admin = await t.createAccount('admin');
    const res = await call(t, 'PUT', '/api/users/language', {
      token: admin.token,
      json: { language: 'hi' },
      headers: ADMIN_HEADERS,
    });
    expect(res.status).toBe(403);
  });
});
