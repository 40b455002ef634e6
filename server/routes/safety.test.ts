import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestServer } from '../test/test-server';
import { ADMIN_HEADERS, call, expectError, expectOk, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';

const t = useTestServer();

const get = (member: TestMember, url: string) => call(t, 'GET', url, { token: member.token });
const feedIds = async (member: TestMember) =>
  ((await expectOk(get(member, '/api/feed/home'))) as { profiles: { id: string }[] }).profiles.map((p) => p.id);
const activityIds = async (member: TestMember) =>
  (
    (await expectOk(get(member, '/api/matches/get?start=0&limit=5'))) as { pendingRequests: { profileId: string }[] }
  ).pendingRequests.map((r) => r.profileId);
const channels = async (member: TestMember) =>
  ((await expectOk(get(member, '/api/chat/channels?start=0&limit=10'))) as { chatChannels: { id: string }[] })
    .chatChannels;
/** A decision on a profile the feed showed first (the only kind the service accepts). */
const decide = async (from: TestMember, to: TestMember, interested = true) => {
  await showTo(t, from, to);
  return call(t, 'PUT', '/api/matches/send', { token: from.token, json: { toProfileId: to.id, interested } });
};
const send = (from: TestMember, channelId: string, message: string) =>
  call(t, 'POST', '/api/chat/send', { token: from.token, json: { channelId, message } });

async function matched(x: TestMember, y: TestMember): Promise<string> {
  await expectOk(decide(x, y));
  await expectOk(decide(y, x));
  const [channel] = await channels(x);
  return channel.id;
}

async function admin() {
  return t.createAccount('admin');
}

describe('blocking', () => {
  it('keeps the pair apart both ways in feeds, Activity, profiles and decisions', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const arjun = await createMember(t, { firstName: 'Arjun', gender: 'MALE' });
    await expectOk(decide(ravi, asha));
    expect(await activityIds(asha)).toEqual([ravi.id]);
    expect(await feedIds(asha)).toEqual(expect.arrayContaining([ravi.id, arjun.id]));
    expect(await feedIds(ravi)).toEqual([]);
    await expectOk(get(ravi, `/api/profile/get?profileId=${asha.id}`));

    await expectOk(call(t, 'POST', '/api/safety/block', { token: asha.token, json: { profileId: ravi.id } }));

    expect(await activityIds(asha)).toEqual([]);
    expect(await feedIds(asha)).toEqual([arjun.id]);
    await expectError(get(asha, `/api/profile/get?profileId=${ravi.id}`), 404, 'Profile not found.');
    await expectError(get(ravi, `/api/profile/get?profileId=${asha.id}`), 404, 'Profile not found.');
    await expectError(decide(asha, ravi), 404, 'Profile not found.');
    // The queue is ranked again from the whole pool: the blocked member is never ranked back in.
    await t.db.query('DELETE FROM feed_state');
    expect(await feedIds(asha)).toEqual([arjun.id]);
    const { rows } = await t.db.query('SELECT 1 FROM feed_queue WHERE member_id = $1 AND candidate_id = $2', [
      asha.id,
      ravi.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('closes the chat: hidden from the blocker, and the other side can no longer send', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const channelId = await matched(asha, ravi);
    await expectOk(send(ravi, channelId, 'Hello Asha'));
    expect((await expectOk(get(asha, `/api/chat/history?channelId=${channelId}&start=0&limit=20`))) as object).toEqual({
      messages: [expect.objectContaining({ message: 'Hello Asha', fromMe: false })],
      badges: expect.any(Array),
      partner: { profileId: ravi.id, firstName: 'Ravi', imageUrl: expect.any(String) },
    });

    await expectOk(call(t, 'POST', '/api/safety/block', { token: asha.token, json: { channelId } }));

    expect(await channels(asha)).toEqual([]);
    await expectError(get(asha, `/api/chat/history?channelId=${channelId}&start=0&limit=20`), 404, 'Chat not found.');
    await expectError(send(asha, channelId, 'Hi'), 404, 'Chat not found.');
    // Blocking is silent: the chat stays in Ravi's list with its history, but it is closed.
    expect((await channels(ravi)).map((c) => c.id)).toEqual([channelId]);
    await expectOk(get(ravi, `/api/chat/history?channelId=${channelId}&start=0&limit=20`));
    await expectError(send(ravi, channelId, 'Are you there?'), 403, 'You can no longer send messages in this chat.');
  });

  it('refuses blocking oneself or nobody', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    await expectError(
      call(t, 'POST', '/api/safety/block', { token: asha.token, json: { profileId: asha.id } }),
      400,
      'You cannot block or report yourself.',
    );
    await expectError(
      call(t, 'POST', '/api/safety/block', { token: asha.token, json: {} }),
      400,
      'Please choose the member to block or report.',
    );
    await expectError(
      call(t, 'POST', '/api/safety/block', { token: asha.token, json: { profileId: 'nobody' } }),
      404,
      'Profile not found.',
    );
  });
});

describe('safety tips in chat', () => {
  it('marks received scam-like messages for the receiver only, and never holds them back', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const channelId = await matched(asha, ravi);
    await expectOk(send(ravi, channelId, 'Let us move to WhatsApp, and send my UPI id rk@okaxis some money'));
    await expectOk(send(ravi, channelId, 'How was your weekend?'));
    const page = (member: TestMember) =>
      expectOk(get(member, `/api/chat/history?channelId=${channelId}&start=0&limit=20`)) as Promise<{
        messages: { message: string; safetyTip?: boolean }[];
      }>;
    expect((await page(asha)).messages.map((m) => m.safetyTip ?? false)).toEqual([false, true]);
    expect((await page(ravi)).messages.map((m) => m.safetyTip ?? false)).toEqual([false, false]);
  });
});

describe('reports and staff review', () => {
  it('a report from a chat creates the staff item with the excerpt, and blocks', async () => {
    const staff = await admin();
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', lastName: 'Kumar', gender: 'MALE' });
    const channelId = await matched(asha, ravi);
    await expectOk(send(asha, channelId, 'Hi Ravi'));
    await expectOk(send(ravi, channelId, 'Please send me 5000 rupees by UPI'));

    await expectOk(
      call(t, 'POST', '/api/safety/report', {
        token: asha.token,
        json: { channelId, reason: 'ASKS_FOR_MONEY', note: 'Asked for money on day one' },
      }),
    );

    expect(await channels(asha)).toEqual([]);
    const list = (await expectOk(
      call(t, 'GET', '/api/admin/reports', { token: staff.token, headers: ADMIN_HEADERS }),
    )) as {
      reports: Record<string, unknown>[];
    };
    expect(list.reports).toEqual([
      expect.objectContaining({
        reason: 'ASKS_FOR_MONEY',
        note: 'Asked for money on day one',
        excerpt: [
          expect.objectContaining({ message: 'Hi Ravi', fromReporter: true }),
          expect.objectContaining({ message: 'Please send me 5000 rupees by UPI', fromReporter: false }),
        ],
        reported: expect.objectContaining({
          id: ravi.id,
          firstName: 'Ravi',
          lastName: 'Kumar',
          documentRemoved: false,
          panImageUrl: expect.stringMatching(/^\/api\/files\/document\//),
        }),
      }),
    ]);
    await expectError(
      call(t, 'GET', '/api/admin/reports', { token: asha.token, headers: ADMIN_HEADERS }),
      403,
      'This is available to admins only.',
    );
  });

  it('suspension ends the sessions on every instance within a second, hides the profile and refuses login', async () => {
    const staff = await admin();
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    await expectOk(
      call(t, 'POST', '/api/safety/report', {
        token: asha.token,
        json: { profileId: ravi.id, reason: 'FAKE_PROFILE' },
      }),
    );
    const arjun = await createMember(t, { firstName: 'Arjun', gender: 'MALE' });
    const meera = await createMember(t, { firstName: 'Meera', gender: 'FEMALE' });
    expect(await feedIds(meera)).toEqual(expect.arrayContaining([ravi.id, arjun.id]));

    // A second instance on the same database, which has checked Ravi's token once and trusts it now.
    const second = await buildApp({
      db: t.db,
      files: t.files,
      mailer: t.outbox.mailer,
      sms: t.outbox.sms,
      config: t.config,
      logger: false,
    });
    try {
      const onSecond = () =>
        second.inject({ method: 'GET', url: '/api/profile/my', headers: { authorization: ravi.token } });
      expect((await onSecond()).statusCode).toBe(200);

      const [report] = (
        (await expectOk(call(t, 'GET', '/api/admin/reports', { token: staff.token, headers: ADMIN_HEADERS }))) as {
          reports: { id: string }[];
        }
      ).reports;
      await expectOk(
        call(t, 'POST', '/api/admin/reports/resolve', {
          token: staff.token,
          headers: ADMIN_HEADERS,
          json: { id: report.id, action: 'suspend' },
        }),
      );

      const deadline = Date.now() + 1000;
      let status = (await onSecond()).statusCode;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await onSecond()).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
    }
    await expectError(get(ravi, '/api/profile/my'), 401, 'Your session has expired. Please log in again.');
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: ravi.email, password: 'Password@123' } }),
      403,
      'Your account has been suspended after a review by our team. To appeal, write to grievance@matrimony.example.',
    );
    await t.db.query('DELETE FROM feed_state');
    expect(await feedIds(meera)).toEqual([arjun.id]);
    await expectError(get(meera, `/api/profile/get?profileId=${ravi.id}`), 404, 'Profile not found.');
    expect(
      (
        (await expectOk(
          call(t, 'GET', '/api/profile/list', { token: staff.token, headers: ADMIN_HEADERS }),
        )) as unknown[]
      ).length,
    ).toBe(0);
    const { rows } = await t.db.query<{ action: string; actor_id: string }>(
      'SELECT action, actor_id FROM audit_events WHERE subject_id = $1 ORDER BY id',
      [ravi.id],
    );
    expect(rows).toEqual([
      { action: 'report.created', actor_id: asha.id },
      { action: 'report.suspended', actor_id: staff.id },
      { action: 'member.suspended', actor_id: staff.id },
    ]);
  });

  it('warning mails the member, dismissing closes the report, and each is audited once', async () => {
    const staff = await admin();
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const arjun = await createMember(t, { firstName: 'Arjun', gender: 'MALE' });
    await expectOk(
      call(t, 'POST', '/api/safety/report', { token: asha.token, json: { profileId: ravi.id, reason: 'HARASSMENT' } }),
    );
    await expectOk(
      call(t, 'POST', '/api/safety/report', { token: asha.token, json: { profileId: arjun.id, reason: 'OTHER' } }),
    );
    const { reports } = (await expectOk(
      call(t, 'GET', '/api/admin/reports', { token: staff.token, headers: ADMIN_HEADERS }),
    )) as {
      reports: { id: string; reported: { id: string } }[];
    };
    const about = (id: string) => reports.find((r) => r.reported.id === id)?.id ?? '';

    await expectOk(
      call(t, 'POST', '/api/admin/reports/resolve', {
        token: staff.token,
        headers: ADMIN_HEADERS,
        json: { id: about(ravi.id), action: 'warn' },
      }),
    );
    await expectOk(
      call(t, 'POST', '/api/admin/reports/resolve', {
        token: staff.token,
        headers: ADMIN_HEADERS,
        json: { id: about(arjun.id), action: 'dismiss' },
      }),
    );
    await expectError(
      call(t, 'POST', '/api/admin/reports/resolve', {
        token: staff.token,
        headers: ADMIN_HEADERS,
        json: { id: about(arjun.id), action: 'suspend' },
      }),
      409,
      'This report has already been handled.',
    );

    expect(t.outbox.messages).toEqual([expect.objectContaining({ channel: 'email', to: ravi.email })]);
    expect(t.outbox.messages[0].text).toContain('Please keep every conversation respectful');
    expect(
      (
        (await expectOk(call(t, 'GET', '/api/admin/reports', { token: staff.token, headers: ADMIN_HEADERS }))) as {
          reports: unknown[];
        }
      ).reports,
    ).toEqual([]);
    // Warned and dismissed members keep their sessions.
    await expectOk(get(ravi, '/api/profile/my'));
    const { rows } = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_events WHERE actor_id = $1 ORDER BY id',
      [staff.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['report.warned', 'report.dismissed']);
  });
});
