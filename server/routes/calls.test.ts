import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream, type ReadEvent } from '../test/event-stream';
import { authed, createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const TURN_SECRET = 'turn-secret-for-the-calls-tests';
const t = useTestServer();
const opened: OpenStream[] = [];

afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function stream(app: FastifyInstance, who: TestMember): Promise<OpenStream> {
  const base = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  const open = await openEventStream(base, who.token);
  opened.push(open);
  await open.next((event) => event.event === 'counts');
  return open;
}

const is =
  (name: string, where: (data: Record<string, unknown>) => boolean = () => true) =>
  (event: ReadEvent) =>
    event.event === name && where(event.data as Record<string, unknown>);

function post(app: FastifyInstance, who: TestMember, url: string, payload: unknown = {}) {
  return app.inject({ method: 'POST', url, headers: authed(who.token), payload: payload as Record<string, unknown> });
}

async function matchedPair(names: [string, string] = ['Asha', 'Bharat']) {
  const asha = await createMember(t, { firstName: names[0], gender: 'FEMALE' });
  const bharat = await createMember(t, { firstName: names[1], gender: 'MALE' });
  await decide(t, bharat, asha, true);
  expect((await decide(t, asha, bharat, true)).matched).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: '/api/chat/channels', headers: authed(asha.token) });
  const channelId = res.json<{ chatChannels: { id: string }[] }>().chatChannels[0].id;
  return { asha, bharat, channelId };
}

async function ring(app: FastifyInstance, from: TestMember, channelId: string, video = true): Promise<string> {
  const res = await post(app, from, '/api/calls', { channelId, video });
  expect(res.statusCode).toBe(200);
  return res.json<{ callId: string }>().callId;
}

describe('POST /api/calls', () => {
  it('rings the match on their live stream and answers the call id with no relay when none is configured', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const live = await stream(t.app, bharat);
    const res = await post(t.app, asha, '/api/calls', { channelId, video: true });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ callId: string; iceServers: unknown[]; iceTransportPolicy: string }>();
    expect(body.iceServers).toEqual([]);
    expect(body.iceTransportPolicy).toBe('all');
    expect(res.json()).toMatchObject({ to: { profileId: bharat.id, firstName: 'Bharat' } });
    const rung = await live.next(is('call'));
    expect(rung.data).toMatchObject({
      callId: body.callId,
      from: { profileId: asha.id, firstName: 'Asha' },
      video: true,
      channelId,
    });
  });

  it('answers 401 without a token and 403 with errorMessage to anyone but a match', async () => {
    const { asha, channelId } = await matchedPair();
    const chandra = await createMember(t, { firstName: 'Chandra' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calls', payload: { channelId, video: false } })).statusCode,
    ).toBe(401);
    const stranger = await post(t.app, chandra, '/api/calls', { channelId, video: false });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ errorMessage: 'You can call only your matches.' });
    expect((await post(t.app, asha, '/api/calls', { channelId: 'no-such-chat', video: false })).statusCode).toBe(403);
    expect((await post(t.app, asha, '/api/calls', { channelId })).statusCode).toBe(400);
  });

  it('answers 403 once either member blocked the other', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    expect((await post(t.app, bharat, '/api/safety/block', { channelId })).statusCode).toBe(200);
    const blocked = await post(t.app, asha, '/api/calls', { channelId, video: true });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toHaveProperty('errorMessage');
    const blocker = await post(t.app, bharat, '/api/calls', { channelId, video: true });
    expect(blocker.statusCode).toBe(403);
  });

  it('answers 409 when either member is already on a call', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const other = await matchedPair(['Devi', 'Eshan']);
    // Bharat also matched with Devi.
    await decide(t, bharat, other.asha, true);
    await decide(t, other.asha, bharat, true);
    const channels = await t.app.inject({
      method: 'GET',
      url: '/api/chat/channels',
      headers: authed(other.asha.token),
    });
    const deviBharat = channels
      .json<{ chatChannels: { id: string; name: string }[] }>()
      .chatChannels.find((c) => c.id !== other.channelId)!.id;

    await ring(t.app, asha, channelId);
    const calleeBusy = await post(t.app, other.asha, '/api/calls', { channelId: deviBharat, video: false });
    expect(calleeBusy.statusCode).toBe(409);
    expect(calleeBusy.json()).toEqual({ errorMessage: 'One of you is already on a call. Please try again later.' });
    const callerBusy = await post(t.app, bharat, '/api/calls', { channelId: deviBharat, video: false });
    expect(callerBusy.statusCode).toBe(409);
    // Members on no call are free to call each other meanwhile.
    await ring(t.app, other.asha, other.channelId);
  });

  it('lets a member ring the same match only a few times in ten minutes', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    for (let i = 0; i < 3; i++) {
      const callId = await ring(t.app, asha, channelId, false);
      expect((await post(t.app, asha, `/api/calls/${callId}/end`)).statusCode).toBe(200);
    }
    const again = await post(t.app, asha, '/api/calls', { channelId, video: false });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toHaveProperty('errorMessage');
    // The limit is per caller and callee: Bharat may still call back.
    await ring(t.app, bharat, channelId, false);
  });

  it('gives coturn REST credentials for a few minutes and relay only when TURN is configured', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const turn = { urls: ['turn:127.0.0.1:3478?transport=udp'], secret: TURN_SECRET };
    Object.assign(t.config, { turn });
    try {
      const res = await post(t.app, asha, '/api/calls', { channelId, video: true });
      const body = res.json<{
        callId: string;
        iceServers: { urls: string[]; username: string; credential: string }[];
        iceTransportPolicy: string;
      }>();
      expect(body.iceTransportPolicy).toBe('relay');
      expect(body.iceServers).toHaveLength(1);
      const [server] = body.iceServers;
      expect(server.urls).toEqual(turn.urls);
      const [expiry, id] = server.username.split(':');
      expect(id).toBe(body.callId);
      const lifetime = Number(expiry) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(60);
      expect(lifetime).toBeLessThanOrEqual(600);
      expect(server.credential).toBe(createHmac('sha1', TURN_SECRET).update(server.username).digest('base64'));
      const answered = await post(t.app, bharat, `/api/calls/${body.callId}/answer`);
      expect(answered.json()).toMatchObject({ iceTransportPolicy: 'relay', iceServers: [{ urls: turn.urls }] });
    } finally {
      Object.assign(t.config, { turn: null });
    }
  });
});

