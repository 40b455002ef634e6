import { describe, expect, it } from 'vitest';
import { noticesOutboxRepository } from '../../repositories/notices-outbox';
import { authed, createMember, decide, type TestMember } from '../../test/members';
import { useTestServer } from '../../test/test-server';
import { announce, type Notice } from './announce';

/*
 * The decision and the chat send tell members with the notices' SQL form, inside their own statements; the
 * review and tests tell them with announce(). Both must write the same rows: each case below lets the hot
 * path write them through the API, reads them, clears them, writes the same notices with announce(), and
 * compares.
 */

const t = useTestServer();

/** What a member was told, in the three places a notice is written (ids and times aside). */
async function toldTo(member: TestMember) {
  const events = await t.db.query<{ type: string; data: unknown }>(
    'SELECT type, data FROM member_events WHERE member_id = $1 ORDER BY id',
    [member.id],
  );
  const bell = await t.db.query<{ type: string; data: unknown; unread: boolean }>(
    'SELECT type, data, read_at IS NULL AS unread FROM notifications WHERE member_id = $1 ORDER BY id',
    [member.id],
  );
  const outbox = await t.db.query<{ channel: string; kind: string; about: string | null; chat: string | null }>(
    `SELECT channel, kind, about_member_id AS about, chat_id AS chat, payload FROM notify_outbox
     WHERE member_id = $1 ORDER BY channel`,
    [member.id],
  );
  // A counts event says only "look again": two in a row tell the same as one.
  const distinct = [...new Set(events.rows.map((row) => JSON.stringify(row)))].sort();
  return { events: distinct, bell: bell.rows, outbox: outbox.rows };
}

async function forget(...members: TestMember[]) {
  for (const member of members) {
    for (const table of ['member_events', 'notifications', 'notify_outbox']) {
      await t.db.query(`DELETE FROM ${table} WHERE member_id = $1`, [member.id]);
    }
  }
}

async function subscribePush(member: TestMember) {
  await noticesOutboxRepository(t.db).addPushSubscription(member.id, {
    endpoint: `https://push.example/${member.id}`,
    p256dh: 'p256dh-key',
    auth: 'auth-secret',
  });
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

async function pair() {
  const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
  const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
  await subscribePush(asha);
  await subscribePush(bharat);
  return { asha, bharat };
}

describe('announce() and the notices SQL form', () => {
  it('write the same request: a yes to a member who has not answered', async () => {
    const { asha, bharat } = await pair();
    await decide(t, bharat, asha, true);
    const byDecision = await toldTo(asha);
    expect(byDecision.bell).toEqual([
      { type: 'accepted', data: { profileId: bharat.id, name: 'Bharat' }, unread: true },
    ]);
    expect(byDecision.outbox.map((row) => [row.channel, row.kind])).toEqual([
      ['email', 'accepted'],
      ['push', 'accepted'],
    ]);

    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM match_decisions WHERE from_id = $1', [bharat.id]);
    await forget(asha);
    const notice: Notice = { kind: 'request', member: asha.id, about: bharat.id, decision: rows[0].id };
    await t.db.transaction((tx) => announce(tx, notice));
    expect(await toldTo(asha)).toEqual(byDecision);
  });

  it('write the same match: both members told, the one who made it not mailed', async () => {
    const { asha, bharat } = await pair();
    await decide(t, bharat, asha, true);
    await forget(asha, bharat);
    const { matched } = await decide(t, asha, bharat, true);
    expect(matched).toBe(true);
    const told = { asha: await toldTo(asha), bharat: await toldTo(bharat) };
    expect(told.bharat.bell).toEqual([
      { type: 'match', data: { channelId: expect.any(String), name: 'Asha' }, unread: true },
    ]);
    expect(told.bharat.outbox.map((row) => row.kind)).toEqual(['match', 'match']);
    expect(told.asha.outbox).toEqual([]);

    const chat = (told.bharat.bell[0].data as { channelId: string }).channelId;
    await forget(asha, bharat);
    await t.db.transaction(async (tx) => {
      await announce(tx, { kind: 'match', member: bharat.id, about: asha.id, chat, mailed: true });
      await announce(tx, { kind: 'match', member: asha.id, about: bharat.id, chat, mailed: false });
    });
    expect({ asha: await toldTo(asha), bharat: await toldTo(bharat) }).toEqual(told);
  });

  it('write the same messages: one bell item and one waiting email per run of unread messages', async () => {
    const { asha, bharat } = await pair();
    await decide(t, bharat, asha, true);
    await decide(t, asha, bharat, true);
    const { rows: channels } = await t.db.query<{ id: string }>('SELECT id FROM chat_channels');
    const chat = channels[0].id;
    await forget(asha, bharat);
    await send(bharat, chat, 'Hello');
    await send(bharat, chat, 'Are you there?');
    const bySend = await toldTo(asha);
    expect(bySend.bell).toEqual([
      { type: 'message', data: { channelId: chat, name: 'Bharat', count: 2 }, unread: true },
    ]);
    expect(bySend.outbox.map((row) => [row.channel, row.kind, row.chat])).toEqual([
      ['email', 'message', chat],
      ['push', 'message', chat],
    ]);

    const { rows: messages } = await t.db.query<{ id: string; body: string; created_ms: number }>(
      `SELECT id, body, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM chat_messages
       WHERE channel_id = $1 ORDER BY seq`,
      [chat],
    );
    await forget(asha);
    for (const message of messages) {
      await t.db.transaction((tx) =>
        announce(tx, {
          kind: 'message',
          member: asha.id,
          about: bharat.id,
          chat,
          message: message.id,
          body: message.body,
          createdAt: Number(message.created_ms),
        }),
      );
    }
    expect(await toldTo(asha)).toEqual(bySend);
  });
});
