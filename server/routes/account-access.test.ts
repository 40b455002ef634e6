import { describe, expect, it, vi } from 'vitest';
import { call, expectError, expectOk, newIdentity } from '../test/fixtures';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EXPIRED = 'Your session has expired. Please log in again.';
const WRONG_CODE = 'This code is not right or has expired. Please check it or ask for a new one.';

async function login(userName: string, password: string, userAgent = CHROME_ANDROID) {
  const body = await expectOk(
    call(t, 'POST', '/api/users/login', { json: { userName, password }, headers: { 'user-agent': userAgent } }),
  );
  return (body as { token: string }).token;
}

const profileOf = (token: string) => call(t, 'GET', '/api/profile/my', { token });

/** The code the outbox received last for the purpose (sent after the answer, so it is waited for). */
async function codeSent(to: string, subject: string, channel: 'email' | 'sms' = 'email'): Promise<string> {
  return vi.waitFor(
    () => {
      const found = [...t.outbox.messages]
        .reverse()
        .find((m) => m.to === to && m.subject === subject && m.channel === channel);
      if (!found?.code) throw new Error(`no "${subject}" to ${to}`);
      return found.code;
    },
    { timeout: 3000, interval: 10 },
  );
}

describe('sessions', () => {
  it('lists the devices signed in, marks the current one, and ends one or all others', async () => {
    const member = await t.createAccount('member', 'devices@example.com', 'Right@Pass9');
    const phone = await login('devices@example.com', 'Right@Pass9', CHROME_ANDROID);
    const iphone = await login('devices@example.com', 'Right@Pass9', SAFARI_IPHONE);
    const { sessions } = (await expectOk(call(t, 'GET', '/api/users/sessions', { token: phone }))) as {
      sessions: { id: string; createdAt: string; lastUsedAt: string; device: string; current: boolean }[];
    };
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Android']);
    expect(sessions.map((s) => s.device).sort()).toEqual(['Chrome on Android', 'Safari on iPhone', 'Unknown device']);
    for (const s of sessions) {
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt)).not.toBeNaN();
    }

    const iphoneSession = sessions.find((s) => s.device === 'Safari on iPhone')!;
    await expectOk(call(t, 'DELETE', `/api/users/sessions/${iphoneSession.id}`, { token: phone }));
    await expectError(profileOf(iphone), 401, EXPIRED);
    await expectError(
      call(t, 'DELETE', `/api/users/sessions/${iphoneSession.id}`, { token: phone }),
      404,
      'This session has already ended.',
    );

    await expectOk(call(t, 'POST', '/api/users/logout-others', { token: phone }));
    await expectError(profileOf(member.token), 401, EXPIRED);
    await expectOk(profileOf(phone));
    const after = (await expectOk(call(t, 'GET', '/api/users/sessions', { token: phone }))) as { sessions: unknown[] };
    expect(after.sessions).toHaveLength(1);
  });

  it("cannot end another member's session", async () => {
    const asha = await t.createAccount('member');
    const bina = await t.createAccount('member', 'bina@example.com', 'Right@Pass9');
    await login('bina@example.com', 'Right@Pass9');
    const { sessions } = (await expectOk(call(t, 'GET', '/api/users/sessions', { token: bina.token }))) as {
      sessions: { id: string }[];
    };
    for (const s of sessions) {
      await expectError(call(t, 'DELETE', `/api/users/sessions/${s.id}`, { token: asha.token }), 404, /ended/);
    }
    await expectOk(profileOf(bina.token));
  });

  // Instances share a database on PostgreSQL only (the embedded engine admits one process).
  if (!process.env.DATABASE_URL) return;
  it('refuses a logged-out token, and a session ended from the list, on the other instance', async () => {
    await t.createAccount('member', 'two@example.com', 'Right@Pass9');
    const token = await login('two@example.com', 'Right@Pass9');
    const other = await login('two@example.com', 'Right@Pass9', SAFARI_IPHONE);
    const second = await t.secondInstance();
    const onSecond = (auth: string) =>
      second.inject({ method: 'GET', url: '/api/profile/my', headers: { authorization: auth } });
    // The second instance has checked both tokens and trusts them.
    expect((await onSecond(token)).statusCode).toBe(200);
    expect((await onSecond(other)).statusCode).toBe(200);
    await expectOk(call(t, 'POST', '/api/users/logout', { token }));
    await vi.waitFor(async () => expect((await onSecond(token)).statusCode).toBe(401), { timeout: 1000 });
    await expectOk(
      call(t, 'POST', '/api/users/logout-others', { token: await login('two@example.com', 'Right@Pass9') }),
    );
    await vi.waitFor(async () => expect((await onSecond(other)).statusCode).toBe(401), { timeout: 1000 });
  });
});

