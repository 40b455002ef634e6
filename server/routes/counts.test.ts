import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server';
import { authed, createMember, decide, type TestMember } from '../test/members';

const t = useTestServer();

async function counts(who: TestMember) {
  const res = await t.app.inject({ method: 'GET', url: '/api/counts', headers: authed(who.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
}

async function channelOf(who: TestMember): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/chat/channels?start=0&limit=10',
    headers: authed(who.token),
  });
  return (res.json() as { chatChannels: { id: string }[] }).chatChannels[0].id;
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

async function openChat(who: TestMember, channelId: string, start = 0) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/history?channelId=${channelId}&start=${start}&limit=20`,
    headers: authed(who.token),
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /counts', () => {
  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/counts' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('errorMessage');
  });

  it('counts the requests a member has not answered, and drops one once answered', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    const dev = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    expect(await counts(asha)).toEqual({ pendingRequests: 0, unreadMessages: 0 });

    await decide(t, bharat, asha, true);
    await decide(t, dev, asha, true);
    expect(await counts(asha)).toEqual({ pendingRequests: 2, unreadMessages: 0 });
    // The one who asked has nothing waiting: a request counts for whom it is meant.
    expect(await counts(bharat)).toEqual({ pendingRequests: 0, unreadMessages: 0 });

    await decide(t, asha, dev, false);
    expect(await counts(asha)).toEqual({ pendingRequests: 1, unreadMessages: 0 });
  });

  it("counts the other member's messages until the chat is opened, never the member's own", async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    await decide(t, asha, bharat, true);
    await decide(t, bharat, asha, true);
    const channelId = await channelOf(asha);

    await send(bharat, channelId, 'Namaste!');
    await send(bharat, channelId, 'How was your day?');
    await send(asha, channelId, 'Hello Bharat');
    expect(await counts(asha)).toEqual({ pendingRequests: 0, unreadMessages: 2 });
    expect(await counts(bharat)).toEqual({ pendingRequests: 0, unreadMessages: 1 });

    await openChat(asha, channelId);
    expect(await counts(asha)).toEqual({ pendingRequests: 0, unreadMessages: 0 });

    await send(bharat, channelId, 'Shall we talk on Sunday?');
    expect(await counts(asha)).toEqual({ pendingRequests: 0, unreadMessages: 1 });
    // Paging back through older messages does not mark the new one as seen.
    await openChat(asha, channelId, 20);
    expect(await counts(asha)).toEqual({ pendingRequests: 0, unreadMessages: 1 });
    // The newest page again (a poll of the open chat): seen.
    await openChat(asha, channelId);
    await openChat(asha, channelId);
    expect(await counts(asha)).toEqual({ pendingRequests: 0, unreadMessages: 0 });
    expect(await counts(bharat)).toEqual({ pendingRequests: 0, unreadMessages: 1 });
  });
});
