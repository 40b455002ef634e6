import { describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, call, expectOk, form, showTo } from '../test/fixtures';
import { createMember, decide, type TestMember } from '../test/members';
import { detailedJpeg, measure, photoBytes, seenBehind, type Seen } from '../test/photo-bytes';
import { sweepOrphanFiles } from '../services/uploads';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

const PLACEHOLDER = '/api/photos/placeholder.jpg';
const seenAt = (url: string | null | undefined) => seenBehind(t, url);
const bytesOf = (url: string) => photoBytes(t, url);

type Mode = 'EVERYONE' | 'BLURRED' | 'MATCHES_ONLY';

async function setMode(owner: TestMember, photos: Mode) {
  const body = await expectOk(call(t, 'PUT', '/api/profile/privacy', { token: owner.token, json: { photos } }));
  expect(body).toEqual({ photos, hidden: false, recordVisits: true });
}

/** The owner with one detailed photo, a stranger shown her profile, a member she accepted, and a match. */
async function cast() {
  const owner = await createMember(t, { firstName: 'Ira', gender: 'FEMALE' });
  await expectOk(
    call(t, 'POST', '/api/profile/images', { token: owner.token, form: form({ image0: await detailedJpeg() }) }),
  );
  const stranger = await createMember(t, { firstName: 'Sam', gender: 'MALE' });
  const accepted = await createMember(t, { firstName: 'Anil', gender: 'MALE' });
  const match = await createMember(t, { firstName: 'Manu', gender: 'MALE' });
  await showTo(t, stranger, owner);
  await decide(t, owner, accepted, true);
  await decide(t, owner, match, true);
  await decide(t, match, owner, true);
  return { owner, stranger, accepted, match };
}

