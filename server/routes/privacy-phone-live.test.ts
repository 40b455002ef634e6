import { afterEach, describe, expect, it } from 'vitest';
import { call, expectOk } from '../test/fixtures';
import { openEventStream, type OpenStream, type ReadEvent } from '../test/event-stream';
import { createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();
const opened: OpenStream[] = [];

afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
  // Each test has its own app (test-server.ts), listening anew.
  base = null;
});

/** createMember's verified number (test/members.ts), as a match is shown it. */
const NUMBER = '+91 9876543210';

async function matched() {
  const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
  const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
  await decide(t, asha, ravi, true);
  await decide(t, ravi, asha, true);
  const { rows } = await t.db.query<{ id: string }>(
    'SELECT id FROM chat_channels WHERE member_a = $1 OR member_b = $1',
    [asha.id],
  );
  return { asha, ravi, channelId: rows[0].id };
}

let base: string | null = null;

async function streamOf(member: TestMember): Promise<OpenStream> {
  base ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const stream = await openEventStream(base, member.token);
  opened.push(stream);
  expect(stream.status).toBe(200);
  // The stream starts with the counts: from here on it hears what is committed.
  await stream.next((event) => event.event === 'counts');
  return stream;
}

function share(member: TestMember, channelId: string, on: boolean) {
  return expectOk(call(t, 'PUT', '/api/chat/phone-share', { token: member.token, json: { channelId, share: on } }));
}

const phoneEvents = (stream: OpenStream): ReadEvent[] => stream.events.filter((e) => e.event === 'phone-share');

describe('a shared number on the live stream', () => {
  it("tells the match's open stream when the number is shared and when it is withdrawn, and nobody else", async () => {
    const { asha, ravi, channelId } = await matched();
    const ravisStream = await streamOf(ravi);
    const ashasStream = await streamOf(asha);

    await share(asha, channelId, true);
    const shared = await ravisStream.next((e) => e.event === 'phone-share');
    expect(shared.data).toEqual({ channelId, sharedPhone: NUMBER });

    await share(asha, channelId, false);
    await ravisStream.next(
      (e) => e.event === 'phone-share' && (e.data as { sharedPhone: unknown }).sharedPhone === null,
    );
    expect(phoneEvents(ravisStream).map((e) => e.data)).toEqual([
      { channelId, sharedPhone: NUMBER },
      { channelId, sharedPhone: null },
    ]);
    // Sharing twice or withdrawing what is not shared changes nothing and tells nothing.
    await share(asha, channelId, false);
    // The sharer's own stream hears nothing of their own number.
    await share(ravi, channelId, true);
    await ashasStream.next((e) => e.event === 'phone-share');
    expect(phoneEvents(ashasStream).map((e) => e.data)).toEqual([{ channelId, sharedPhone: NUMBER }]);
    expect(phoneEvents(ravisStream)).toHaveLength(2);
  });

  it('tells the other member that the number is gone when the sharer blocks them', async () => {
    const { asha, ravi, channelId } = await matched();
    await share(asha, channelId, true);
    const ravisStream = await streamOf(ravi);
    await expectOk(call(t, 'POST', '/api/safety/block', { token: asha.token, json: { profileId: ravi.id } }));
    const gone = await ravisStream.next((e) => e.event === 'phone-share');
    expect(gone.data).toEqual({ channelId, sharedPhone: null });
  });
});