describe('answering, declining and ending', () => {
  it('connects on answer, tells both sides, and lists the call in the chat with its length once ended', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(t.app, asha);
    const callee = await stream(t.app, bharat);
    const callId = await ring(t.app, asha, channelId, true);
    await callee.next(is('call'));
    expect((await post(t.app, asha, `/api/calls/${callId}/answer`)).statusCode).toBe(403);
    const answered = await post(t.app, bharat, `/api/calls/${callId}/answer`);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ iceServers: [], iceTransportPolicy: 'all' });
    await caller.next(is('call-state', (data) => data.callId === callId && data.state === 'active'));
    await callee.next(is('call-state', (data) => data.state === 'active'));
    expect((await post(t.app, bharat, `/api/calls/${callId}/answer`)).statusCode).toBe(409);

    expect((await post(t.app, bharat, `/api/calls/${callId}/end`)).statusCode).toBe(200);
    await caller.next(is('call-state', (data) => data.state === 'ended'));
    // Hanging up twice, or both at once, is fine.
    expect((await post(t.app, asha, `/api/calls/${callId}/end`)).statusCode).toBe(200);

    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/calls?channelId=${channelId}`,
      headers: authed(asha.token),
    });
    expect(lines.statusCode).toBe(200);
    const [line] = lines.json<{ calls: Record<string, unknown>[] }>().calls;
    expect(line).toMatchObject({ id: callId, video: true, fromMe: true, state: 'ended' });
    expect(line.durationMs).toEqual(expect.any(Number));
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/calls?channelId=${channelId}`,
      headers: authed(bharat.token),
    });
    expect(theirs.json()).toMatchObject({ calls: [{ id: callId, fromMe: false }] });
    // Both are free again.
    await ring(t.app, bharat, channelId, false);
  });

  it('lets only the callee decline while it rings, and frees both', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(t.app, asha);
    const callId = await ring(t.app, asha, channelId, false);
    expect((await post(t.app, asha, `/api/calls/${callId}/decline`)).statusCode).toBe(403);
    expect((await post(t.app, bharat, `/api/calls/${callId}/decline`)).statusCode).toBe(200);
    await caller.next(is('call-state', (data) => data.callId === callId && data.state === 'declined'));
    expect((await post(t.app, bharat, `/api/calls/${callId}/answer`)).statusCode).toBe(409);
    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/calls?channelId=${channelId}`,
      headers: authed(bharat.token),
    });
    expect(lines.json()).toMatchObject({ calls: [{ id: callId, state: 'declined', durationMs: null }] });
    await ring(t.app, asha, channelId, false);
  });

  it('answers 404 for an unknown call and 403 to a member who is not on it', async () => {
    const { asha, channelId } = await matchedPair();
    const chandra = await createMember(t, { firstName: 'Chandra' });
    const callId = await ring(t.app, asha, channelId);
    for (const action of ['answer', 'decline', 'end']) {
      expect((await post(t.app, chandra, `/api/calls/${callId}/${action}`)).statusCode).toBe(403);
      expect((await post(t.app, asha, `/api/calls/no-such-call/${action}`)).statusCode).toBe(404);
    }
  });

  it("makes a call unanswered for 45 seconds missed, in both streams and the callee's bell", async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(t.app, asha);
    const callee = await stream(t.app, bharat);
    const callId = await ring(t.app, asha, channelId, false);
    await callee.next(is('call'));
    // 40 seconds in (and the sweeps meanwhile), it still rings.
    await t.db.query(`UPDATE calls SET created_at = now() - interval '40 seconds' WHERE id = $1`, [callId]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callee.events.some(is('call-state'))).toBe(false);
    await t.db.query(`UPDATE calls SET created_at = now() - interval '46 seconds' WHERE id = $1`, [callId]);
    await caller.next(
      is('call-state', (data) => data.callId === callId && data.state === 'missed'),
      6000,
    );
    await callee.next(
      is('call-state', (data) => data.state === 'missed'),
      6000,
    );
    expect((await post(t.app, bharat, `/api/calls/${callId}/answer`)).statusCode).toBe(409);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: authed(bharat.token) });
    expect(bell.json<{ notifications: unknown[] }>().notifications[0]).toMatchObject({
      type: 'missed-call',
      text: 'Missed voice call from Asha.',
      link: `/app/chat/${channelId}`,
      read: false,
    });
    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/calls?channelId=${channelId}`,
      headers: authed(bharat.token),
    });
    expect(lines.json()).toMatchObject({ calls: [{ id: callId, state: 'missed', video: false, fromMe: false }] });
  });

  it('ends the call when either member blocks the other during it', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(t.app, asha);
    const callId = await ring(t.app, asha, channelId);
    await post(t.app, bharat, `/api/calls/${callId}/answer`);
    expect((await post(t.app, bharat, '/api/safety/block', { channelId })).statusCode).toBe(200);
    await caller.next(is('call-state', (data) => data.callId === callId && data.state === 'ended'));
    const signal = await post(t.app, asha, `/api/calls/${callId}/signal`, {
      kind: 'candidate',
      data: { candidate: '' },
    });
    expect(signal.statusCode).toBe(409);
  });

  it('ends the call when the member reports the other from it', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const callee = await stream(t.app, bharat);
    const callId = await ring(t.app, asha, channelId);
    await post(t.app, bharat, `/api/calls/${callId}/answer`);
    const report = await post(t.app, asha, '/api/safety/report', { channelId, reason: 'HARASSMENT' });
    expect(report.statusCode).toBe(200);
    await callee.next(is('call-state', (data) => data.callId === callId && data.state === 'ended'));
  });
});

