import { describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/schemas';
import { noticesRepository } from '../repositories/notices';
import { announce } from '../services/notices/announce';
import { ADMIN_HEADERS, call, createActiveMember, expectOk } from '../test/fixtures';
import { authed, createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

async function list(who: TestMember, start = 0, limit = 20) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/notifications?start=${start}&limit=${limit}`,
    headers: authed(who.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ notifications: Notification[]; unread: number }>();
}

async function markRead(who: TestMember, body: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/read',
    headers: authed(who.token),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ unread: number }>();
}

async function send(from: TestMember, channelId: string, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/send',
    headers: authed(from.token),
    payload: { channelId, message },
  });
  expect(res.statusCode).toBe(200);
}

describe('the notification centre', () => {
  it('asks for a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['PUT', '/api/notifications/read'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('errorMessage');
    }
  });

  it('lists someone accepted you, the match and new messages, newest first, each linking to its screen', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    expect(await list(asha)).toEqual({ notifications: [], unread: 0 });

    await decide(t, bharat, asha, true);
    let page = await list(asha);
    expect(page.unread).toBe(1);
    expect(page.notifications[0]).toMatchObject({
      type: 'accepted',
      text: 'Bharat accepted your profile. Answer their request in Activity.',
      link: '/app/activity',
      read: false,
    });

    await decide(t, asha, bharat, true);
    const mine = await list(bharat);
    const match = mine.notifications.find((n) => n.type === 'match');
    expect(match?.text).toBe("It's a match! You and Asha both said yes. Say hello.");
    expect(match?.link).toMatch(/^\/app\/chat\/[^/]+$/);
    const channelId = decodeURIComponent((match?.link ?? '').split('/').pop() ?? '');

    await send(bharat, channelId, 'Hello');
    await send(bharat, channelId, 'Are you there?');
    page = await list(asha);
    // A run of unread messages in one chat is one notification.
    expect(page.notifications.map((n) => n.type)).toEqual(['message', 'match', 'accepted']);
    expect(page.notifications[0]).toMatchObject({
      text: '2 new messages from Bharat.',
      link: `/app/chat/${channelId}`,
    });
    expect(page.unread).toBe(3);
    expect(page.notifications[0].createdAt).toBeGreaterThanOrEqual(page.notifications[1].createdAt);

    // Opening the chat reads its messages, and their notification with them.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/chat/history?channelId=${channelId}&start=0&limit=20`,
      headers: authed(asha.token),
    });
    expect(opened.statusCode).toBe(200);
    page = await list(asha);
    expect(page.unread).toBe(2);
    expect(page.notifications[0]).toMatchObject({ type: 'message', read: true });
  });

  it('marks one read, then all, and pages the list', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    for (const name of ['Dev', 'Eshan', 'Farhan']) {
      const other = await createMember(t, { firstName: name, gender: 'MALE' });
      await decide(t, other, asha, true);
    }
    const all = await list(asha);
    expect(all.unread).toBe(3);
    expect(all.notifications.map((n) => n.text.split(' ')[0])).toEqual(['Farhan', 'Eshan', 'Dev']);

    expect(await markRead(asha, { ids: [all.notifications[1].id] })).toEqual({ unread: 2 });
    const after = await list(asha);
    expect(after.notifications.map((n) => n.read)).toEqual([false, true, false]);

    const second = await list(asha, 2, 2);
    expect(second.notifications.map((n) => n.id)).toEqual([all.notifications[2].id]);

    // Another member's ids change nothing of theirs.
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    expect(await markRead(bharat, { ids: [all.notifications[0].id] })).toEqual({ unread: 0 });
    expect((await list(asha)).unread).toBe(2);

    expect(await markRead(asha, {})).toEqual({ unread: 0 });
    expect((await list(asha)).notifications.every((n) => n.read)).toBe(true);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: authed(asha.token),
      payload: { ids: ['not-an-id'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('errorMessage');
  });

  it('tells a member their profile is published (once) or refused with the reason', async () => {
    const admin = await t.createAccount('admin');
    const asha = await createActiveMember(t, admin);
    let page = await list(asha);
    expect(page.notifications).toHaveLength(1);
    expect(page.notifications[0]).toMatchObject({
      type: 'published',
      text: 'Your profile is published. Your suggestions are waiting on Home.',
      link: '/app/home',
    });
    // Publishing again tells nothing new.
    await expectOk(call(t, 'GET', `/api/profile/verify?id=${asha.id}`, { token: admin.token, headers: ADMIN_HEADERS }));
    expect((await list(asha)).notifications).toHaveLength(1);

    await t.db.transaction((tx) =>
      announce(tx, { kind: 'refused', member: asha.id, reasons: ['Your selfie is blurred.'], note: null }),
    );
    page = await list(asha);
    expect(page.notifications[0]).toMatchObject({
      type: 'refused',
      text: 'Your profile was not published: Your selfie is blurred.',
      link: '/app/profile',
      read: false,
    });
  });

  it('tells members with waiting suggestions once a week, a batch at a time', async () => {
    const members = [];
    for (const name of ['Asha', 'Bina', 'Chitra']) members.push(await createMember(t, { firstName: name }));
    const candidate = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    for (const member of members.slice(0, 2)) {
      await t.db.query('INSERT INTO feed_queue (member_id, candidate_id, score) VALUES ($1, $2, 1)', [
        member.id,
        candidate.id,
      ]);
    }
    const notifications = noticesRepository(t.db);
    expect(await notifications.remindSuggestions(1)).toBe(1);
    expect(await notifications.remindSuggestions(10)).toBe(1);
    expect(await notifications.remindSuggestions(10)).toBe(0);
    for (const member of members.slice(0, 2)) {
      expect((await list(member)).notifications).toEqual([
        expect.objectContaining({
          type: 'suggestions',
          text: 'New suggestions are waiting for you.',
          link: '/app/home',
        }),
      ]);
    }
    // Nothing queued, nothing said.
    expect((await list(members[2])).notifications).toEqual([]);
    // A week later they are told again.
    await t.db.query("UPDATE suggestion_reminders SET sent_at = now() - interval '8 days'");
    expect(await notifications.remindSuggestions(10)).toBe(2);
  });

  it('is reminded of waiting suggestions by the weekly run of the notice outbox', async () => {
    const asha = await createMember(t, { firstName: 'Asha' });
    const dev = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    await t.db.query('INSERT INTO feed_queue (member_id, candidate_id, score) VALUES ($1, $2, 1)', [asha.id, dev.id]);
    await t.app.notifier.remindWeekly();
    await t.app.notifier.remindWeekly();
    expect((await list(asha)).notifications).toEqual([
      expect.objectContaining({ type: 'suggestions', text: 'New suggestions are waiting for you.', read: false }),
    ]);
  });
});
