import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { ADMIN_HEADERS, call, expectError, expectOk } from '../../test/fixtures';
import { authed, createMember, decide, type TestMember } from '../../test/members';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { useTestServer } from '../../test/test-server';
import { createSmtpMailer, type Mailer } from '../messaging';
import { announce } from './announce';

const PUBLIC_URL = 'https://matrimony.test';
let smtp: TestSmtp;
let smtpMailer: Mailer;
// The live-stream check the live-updates service will answer; here each test says who is online.
let online = new Set<string>();

const t = useTestServer({
  config: { publicUrl: PUBLIC_URL },
  // Resolved at send time: the SMTP server starts after the test server is declared.
  mailer: { send: (message) => smtpMailer.send(message) },
  isOnline: async (memberId) => online.has(memberId),
  // Only the test works the outbox (drain), with no waits: a message email goes out at once, a retry too.
  notify: { pollMs: 3_600_000, messageDelayMs: 0, retryDelayMs: () => 0 },
});

beforeAll(async () => {
  smtp = await startTestSmtp();
  smtpMailer = createSmtpMailer(smtp.url, 'Matrimony <no-reply@matrimony.example>');
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuseNext(0);
  online = new Set();
});

async function member(firstName: string, gender: 'MALE' | 'FEMALE') {
  return createMember(t, { firstName, lastName: 'Test', gender });
}

const drain = () => t.app.notifier.drain();

function mailTo(address: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.to.includes(address));
}

/** The one-click link from the List-Unsubscribe header, as a path the app answers. */
function unsubscribeLink(mail: ReceivedMail): string {
  const header = mail.headers.get('list-unsubscribe') ?? '';
  const match = /^<(https:\/\/[^>]+)>$/.exec(header);
  if (!match) throw new Error(`List-Unsubscribe is not one HTTPS link: ${header}`);
  const url = new URL(match[1]);
  expect(url.origin).toBe(PUBLIC_URL);
  return url.pathname + url.search;
}

