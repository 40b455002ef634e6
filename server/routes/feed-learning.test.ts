import { describe, expect, it } from 'vitest';
import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { FEED_FRESHNESS_SECONDS } from '../services/matching/queue-policy';
import { useTestServer, type TestServer } from '../test/test-server';
import { authed, createMember, decide, type MemberSpec, type TestMember } from '../test/members';

async function feedOf(t: TestServer, member: TestMember): Promise<MemberProfile[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/feed/home', headers: authed(member.token) });
  expect(res.statusCode).toBe(200);
  return FeedResponseSchema.parse(res.json()).profiles;
}

/** Two candidates the rules cannot tell apart but for smoking; the rules prefer the one who smokes socially. */
const SMOKER: MemberSpec = { gender: 'FEMALE', smoking: 'SOCIALLY', firstName: 'Sana' };
const NON_SMOKER: MemberSpec = { gender: 'FEMALE', smoking: 'NEVER', firstName: 'Nila' };
const EASYGOING_MAN: MemberSpec = { gender: 'MALE', smoking: 'ALWAYS', firstName: 'Arjun' };

/** A member who turns down five women who smoke socially, one after another. */
async function rejectSmokers(t: TestServer, member: TestMember): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const smoker = await createMember(t, { ...SMOKER, firstName: `Smoker${i}`, city: 'Nagpur' });
    await decide(t, member, smoker, false);
  }
}