describe('POST /api/calls/{callId}/signal', () => {
  it('delivers an offer, an answer and candidates to the other side only', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(t.app, asha);
    const callee = await stream(t.app, bharat);
    const callId = await ring(t.app, asha, channelId);
    const offer = { type: 'offer', sdp: 'v=0 offer' };
    expect((await post(t.app, asha, `/api/calls/${callId}/signal`, { kind: 'offer', data: offer })).statusCode).toBe(
      200,
    );
    const heard = await callee.next(is('call-signal'));
    expect(heard.data).toEqual({ callId, kind: 'offer', data: offer });
    await post(t.app, bharat, `/api/calls/${callId}/answer`);
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 3478 typ relay', sdpMid: '0' };
    await post(t.app, bharat, `/api/calls/${callId}/signal`, { kind: 'candidate', data: candidate });
    const back = await caller.next(is('call-signal'));
    expect(back.data).toEqual({ callId, kind: 'candidate', data: candidate });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(caller.events.filter(is('call-signal'))).toHaveLength(1);
    expect(callee.events.filter(is('call-signal'))).toHaveLength(1);
  });

  it('refuses anyone but the two members, a wrong kind, and a call that is over', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const chandra = await createMember(t, { firstName: 'Chandra' });
    const callId = await ring(t.app, asha, channelId);
    const stranger = await post(t.app, chandra, `/api/calls/${callId}/signal`, { kind: 'offer', data: { sdp: 'x' } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toHaveProperty('errorMessage');
    expect((await post(t.app, asha, `/api/calls/${callId}/signal`, { kind: 'hello', data: {} })).statusCode).toBe(400);
    expect((await post(t.app, asha, `/api/calls/${callId}/signal`, { kind: 'offer' })).statusCode).toBe(400);
    const huge = { sdp: 'x'.repeat(40 * 1024) };
    expect((await post(t.app, asha, `/api/calls/${callId}/signal`, { kind: 'offer', data: huge })).statusCode).toBe(
      400,
    );
    await post(t.app, bharat, `/api/calls/${callId}/decline`);
    expect((await post(t.app, asha, `/api/calls/${callId}/signal`, { kind: 'offer', data: {} })).statusCode).toBe(409);
  });
});