async function profilePhoto(viewer: TestMember, owner: TestMember) {
  const body = (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${owner.id}`, { token: viewer.token }))) as {
    images: { url: string; standIn?: string }[];
  };
  expect(body.images).toHaveLength(1);
  return body.images[0];
}

const EXPECTED: Record<Mode, Record<'stranger' | 'accepted' | 'match', Seen>> = {
  EVERYONE: { stranger: 'ORIGINAL', accepted: 'ORIGINAL', match: 'ORIGINAL' },
  BLURRED: { stranger: 'BLURRED', accepted: 'ORIGINAL', match: 'ORIGINAL' },
  MATCHES_ONLY: { stranger: 'PLACEHOLDER', accepted: 'PLACEHOLDER', match: 'ORIGINAL' },
};

describe('photo privacy', () => {
  it('starts as EVERYONE and refuses an unknown mode', async () => {
    const owner = await createMember(t);
    expect(await expectOk(call(t, 'GET', '/api/profile/privacy', { token: owner.token }))).toEqual({
      photos: 'EVERYONE',
      hidden: false,
      recordVisits: true,
    });
    const bad = await call(t, 'PUT', '/api/profile/privacy', { token: owner.token, json: { photos: 'FRIENDS' } });
    expect(bad.status).toBe(400);
    expect((await call(t, 'GET', '/api/profile/privacy')).status).toBe(401);
  });

  it.each(['EVERYONE', 'BLURRED', 'MATCHES_ONLY'] as const)(
    'in %s mode gives each viewer the photo their relation allows, on the profile page and in every list',
    async (mode) => {
      const { owner, stranger, accepted, match } = await cast();
      await setMode(owner, mode);
      const expected = EXPECTED[mode];

      // A member's view of the profile page.
      for (const [who, viewer] of Object.entries({ stranger, accepted, match }) as [
        keyof typeof expected,
        TestMember,
      ][]) {
        const image = await profilePhoto(viewer, owner);
        expect(await seenAt(image.url), who).toBe(expected[who]);
        expect(image.standIn, who).toBe(expected[who] === 'ORIGINAL' ? undefined : expected[who]);
      }

      // The stranger's suggestions on Home.
      const feed = (await expectOk(call(t, 'GET', '/api/feed/home', { token: stranger.token }))) as {
        profiles: { id: string; images: { url: string }[] }[];
      };
      const suggested = feed.profiles.find((profile) => profile.id === owner.id);
      expect(await seenAt(suggested?.images[0]?.url)).toBe(expected.stranger);

      // The accepted member's pending requests (Activity).
      const requests = (await expectOk(call(t, 'GET', '/api/matches/get', { token: accepted.token }))) as {
        pendingRequests: { profileId: string; imageUrl: string | null }[];
      };
      const request = requests.pendingRequests.find((entry) => entry.profileId === owner.id);
      expect(await seenAt(request?.imageUrl)).toBe(expected.accepted);

      // The match's chat list.
      const chats = (await expectOk(call(t, 'GET', '/api/chat/channels', { token: match.token }))) as {
        chatChannels: { imageUrl: string | null }[];
      };
      expect(await seenAt(chats.chatChannels[0]?.imageUrl)).toBe(expected.match);

      // The owner always sees her own photos.
      const own = (await expectOk(call(t, 'GET', '/api/profile/my', { token: owner.token }))) as {
        images: { url: string }[];
      };
      expect(await seenAt(own.images[0]?.url)).toBe('ORIGINAL');
    },
  );

  it('keeps the original out of reach of a stranger in BLURRED mode, even with an old or guessed link', async () => {
    const { owner, stranger, accepted } = await cast();
    // A link handed out while the photos were open to everyone.
    const before = await profilePhoto(stranger, owner);
    expect(await seenAt(before.url)).toBe('ORIGINAL');
    await setMode(owner, 'BLURRED');

    expect((await bytesOf(before.url)).status).toBe(403);
    const blurred = await profilePhoto(stranger, owner);
    expect(await seenAt(blurred.url)).toBe('BLURRED');
    // The blurred copy's link says nothing about the original's name, and its signature opens nothing else.
    const originalKey = new URL(before.url, 'http://x').pathname.replace('/api/files/', '');
    const blurredUrl = new URL(blurred.url, 'http://x');
    expect(blurredUrl.pathname).not.toContain(originalKey.replace(/^photo\/|\.jpg$/g, ''));
    const swapped = `/api/files/${originalKey}${blurredUrl.search}`;
    expect((await bytesOf(swapped)).status).toBe(403);
    expect((await bytesOf(`${swapped}&scope=private`)).status).toBe(403);

    // The member she accepted is given a link that opens the original.
    expect(await seenAt((await profilePhoto(accepted, owner)).url)).toBe('ORIGINAL');
    // Back to everyone: a plain link opens again.
    await setMode(owner, 'EVERYONE');
    expect(await seenAt((await profilePhoto(stranger, owner)).url)).toBe('ORIGINAL');
  });

  it('clears the blurred photo once the owner accepts the viewer', async () => {
    const { owner, stranger } = await cast();
    await setMode(owner, 'BLURRED');
    expect(await seenAt((await profilePhoto(stranger, owner)).url)).toBe('BLURRED');
    await decide(t, owner, stranger, true);
    expect(await seenAt((await profilePhoto(stranger, owner)).url)).toBe('ORIGINAL');
  });

  it.each(['BLURRED', 'MATCHES_ONLY'] as const)('shows staff the originals in %s mode', async (mode) => {
    const { owner } = await cast();
    await setMode(owner, mode);
    // Back in review: staff open the profile from the admin list.
    await t.db.query('UPDATE profiles SET published_at = NULL WHERE id = $1', [owner.id]);
    const admin = await t.createAccount('admin');
    const list = (await expectOk(
      call(t, 'GET', '/api/profile/list', { token: admin.token, headers: ADMIN_HEADERS }),
    )) as { id: string; imageUrls: string[] }[];
    const listed = list.find((item) => item.id === owner.id);
    expect(await seenAt(listed?.imageUrls[0])).toBe('ORIGINAL');
  });

  it('keeps the blurred copy as long as its photo, and removes it with the photo', async () => {
    const { owner, stranger } = await cast();
    await setMode(owner, 'BLURRED');
    const blurred = (await profilePhoto(stranger, owner)).url;
    // The sweep of unreferenced files leaves a blurred copy alone: its photo still refers to it.
    await sweepOrphanFiles(t.db, t.files, { olderThanMs: -60_000 });
    expect(await seenAt(blurred)).toBe('BLURRED');

    const own = (await expectOk(call(t, 'GET', '/api/profile/my', { token: owner.token }))) as {
      images: { url: string }[];
    };
    const imageUrl = encodeURIComponent(own.images[0].url);
    await expectOk(call(t, 'DELETE', `/api/profile/images?imageUrl=${imageUrl}`, { token: owner.token }));
    expect((await bytesOf(blurred)).status).toBe(404);
  });

  it('serves the placeholder to anyone, and it is one flat colour', async () => {
    const { status, bytes } = await bytesOf(PLACEHOLDER);
    expect(status).toBe(200);
    expect((await measure(bytes)).detail).toBe(0);
  });
});
