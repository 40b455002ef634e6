import { describe, expect, it, vi } from 'vitest';
import { sha256 } from '../lib/crypto';
import { ADMIN_HEADERS, call, expectError, expectOk } from '../test/fixtures';
import { useTestServer } from '../test/test-server';
import { usersRepository } from '../repositories/users';

const t = useTestServer({ config: { loginRateLimit: 4 } });

/** The consent the sign-up page sends with the notice it showed. */
const CONSENT = { consent: true, noticeVersion: '2026-11' };

const login = (userName: string, password: string, path = '/api/users/login') =>
  call(t, 'POST', path, { json: { userName, password }, headers: ADMIN_HEADERS });

describe('POST /api/users/register', () => {
  it('creates a member who can then log in, and welcomes them by email', async () => {
    expect(
      await expectOk(
        call(t, 'POST', '/api/users/register', {
          json: { userName: 'Asha@Example.com', password: 'Secret@123', ...CONSENT },
        }),
      ),
    ).toEqual({});
    expect(t.outbox.messages.map((m) => [m.to, m.subject])).toEqual([['Asha@Example.com', 'Welcome to Matrimony']]);
    const { token } = (await expectOk(login('asha@example.com', 'Secret@123'))) as { token: string };
    const status = await expectOk(call(t, 'GET', '/api/profile/status', { token }));
    expect(status).toMatchObject({ name: 'INIT', profession: 'INIT' });
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    await expectOk(
      call(t, 'POST', '/api/users/register', {
        json: { userName: 'hash@example.com', password: 'Secret@123', ...CONSENT },
      }),
    );
    const { token } = (await expectOk(login('hash@example.com', 'Secret@123'))) as { token: string };
    const sessions = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.rows).toEqual([{ token_hash: sha256(token) }]);
    const users = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(users.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=2,p=1\$/);
    expect(users.rows[0].password_hash).not.toContain('Secret@123');
  });

  it("answers a taken email (even the admin's) exactly like a new one, and tells only the owner by email", async () => {
    await t.createAccount('admin', 'staff@example.com', 'Admin@Secret1');
    const taken = await call(t, 'POST', '/api/users/register', {
      json: { userName: 'STAFF@example.com', password: 'Other@Secret9', ...CONSENT },
    });
    const fresh = await call(t, 'POST', '/api/users/register', {
      json: { userName: 'fresh@example.com', password: 'Other@Secret9', ...CONSENT },
    });
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    expect(taken.status).toBe(200);
    expect(t.outbox.messages.map((m) => [m.to, m.subject])).toEqual([
      ['STAFF@example.com', 'Someone tried to create an account with your email'],
      ['fresh@example.com', 'Welcome to Matrimony'],
    ]);
    // The taken account is unchanged: the old password still works, the new one does not.
    await expectOk(
      call(t, 'POST', '/api/users/admin/login', {
        json: { userName: 'staff@example.com', password: 'Admin@Secret1' },
        headers: ADMIN_HEADERS,
      }),
    );
    await expectError(
      call(t, 'POST', '/api/users/admin/login', {
        json: { userName: 'staff@example.com', password: 'Other@Secret9' },
        headers: ADMIN_HEADERS,
      }),
      401,
      'Invalid email or password.',
    );
  });

  it('refuses passwords from the list of common ones', async () => {
    for (const password of ['Password@123', 'qwerty123', 'iloveyou']) {
      await expectError(
        call(t, 'POST', '/api/users/register', { json: { userName: 'c@example.com', password, ...CONSENT } }),
        400,
        'This password is too common and easy to guess. Please choose another one.',
      );
    }
  });

  it('refuses sign-up without consent to the current privacy notice, and records the consent it got', async () => {
    for (const json of [
      { userName: 'c@example.com', password: 'Secret@123' },
      { userName: 'c@example.com', password: 'Secret@123', consent: false, noticeVersion: '2026-11' },
      { userName: 'c@example.com', password: 'Secret@123', consent: true, noticeVersion: '2020-01' },
    ]) {
      await expectError(
        call(t, 'POST', '/api/users/register', { json }),
        400,
        'Please read the privacy notice and tick the box to agree before signing up.',
      );
    }
    expect((await t.db.query('SELECT 1 FROM users')).rows).toHaveLength(0);

    await expectOk(
      call(t, 'POST', '/api/users/register', {
        json: { userName: 'c@example.com', password: 'Secret@123', ...CONSENT },
      }),
    );
    const { rows } = await t.db.query<{ notice_version: string; recent: boolean }>(
      "SELECT notice_version, consented_at > now() - interval '1 minute' AS recent FROM users",
    );
    expect(rows).toEqual([{ notice_version: '2026-11', recent: true }]);
  });

  it('validates the email and the password length', async () => {
    await expectError(
      call(t, 'POST', '/api/users/register', {
        json: { userName: 'not-an-email', password: 'Secret@123', ...CONSENT },
      }),
      400,
      'Email is not valid.',
    );
    await expectError(
      call(t, 'POST', '/api/users/register', { json: { userName: 'a@example.com', password: 'short' } }),
      400,
      'Password is too short.',
    );
    await expectError(
      call(t, 'POST', '/api/users/register', { json: { userName: 'a@example.com' } }),
      400,
      'Please provide password.',
    );
  });
});

