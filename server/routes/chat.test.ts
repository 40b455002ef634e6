import { describe, expect, it, vi } from 'vitest';
import { ChatChannelsResponseSchema, ChatHistoryResponseSchema, MAX_CHAT_MESSAGE_LENGTH } from '../../contract/schemas';
import { useTestServer } from '../test/test-server';
import { CHAT_SEND_PER_MINUTE } from './chat';
import { authed, createMember, decide, type TestMember } from '../test/members';

const t = useTestServer();

async function match(x: TestMember, y: TestMember): Promise<string> {
  await decide(t, x, y, true);
  await decide(t, y, x, true);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/chat/channels?start=0&limit=10',
    headers: authed(x.token),
  });
  const channel = ChatChannelsResponseSchema.parse(res.json()).chatChannels.find((c) =>
    c.name.startsWith(nameOf.get(y.id) ?? '?'),
  );
  if (!channel) throw new Error('no channel');
  return channel.id;
}

const nameOf = new Map<string, string>();
async function member(firstName: string, gender: 'MALE' | 'FEMALE') {
  const created = await createMember(t, { firstName, lastName: 'Test', gender });
  nameOf.set(created.id, firstName);
  return created;
}

function sendMessage(from: TestMember, channelId: string, message: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/send',
    headers: authed(from.token),
    payload: { channelId, message },
  });
}