describe('PUT /api/users/password', () => {
  it('changes the password and ends every other session', async () => {
    await t.createAccount('member', 'change@example.com', 'Old@Pass123');
    const here = await login('change@example.com', 'Old@Pass123');
    const elsewhere = await login('change@example.com', 'Old@Pass123');
    await expectOk(
      call(t, 'PUT', '/api/users/password', {
        token: here,
        json: { currentPassword: 'Old@Pass123', newPassword: 'New@Pass456' },
      }),
    );
    await expectOk(profileOf(here));
    await expectError(profileOf(elsewhere), 401, EXPIRED);
    await login('change@example.com', 'New@Pass456');
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'change@example.com', password: 'Old@Pass123' } }),
      401,
      'Invalid email or password.',
    );
  });

  it('refuses a wrong current password (counted as a failed login) and a weak new one', async () => {
    const member = await t.createAccount('member', 'wrong@example.com', 'Old@Pass123');
    await expectError(
      call(t, 'PUT', '/api/users/password', {
        token: member.token,
        json: { currentPassword: 'Not@Mine1', newPassword: 'New@Pass456' },
      }),
      400,
      'Your current password is not right. Please try again.',
    );
    const failures = await t.db.query<{ failures: number }>('SELECT failures FROM login_failures');
    expect(failures.rows).toEqual([{ failures: 1 }]);
    await expectError(
      call(t, 'PUT', '/api/users/password', {
        token: member.token,
        json: { currentPassword: 'Old@Pass123', newPassword: 'password1' },
      }),
      400,
      'This password is too common and easy to guess. Please choose another one.',
    );
    await expectError(
      call(t, 'PUT', '/api/users/password', {
        token: member.token,
        json: { currentPassword: 'Old@Pass123', newPassword: 'short' },
      }),
      400,
      /password/i,
    );
    await login('wrong@example.com', 'Old@Pass123');
  });
});

