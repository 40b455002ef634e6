import { describe, expect, it } from 'vitest';
import { call, expectError, expectOk } from '../test/fixtures';
import { createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

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

function share(member: TestMember, channelId: string, on: boolean) {
  return call(t, 'PUT', '/api/chat/phone-share', { token: member.token, json: { channelId, share: on } });
}

async function channelOf(member: TestMember) {
  const body = (await expectOk(call(t, 'GET', '/api/chat/channels', { token: member.token }))) as {
    chatChannels: { id: string; sharedPhone?: string | null; sharingMine?: boolean }[];
  };
  return body.chatChannels[0];
}

async function headerOf(member: TestMember, channelId: string) {
  return (await expectOk(call(t, 'GET', `/api/chat/history?channelId=${channelId}`, { token: member.token }))) as {
    sharedPhone?: string;
    sharingMine?: boolean;
  };
}

async function auditActions(): Promise<{ action: string; actor_id: string; subject_id: string }[]> {
  const { rows } = await t.db.query<{ action: string; actor_id: string; subject_id: string }>(
    "SELECT action, actor_id, subject_id FROM audit_events WHERE action LIKE 'phone.%' ORDER BY id",
  );
  return rows;
}

describe('my number on my terms', () => {
  it('shares the verified number with the match only, and a withdrawal takes it off their screens', async () => {
    const { asha, ravi, channelId } = await matched();
    expect(await channelOf(ravi)).toMatchObject({ id: channelId, sharedPhone: null });

    await expectOk(share(asha, channelId, true));
    expect((await channelOf(ravi)).sharedPhone).toBe(NUMBER);
    expect((await headerOf(ravi, channelId)).sharedPhone).toBe(NUMBER);
    // The sharer sees that they share, not their own number as the other's.
    expect(await channelOf(asha)).toMatchObject({ sharedPhone: null, sharingMine: true });
    expect(await headerOf(asha, channelId)).toMatchObject({ sharingMine: true });
    expect(await headerOf(asha, channelId)).not.toHaveProperty('sharedPhone');

    // The member's data download lists the chats their number is shared in.
    const exported = (await expectOk(call(t, 'GET', '/api/account/export', { token: asha.token }))) as {
      numberSharedIn: { chatId: string }[];
    };
    expect(exported.numberSharedIn.map((row) => row.chatId)).toEqual([channelId]);

    await expectOk(share(asha, channelId, false));
    expect((await channelOf(ravi)).sharedPhone).toBeNull();
    expect(await headerOf(ravi, channelId)).not.toHaveProperty('sharedPhone');
    expect(await auditActions()).toEqual([
      { action: 'phone.shared', actor_id: asha.id, subject_id: ravi.id },
      { action: 'phone.withdrawn', actor_id: asha.id, subject_id: ravi.id },
    ]);
  });

  it('is withdrawn by a block, either way round, and cannot be shared again in a closed chat', async () => {
    const { asha, ravi, channelId } = await matched();
    await expectOk(share(asha, channelId, true));
    await expectOk(share(ravi, channelId, true));
    expect((await channelOf(asha)).sharedPhone).toBe(NUMBER);

    await expectOk(call(t, 'POST', '/api/safety/block', { token: ravi.token, json: { profileId: asha.id } }));
    // The blocked member still sees the chat, but no number in it.
    expect((await channelOf(asha)).sharedPhone).toBeNull();
    expect(await headerOf(asha, channelId)).not.toHaveProperty('sharedPhone');
    const { rows } = await t.db.query('SELECT 1 FROM chat_phone_shares');
    expect(rows).toHaveLength(0);
    await expectError(
      share(asha, channelId, true),
      409,
      'You can share your number only with a match you can still chat with.',
    );
    const withdrawn = (await auditActions()).filter((row) => row.action === 'phone.withdrawn');
    expect(withdrawn.map((row) => row.subject_id).sort()).toEqual([asha.id, ravi.id].sort());
  });

  it('answers a chat that is not the member’s like a missing one, and needs a verified number', async () => {
    const { channelId } = await matched();
    const outsider = await createMember(t, { gender: 'MALE' });
    await expectError(share(outsider, channelId, true), 404, 'Chat not found.');
    await expectError(share(outsider, 'no-such-chat', true), 404, 'Chat not found.');

    const { asha, channelId: own } = await matched();
    await t.db.query('UPDATE verifications SET phone_verified_at = NULL WHERE user_id = $1', [asha.id]);
    await expectError(share(asha, own, true), 400, 'Please verify your phone number before sharing it.');
    expect((await call(t, 'PUT', '/api/chat/phone-share', { json: { channelId: own, share: true } })).status).toBe(401);
  });
});
