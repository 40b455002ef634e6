import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream, type ReadEvent } from '../test/event-stream';
import { authed, createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';
import { announce } from '../services/notices/announce';
import { MAX_STREAMS_PER_MEMBER } from '../services/notices/live-hub';

const t = useTestServer();
const opened: OpenStream[] = [];

afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function stream(base: string, who: TestMember | null, lastEventId?: string): Promise<OpenStream> {
  const open = await openEventStream(base, who?.token ?? null, lastEventId);
  opened.push(open);
  return open;
}

async function send(app: FastifyInstance, from: TestMember, channelId: string, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/send',
    headers: authed(from.token),
    payload: { channelId, message },
  });
  expect(res.statusCode).toBe(200);
}

const is =
  (name: string, where: (data: Record<string, unknown>) => boolean = () => true) =>
  (event: ReadEvent) =>
    event.event === name && where(event.data as Record<string, unknown>);

/** Two members who matched, and their chat. */
async function matchedPair() {
  const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
  const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
  await decide(t, bharat, asha, true);
  const { matched } = await decide(t, asha, bharat, true);
  expect(matched).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: '/api/chat/channels', headers: authed(asha.token) });
  const channelId = res.json<{ chatChannels: { id: string }[] }>().chatChannels[0].id;
  return { asha, bharat, channelId };
}

describe('GET /events', () => {
  it('answers 401 without a token, and with a token that is not a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('errorMessage');
    const base = await listen(t.app);
    expect((await stream(base, null)).status).toBe(401);
    expect((await stream(base, { id: 'x', token: 'not-a-token', email: '' })).status).toBe(401);
  });

  it('starts with the counts, then carries a request, a match, a message and the counts as they move', async () => {
    const base = await listen(t.app);
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    const live = await stream(base, asha);
    expect(live.status).toBe(200);
    const first = await live.next(is('counts'));
    expect(first.data).toEqual({ pendingRequests: 0, unreadMessages: 0, unreadNotifications: 0 });

    await decide(t, bharat, asha, true);
    const request = await live.next(is('request'));
    expect(request.data).toMatchObject({ profileId: bharat.id });
    await live.next(is('counts', (data) => data.pendingRequests === 1 && data.unreadNotifications === 1));

    await decide(t, asha, bharat, true);
    const match = await live.next(is('match'));
    expect(match.data).toMatchObject({ profileId: bharat.id, name: 'Bharat' });
    const channelId = (match.data as { channelId: string }).channelId;
    await live.next(is('counts', (data) => data.pendingRequests === 0));

    await send(t.app, bharat, channelId, 'Namaste Asha');
    const message = await live.next(is('message'));
    expect(message.data).toMatchObject({ channelId, message: 'Namaste Asha' });
    await live.next(is('counts', (data) => data.unreadMessages === 1));

    // Ids increase, so a reconnect can say where it stopped.
    const ids = live.events.filter((event) => event.id !== null).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('replays what was missed after a reconnect with Last-Event-ID, and only that', async () => {
    const base = await listen(t.app);
    const { asha, bharat, channelId } = await matchedPair();
    const first = await stream(base, asha);
    await send(t.app, bharat, channelId, 'one');
    const one = await first.next(is('message', (data) => data.message === 'one'));
    first.close();

    await send(t.app, bharat, channelId, 'two');
    await send(t.app, bharat, channelId, 'three');
    const again = await stream(base, asha, String(one.id));
    await again.next(is('message', (data) => data.message === 'three'));
    const messages = again.events
      .filter((event) => event.event === 'message')
      .map((event) => (event.data as { message: string }).message);
    expect(messages).toEqual(['two', 'three']);
    // Without Last-Event-ID a stream starts from now: nothing old is replayed.
    const fresh = await stream(base, asha);
    await fresh.next(is('counts', (data) => data.unreadMessages === 3));
    await send(t.app, bharat, channelId, 'four');
    await fresh.next(is('message', (data) => data.message === 'four'));
    expect(fresh.events.filter((event) => event.event === 'message')).toHaveLength(1);
  });

  it('tells the member of a review outcome, and each stream hears only its own member', async () => {
    const base = await listen(t.app);
    const { asha, bharat } = await matchedPair();
    const mine = await stream(base, asha);
    const theirs = await stream(base, bharat);
    await mine.next(is('counts'));
    await t.db.transaction((tx) =>
      announce(tx, { kind: 'refused', member: asha.id, reasons: ['The photo does not show your face.'], note: null }),
    );
    const review = await mine.next(is('review'));
    expect(review.data).toEqual({ outcome: 'refused', reason: 'The photo does not show your face.' });
    await theirs.next(is('counts'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events.some((event) => event.event === 'review')).toBe(false);
  });

  it('tells a refusal in the language the member reads the product in', async () => {
    const base = await listen(t.app);
    const meena = await createMember(t, { firstName: 'Meena' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: authed(meena.token),
      payload: { language: 'ta' },
    });
    expect(res.statusCode).toBe(200);
    const mine = await stream(base, meena);
    await mine.next(is('counts'));
    await t.db.transaction((tx) =>
      announce(tx, { kind: 'refused', member: meena.id, reasons: ['SELFIE_UNCLEAR'], note: 'Please face the camera.' }),
    );
    const review = await mine.next(is('review'));
    expect(review.data).toEqual({
      outcome: 'refused',
      reason: 'உங்கள் செல்ஃபியில் உங்கள் முகம் தெளிவாகத் தெரியவில்லை. தயவுசெய்து புதிய செல்ஃபி எடுங்கள். Please face the camera.',
    });
  });

  it('keeps a presence record while a stream is open, and caps the streams of one member', async () => {
    const base = await listen(t.app);
    const asha = await createMember(t, { firstName: 'Asha' });
    expect(await t.app.live.isOnline(asha.id)).toBe(false);
    const streams: OpenStream[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_MEMBER; i++) {
      streams.push(await stream(base, asha));
      await streams[i].next(is('counts'));
    }
    expect(t.app.live.size).toBe(MAX_STREAMS_PER_MEMBER);
    expect(await t.app.live.isOnline(asha.id)).toBe(true);
    for (const open of streams) open.close();
    const deadline = Date.now() + 3000;
    while (t.app.live.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.live.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.live.isOnline(asha.id)).toBe(false);
  });

  it('ends the stream when its session ends', async () => {
    const base = await listen(t.app);
    const asha = await createMember(t, { firstName: 'Asha' });
    const live = await stream(base, asha);
    await live.next(is('counts'));
    expect(t.app.live.size).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: authed(asha.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const deadline = Date.now() + 3000;
    while (t.app.live.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.live.size).toBe(0);
    expect((await stream(base, asha)).status).toBe(401);
  });

  // Instances share a database on PostgreSQL only (the embedded engine admits one process: faults/instances.test.ts).
  if (!process.env.DATABASE_URL) return;
  it('delivers a message sent on one instance to a stream on another', async () => {
    const second = await t.secondInstance();
    const base = await listen(second);
    const { asha, bharat, channelId } = await matchedPair();
    const live = await stream(base, asha);
    await live.next(is('counts'));
    const sent = performance.now();
    await send(t.app, bharat, channelId, 'across instances');
    await live.next(
      is('message', (data) => data.message === 'across instances'),
      2000,
    );
    expect(performance.now() - sent).toBeLessThan(1000);
    // Presence is shared: the first instance sees the stream the second one holds.
    expect(await t.app.live.isOnline(asha.id)).toBe(true);
  });
});
