import { describe, expect, it } from 'vitest';
import { showTo } from '../test/fixtures';
import { PendingRequestsResponseSchema } from '../../contract/schemas';
import { useTestServer } from '../test/test-server';
import { matchesRepository } from '../repositories/matches';
import { authed, createMember, type TestMember } from '../test/members';

const t = useTestServer();

async function send(from: TestMember, toProfileId: string, interested: boolean) {
  await showTo(t, from, { id: toProfileId });
  return t.app.inject({
    method: 'PUT',
    url: '/api/matches/send',
    headers: authed(from.token),
    payload: { toProfileId, interested },
  });
}

async function channelCount(x: TestMember, y: TestMember): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_channels WHERE member_a = least($1, $2) AND member_b = greatest($1, $2)',
    [x.id, y.id],
  );
  return rows[0].n;
}

async function pending(member: TestMember, start: number, limit: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/matches/get?start=${start}&limit=${limit}`,
    headers: authed(member.token),
  });
  expect(res.statusCode).toBe(200);
  return PendingRequestsResponseSchema.parse(res.json()).pendingRequests;
}

describe('PUT /api/matches/send', () => {
  it('records a decision once: a repeat is accepted, a changed mind is refused', async () => {
    const a = await createMember(t, { gender: 'MALE' });
    const b = await createMember(t, { gender: 'FEMALE' });

    expect((await send(a, b.id, true)).statusCode).toBe(200);
    const repeat = await send(a, b.id, true);
    expect(repeat.statusCode).toBe(200);
    const changed = await send(a, b.id, false);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      errorMessage: 'You have already accepted this profile, and a decision cannot be changed.',
    });

    const c = await createMember(t, { gender: 'FEMALE' });
    expect((await send(a, c.id, false)).statusCode).toBe(200);
    expect((await send(a, c.id, false)).statusCode).toBe(200);
    expect((await send(a, c.id, true)).json()).toEqual({
      errorMessage: 'You have already declined this profile, and a decision cannot be changed.',
    });

    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM match_decisions WHERE from_id = $1',
      [a.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it('opens one chat channel when both say yes, and none after a no', async () => {
    const a = await createMember(t, { gender: 'MALE' });
    const b = await createMember(t, { gender: 'FEMALE' });
    const c = await createMember(t, { gender: 'FEMALE' });

    expect((await send(a, b.id, true)).json()).toEqual({ matched: false });
    expect(await channelCount(a, b)).toBe(0);
    // The match moment's "Say hello" opens the pair's chat, the same one each side lists.
    const matched = (await send(b, a.id, true)).json() as { matched: boolean; channelId: string };
    expect(matched).toEqual({ matched: true, channelId: expect.any(String) });
    expect((await send(b, a.id, true)).json()).toEqual(matched);
    expect(await channelCount(a, b)).toBe(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/chat/channels?start=0&limit=10',
      headers: authed(a.token),
    });
    expect((listed.json() as { chatChannels: { id: string }[] }).chatChannels.map((c) => c.id)).toEqual([
      matched.channelId,
    ]);

    await send(a, c.id, true);
    await send(c, a.id, false);
    expect(await channelCount(a, c)).toBe(0);
  });

  it('creates exactly one channel when both accept at the same moment', async () => {
    const pairs: [TestMember, TestMember][] = [];
    for (let i = 0; i < 12; i++)
      pairs.push([await createMember(t, { gender: 'MALE' }), await createMember(t, { gender: 'FEMALE' })]);
    // Every pair's two acceptances (and a repeat of each) race each other and all the other pairs.
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [send(a, b.id, true), send(b, a.id, true), send(a, b.id, true), send(b, a.id, true)]),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    for (const [a, b] of pairs) expect(await channelCount(a, b)).toBe(1);
  });

  it('still opens the channel when the other yes is decided while the first is uncommitted', async () => {
    const a = await createMember(t, { gender: 'MALE' });
    const b = await createMember(t, { gender: 'FEMALE' });
    await showTo(t, a, b);
    await showTo(t, b, a);
    const repo = matchesRepository(t.db);
    let decided!: () => void;
    let release!: () => void;
    const firstDecided = new Promise<void>((resolve) => (decided = resolve));
    const hold = new Promise<void>((resolve) => (release = resolve));
    // The first acceptance stays uncommitted while the second one runs: the worst interleaving on PostgreSQL.
    const first = t.db.transaction(async (tx) => {
      await repo.decide(a.id, b.id, true, tx);
      decided();
      await hold;
    });
    await firstDecided;
    const second = t.db.transaction((tx) => repo.decide(b.id, a.id, true, tx));
    await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 300))]);
    release();
    await Promise.all([first, second]);
    expect(await channelCount(a, b)).toBe(1);
  });

  it('answers 404 for unknown and unpublished profiles, 400 for oneself', async () => {
    const a = await createMember(t, { gender: 'MALE' });
    const hidden = await createMember(t, { gender: 'FEMALE', published: false });
    for (const id of ['no-such-profile', hidden.id]) {
      const res = await send(a, id, true);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: 'Profile not found.' });
    }
    const self = await send(a, a.id, true);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ errorMessage: 'You cannot send a match request to yourself.' });
  });

  it('lets only active members decide', async () => {
    const pendingMember = await createMember(t, { published: false });
    const b = await createMember(t, { gender: 'MALE' });
    const res = await send(pendingMember, b.id, true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errorMessage:
        'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/matches/send',
      headers: authed(b.token),
      payload: { toProfileId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    // Nothing of the refused decision was written, and deciding on oneself is refused for the same reason first.
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM match_decisions WHERE from_id = $1',
      [pendingMember.id],
    );
    expect(rows[0].n).toBe(0);
    const self = await send(pendingMember, pendingMember.id, true);
    expect(self.statusCode).toBe(403);
  });

  it("writes what a decision changes with it: the queues, the member's taste and the place of a yes", async () => {
    const a = await createMember(t, { gender: 'MALE' });
    const b = await createMember(t, { gender: 'FEMALE' });
    const c = await createMember(t, { gender: 'FEMALE' });
    // Both women have queues (a first feed read), so a yes of the man is placed in theirs at once.
    for (const member of [a, b, c]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/feed/home', headers: authed(member.token) });
      expect(res.statusCode).toBe(200);
    }
    const queued = async (member: TestMember, candidate: TestMember) => {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feed_queue WHERE member_id = $1 AND candidate_id = $2',
        [member.id, candidate.id],
      );
      return rows[0].n === 1;
    };
    await t.db.query('DELETE FROM feed_queue WHERE member_id = $1 AND candidate_id = $2', [b.id, a.id]);
    expect((await send(a, b.id, true)).json()).toEqual({ matched: false });
    expect(await queued(a, b)).toBe(false);
    expect(await queued(b, a)).toBe(true);
    expect(await queued(c, a)).toBe(true);
    expect((await send(a, c.id, false)).json()).toEqual({ matched: false });
    expect(await queued(a, c)).toBe(false);
    expect(await queued(c, a)).toBe(false);
    const { rows } = await t.db.query<{ decisions: number }>(
      'SELECT decisions FROM member_taste WHERE member_id = $1',
      [a.id],
    );
    expect(rows[0]?.decisions).toBe(2);
  });
});

describe('GET /api/matches/get', () => {
  it('pages the members who said yes and await an answer, newest first', async () => {
    const me = await createMember(t, { gender: 'FEMALE' });
    const admirers: TestMember[] = [];
    for (let i = 0; i < 7; i++) {
      const admirer = await createMember(t, {
        gender: 'MALE',
        firstName: `Suitor${i}`,
        lastName: 'K',
        dob: `${1990 + i}-01-01`,
      });
      expect((await send(admirer, me.id, true)).statusCode).toBe(200);
      // Distinct timestamps even on a fast machine: the order is by time of the decision.
      await t.db.query('UPDATE match_decisions SET created_at = now() - make_interval(mins => $2) WHERE from_id = $1', [
        admirer.id,
        100 - i,
      ]);
      admirers.push(admirer);
    }
    const refuser = await createMember(t, { gender: 'MALE' });
    await send(refuser, me.id, false);

    const first = await pending(me, 0, 5);
    expect(first.map((r) => r.profileId)).toEqual(
      admirers
        .slice(2)
        .reverse()
        .map((a) => a.id),
    );
    expect(first[0]).toMatchObject({ name: 'Suitor6 K', profileId: admirers[6].id });
    expect(first[0].age).toBeGreaterThanOrEqual(29);
    expect(first[0].imageUrl).toMatch(/^\/api\/files\/photo\//);
    expect(typeof first[0].id).toBe('string');
    const second = await pending(me, 5, 5);
    expect(second.map((r) => r.profileId)).toEqual([admirers[1].id, admirers[0].id]);
    expect(await pending(me, 10, 5)).toEqual([]);

    // Answering a request takes it off the list, whichever the answer.
    await send(me, admirers[6].id, true);
    await send(me, admirers[5].id, false);
    expect((await pending(me, 0, 5)).map((r) => r.profileId)).toEqual(
      admirers
        .slice(0, 5)
        .reverse()
        .map((a) => a.id),
    );
  });

  it('shows a member nothing of requests addressed to others', async () => {
    const a = await createMember(t, { gender: 'FEMALE' });
    const b = await createMember(t, { gender: 'FEMALE' });
    const suitor = await createMember(t, { gender: 'MALE' });
    await send(suitor, a.id, true);
    expect(await pending(a, 0, 5)).toHaveLength(1);
    expect(await pending(b, 0, 5)).toEqual([]);
  });
});