describe('POST /api/users/login', () => {
  it('answers a token for the right password, case-insensitive email', async () => {
    await t.createAccount('member', 'meera@example.com', 'Right@123');
    const body = (await expectOk(login('MEERA@example.com', 'Right@123'))) as { token: string };
    expect(body).toEqual({ token: expect.any(String) });
    await expectOk(call(t, 'GET', '/api/verification/status', { token: body.token }));
  });

  it('answers the same error for an unknown email and a wrong password (no enumeration)', async () => {
    await t.createAccount('member', 'known@example.com', 'Right@123');
    const wrong = await login('known@example.com', 'Wrong@123');
    const unknown = await login('nobody@example.com', 'Wrong@123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual({ errorMessage: 'Invalid email or password.' });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('does not let an admin account in through the member login, nor a member through the admin login', async () => {
    await t.createAccount('admin', 'staff@example.com', 'Right@123');
    await t.createAccount('member', 'member@example.com', 'Right@123');
    await expectError(login('staff@example.com', 'Right@123'), 401, 'Invalid email or password.');
    await expectError(
      login('member@example.com', 'Right@123', '/api/users/admin/login'),
      401,
      'Invalid email or password.',
    );
    await expectOk(login('staff@example.com', 'Right@123', '/api/users/admin/login'));
  });

  it('validates required fields', async () => {
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: '', password: 'x' } }),
      400,
      'Please provide email.',
    );
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'a@b.c' } }),
      400,
      'Please provide password.',
    );
  });

  it('rate-limits attempts per client, then answers 429 with a message', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expectError(login('nobody@example.com', 'Wrong@123'), 401, 'Invalid email or password.');
    }
    await expectError(
      login('nobody@example.com', 'Wrong@123'),
      429,
      'Too many attempts. Please wait a minute and try again.',
    );
    await expectError(
      login('nobody@example.com', 'Wrong@123', '/api/users/admin/login'),
      401,
      'Invalid email or password.',
    );
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const member = await t.createAccount('member', 'out@example.com', 'Right@123');
    const other = (await expectOk(login('out@example.com', 'Right@123'))) as { token: string };
    await expectOk(call(t, 'POST', '/api/users/logout', { token: member.token }));
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: member.token }),
      401,
      'Your session has expired. Please log in again.',
    );
    await expectOk(call(t, 'GET', '/api/profile/my', { token: other.token }));
  });

  it('lets an admin log out too, and refuses without a token', async () => {
    const admin = await t.createAccount('admin');
    await expectOk(call(t, 'POST', '/api/users/logout', { token: admin.token }));
    await expectError(
      call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS }),
      401,
      'Your session has expired. Please log in again.',
    );
    await expectError(call(t, 'POST', '/api/users/logout'), 401, 'Please log in to continue.');
  });
});

describe('sessions', () => {
  it('expire', async () => {
    const member = await t.createAccount('member');
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: member.token }),
      401,
      'Your session has expired. Please log in again.',
    );
  });

  it('end at their expiry even while this instance remembers them', async () => {
    const member = await t.createAccount('member');
    await expectOk(call(t, 'GET', '/api/profile/my', { token: member.token }));
    const { rows } = await t.db.query<{ ms: number }>(
      'SELECT floor(extract(epoch FROM expires_at) * 1000)::float8 AS ms FROM sessions',
    );
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Number(rows[0].ms) + 1);
      await expectError(
        call(t, 'GET', '/api/profile/my', { token: member.token }),
        401,
        'Your session has expired. Please log in again.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('ended elsewhere (another instance, an admin tool) are refused here within a second', async () => {
    const member = await t.createAccount('member');
    await expectOk(call(t, 'GET', '/api/profile/my', { token: member.token }));
    // Behind this instance's back, as another instance's logout would.
    await t.db.query('DELETE FROM sessions');
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await call(t, 'GET', '/api/profile/my', { token: member.token })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: member.token }),
      401,
      'Your session has expired. Please log in again.',
    );
  });

  it('follow a change to the account made elsewhere, in all of its sessions, within a second', async () => {
    const member = await t.createAccount('member');
    const second = await usersRepository(t.db).createSession(member.id, 1);
    await expectOk(call(t, 'GET', '/api/profile/my', { token: member.token }));
    await expectOk(call(t, 'GET', '/api/profile/my', { token: second }));
    // The account stops being a member's (as a suspension or a change of role would) while its sessions live on.
    await t.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [member.id]);
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline && (await call(t, 'GET', '/api/profile/my', { token: second })).status === 200) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: member.token }),
      403,
      'This is available to members only.',
    );
    await expectError(call(t, 'GET', '/api/profile/my', { token: second }), 403, 'This is available to members only.');
  });

  it('last TOKEN_TTL_HOURS', async () => {
    await t.createAccount('member', 'ttl@example.com', 'Right@123');
    await t.db.query('DELETE FROM sessions');
    await expectOk(login('ttl@example.com', 'Right@123'));
    const { rows } = await t.db.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM sessions',
    );
    expect(rows).toEqual([{ hours: t.config.tokenTtlHours }]);
  });
});