describe("calls and the member's data", () => {
  it('lists calls in Download my data and deletes them with the account', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const callId = await ring(t.app, asha, channelId, true);
    await post(t.app, bharat, `/api/calls/${callId}/answer`);
    await post(t.app, asha, `/api/calls/${callId}/end`);
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: authed(bharat.token) });
    expect(exported.json()).toMatchObject({
      calls: [{ chatId: channelId, direction: 'incoming', profileId: asha.id, video: true, state: 'ended' }],
    });
    const deleted = await post(t.app, asha, '/api/account/delete', {
      confirmation: 'DELETE',
      password: 'Password@123',
    });
    expect(deleted.statusCode).toBe(200);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM calls');
    expect(rows[0].n).toBe(0);
  });

  // Instances share a database on PostgreSQL only (the embedded engine admits one process).
  if (!process.env.DATABASE_URL) return;

  it('rings, signals and ends across instances', async () => {
    const second = await t.secondInstance();
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(t.app, asha);
    const callee = await stream(second, bharat);
    const callId = await ring(t.app, asha, channelId);
    await callee.next(
      is('call', (data) => data.callId === callId),
      3000,
    );
    const answered = await post(second, bharat, `/api/calls/${callId}/answer`);
    expect(answered.statusCode).toBe(200);
    await caller.next(
      is('call-state', (data) => data.state === 'active'),
      3000,
    );
    await post(second, bharat, `/api/calls/${callId}/signal`, { kind: 'answer', data: { type: 'answer', sdp: 'a' } });
    await caller.next(
      is('call-signal', (data) => data.kind === 'answer'),
      3000,
    );
    await post(t.app, asha, `/api/calls/${callId}/signal`, { kind: 'candidate', data: { candidate: 'c' } });
    await callee.next(
      is('call-signal', (data) => data.kind === 'candidate'),
      3000,
    );
    // The second instance sees the first one's call: Bharat is busy there too.
    const chandra = await createMember(t, { firstName: 'Chandra', gender: 'FEMALE' });
    await decide(t, bharat, chandra, true);
    await decide(t, chandra, bharat, true);
    const list = await second.inject({ method: 'GET', url: '/api/chat/channels', headers: authed(chandra.token) });
    const chandraBharat = list.json<{ chatChannels: { id: string }[] }>().chatChannels[0].id;
    expect((await post(second, chandra, '/api/calls', { channelId: chandraBharat, video: false })).statusCode).toBe(
      409,
    );
    await post(second, bharat, `/api/calls/${callId}/end`);
    await caller.next(
      is('call-state', (data) => data.state === 'ended'),
      3000,
    );
  });

  it('marks a rung-out call missed once, whichever instance sweeps it', async () => {
    const second = await t.secondInstance();
    const { asha, bharat, channelId } = await matchedPair();
    const caller = await stream(second, asha);
    const callId = await ring(t.app, asha, channelId, true);
    await t.db.query(`UPDATE calls SET created_at = now() - interval '50 seconds' WHERE id = $1`, [callId]);
    await caller.next(
      is('call-state', (data) => data.state === 'missed'),
      6000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(caller.events.filter(is('call-state'))).toHaveLength(1);
    const bell = await second.inject({ method: 'GET', url: '/api/notifications', headers: authed(bharat.token) });
    const missed = bell.json<{ notifications: { type: string; text: string }[] }>().notifications;
    expect(missed.filter((n) => n.type === 'missed-call')).toEqual([
      expect.objectContaining({ text: 'Missed video call from Asha.' }),
    ]);
  });
});
