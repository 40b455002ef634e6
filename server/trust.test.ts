import { scryptSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  ADMIN_HEADERS,
  type Actor,
  call,
  completeOnboarding,
  completeVerification,
  createActiveMember,
  expectError,
  expectOk,
  form,
  makeJpeg,
  newIdentity,
  showTo,
} from './test/fixtures';
import { useTestServer } from './test/test-server';

/** The attacks a trusted service must withstand, each tried as an attacker would, on both databases. */
const t = useTestServer();

const hashOf = async (userId: string) =>
  (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId])).rows[0]
    .password_hash;

const send = (path: string, token: string, json?: unknown, remoteAddress?: string) =>
  call(t, 'PUT', `/api/verification/${path}`, { token, json, remoteAddress });

/** A fresh account with its email verified, from its own address unless one is given. */
async function emailVerified(remoteAddress = newIdentity().address): Promise<Actor> {
  const member = await t.createAccount('member');
  await expectOk(send('send-email-otp', member.token, undefined, remoteAddress));
  await expectOk(
    send('verify-email-otp', member.token, { otp: t.outbox.lastCode('email', member.email) }, remoteAddress),
  );
  return member;
}

async function verifyPhone(member: Actor, phone: string) {
  await expectOk(send('send-mobile-otp', member.token, { phone, countryCode: '+91' }));
  return send('verify-mobile-otp', member.token, { otp: t.outbox.lastCode('sms', `+91${phone}`) });
}

const identity = (token: string, idNumber: string) =>
  makeJpeg().then((document) =>
    call(t, 'POST', '/api/verification/verify-identity', { token, form: form({ document, idNumber, idType: 'PAN' }) }),
  );

async function auditActions(): Promise<string[]> {
  const { rows } = await t.db.query<{ action: string }>('SELECT action FROM audit_events ORDER BY id');
  return rows.map((row) => row.action);
}

