import { describe, expect, it } from 'vitest';
import { call, expectOk, form, showTo } from '../test/fixtures';
import { createMember, decide, type TestMember } from '../test/members';
import { detailedJpeg, seenBehind } from '../test/photo-bytes';
import { useTestServer } from '../test/test-server';

/*
 * Photo privacy applies everywhere a photo appears. The profile page, Home, Activity's requests and the chat
 * list are held by privacy-photos.test.ts; here: search, the shortlist, Viewed you, the chat header, and the
 * bell and emails, which carry no photo at all.
 */
const t = useTestServer({ notify: { pollMs: 3_600_000, messageDelayMs: 0, retryDelayMs: () => 0 } });

const seenAt = (url: string | null | undefined) => seenBehind(t, url);

/** A member with one detailed photo, in this photo mode. */
async function withPhoto(firstName: string, gender: 'FEMALE' | 'MALE', photos: 'BLURRED' | 'EVERYONE') {
  const member = await createMember(t, { firstName, gender, photos: 0 });
  await expectOk(
    call(t, 'POST', '/api/profile/images', { token: member.token, form: form({ image0: await detailedJpeg() }) }),
  );
  await expectOk(call(t, 'PUT', '/api/profile/privacy', { token: member.token, json: { photos } }));
  return member;
}

type Card = { id: string; photo: string | null };

async function searchCard(viewer: TestMember, owner: TestMember): Promise<Card | undefined> {
  const page = (await expectOk(call(t, 'GET', '/api/search', { token: viewer.token }))) as { profiles: Card[] };
  return page.profiles.find((profile) => profile.id === owner.id);
}

async function shortlistCard(viewer: TestMember, owner: TestMember): Promise<Card | undefined> {
  const page = (await expectOk(call(t, 'GET', '/api/shortlist', { token: viewer.token }))) as { profiles: Card[] };
  return page.profiles.find((profile) => profile.id === owner.id);
}

describe('photo privacy in every place a photo appears', () => {
  it('search and the shortlist give a stranger the blurred copy, and the original once the owner accepts', async () => {
    const owner = await withPhoto('Ira', 'FEMALE', 'BLURRED');
    const stranger = await createMember(t, { firstName: 'Sam', gender: 'MALE', photos: 0 });
    await expectOk(call(t, 'PUT', `/api/shortlist/${owner.id}`, { token: stranger.token }));

    expect(await seenAt((await searchCard(stranger, owner))?.photo)).toBe('BLURRED');
    expect(await seenAt((await shortlistCard(stranger, owner))?.photo)).toBe('BLURRED');

    await decide(t, owner, stranger, true);
    expect(await seenAt((await searchCard(stranger, owner))?.photo)).toBe('ORIGINAL');
    expect(await seenAt((await shortlistCard(stranger, owner))?.photo)).toBe('ORIGINAL');
  });

  it("Viewed you shows a visitor's photo as the visitor's mode allows", async () => {
    const visitor = await withPhoto('Ira', 'FEMALE', 'BLURRED');
    const visited = await createMember(t, { firstName: 'Sam', gender: 'MALE', photos: 0 });
    await showTo(t, visitor, visited);
    await expectOk(call(t, 'GET', `/api/profile/get?profileId=${visited.id}`, { token: visitor.token }));
    const body = (await expectOk(call(t, 'GET', '/api/profile/viewers', { token: visited.token }))) as {
      viewers: { profileId: string; photo: string | null }[];
    };
    expect(body.viewers.map((viewer) => viewer.profileId)).toEqual([visitor.id]);
    expect(await seenAt(body.viewers[0].photo)).toBe('BLURRED');
  });

  it("the chat header shows a match the other's original photo", async () => {
    const owner = await withPhoto('Ira', 'FEMALE', 'BLURRED');
    const match = await createMember(t, { firstName: 'Manu', gender: 'MALE', photos: 0 });
    await decide(t, owner, match, true);
    await decide(t, match, owner, true);
    const channels = (await expectOk(call(t, 'GET', '/api/chat/channels', { token: match.token }))) as {
      chatChannels: { id: string }[];
    };
    const history = (await expectOk(
      call(t, 'GET', `/api/chat/history?channelId=${channels.chatChannels[0].id}`, { token: match.token }),
    )) as { partner?: { imageUrl: string | null } };
    expect(await seenAt(history.partner?.imageUrl)).toBe('ORIGINAL');
  });

  it('the bell and the emails about a member carry no photo link at all', async () => {
    const owner = await withPhoto('Ira', 'FEMALE', 'BLURRED');
    const other = await withPhoto('Manu', 'MALE', 'EVERYONE');
    // Ira says yes to Manu: his bell and his email tell of her request.
    await decide(t, owner, other, true);
    await t.app.notifier.drain();
    const bell = (await expectOk(call(t, 'GET', '/api/notifications', { token: other.token }))) as {
      notifications: unknown[];
    };
    expect(bell.notifications.length).toBeGreaterThan(0);
    expect(JSON.stringify(bell)).not.toContain('/api/files/');
    const emails = t.outbox.messages.filter((message) => message.channel === 'email' && message.to === other.email);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(JSON.stringify(email)).not.toMatch(/api\/files|photo\//);
  });
});