async function history(reader: TestMember, channelId: string, start: number, limit = 20) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/history?channelId=${channelId}&start=${start}&limit=${limit}`,
    headers: authed(reader.token),
  });
  expect(res.statusCode).toBe(200);
  return ChatHistoryResponseSchema.parse(res.json()).messages;
}

describe('chat', () => {
  it('lists channels with the other member, photo and last message, most recent activity first', async () => {
    const a = await member('Asha', 'FEMALE');
    const b = await member('Bharat', 'MALE');
    const d = await member('Dev', 'MALE');
    const withB = await match(a, b);
    const withD = await match(a, d);

    const list = async (who: TestMember) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/chat/channels?start=0&limit=10',
        headers: authed(who.token),
      });
      expect(res.statusCode).toBe(200);
      return ChatChannelsResponseSchema.parse(res.json()).chatChannels;
    };
    let channels = await list(a);
    expect(channels.map((c) => c.id)).toEqual([withD, withB]);
    expect(channels[0]).toMatchObject({ name: 'Dev Test', lastMessage: null });
    expect(channels[0].imageUrl).toMatch(/^\/api\/files\/photo\//);

    expect((await sendMessage(b, withB, 'Hello Asha')).statusCode).toBe(200);
    channels = await list(a);
    expect(channels.map((c) => c.id)).toEqual([withB, withD]);
    expect(channels[0]).toMatchObject({ name: 'Bharat Test', lastMessage: 'Hello Asha' });
    expect((await list(b)).map((c) => ({ id: c.id, name: c.name }))).toEqual([{ id: withB, name: 'Asha Test' }]);

    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/chat/channels?start=1&limit=1',
      headers: authed(a.token),
    });
    expect(ChatChannelsResponseSchema.parse(paged.json()).chatChannels.map((c) => c.id)).toEqual([withD]);
  });

  it('pages history newest first with fromMe from the reader side', async () => {
    const a = await member('Anu', 'FEMALE');
    const b = await member('Bala', 'MALE');
    const channel = await match(a, b);
    for (let i = 1; i <= 25; i++) {
      expect((await sendMessage(i % 2 ? a : b, channel, `message ${i}`)).statusCode).toBe(200);
    }
    const latest = await history(a, channel, 0);
    expect(latest.map((m) => m.message)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${25 - i}`));
    expect(latest[0].fromMe).toBe(true);
    expect(latest[1].fromMe).toBe(false);
    const older = await history(a, channel, 20);
    expect(older.map((m) => m.message)).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
    expect((await history(b, channel, 20)).map((m) => m.fromMe)).toEqual([false, true, false, true, false]);
    for (const m of latest) {
      expect(typeof m.id).toBe('string');
      expect(Math.abs(m.createdAt - Date.now())).toBeLessThan(60_000);
    }
    const times = [...latest, ...older].map((m) => m.createdAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(await history(a, channel, 40)).toEqual([]);
  });

  it('answers a repeated page from memory (one read of the version on PostgreSQL, none embedded), and a new message at once', async () => {
    const a = await member('Asha', 'FEMALE');
    const b = await member('Bhanu', 'MALE');
    const channel = await match(a, b);
    await sendMessage(a, channel, 'hello');
    const first = await history(b, channel, 0);
    const query = vi.spyOn(t.db, 'query');
    try {
      expect(await history(b, channel, 0)).toEqual(first);
      if (t.db.listen) {
        expect(query).not.toHaveBeenCalled();
      } else {
        expect(query).toHaveBeenCalledTimes(1);
        expect(query.mock.calls[0][0]).toContain('FROM chat_channels');
        expect(query.mock.calls[0][0]).not.toContain('chat_messages');
      }
    } finally {
      query.mockRestore();
    }
    await sendMessage(a, channel, 'are you there?');
    expect((await history(b, channel, 0)).map((m) => [m.message, m.fromMe])).toEqual([
      ['are you there?', false],
      ['hello', false],
    ]);
    // The page a kept for herself carries her own side.
    expect((await history(a, channel, 0)).map((m) => m.fromMe)).toEqual([true, true]);
  });

  it("answers another pair's channel exactly like a missing one, for reading and sending", async () => {
    const a = await member('Amal', 'MALE');
    const b = await member('Bina', 'FEMALE');
    const outsider = await member('Chitra', 'FEMALE');
    const channel = await match(a, b);
    await sendMessage(a, channel, 'private words');
    // Pages the members read are kept in memory; that never opens the channel to anyone else.
    await history(a, channel, 0);
    await history(b, channel, 0);

    const answers = [
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/history?channelId=${channel}&start=0&limit=20`,
        headers: authed(outsider.token),
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/chat/history?channelId=no-such-channel&start=0&limit=20',
        headers: authed(a.token),
      }),
      await sendMessage(outsider, channel, 'let me in'),
      await sendMessage(a, 'no-such-channel', 'hello?'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: 'Chat not found.' });
    }
    expect((await history(b, channel, 0)).map((m) => m.message)).toEqual(['private words']);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/chat/history?channelId=${channel}&start=0&limit=20`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("carries the other member's trust badges with the history, never the checks behind them", async () => {
    const a = await member('Gita', 'FEMALE');
    const b = await member('Hari', 'MALE');
    const channel = await match(a, b);
    // Hari's selfie matched his photos and he gave a degree certificate; Gita gave no certificate.
    await t.db.query('UPDATE profiles SET degree_file = $2 WHERE id = $1', [b.id, 'document/degree-hari.jpg']);
    await t.db.query(
      `INSERT INTO check_results (profile_id, checks, details, models, risk)
       VALUES ($1, '{"selfieFaces": 1, "faceMatch": "MATCH", "documentNumber": "MATCH", "documentName": "MATCH", "duplicates": []}', '{"distance": 0.3}', '{"faces": "test"}', 7)`,
      [b.id],
    );
    await sendMessage(b, channel, 'Namaste');

    const read = async (reader: TestMember) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/chat/history?channelId=${channel}&start=0&limit=20`,
        headers: authed(reader.token),
      });
      expect(res.statusCode).toBe(200);
      return res;
    };
    const seenByA = await read(a);
    expect(ChatHistoryResponseSchema.strict().parse(seenByA.json()).badges).toEqual([
      'ID_VERIFIED',
      'PHOTO_VERIFIED',
      'DEGREE_DOCUMENT',
    ]);
    expect(seenByA.body).not.toMatch(/faceMatch|selfieFaces|documentNumber|documentName|duplicates|risk|distance/);
    // Each side sees the other's badges, not their own.
    expect(ChatHistoryResponseSchema.parse((await read(b)).json()).badges).toEqual(['ID_VERIFIED']);
  });

  it('refuses blank and overlong messages', async () => {
    const a = await member('Ira', 'FEMALE');
    const b = await member('Jai', 'MALE');
    const channel = await match(a, b);
    expect((await sendMessage(a, channel, '   ')).statusCode).toBe(400);
    expect((await sendMessage(a, channel, 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1))).statusCode).toBe(400);
    expect((await sendMessage(a, channel, 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH))).statusCode).toBe(200);
    expect(await history(a, channel, 0)).toHaveLength(1);
  });

  it('rate-limits sending per member', async () => {
    const a = await member('Kiran', 'FEMALE');
    const b = await member('Lalit', 'MALE');
    const channel = await match(a, b);
    for (let i = 0; i < CHAT_SEND_PER_MINUTE; i++)
      expect((await sendMessage(a, channel, `hi ${i}`)).statusCode).toBe(200);
    const limited = await sendMessage(a, channel, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errorMessage: 'You are sending messages too quickly. Please wait a moment.' });
    // The other member of the pair has a budget of their own.
    expect((await sendMessage(b, channel, 'my turn')).statusCode).toBe(200);
  });
});
