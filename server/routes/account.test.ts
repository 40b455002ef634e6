import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server';
import { call, expectError, expectOk, makeJpeg, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';
import { noticesOutboxRepository } from '../repositories/notices-outbox';

const t = useTestServer();

/** A decision on a profile the feed showed first (the only kind the service accepts). */
const decide = async (from: TestMember, to: TestMember, interested = true) => {
  await showTo(t, from, to);
  return expectOk(call(t, 'PUT', '/api/matches/send', { token: from.token, json: { toProfileId: to.id, interested } }));
};
const send = (from: TestMember, channelId: string, message: string) =>
  expectOk(call(t, 'POST', '/api/chat/send', { token: from.token, json: { channelId, message } }));
const deleteAccount = (member: TestMember, json: unknown) =>
  call(t, 'POST', '/api/account/delete', { token: member.token, json });

/** Every table that holds a column naming a member, and how many of its rows name `id`. */
async function rowsNaming(id: string): Promise<Record<string, number>> {
  const { rows: columns } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND data_type = 'text'
       AND column_name IN ('id', 'user_id', 'member_id', 'candidate_id', 'profile_id', 'from_id', 'to_id', 'sender_id',
         'member_a', 'member_b', 'blocker_id', 'blocked_id', 'reporter_id', 'reported_id', 'subject_id', 'actor_id')`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [
      id,
    ]);
    if (rows[0].n > 0) counts[`${table}.${column}`] = (counts[`${table}.${column}`] ?? 0) + rows[0].n;
  }
  return counts;
}

async function busyMember() {
  const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
  const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
  const arjun = await createMember(t, { firstName: 'Arjun', gender: 'MALE' });
  await decide(asha, ravi);
  await decide(ravi, asha);
  await decide(arjun, asha);
  const { body } = await call(t, 'GET', '/api/chat/channels?start=0&limit=10', { token: ravi.token });
  const channelId = (body as { chatChannels: { id: string }[] }).chatChannels[0].id;
  await send(ravi, channelId, 'Hello Asha, how are you?');
  await send(asha, channelId, 'My number is 98765 43210');
  await expectOk(call(t, 'GET', '/api/feed/home', { token: asha.token }));
  await expectOk(call(t, 'POST', '/api/safety/block', { token: asha.token, json: { profileId: arjun.id } }));
  // Real files behind the member's keys, so their removal can be checked.
  const bytes = await makeJpeg();
  const keys = await Promise.all([t.files.put('document', bytes, 'jpg'), t.files.put('photo', bytes, 'jpg')]);
  await t.db.query('UPDATE verifications SET id_file = $2, id_number_hash = $3 WHERE user_id = $1', [
    asha.id,
    keys[0],
    'hash-of-number',
  ]);
  await t.db.query('UPDATE profile_images SET file_key = $2 WHERE profile_id = $1', [asha.id, keys[1]]);
  return { asha, ravi, arjun, channelId, keys };
}

describe('POST /api/account/delete', () => {
  it('removes every row and file of the member, keeping only the audit record, and anonymizes sent messages', async () => {
    const { asha, ravi, channelId, keys } = await busyMember();
    expect(Object.keys(await rowsNaming(asha.id)).length).toBeGreaterThan(8);

    await expectOk(deleteAccount(asha, { confirmation: 'DELETE', password: 'Password@123' }));

    expect(await rowsNaming(asha.id)).toEqual({ 'audit_events.subject_id': 1, 'audit_events.actor_id': 1 });
    const { rows } = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      'SELECT action, detail FROM audit_events WHERE subject_id = $1',
      [asha.id],
    );
    expect(rows).toEqual([
      {
        action: 'account.deleted',
        detail: {
          accountCreatedAt: expect.any(String),
          phoneHash: expect.stringMatching(/^[\w-]{43}$/),
          idNumberHash: 'hash-of-number',
        },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('9876543210');
    for (const key of keys) expect(await t.files.get(key)).toBeNull();

    const history = (await expectOk(
      call(t, 'GET', `/api/chat/history?channelId=${channelId}&start=0&limit=20`, { token: ravi.token }),
    )) as { messages: { message: string; fromMe: boolean }[] };
    expect(history.messages.map((m) => [m.message, m.fromMe])).toEqual([
      ['Message deleted', false],
      ['Hello Asha, how are you?', true],
    ]);
    const { body } = await call(t, 'GET', '/api/chat/channels?start=0&limit=10', { token: ravi.token });
    expect((body as { chatChannels: unknown[] }).chatChannels).toEqual([
      {
        id: channelId,
        name: 'Deleted member',
        imageUrl: null,
        lastMessage: 'Message deleted',
        closed: true,
        profileId: null,
        firstName: 'Deleted member',
        unreadCount: 0,
        lastMessageAt: expect.any(Number),
      },
    ]);
    await expectError(
      call(t, 'POST', '/api/chat/send', { token: ravi.token, json: { channelId, message: 'Hello?' } }),
      403,
      'You can no longer send messages in this chat.',
    );
    await expectError(
      call(t, 'GET', '/api/profile/my', { token: asha.token }),
      401,
      'Your session has expired. Please log in again.',
    );
    await expectError(
      call(t, 'POST', '/api/users/login', { json: { userName: asha.email, password: 'Password@123' } }),
      401,
      'Invalid email or password.',
    );
  });

  it('asks for the typed confirmation and the right password, deleting nothing otherwise', async () => {
    const asha = await createMember(t, { firstName: 'Asha' });
    await expectError(
      deleteAccount(asha, { confirmation: 'delete me', password: 'Password@123' }),
      400,
      'Please type DELETE to confirm.',
    );
    await expectError(
      deleteAccount(asha, { confirmation: 'DELETE', password: 'Wrong@123' }),
      403,
      'That password is not right. Please try again.',
    );
    await expectOk(call(t, 'GET', '/api/profile/my', { token: asha.token }));
  });
});

describe('GET /api/account/export', () => {
  it('says every email is on and no browser takes push when the member never changed them', async () => {
    const asha = await createMember(t, { firstName: 'Asha' });
    const data = (await expectOk(call(t, 'GET', '/api/account/export', { token: asha.token }))) as Record<
      string,
      unknown
    >;
    expect(data.notificationSettings).toEqual({ emailsOff: [], updatedAt: null });
    expect(data.pushSubscriptions).toEqual([]);
  });

  it("holds every table's rows about the member and nothing about others", async () => {
    const { asha, ravi, arjun } = await busyMember();
    await t.db.query(
      "INSERT INTO audit_events (actor_id, action, subject_id, detail) VALUES (NULL, 'document.removed', $1, '{}'), ('staff-1', 'document.viewed', $1, '{}')",
      [asha.id],
    );
    await expectOk(
      call(t, 'PUT', '/api/profile/notification-settings', {
        token: asha.token,
        json: { emails: { match: true, accepted: true, message: false, review: true, digest: false } },
      }),
    );
    const push = noticesOutboxRepository(t.db);
    await push.addPushSubscription(asha.id, {
      endpoint: 'https://push.example/asha-phone',
      p256dh: 'asha-p256dh-key',
      auth: 'asha-auth-secret',
    });
    await push.addPushSubscription(ravi.id, {
      endpoint: 'https://push.example/ravi-phone',
      p256dh: 'ravi-p256dh-key',
      auth: 'ravi-auth-secret',
    });
    const { response } = await call(t, 'GET', '/api/account/export', { token: asha.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = response.json() as Record<string, unknown>;
    expect(data).toMatchObject({
      account: { email: asha.email },
      profile: { firstName: 'Asha', city: 'Pune' },
      verification: { phone: '9876543210', idDocumentHeld: true },
      photos: [expect.objectContaining({ position: 0 })],
      decisions: [expect.objectContaining({ profileId: ravi.id, interested: true })],
      requestsReceived: expect.arrayContaining([expect.objectContaining({ profileId: arjun.id })]),
      messagesSent: [expect.objectContaining({ message: 'My number is 98765 43210' })],
      chats: [expect.objectContaining({ chatId: expect.any(String) })],
      blocked: [expect.objectContaining({ profileId: arjun.id })],
      sessions: [expect.objectContaining({ createdAt: expect.any(String), expiresAt: expect.any(String) })],
      notificationSettings: { emailsOff: ['message', 'digest'], updatedAt: expect.any(String) },
      pushSubscriptions: [{ endpoint: 'https://push.example/asha-phone', createdAt: expect.any(String) }],
      documentAudit: [
        expect.objectContaining({ action: 'document.removed', by: 'service' }),
        expect.objectContaining({ action: 'document.viewed', by: 'staff' }),
      ],
    });
    const text = JSON.stringify(data);
    for (const secret of [
      'Hello Asha, how are you?',
      'Ravi',
      ravi.email,
      'staff-1',
      'token',
      'password',
      'document/',
      'photo/',
      'asha-p256dh-key',
      'asha-auth-secret',
      'ravi-phone',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