function oneClick(path: string) {
  // As a mail client sends it (RFC 8058): a form body, no login.
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

async function settings(who: TestMember) {
  return (await expectOk(call(t, 'GET', '/api/profile/notification-settings', { token: who.token }))) as {
    emails: Record<string, boolean>;
  };
}

async function matchPair(x: TestMember, y: TestMember): Promise<string> {
  await decide(t, x, y, true);
  await decide(t, y, x, true);
  const { rows } = await t.db.query<{ id: string }>(
    'SELECT id FROM chat_channels WHERE (member_a = $1 AND member_b = $2) OR (member_a = $2 AND member_b = $1)',
    [x.id, y.id],
  );
  return rows[0].id;
}

function send(from: TestMember, channelId: string, message: string) {
  return expectOk(call(t, 'POST', '/api/chat/send', { token: from.token, json: { channelId, message } }));
}

describe('emails through SMTP', () => {
  it('tells a member someone accepted them, with the one-click unsubscribe headers and a working link', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    await decide(t, bharat, asha, true);
    await drain();

    const [mail] = mailTo(asha.email);
    expect(mailTo(asha.email)).toHaveLength(1);
    expect(mail.headers.get('subject')).toBe('Bharat is interested in you');
    expect(mail.headers.get('from')).toContain('no-reply@matrimony.example');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('Bharat accepted your profile. Answer their request in Activity.');
    expect(mail.text).toContain(`Open: ${PUBLIC_URL}/app/activity`);
    const link = unsubscribeLink(mail);
    expect(mail.text).toContain(`Turn them off with one click: ${PUBLIC_URL}${link}`);

    // A tampered link (another kind under this signature, or a changed signature) changes nothing.
    const tamperedKind = link.replace('k=accepted', 'k=match');
    const tamperedSig = link.replace(/s=([^&]+)/, (_m, sig: string) => `s=${sig.slice(0, -2)}xx`);
    const tamperedMember = link.replace(/m=([^&]+)/, `m=${bharat.id}`);
    for (const bad of [tamperedKind, tamperedSig, tamperedMember]) {
      const refused = await oneClick(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errorMessage: 'This unsubscribe link is not valid. Please use the link in the email.',
      });
    }
    expect((await settings(asha)).emails).toEqual({
      match: true,
      accepted: true,
      message: true,
      review: true,
      digest: true,
    });
    expect((await settings(bharat)).emails.accepted).toBe(true);

    // Opening the link only asks (link scanners open links); the one-click POST turns the kind off.
    const page = await t.app.inject({ method: 'GET', url: link, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Turn off &#34;Someone accepted you&#34; emails?');
    expect((await settings(asha)).emails.accepted).toBe(true);

    const done = await oneClick(link);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kind: 'accepted', email: false });
    expect((await settings(asha)).emails).toMatchObject({ accepted: false, match: true });

    // Turned off: the next yes sends no email.
    const dev = await member('Dev', 'MALE');
    await decide(t, dev, asha, true);
    await drain();
    expect(mailTo(asha.email)).toHaveLength(1);
  });

  it('sends no "interested" email for a request the member answered before it went out', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    const chirag = await member('Chirag', 'MALE');
    await decide(t, bharat, asha, true);
    await decide(t, chirag, asha, true);
    // Asha answers Bharat's request (no) before the outbox is worked; Chirag's waits.
    await decide(t, asha, bharat, false);
    await drain();

    expect(mailTo(asha.email).map((m) => m.headers.get('subject'))).toEqual(['Chirag is interested in you']);
  });

  it('reads what a batch of "interested" emails needs with their claim, not once per email', async () => {
    const asha = await member('Asha', 'FEMALE');
    const suitors = [await member('Bharat', 'MALE'), await member('Chirag', 'MALE'), await member('Dev', 'MALE')];
    for (const suitor of suitors) await decide(t, suitor, asha, true);
    const statements: string[] = [];
    const query = t.db.query.bind(t.db);
    const spy = vi.spyOn(t.db, 'query').mockImplementation(((...args: Parameters<typeof t.db.query>) => {
      statements.push(args[0]);
      return query(...args);
    }) as typeof t.db.query);
    try {
      await drain();
    } finally {
      spy.mockRestore();
    }

    expect(mailTo(asha.email)).toHaveLength(3);
    // The claim (with each row's facts) and one write per row that went out: nothing else.
    const others = statements.filter((sql) => !/^WITH claimed AS/.test(sql) && !/SET done_at = now\(\)/.test(sql));
    expect(others).toEqual([]);
    expect(statements.filter((sql) => /^WITH claimed AS/.test(sql))).toHaveLength(1);
  });

  it('tells the member who said yes first about the match, linking to the chat', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    const channelId = await matchPair(asha, bharat);
    await drain();

    // Asha said yes first: her "accepted" notice went to Bharat, who answered before it was sent (no email).
    expect(mailTo(bharat.email)).toHaveLength(0);
    const mails = mailTo(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.get('subject')).toBe("It's a match: Bharat said yes too");
    expect(mails[0].text).toContain('Bharat and you are interested in each other. You can now chat.');
    expect(mails[0].text).toContain(`Open: ${PUBLIC_URL}/app/chat/${channelId}`);
    expect(unsubscribeLink(mails[0])).toContain('k=match');

    // RFC 8058's own example posts the one-click form as multipart/form-data.
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const done = await call(t, 'POST', unsubscribeLink(mails[0]), { form: body });
    expect(done.body).toEqual({ kind: 'match', email: false });
    expect((await settings(asha)).emails).toMatchObject({ match: false, accepted: true });
  });

  it('emails unread messages once per conversation in a few hours', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    const channelId = await matchPair(asha, bharat);
    await drain();
    smtp.received.length = 0;

    await send(asha, channelId, 'Coffee on Sunday?');
    await send(asha, channelId, 'Are you there?');
    await drain();
    const mails = mailTo(bharat.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.get('subject')).toBe('New message from Asha');
    expect(mails[0].text).toContain('You have 2 unread messages from Asha.');
    expect(mails[0].text).toContain(`Open: ${PUBLIC_URL}/app/chat/${channelId}`);
    // What was written stays in the chat.
    expect(mails[0].text).not.toContain('Coffee on Sunday?');

    // Another message soon after: no second email about this conversation.
    await send(asha, channelId, 'One more');
    await drain();
    expect(mailTo(bharat.email)).toHaveLength(1);
  });

  it('sends no message email while the receiver has a live stream open', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    const channelId = await matchPair(asha, bharat);
    await drain();
    smtp.received.length = 0;

    online = new Set([bharat.id]);
    await send(asha, channelId, 'Hello Bharat');
    await drain();
    expect(mailTo(bharat.email)).toHaveLength(0);
  });

  it('sends no message email once the receiver has read the chat', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    const channelId = await matchPair(asha, bharat);
    await drain();
    smtp.received.length = 0;

    await send(asha, channelId, 'Hello Bharat');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/chat/history?channelId=${channelId}&start=0&limit=20`,
      headers: authed(bharat.token),
    });
    expect(read.statusCode).toBe(200);
    await drain();
    expect(mailTo(bharat.email)).toHaveLength(0);

    // A later unread message is emailed (the rows of a read conversation are finished).
    await send(asha, channelId, 'Still there?');
    await drain();
    expect(mailTo(bharat.email).map((m) => m.text)).toEqual([
      expect.stringContaining('You have 1 unread message from Asha.'),
    ]);
  });

  it('tells a member their profile is published when staff publish it, once', async () => {
    const admin = await t.createAccount('admin');
    const asha = await createMember(t, { firstName: 'Asha', published: false });
    for (let i = 0; i < 2; i++) {
      await expectOk(
        call(t, 'GET', `/api/profile/verify?id=${asha.id}`, { token: admin.token, headers: ADMIN_HEADERS }),
      );
    }
    await drain();
    const mails = mailTo(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.get('subject')).toBe('Your profile is published');
    expect(mails[0].text).toContain('Our team checked your profile and published it.');
    expect(unsubscribeLink(mails[0])).toContain('k=review');
  });

  it('tells a member their profile was refused, with the reasons and the note', async () => {
    const asha = await createMember(t, { firstName: 'Asha', published: false });
    await t.db.transaction((tx) =>
      announce(tx, {
        kind: 'refused',
        member: asha.id,
        reasons: ['The selfie does not show your face clearly.', 'The PAN card is unreadable.'],
        note: 'Please upload a brighter photo.',
      }),
    );
    await drain();
    const [mail] = mailTo(asha.email);
    expect(mail.headers.get('subject')).toBe('Your profile needs changes before it is published');
    expect(mail.text).toContain(
      [
        'Our team checked your profile and could not publish it yet, for these reasons:',
        '- The selfie does not show your face clearly.',
        '- The PAN card is unreadable.',
        '',
        'Note from our team: Please upload a brighter photo.',
      ].join('\n'),
    );
    expect(mail.text).toContain(`Open: ${PUBLIC_URL}/app/profile`);
  });

  it('sends the weekly digest of waiting suggestions, once a week', async () => {
    const asha = await member('Asha', 'FEMALE');
    const others = [await member('Bharat', 'MALE'), await member('Dev', 'MALE')];
    for (const other of others) {
      await t.db.query('INSERT INTO feed_queue (member_id, candidate_id, score) VALUES ($1, $2, 1)', [
        asha.id,
        other.id,
      ]);
    }
    // A member of less than a week gets none yet.
    await t.app.notifier.remindWeekly();
    await drain();
    expect(mailTo(asha.email)).toHaveLength(0);

    await t.db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1`, [asha.id]);
    await t.app.notifier.remindWeekly();
    await t.app.notifier.remindWeekly();
    await drain();
    const mails = mailTo(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.get('subject')).toBe('2 new suggestions are waiting for you');
    expect(mails[0].text).toContain(`Open: ${PUBLIC_URL}/app/home`);
    expect(unsubscribeLink(mails[0])).toContain('k=digest');
  });

  it('retries a send the SMTP server refused, and the decision never waited for it', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    smtp.refuseNext(1);
    await decide(t, bharat, asha, true);
    const before = smtp.attempts;
    await drain();
    expect(smtp.attempts).toBe(before + 1);
    expect(mailTo(asha.email)).toHaveLength(0);
    const { rows } = await t.db.query<{ attempts: number; last_error: string }>(
      `SELECT attempts, last_error FROM notify_outbox WHERE member_id = $1 AND done_at IS NULL`,
      [asha.id],
    );
    expect(rows).toEqual([{ attempts: 1, last_error: expect.stringContaining('451') }]);

    await drain();
    expect(smtp.attempts).toBe(before + 2);
    expect(mailTo(asha.email).map((m) => m.headers.get('subject'))).toEqual(['Bharat is interested in you']);
  });

  it('keeps waiting emails across a restart and sends them after it', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    await decide(t, bharat, asha, true);
    // The server stops before it works the outbox.
    await t.app.close();
    const waiting = await t.db.query(`SELECT 1 FROM notify_outbox WHERE member_id = $1 AND done_at IS NULL`, [asha.id]);
    expect(waiting.rows).toHaveLength(1);
    expect(mailTo(asha.email)).toHaveLength(0);

    const restarted = await buildApp({
      db: t.db,
      files: t.files,
      mailer: smtpMailer,
      sms: t.outbox.sms,
      config: t.config,
      notify: { pollMs: 3_600_000 },
      logger: false,
    });
    try {
      await restarted.ready();
      // It works the outbox on start; drain waits for that pass.
      await restarted.notifier.drain();
      expect(mailTo(asha.email).map((m) => m.headers.get('subject'))).toEqual(['Bharat is interested in you']);
    } finally {
      await restarted.close();
    }
  });

  it('drops a waiting notice about a member who deletes their account: an erased member is named nowhere', async () => {
    const asha = await member('Asha', 'FEMALE');
    const bharat = await member('Bharat', 'MALE');
    await decide(t, bharat, asha, true);
    await expectOk(
      call(t, 'POST', '/api/account/delete', {
        token: bharat.token,
        json: { confirmation: 'DELETE', password: 'Password@123' },
      }),
    );
    const { rows } = await t.db.query('SELECT 1 FROM notify_outbox WHERE about_member_id = $1', [bharat.id]);
    expect(rows).toHaveLength(0);
    await drain();
    expect(mailTo(asha.email)).toHaveLength(0);
  });

  it('keeps the settings per member: read, change, and refuse anyone but a member', async () => {
    const asha = await member('Asha', 'FEMALE');
    const switches = { match: true, accepted: false, message: false, review: true, digest: false };
    expect(
      await expectOk(
        call(t, 'PUT', '/api/profile/notification-settings', { token: asha.token, json: { emails: switches } }),
      ),
    ).toEqual({ emails: switches, push: { publicKey: null, subscriptions: 0 } });
    expect((await settings(asha)).emails).toEqual(switches);
    await expectError(
      call(t, 'PUT', '/api/profile/notification-settings', {
        token: asha.token,
        json: { emails: { match: 'yes' } },
      }),
      400,
      /.+/,
    );
    await expectError(call(t, 'GET', '/api/profile/notification-settings'), 401, 'Please log in to continue.');
    const admin = await t.createAccount('admin');
    const refused = await call(t, 'GET', '/api/profile/notification-settings', { token: admin.token });
    expect(refused.status).toBe(403);
  });
});
