import { describe, expect, it } from 'vitest';
import { call, expectOk, showTo } from '../test/fixtures';
import { createMember, decide, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

async function privacy(member: TestMember, json: Record<string, unknown>) {
  return expectOk(call(t, 'PUT', '/api/profile/privacy', { token: member.token, json }));
}

async function feedIds(member: TestMember): Promise<string[]> {
  const body = (await expectOk(call(t, 'GET', '/api/feed/home', { token: member.token }))) as {
    profiles: { id: string }[];
  };
  return body.profiles.map((profile) => profile.id);
}

async function requestIds(member: TestMember): Promise<string[]> {
  const body = (await expectOk(call(t, 'GET', '/api/matches/get', { token: member.token }))) as {
    pendingRequests: { profileId: string }[];
  };
  return body.pendingRequests.map((entry) => entry.profileId);
}

async function viewersOf(member: TestMember, query = '') {
  return (await expectOk(call(t, 'GET', `/api/profile/viewers${query}`, { token: member.token }))) as {
    viewers: { profileId: string; firstName: string; photo: string | null; viewedAt: number }[];
    total: number;
  };
}

async function view(viewer: TestMember, owner: TestMember) {
  await showTo(t, viewer, owner);
  await expectOk(call(t, 'GET', `/api/profile/get?profileId=${owner.id}`, { token: viewer.token }));
}

describe('a pause', () => {
  it('takes the member out of suggestions and requests at once, keeps matches and chats, and resume brings them back', async () => {
    const paused = await createMember(t, { firstName: 'Priya', gender: 'FEMALE' });
    const seeker = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const asked = await createMember(t, { firstName: 'Kiran', gender: 'MALE' });
    const match = await createMember(t, { firstName: 'Mohan', gender: 'MALE' });
    await decide(t, paused, match, true);
    await decide(t, match, paused, true);
    await decide(t, paused, asked, true);
    expect(await feedIds(seeker)).toContain(paused.id);
    expect(await requestIds(asked)).toContain(paused.id);

    expect(await privacy(paused, { hidden: true })).toEqual({ photos: 'EVERYONE', hidden: true, recordVisits: true });
    expect(await feedIds(seeker)).not.toContain(paused.id);
    // Her pending request waits unseen while she is paused.
    expect(await requestIds(asked)).not.toContain(paused.id);
    // Requests cannot reach her, nor can a stranger open her page.
    await showTo(t, seeker, paused);
    const refused = await call(t, 'PUT', '/api/matches/send', {
      token: seeker.token,
      json: { toProfileId: paused.id, interested: true },
    });
    expect(refused.status).toBe(404);
    expect((await call(t, 'GET', `/api/profile/get?profileId=${paused.id}`, { token: seeker.token })).status).toBe(404);
    // Her own suggestions are paused too.
    expect(await feedIds(paused)).toEqual([]);
    // The match and the chat stay.
    const chats = (await expectOk(call(t, 'GET', '/api/chat/channels', { token: match.token }))) as {
      chatChannels: { name: string }[];
    };
    expect(chats.chatChannels.map((channel) => channel.name)).toEqual(['Priya Member']);
    await expectOk(call(t, 'GET', `/api/profile/get?profileId=${paused.id}`, { token: match.token }));

    await privacy(paused, { hidden: false });
    expect(await feedIds(seeker)).toContain(paused.id);
    expect(await requestIds(asked)).toContain(paused.id);
    expect((await feedIds(paused)).length).toBeGreaterThan(0);
  });
});

describe('who viewed me', () => {
  it('records a visit once a day per pair, newest first, with name and photo', async () => {
    const owner = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const first = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    const second = await createMember(t, { firstName: 'Nikhil', gender: 'MALE' });
    await view(first, owner);
    await view(first, owner);
    await view(second, owner);
    const { viewers, total } = await viewersOf(owner);
    expect(total).toBe(2);
    expect(viewers.map((viewer) => viewer.firstName)).toEqual(['Nikhil', 'Dev']);
    expect(viewers[0].profileId).toBe(second.id);
    expect(viewers[0].photo).toMatch(/^\/api\/files\/photo\//);
    expect(viewers[0].viewedAt).toBeGreaterThanOrEqual(viewers[1].viewedAt);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM profile_visits WHERE owner_id = $1 AND viewer_id = $2',
      [owner.id, first.id],
    );
    expect(rows[0].n).toBe(1);
    // The visitor's data download lists the visit, once.
    const exported = (await expectOk(call(t, 'GET', '/api/account/export', { token: first.token }))) as {
      visitsMade: { profileId: string }[];
      profile: { photoPrivacy: string; paused: boolean; recordVisits: boolean };
    };
    expect(exported.visitsMade.map((visit) => visit.profileId)).toEqual([owner.id]);
    expect(exported.profile).toMatchObject({ photoPrivacy: 'EVERYONE', paused: false, recordVisits: true });
    // Pages.
    const page = await viewersOf(owner, '?start=1&limit=1');
    expect(page).toMatchObject({ total: 2, viewers: [{ firstName: 'Dev' }] });
    // Visits of one's own page are not visits.
    await expectOk(call(t, 'GET', `/api/profile/get?profileId=${owner.id}`, { token: owner.token }));
    expect((await viewersOf(owner)).total).toBe(2);
  });

  it('works both ways when off: visits are not recorded and others are not shown', async () => {
    const owner = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const quiet = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    const open = await createMember(t, { firstName: 'Nikhil', gender: 'MALE' });
    await privacy(quiet, { recordVisits: false });
    await view(quiet, owner);
    await view(open, owner);
    expect((await viewersOf(owner)).viewers.map((viewer) => viewer.firstName)).toEqual(['Nikhil']);

    // The quiet member does not see who viewed them either.
    await view(owner, quiet);
    expect(await viewersOf(quiet)).toEqual({ viewers: [], total: 0 });
    // The owner turns visits off: her list is empty, and her own visits stop being recorded.
    await privacy(owner, { recordVisits: false });
    expect(await viewersOf(owner)).toEqual({ viewers: [], total: 0 });
    await view(owner, open);
    await privacy(owner, { recordVisits: true });
    expect((await viewersOf(open)).total).toBe(0);
  });

  it('leaves a paused viewer out of the list until they resume', async () => {
    const owner = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const viewer = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    await view(viewer, owner);
    expect((await viewersOf(owner)).total).toBe(1);
    await privacy(viewer, { hidden: true });
    expect(await viewersOf(owner)).toEqual({ viewers: [], total: 0 });
    await privacy(viewer, { hidden: false });
    expect((await viewersOf(owner)).viewers.map((entry) => entry.profileId)).toEqual([viewer.id]);
  });

  it('shows a viewer’s photo as the viewer’s own privacy allows', async () => {
    const owner = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const viewer = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    await privacy(viewer, { photos: 'MATCHES_ONLY' });
    await view(viewer, owner);
    expect((await viewersOf(owner)).viewers[0].photo).toBe('/api/photos/placeholder.jpg');
  });
});