describe('one identity, one member', () => {
  it('two accounts racing for one PAN: exactly one gets it, the other is refused and staff see the attempt', async () => {
    const [a, b] = [await emailVerified(), await emailVerified()];
    const results = await Promise.all([identity(a.token, 'PQRSX1234Z'), identity(b.token, 'pqrsx 1234 z')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.body).toEqual({
      errorMessage:
        'This document is already verified on another account. Please contact us if you think this is a mistake.',
    });
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verifications WHERE id_file IS NOT NULL',
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect(await auditActions()).toEqual(['identity.refused']);
  });

  it('a phone number verified on one account is refused on a second, before any code is sent', async () => {
    const [a, b] = [await emailVerified(), await emailVerified()];
    await expectOk(verifyPhone(a, '9123456780'));
    t.outbox.clear();
    await expectError(
      send('send-mobile-otp', b.token, { phone: '91234 56780', countryCode: '+91' }),
      400,
      'This phone number is already verified on another account. Please use your own number, or contact us if you think this is a mistake.',
    );
    expect(t.outbox.messages).toEqual([]);
    expect(await auditActions()).toEqual(['identity.refused']);
  });

  it('two accounts verifying one phone number at once: one wins', async () => {
    const [a, b] = [await emailVerified(), await emailVerified()];
    await expectOk(send('send-mobile-otp', a.token, { phone: '9000000001', countryCode: '+91' }));
    const codeA = t.outbox.lastCode('sms');
    await expectOk(send('send-mobile-otp', b.token, { phone: '9000000001', countryCode: '+91' }));
    const codeB = t.outbox.lastCode('sms');
    const results = await Promise.all([
      send('verify-mobile-otp', a.token, { otp: codeA }),
      send('verify-mobile-otp', b.token, { otp: codeB }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verifications WHERE phone_verified_at IS NOT NULL',
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe('codes that cannot be abused', () => {
  it('the phone step waits for a verified email', async () => {
    const member = await t.createAccount('member');
    await expectError(
      send('send-mobile-otp', member.token, { phone: '9876543210', countryCode: '+91' }),
      403,
      'Please verify your email first.',
    );
    expect(t.outbox.messages).toEqual([]);
  });

  it('a burst of code requests to one number from fresh accounts is capped per number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const member = await emailVerified();
      statuses.push((await send('send-mobile-otp', member.token, { phone: '9988776655', countryCode: '+91' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(t.outbox.messages.filter((m) => m.channel === 'sms')).toHaveLength(3);
    const last = await emailVerified();
    await expectError(
      send('send-mobile-otp', last.token, { phone: '9988776655', countryCode: '+91' }),
      429,
      'Too many codes were sent to this address or number. Please try again later.',
    );
  });

  it('many accounts from one address are capped per address', async () => {
    const address = '203.0.113.7';
    const results: number[] = [];
    for (let i = 0; i < 11; i++) {
      const member = await t.createAccount('member');
      results.push((await send('send-email-otp', member.token, undefined, address)).status);
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(results[10]).toBe(429);
  });

  it('a failed provider send does not use up the cooldown', async () => {
    const member = await t.createAccount('member');
    const original = t.outbox.mailer.send;
    t.outbox.mailer.send = async () => {
      throw new Error('provider down');
    };
    await expectError(
      send('send-email-otp', member.token),
      502,
      'We could not send the OTP right now. Please try again in a moment.',
    );
    t.outbox.mailer.send = original;
    await expectOk(send('send-email-otp', member.token));
  });
});

describe('logins', () => {
  it('50 wrong passwords across addresses: a few are checked, the rest wait, and the real owner waits too', async () => {
    await t.createAccount('member', 'target@example.com', 'Right@Pass77');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const result = await call(t, 'POST', '/api/users/login', {
        json: { userName: 'target@example.com', password: `Wrong@${i}` },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(result.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'target@example.com', password: 'Right@Pass77' } }),
      429,
      /^Too many failed attempts\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('an unknown account is answered exactly like a known one', async () => {
    await t.createAccount('member', 'known@example.com', 'Right@Pass77');
    const answers = async (userName: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const r = await call(t, 'POST', '/api/users/login', {
          json: { userName, password: 'Wrong@1' },
          remoteAddress: `192.0.2.${i}`,
        });
        out.push([r.status, r.body]);
      }
      return out;
    };
    expect(await answers('unknown@example.com')).toEqual(await answers('known@example.com'));
  });

  it('sixteen correct logins of one account at the same moment all succeed, from their own devices', async () => {
    await t.createAccount('member', 'devices@example.com', 'Right@Pass77');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(t, 'POST', '/api/users/login', {
          json: { userName: 'devices@example.com', password: 'Right@Pass77' },
          remoteAddress: `203.0.113.${i}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    const tokens = new Set(answers.map((answer) => (answer.body as { token: string }).token));
    expect(tokens.size).toBe(16);
    expect((await t.db.query('SELECT 1 FROM login_failures')).rows).toEqual([]);
  });

  it('sixteen wrong guesses sent at once are checked in turn: five are free, the rest wait, and so does the owner', async () => {
    await t.createAccount('member', 'guessed@example.com', 'Right@Pass77');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(t, 'POST', '/api/users/login', {
          json: { userName: 'guessed@example.com', password: `Wrong@${i}` },
          remoteAddress: `198.18.0.${i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'guessed@example.com', password: 'Right@Pass77' } }),
      429,
      /^Too many failed attempts\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('a password hashed by the earlier scheme still logs in, and is hashed anew with argon2id', async () => {
    const member = await t.createAccount('member', 'earlier@example.com', 'Right@Pass77');
    const salt = Buffer.from('an-earlier-salt!');
    const key = scryptSync('Right@Pass77', salt, 64, { N: 1024, r: 8, p: 2 });
    const earlier = ['scrypt', 1024, 8, 2, salt.toString('base64'), key.toString('base64')].join('$');
    await t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [member.id, earlier]);
    const login = () =>
      call(t, 'POST', '/api/users/login', { json: { userName: 'earlier@example.com', password: 'Right@Pass77' } });
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: 'earlier@example.com', password: 'Wrong@Pass77' } }),
      401,
      'Invalid email or password.',
    );
    expect(await hashOf(member.id)).toBe(earlier);
    await expectOk(login());
    expect(await hashOf(member.id)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=2,p=1\$/);
    await expectOk(login());
  });

  it('after the wait, the owner logs in and the count starts over', async () => {
    await t.createAccount('member', 'owner@example.com', 'Right@Pass77');
    for (let i = 0; i < 6; i++) {
      await call(t, 'POST', '/api/users/login', {
        json: { userName: 'owner@example.com', password: 'Nope@1' },
        remoteAddress: `192.0.2.${i}`,
      });
    }
    await t.db.query("UPDATE login_failures SET last_failure_at = now() - interval '10 minutes'");
    await expectOk(
      call(t, 'POST', '/api/users/login', { json: { userName: 'owner@example.com', password: 'Right@Pass77' } }),
    );
    expect((await t.db.query('SELECT 1 FROM login_failures')).rows).toEqual([]);
  });
});

describe('the admin', () => {
  const adminLogin = async (email: string) =>
    (
      (await expectOk(
        call(t, 'POST', '/api/users/admin/login', {
          json: { userName: email, password: 'Admin@Pass88' },
          headers: ADMIN_HEADERS,
        }),
      )) as { token: string }
    ).token;

  it('a logged-out admin token is refused', async () => {
    await t.createAccount('admin', 'staff@example.com', 'Admin@Pass88');
    const token = await adminLogin('staff@example.com');
    await expectOk(call(t, 'GET', '/api/profile/list', { token, headers: ADMIN_HEADERS }));
    await expectOk(call(t, 'POST', '/api/users/logout', { token, headers: ADMIN_HEADERS }));
    await expectError(
      call(t, 'GET', '/api/profile/list', { token, headers: ADMIN_HEADERS }),
      401,
      'Your session has expired. Please log in again.',
    );
  });

  it('admin sessions are short and end when idle', async () => {
    await t.createAccount('admin', 'staff@example.com', 'Admin@Pass88');
    const token = await adminLogin('staff@example.com');
    const { rows } = await t.db.query<{ hours: number }>(
      'SELECT max(round(extract(epoch FROM expires_at - now()) / 3600))::int AS hours FROM sessions',
    );
    expect(rows).toEqual([{ hours: 8 }]);
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes'");
    await expectError(
      call(t, 'GET', '/api/profile/list', { token, headers: ADMIN_HEADERS }),
      401,
      'Your session ended after a period of inactivity. Please log in again.',
    );
  });

  it('a cross-site admin call, or one without the request-id header, is refused', async () => {
    const admin = await t.createAccount('admin');
    await expectError(
      call(t, 'GET', '/api/profile/list', {
        token: admin.token,
        headers: { ...ADMIN_HEADERS, 'sec-fetch-site': 'cross-site' },
      }),
      403,
      'This request was not sent by the admin portal.',
    );
    await expectError(
      call(t, 'GET', '/api/profile/list', { token: admin.token }),
      403,
      'This request was not sent by the admin portal.',
    );
    await expectError(
      call(t, 'POST', '/api/users/admin/login', { json: { userName: admin.email, password: 'Password@123' } }),
      403,
      'This request was not sent by the admin portal.',
    );
  });

  it('a document link without the admin session is refused; with it, every view and publish is audited', async () => {
    const admin = await t.createAccount('admin');
    const member = await t.createAccount('member');
    await completeVerification(t, member.token, member.email);
    await completeOnboarding(t, member.token, 'Kavya');
    const [item] = (await expectOk(
      call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS }),
    )) as {
      panImageUrl: string;
      photoImageUrl: string;
    }[];
    for (const url of [item.panImageUrl, item.photoImageUrl]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect([anonymous.statusCode, anonymous.json()]).toEqual([
        403,
        { errorMessage: 'This document can only be opened from the admin portal while signed in.' },
      ]);
      const asMember = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `token=${member.token}`, authorization: member.token },
      });
      expect(asMember.statusCode).toBe(403);
      const crossSite = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `token=${admin.token}`, 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
    }
    const viewed = await t.app.inject({
      method: 'GET',
      url: item.panImageUrl,
      headers: { cookie: `theme=dark; token=${admin.token}` },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-security-policy']).toContain('sandbox');
    expect(viewed.headers['content-disposition']).toMatch(/^inline; filename="document\.jpg"$/);
    await expectOk(
      call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
    );

    const page = (await expectOk(
      call(t, 'GET', '/api/audit/events?start=0&limit=10', { token: admin.token, headers: ADMIN_HEADERS }),
    )) as {
      events: { action: string; actor: string; subject: string; detail: Record<string, unknown> }[];
    };
    expect(page.events.map((e) => [e.action, e.actor, e.subject, e.detail.document ?? null])).toEqual([
      ['profile.published', admin.email, 'Kavya Rao', null],
      ['document.viewed', admin.email, 'Kavya Rao', 'identity'],
    ]);
    expect(page.events[0].detail.ip).toBe('127.0.0.1');
    await expectError(
      call(t, 'GET', '/api/audit/events', { token: member.token, headers: ADMIN_HEADERS }),
      403,
      'This is available to admins only.',
    );
  });
});

describe('who can see whom', () => {
  it('an unverified account sees no other member', async () => {
    const admin = await t.createAccount('admin');
    const published = await createActiveMember(t, admin, 'Meera');
    const fresh = await t.createAccount('member');
    await expectError(
      call(t, 'GET', `/api/profile/get?profileId=${published.id}`, { token: fresh.token }),
      403,
      'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.',
    );
  });

  it('a profile neither suggested nor findable by search is neither readable nor open to a request; once shown it is', async () => {
    const admin = await t.createAccount('admin');
    const viewer = await createActiveMember(t, admin, 'Ravi');
    await t.db.query("UPDATE profiles SET gender = 'MALE' WHERE id = $1", [viewer.id]);
    const other = await createActiveMember(t, admin, 'Meera');
    // Her dealbreaker leaves the viewer out, so no search of his finds her.
    await expectOk(
      call(t, 'PUT', '/api/profile/partner-preferences', {
        token: other.token,
        json: { religions: ['ZOROASTRIAN'], dealbreakers: ['religions'] },
      }),
    );
    await expectError(
      call(t, 'GET', `/api/profile/get?profileId=${other.id}`, { token: viewer.token }),
      404,
      'Profile not found.',
    );
    await expectError(
      call(t, 'PUT', '/api/matches/send', { token: viewer.token, json: { toProfileId: other.id, interested: true } }),
      404,
      'Profile not found.',
    );
    await showTo(t, viewer, other);
    await expectOk(call(t, 'GET', `/api/profile/get?profileId=${other.id}`, { token: viewer.token }));
    await expectOk(
      call(t, 'PUT', '/api/matches/send', { token: viewer.token, json: { toProfileId: other.id, interested: true } }),
    );
  });

  it('a profile outside the pool cannot be sent a request even when shown', async () => {
    const admin = await t.createAccount('admin');
    const viewer = await createActiveMember(t, admin, 'Ravi');
    const sameGender = await createActiveMember(t, admin, 'Meera');
    await t.db.query("UPDATE profiles SET gender = 'MALE' WHERE id = $1", [viewer.id]);
    await t.db.query("UPDATE profiles SET gender = 'MALE' WHERE id = $1", [sameGender.id]);
    await showTo(t, viewer, sameGender);
    await expectError(
      call(t, 'PUT', '/api/matches/send', {
        token: viewer.token,
        json: { toProfileId: sameGender.id, interested: true },
      }),
      404,
      'Profile not found.',
    );
  });

  it('a scraping burst of guessed ids is throttled', async () => {
    const admin = await t.createAccount('admin');
    const scraper = await createActiveMember(t, admin, 'Ravi');
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      statuses.push((await call(t, 'GET', `/api/profile/get?profileId=guess-${i}`, { token: scraper.token })).status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual(Array(5).fill(429));
    await expectError(
      call(t, 'GET', `/api/profile/get?profileId=guess-x`, { token: scraper.token }),
      429,
      'You have opened a lot of profiles in a short time. Please take a break and try again later.',
    );
    // The member's own profile is never counted.
    await expectOk(call(t, 'GET', `/api/profile/get?profileId=${scraper.id}`, { token: scraper.token }));
  });
});

describe('private answers stay private', () => {
  it('authenticated answers and login carry no-store; the page CSP forbids <base>', async () => {
    const member = await t.createAccount('member', 'cache@example.com', 'Right@Pass77');
    const login = await call(t, 'POST', '/api/users/login', {
      json: { userName: 'cache@example.com', password: 'Right@Pass77' },
    });
    expect(login.response.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/profile/my', '/api/verification/status', '/api/chat/channels?start=0&limit=10']) {
      const res = await call(t, 'GET', url, { token: member.token });
      expect(res.response.headers['cache-control']).toBe('no-store');
    }
    const health = await call(t, 'GET', '/api/profile/my', { token: member.token });
    expect(String(health.response.headers['content-security-policy'])).toContain("base-uri 'none'");
  });

  it('no code, token or signed link in captured log output', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      db: t.db,
      files: t.files,
      mailer: t.outbox.mailer,
      sms: t.outbox.sms,
      config: t.config,
      logger: { level: 'trace', stream },
    });
    try {
      await t.createAccount('member', 'logs@example.com', 'Right@Pass77');
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: 'logs@example.com', password: 'Right@Pass77' },
      });
      const { token } = login.json<{ token: string }>();
      await app.inject({ method: 'PUT', url: '/api/verification/send-email-otp', headers: { authorization: token } });
      const code = t.outbox.lastCode('email');
      await app.inject({
        method: 'PUT',
        url: '/api/verification/verify-email-otp',
        headers: { authorization: token },
        payload: { otp: code },
      });
      await app.inject({
        method: 'POST',
        url: '/api/profile/images',
        headers: { authorization: token },
        payload: form({ image0: await makeJpeg() }),
      });
      const my = (await app.inject({ method: 'GET', url: '/api/profile/my', headers: { authorization: token } })).json<{
        images: { url: string }[];
      }>();
      await app.inject({ method: 'GET', url: my.images[0].url });
      const signature = new URL(my.images[0].url, 'http://x').searchParams.get('signature') ?? '';
      const output = lines.join('');
      expect(output).toContain('login.succeeded');
      expect(output).toContain('reqId');
      for (const secret of [code, token, signature, 'Right@Pass77']) expect(output).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