describe('learned matching', () => {
  let now = Date.parse('2026-11-24T09:00:00Z');
  const t = useTestServer({ matching: { clock: () => now, refitEveryMs: 0 } });

  it('puts someone who already said yes first, says so, and a yes then makes a match at once', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const waiting = await createMember(t, { gender: 'FEMALE', firstName: 'Esha' });
    const liker = await createMember(t, { gender: 'FEMALE', firstName: 'Lata' });
    await decide(t, liker, member, true);

    const profiles = await feedOf(t, member);
    expect(profiles.map((p) => p.id)).toEqual([liker.id, waiting.id]);
    expect(profiles[0].interestedInYou).toBe(true);
    expect(profiles[0].compatibility?.reasons[0]).toBe('Lata already said yes to you');
    expect(profiles[1].interestedInYou).toBeUndefined();
    expect(profiles[1].compatibility?.reasons.join(' ')).not.toContain('said yes');
    expect(await decide(t, member, liker, true)).toEqual({ matched: true, channelId: expect.any(String) });
  });

  it('shows someone new on Home before a request waiting in Activity to a member who answers requests there', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    // He answers four requests in Activity, none of them shown to him on Home.
    for (let i = 0; i < 4; i++) {
      const earlier = await createMember(t, { gender: 'FEMALE', firstName: `Earlier${i}` });
      await decide(t, earlier, member, true);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/matches/send',
        headers: authed(member.token),
        payload: { toProfileId: earlier.id, interested: i % 2 === 0 },
      });
      expect(res.statusCode).toBe(200);
    }
    const waiting = await createMember(t, { gender: 'FEMALE', firstName: 'Esha' });
    const liker = await createMember(t, { gender: 'FEMALE', firstName: 'Lata' });
    await decide(t, liker, member, true);
    // How members answer requests is read in with every instance's decisions, at the next sync (every 2 s).
    await t.app.matching.sync(true);

    const profiles = await feedOf(t, member);
    expect(profiles.map((p) => p.id)).toEqual([waiting.id, liker.id]);
    // Where she is shown, she is still shown as interested.
    expect(profiles[1].interestedInYou).toBe(true);
  });

  it('keeps showing the same suggestion on Home until the member decides, though each showing counts', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await createMember(t, { gender: 'FEMALE', firstName: 'Asha' });
    await createMember(t, { gender: 'FEMALE', firstName: 'Bina' });
    const first = (await feedOf(t, member))[0].id;
    expect((await feedOf(t, member))[0].id).toBe(first);
    expect((await feedOf(t, member))[0].id).toBe(first);
  });

  it('places a yes at the top of the other member’s existing queue at once', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await createMember(t, { gender: 'FEMALE', firstName: `Other${i}` }));
    // Alike to the others but for her city, so she is not the first suggestion before her yes.
    const liker = await createMember(t, { gender: 'FEMALE', firstName: 'Lata', city: 'Delhi' });
    const before = await feedOf(t, member);
    expect(before[0].id).not.toBe(liker.id);
    await decide(t, liker, member, true);
    expect((await feedOf(t, member))[0]).toMatchObject({ id: liker.id, interestedInYou: true });
  });

  it('shows a newly published member in existing queues once the freshness period has passed', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const early = await createMember(t, { gender: 'FEMALE' });
    expect((await feedOf(t, member)).map((p) => p.id)).toEqual([early.id]);

    const newcomer = await createMember(t, { gender: 'FEMALE', firstName: 'Nisha' });
    now += FEED_FRESHNESS_SECONDS * 1000;
    await feedOf(t, member); // notices that profiles moved and ranks the pool again in the background
    await t.app.matching.settled();
    expect((await feedOf(t, member)).map((p) => p.id)).toContain(newcomer.id);
  });

  it('refreshes a queue with the profiles changed after those it was built from, not the whole pool', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const queued = await createMember(t, { gender: 'FEMALE', firstName: 'Queued' });
    const unchanged = await createMember(t, { gender: 'FEMALE', firstName: 'Quiet' });
    await t.app.matching.sync(true);
    const builtFrom = t.app.matching.changesKnownUntil();
    const newcomer = await createMember(t, { gender: 'FEMALE', firstName: 'Nisha' });
    await t.app.matching.sync(true);

    const rank = (builtFromChanges: number) =>
      t.app.matching.rankPool(member.id, new Set(), new Set(), 50, {
        keep: [queued.id],
        builtFromChanges,
        window: 0,
        offset: 0,
      });
    const ids = (await rank(builtFrom)).map((entry) => entry.candidateId);
    expect(ids).toContain(newcomer.id);
    expect(ids).toContain(queued.id);
    // Built from changes later than all of them: only what the queue holds is ranked again.
    const later = (await rank(t.app.matching.changesKnownUntil() + 60_000)).map((entry) => entry.candidateId);
    expect(later).toEqual([queued.id]);
    expect(later).not.toContain(unchanged.id);
  });

  it('suggests one profile first to a limited number of members a day', async () => {
    const star = await createMember(t, { gender: 'FEMALE', firstName: 'Star' });
    const other = await createMember(t, {
      gender: 'FEMALE',
      firstName: 'Other',
      religion: 'JAIN',
      religious: 'CONSERVATIVE',
      food: 'VEGAN',
      city: 'Kathmandu',
      country: 'Nepal',
      languages: ['NEPALI'],
    });
    const firsts: string[] = [];
    for (let i = 0; i < 12; i++) {
      const viewer = await createMember(t, { gender: 'MALE' });
      const profiles = await feedOf(t, viewer);
      // Nobody is left without a suggestion, even once both are over the day's cap.
      expect(profiles.map((p) => p.id).sort()).toEqual([star.id, other.id].sort());
      firsts.push(profiles[0].id);
    }
    // With this few members active, the cap is five a day: the star first five times, then the other five times.
    expect(firsts.slice(0, 10)).toEqual([...Array(5).fill(star.id), ...Array(5).fill(other.id)]);
    // Both over the cap: the better fit first again.
    expect(firsts.slice(10)).toEqual(Array(2).fill(star.id));
  });

  it('learns from consistent rejections of one trait and changes the order', async () => {
    const member = await createMember(t, EASYGOING_MAN);
    const smoker = await createMember(t, SMOKER);
    const nonSmoker = await createMember(t, NON_SMOKER);
    await rejectSmokers(t, member);
    // The rules alone put the smoker first (the test below, with learning off, shows it).
    expect((await feedOf(t, member)).map((p) => p.id)).toEqual([nonSmoker.id, smoker.id]);
  });

  it('learns from every decision of a member, also when two arrive at once', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const [a, b, c] = [
      await createMember(t, { gender: 'FEMALE' }),
      await createMember(t, { gender: 'FEMALE' }),
      await createMember(t, { gender: 'FEMALE' }),
    ];
    await decide(t, member, a, false);
    await Promise.all([decide(t, member, b, true), decide(t, member, c, false)]);
    const { rows } = await t.db.query<{ decisions: number }>(
      'SELECT decisions FROM member_taste WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ decisions: 3 }]);
  });

  it('uses a taste another instance stored after the one it holds', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const candidate = await createMember(t, { gender: 'FEMALE' });
    await decide(t, member, await createMember(t, { gender: 'FEMALE' }), false);
    await t.app.matching.sync(true);
    const learned = t.app.matching.acceptanceOf(member.id, candidate.id);
    // Another instance learned from a second decision: the stored taste moves on, with every offset set high.
    const { rows } = await t.db.query<{ offsets: number[] }>('SELECT offsets FROM member_taste WHERE member_id = $1', [
      member.id,
    ]);
    const offsets = rows[0].offsets.map((value, index) => (index < rows[0].offsets.length / 2 ? 1 : value));
    await t.db.query(
      'UPDATE member_taste SET offsets = $2, decisions = 2, updated_at = clock_timestamp() WHERE member_id = $1',
      [member.id, offsets],
    );
    await t.app.matching.sync(true);
    expect(t.app.matching.decisionsOf(member.id)).toBe(2);
    expect(t.app.matching.acceptanceOf(member.id, candidate.id)).not.toBeCloseTo(learned ?? 0, 6);
  });

  it('gives reasons from the model that ranked: a factor the member learned to dislike is no longer a reason', async () => {
    const member = await createMember(t, { gender: 'MALE', city: 'Pune' });
    const candidate = await createMember(t, { gender: 'FEMALE', city: 'Pune', firstName: 'Isha' });
    const reasonsOf = async () => (await feedOf(t, member)).find((p) => p.id === candidate.id)?.compatibility?.reasons;
    expect(await reasonsOf()).toContain('You both live in Pune');

    // He turns down women of his own city and says yes to women elsewhere who are otherwise alike.
    for (let i = 0; i < 8; i++) {
      const neighbour = await createMember(t, { gender: 'FEMALE', city: 'Pune', firstName: `Neighbour${i}` });
      await decide(t, member, neighbour, false);
      const away = await createMember(t, { gender: 'FEMALE', city: 'Mumbai', firstName: `Away${i}` });
      await decide(t, member, away, true);
    }
    const reasons = await reasonsOf();
    expect(reasons).toBeDefined();
    expect(reasons).not.toContain('You both live in Pune');
  });
});

describe('matching with learning switched off', () => {
  const t = useTestServer({ matching: { learning: false, refitEveryMs: 0 } });

  it('keeps the rules’ order whatever the member rejected', async () => {
    const member = await createMember(t, EASYGOING_MAN);
    const smoker = await createMember(t, SMOKER);
    const nonSmoker = await createMember(t, NON_SMOKER);
    await rejectSmokers(t, member);
    expect((await feedOf(t, member)).map((p) => p.id)).toEqual([smoker.id, nonSmoker.id]);
  });
});
