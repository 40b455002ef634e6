import { describe, expect, it } from 'vitest';
import { ChatChannelsResponseSchema, ChatHistoryResponseSchema } from '../../contract/schemas';
import { useTestServer } from '../test/test-server';
import { authed, createMember, decide, type TestMember } from '../test/members';

/** Who a chat is with, what is unread and when the last message came: the Messages list and the chat's header. */
const t = useTestServer();

async function list(who: TestMember) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/chat/channels?start=0&limit=10',
    headers: authed(who.token),
  });
  expect(res.statusCode).toBe(200);
  return ChatChannelsResponseSchema.strict().parse(res.json()).chatChannels;
}

async function historyOf(reader: TestMember, channelId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/history?channelId=${channelId}&start=0&limit=20`,
    headers: authed(reader.token),
  });
  expect(res.statusCode).toBe(200);
  return ChatHistoryResponseSchema.parse(res.json());
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

async function matchedPair() {
  const asha = await createMember(t, { firstName: 'Asha', lastName: 'Rao', gender: 'FEMALE' });
  const bharat = await createMember(t, { firstName: 'Bharat', lastName: 'Iyer', gender: 'MALE' });
  await decide(t, asha, bharat, true);
  await decide(t, bharat, asha, true);
  const [channel] = await list(asha);
  return { asha, bharat, channelId: channel.id };
}

describe('who a chat is with', () => {
  it('lists each chat with the other member, the unread count and the time of the last message', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    expect((await list(asha))[0]).toMatchObject({
      id: channelId,
      name: 'Bharat Iyer',
      profileId: bharat.id,
      firstName: 'Bharat',
      unreadCount: 0,
      lastMessageAt: null,
    });

    const before = Date.now();
    await send(bharat, channelId, 'Namaste Asha');
    await send(bharat, channelId, 'How is Pune?');
    const after = Date.now();
    const [unread] = await list(asha);
    expect(unread.unreadCount).toBe(2);
    expect(unread.lastMessageAt).toBeGreaterThanOrEqual(before - 1000);
    expect(unread.lastMessageAt).toBeLessThanOrEqual(after + 1000);
    // The sender has nothing unread: their own messages never count.
    expect((await list(bharat))[0]).toMatchObject({ profileId: asha.id, firstName: 'Asha', unreadCount: 0 });

    // Opening the chat reads it.
    await historyOf(asha, channelId);
    expect((await list(asha))[0].unreadCount).toBe(0);
    await send(bharat, channelId, 'Still there?');
    expect((await list(asha))[0].unreadCount).toBe(1);
  });

  it("gives the chat's header the other member's first name, first photo and profile", async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const page = await historyOf(asha, channelId);
    expect(page.partner).toMatchObject({ profileId: bharat.id, firstName: 'Bharat' });
    expect(page.partner?.imageUrl).toMatch(/^\/api\/files\/photo\//);
    // The same photo the list shows, so photo privacy is followed alike.
    expect(page.partner?.imageUrl).toBe((await list(asha))[0].imageUrl);
    expect((await historyOf(bharat, channelId)).partner).toMatchObject({ profileId: asha.id, firstName: 'Asha' });
  });
});
