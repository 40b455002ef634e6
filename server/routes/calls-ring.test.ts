import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream, type ReadEvent } from '../test/event-stream';
import { authed, createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

/* A tab the member opens while a call rings rings too: its stream starts with the call and the offer so far. */
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

function post(who: TestMember, url: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url, headers: authed(who.token), payload });
}

async function matchedPair() {
  const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
  const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
  await decide(t, bharat, asha, true);
  await decide(t, asha, bharat, true);
  const res = await t.app.inject({ method: 'GET', url: '/api/chat/channels', headers: authed(asha.token) });
  const channelId = res.json<{ chatChannels: { id: string }[] }>().chatChannels[0].id;
  return { asha, bharat, channelId };
}

async function ringWithOffer(from: TestMember, channelId: string) {
  const res = await post(from, '/api/calls', { channelId, video: true });
  expect(res.statusCode).toBe(200);
  const { callId } = res.json<{ callId: string }>();
  const offer = { type: 'offer', sdp: 'v=0 offer' };
  expect((await post(from, `/api/calls/${callId}/signal`, { kind: 'offer', data: offer })).statusCode).toBe(200);
  return { callId, offer };
}

describe('a tab opened while a call rings', () => {
  it('is rung with the call and hears the offer made before it opened, then what follows', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const { callId, offer } = await ringWithOffer(asha, channelId);
    const late = await stream(t.app, bharat);
    const rung = await late.next(is('call'));
    expect(rung.data).toMatchObject({
      callId,
      from: { profileId: asha.id, firstName: 'Asha' },
      video: true,
      channelId,
    });
    const heard = await late.next(is('call-signal'));
    expect(heard.data).toEqual({ callId, kind: 'offer', data: offer });
    // Replayed without ids: the tab's place in the stream is where it started.
    expect(rung.id).toBeNull();
    expect(heard.id).toBeNull();
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 3478 typ relay', sdpMid: '0' };
    await post(asha, `/api/calls/${callId}/signal`, { kind: 'candidate', data: candidate });
    const next = await late.next(is('call-signal', (data) => data.kind === 'candidate'));
    expect(next.id).not.toBeNull();
    // The caller's own new tab is not rung by its own call.
    const callerTab = await stream(t.app, asha);
    await post(bharat, `/api/calls/${callId}/answer`);
    await callerTab.next(is('call-state', (data) => data.state === 'active'));
    expect(callerTab.events.some(is('call'))).toBe(false);
  });

  it('is not rung once the call was answered or declined, or its ring is over', async () => {
    const { asha, bharat, channelId } = await matchedPair();
    const answered = await ringWithOffer(asha, channelId);
    expect((await post(bharat, `/api/calls/${answered.callId}/answer`)).statusCode).toBe(200);
    const afterAnswer = await stream(t.app, bharat);
    expect((await post(bharat, `/api/calls/${answered.callId}/end`)).statusCode).toBe(200);
    await afterAnswer.next(is('call-state', (data) => data.state === 'ended'));
    expect(afterAnswer.events.filter((event) => event.event !== 'counts').map((event) => event.event)).toEqual([
      'call-state',
    ]);

    const declined = await ringWithOffer(asha, channelId);
    expect((await post(bharat, `/api/calls/${declined.callId}/decline`)).statusCode).toBe(200);
    const afterDecline = await stream(t.app, bharat);

    const rungOut = await ringWithOffer(asha, channelId);
    // The ring carries when it stops ringing: a tab opened after that is not rung, swept or not.
    await t.db.query(
      `UPDATE member_events SET data = jsonb_set(data, '{ringsUntil}', to_jsonb($2::float8))
       WHERE type = 'call' AND data ->> 'callId' = $1`,
      [rungOut.callId, Date.now() - 1000],
    );
    const afterRing = await stream(t.app, bharat);
    await afterDecline.next(is('call'));
    // The declined call's tab heard only the next call (rung live), never the declined one.
    expect(afterDecline.events.filter(is('call')).map((event) => (event.data as { callId: string }).callId)).toEqual([
      rungOut.callId,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(afterRing.events.some(is('call'))).toBe(false);
  });
});