describe('password reset', () => {
  it('answers alike for known and unknown names, and a code sets a new password and ends every session', async () => {
    const member = await t.createAccount('member', 'reset@example.com', 'Old@Pass123');
    const other = await login('reset@example.com', 'Old@Pass123');
    const known = await call(t, 'POST', '/api/users/password-reset', { json: { userName: 'reset@example.com' } });
    const unknown = await call(t, 'POST', '/api/users/password-reset', { json: { userName: 'nobody@example.com' } });
    await t.createAccount('admin', 'staff@example.com', 'Staff@Pass123');
    const staff = await call(t, 'POST', '/api/users/password-reset', { json: { userName: 'staff@example.com' } });
    expect([known.status, known.body]).toEqual([200, {}]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect([staff.status, staff.body]).toEqual([known.status, known.body]);
    expect(known.response.headers['content-length']).toBe(unknown.response.headers['content-length']);

    const code = await codeSent('reset@example.com', 'Reset your Matrimony password');
    // Staff accounts keep password login only: no code went to them, nor to the unknown name.
    expect(t.outbox.messages.map((m) => m.to)).toEqual(['reset@example.com']);

    await expectError(
      call(t, 'POST', '/api/users/password-reset/confirm', {
        json: {
          userName: 'reset@example.com',
          code: code === '000000' ? '111111' : '000000',
          newPassword: 'New@Pass456',
        },
      }),
      400,
      WRONG_CODE,
    );
    await expectOk(
      call(t, 'POST', '/api/users/password-reset/confirm', {
        json: { userName: 'reset@example.com', code, newPassword: 'New@Pass456' },
      }),
    );
    await expectError(profileOf(member.token), 401, EXPIRED);
    await expectError(profileOf(other), 401, EXPIRED);
    await login('reset@example.com', 'New@Pass456');
    // Used once only.
    await expectError(
      call(t, 'POST', '/api/users/password-reset/confirm', {
        json: { userName: 'reset@example.com', code, newPassword: 'Other@Pass789' },
      }),
      400,
      WRONG_CODE,
    );
  });

  it('voids the code after 5 wrong tries', async () => {
    await t.createAccount('member', 'guess@example.com', 'Old@Pass123');
    await expectOk(call(t, 'POST', '/api/users/password-reset', { json: { userName: 'guess@example.com' } }));
    const code = await codeSent('guess@example.com', 'Reset your Matrimony password');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await expectError(
        call(t, 'POST', '/api/users/password-reset/confirm', {
          json: { userName: 'guess@example.com', code: wrong, newPassword: 'New@Pass456' },
          remoteAddress: `10.0.0.${i + 1}`,
        }),
        400,
        WRONG_CODE,
      );
    }
    await expectError(
      call(t, 'POST', '/api/users/password-reset/confirm', {
        json: { userName: 'guess@example.com', code, newPassword: 'New@Pass456' },
      }),
      400,
      WRONG_CODE,
    );
    await login('guess@example.com', 'Old@Pass123');
  });

  it('voids the reset and login codes after 10 minutes', async () => {
    const member = await t.createAccount('member', 'late@example.com', 'Old@Pass123');
    await expectOk(call(t, 'POST', '/api/users/password-reset', { json: { userName: 'late@example.com' } }));
    const reset = await codeSent('late@example.com', 'Reset your Matrimony password');
    await expectOk(call(t, 'POST', '/api/users/login-code', { json: { userName: 'late@example.com' } }));
    const loginCode = await codeSent('late@example.com', 'Your Matrimony login code');
    const lives = await t.db.query<{ channel: string; seconds: number }>(
      `SELECT channel, extract(epoch FROM expires_at - created_at)::int AS seconds FROM otps
       WHERE user_id = $1 ORDER BY channel`,
      [member.id],
    );
    expect(lives.rows).toEqual([
      { channel: 'login', seconds: 600 },
      { channel: 'reset', seconds: 600 },
    ]);
    // Ten minutes on: both codes are past their time.
    await t.db.query(
      `UPDATE otps SET created_at = created_at - interval '601 seconds', expires_at = expires_at - interval '601 seconds'
       WHERE user_id = $1`,
      [member.id],
    );
    await expectError(
      call(t, 'POST', '/api/users/password-reset/confirm', {
        json: { userName: 'late@example.com', code: reset, newPassword: 'New@Pass456' },
      }),
      400,
      WRONG_CODE,
    );
    await expectError(
      call(t, 'POST', '/api/users/login-code/verify', { json: { userName: 'late@example.com', code: loginCode } }),
      401,
      WRONG_CODE,
    );
    await login('late@example.com', 'Old@Pass123');
  });

  it('answers an unknown name on confirm like a wrong code', async () => {
    const unknown = await call(t, 'POST', '/api/users/password-reset/confirm', {
      json: { userName: 'nobody@example.com', code: '123456', newPassword: 'New@Pass456' },
    });
    expect([unknown.status, unknown.body]).toEqual([400, { errorMessage: WRONG_CODE }]);
  });

  it('sends the code by SMS too when the phone is verified, and only once a minute', async () => {
    const member = await t.createAccount('member', 'sms@example.com', 'Old@Pass123');
    const { phone } = newIdentity();
    await t.db.query('UPDATE verifications SET phone = $2, phone_verified_at = now() WHERE user_id = $1', [
      member.id,
      phone,
    ]);
    await expectOk(call(t, 'POST', '/api/users/password-reset', { json: { userName: 'sms@example.com' } }));
    const byMail = await codeSent('sms@example.com', 'Reset your Matrimony password');
    expect(await codeSent(`+91${phone}`, 'Reset your Matrimony password', 'sms')).toBe(byMail);
    // A second ask within the cooldown answers the same and sends nothing more.
    expect(
      await expectOk(call(t, 'POST', '/api/users/password-reset', { json: { userName: 'sms@example.com' } })),
    ).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.outbox.messages).toHaveLength(2);
  });
});

describe('login by code', () => {
  it('answers alike for every name and logs in with the code sent to the email', async () => {
    await t.createAccount('member', 'code@example.com', 'Old@Pass123');
    const known = await call(t, 'POST', '/api/users/login-code', { json: { userName: 'code@example.com' } });
    const unknown = await call(t, 'POST', '/api/users/login-code', { json: { userName: 'ghost@example.com' } });
    const phone = await call(t, 'POST', '/api/users/login-code', { json: { userName: '+919876543210' } });
    expect([known.status, known.body]).toEqual([200, {}]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect([phone.status, phone.body]).toEqual([known.status, known.body]);
    const code = await codeSent('code@example.com', 'Your Matrimony login code');
    const { token } = (await expectOk(
      call(t, 'POST', '/api/users/login-code/verify', {
        json: { userName: 'code@example.com', code },
        headers: { 'user-agent': SAFARI_IPHONE },
      }),
    )) as { token: string };
    await expectOk(profileOf(token));
    const { sessions } = (await expectOk(call(t, 'GET', '/api/users/sessions', { token }))) as {
      sessions: { device: string; current: boolean }[];
    };
    expect(sessions.find((s) => s.current)?.device).toBe('Safari on iPhone');
    await expectError(
      call(t, 'POST', '/api/users/login-code/verify', { json: { userName: 'code@example.com', code } }),
      401,
      WRONG_CODE,
    );
  });

  it('sends the code by SMS to a verified phone named as +91…', async () => {
    const member = await t.createAccount('member', 'phone@example.com', 'Old@Pass123');
    const { phone } = newIdentity();
    await t.db.query('UPDATE verifications SET phone = $2, phone_verified_at = now() WHERE user_id = $1', [
      member.id,
      phone,
    ]);
    await expectOk(call(t, 'POST', '/api/users/login-code', { json: { userName: `+91${phone}` } }));
    const code = await codeSent(`+91${phone}`, 'Your Matrimony login code', 'sms');
    await expectOk(call(t, 'POST', '/api/users/login-code/verify', { json: { userName: `+91 ${phone}`, code } }));
  });

  it('counts wrong codes as failed logins, with the same waits', async () => {
    await t.createAccount('member', 'waits@example.com', 'Old@Pass123');
    for (let i = 0; i < 5; i++) {
      await expectError(
        call(t, 'POST', '/api/users/login-code/verify', {
          json: { userName: 'waits@example.com', code: '000000' },
          remoteAddress: `10.0.1.${i + 1}`,
        }),
        401,
        WRONG_CODE,
      );
    }
    const failures = await t.db.query<{ failures: number }>('SELECT failures FROM login_failures');
    expect(failures.rows).toEqual([{ failures: 5 }]);
    await expectError(
      call(t, 'POST', '/api/users/login-code/verify', {
        json: { userName: 'waits@example.com', code: '000000' },
        remoteAddress: '10.0.1.9',
      }),
      429,
      /Too many failed attempts/,
    );
    await expectError(
      call(t, 'POST', '/api/users/login', {
        json: { userName: 'waits@example.com', password: 'Old@Pass123' },
        remoteAddress: '10.0.1.10',
      }),
      429,
      /Too many failed attempts/,
    );
  });

  it('keeps staff on password login only', async () => {
    await t.createAccount('admin', 'admin@example.com', 'Staff@Pass123');
    await expectOk(call(t, 'POST', '/api/users/login-code', { json: { userName: 'admin@example.com' } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.outbox.messages).toEqual([]);
    await expectError(
      call(t, 'POST', '/api/users/login-code/verify', { json: { userName: 'admin@example.com', code: '123456' } }),
      401,
      WRONG_CODE,
    );
  });
});
