import { describe, expect, it, vi } from 'vitest';
import { showTo } from '../test/fixtures';
import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { FEED_ANSWER_MAX_AGE_MS } from './feed';
import { profilesRepository } from '../repositories/profiles';
import { toMatchTraits } from '../services/profile-view';
import { feedRepository, type ViewerRow } from '../repositories/feed';
import {
  FEED_FRESHNESS_SECONDS,
  FEED_LOW_WATER,
  FEED_QUEUE_MAX_AGE_SECONDS,
  FEED_RESCAN_DECISIONS,
  planRefill,
} from '../services/matching/queue-policy';
import { directionalFit, levelsOf } from '../services/matching/rules';
import { useTestServer } from '../test/test-server';
import { authed, createMember, decide, type MemberSpec, type TestMember } from '../test/members';

const t = useTestServer();

async function feedOf(member: TestMember): Promise<MemberProfile[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/feed/home', headers: authed(member.token) });
  expect(res.statusCode).toBe(200);
  return FeedResponseSchema.parse(res.json()).profiles;
}

async function traits(id: string) {
  const row = await profilesRepository(t.db).findById(id);
  if (!row) throw new Error(`no profile ${id}`);
  return levelsOf(toMatchTraits(row));
}

/** A member who smokes and drinks regularly, eats anything and is not religious. */
const EASYGOING: MemberSpec = {
  firstName: 'Arjun',
  gender: 'MALE',
  smoking: 'ALWAYS',
  drinking: 'ALWAYS',
  food: 'NON_VEGETARIAN',
  religion: 'HINDU',
  religious: 'ATHEIST',
};

describe('GET /api/feed/home', () => {
  it('ranks a candidate who fits both sides above one who fits only the member', async () => {
    const member = await createMember(t, EASYGOING);
    // Fits the member perfectly from his side, but she never smokes or drinks, is vegan and devout.
    const oneSided = await createMember(t, {
      firstName: 'Meera',
      gender: 'FEMALE',
      smoking: 'NEVER',
      drinking: 'NEVER',
      food: 'VEGAN',
      religion: 'HINDU',
      religious: 'CONSERVATIVE',
    });
    // Lives in another city and is a few years apart, but their habits and outlook suit each other.
    const mutual = await createMember(t, {
      firstName: 'Kavya',
      gender: 'FEMALE',
      dob: '1991-06-15',
      city: 'Mumbai',
      smoking: 'SOCIALLY',
      drinking: 'SOCIALLY',
      food: 'NON_VEGETARIAN',
      religion: 'HINDU',
      religious: 'AGNOSTIC',
    });

    const me = await traits(member.id);
    // From the member's side alone, the one-sided candidate would come first.
    expect(directionalFit(me, await traits(oneSided.id))).toBeGreaterThan(directionalFit(me, await traits(mutual.id)));

    const profiles = await feedOf(member);
    expect(profiles.map((p) => p.id)).toEqual([mutual.id, oneSided.id]);
    const [first, second] = profiles;
    expect(first.compatibility?.score).toBeGreaterThan(second.compatibility?.score ?? 100);
    expect(second.compatibility?.reasons).toContain(
      'Difference: you describe yourself as atheist, Meera as conservative',
    );
  });

  it('leaves out self, decided, refusing, unpublished, incomplete, unverified and other-pool profiles', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const visible = await createMember(t, { firstName: 'Visible', gender: 'FEMALE' });
    const decided = await createMember(t, { gender: 'FEMALE' });
    const refusing = await createMember(t, { gender: 'FEMALE' });
    await createMember(t, { gender: 'FEMALE', published: false });
    await createMember(t, { gender: 'FEMALE', onboarded: false });
    await createMember(t, { gender: 'FEMALE', verified: false });
    await createMember(t, { gender: 'MALE' });

    // Each decision answers 200 (decide checks it).
    await decide(t, member, decided, false);
    await decide(t, refusing, member, false);

    expect((await feedOf(member)).map((p) => p.id)).toEqual([visible.id]);
  });

  it('drops a profile from the queue once the member decides, and a refusal from the other side too', async () => {
    const member = await createMember(t, { gender: 'FEMALE' });
    const a = await createMember(t, { gender: 'MALE' });
    const b = await createMember(t, { gender: 'MALE' });
    expect((await feedOf(member)).map((p) => p.id).sort()).toEqual([a.id, b.id].sort());

    await t.app.inject({
      method: 'PUT',
      url: '/api/matches/send',
      headers: authed(member.token),
      payload: { toProfileId: a.id, interested: true },
    });
    await showTo(t, b, member);
    await t.app.inject({
      method: 'PUT',
      url: '/api/matches/send',
      headers: authed(b.token),
      payload: { toProfileId: member.id, interested: false },
    });
    expect(await feedOf(member)).toEqual([]);
  });

  it('never shows a decided or refusing profile, even one still queued by a refill that raced the decision', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const decided = await createMember(t, { gender: 'FEMALE' });
    const refusing = await createMember(t, { gender: 'FEMALE' });
    const kept = await createMember(t, { gender: 'FEMALE' });
    expect(await feedOf(member)).toHaveLength(3);
    // Recorded behind the queue's back: the queue still lists both.
    await t.db.query(
      `INSERT INTO match_decisions (id, from_id, to_id, interested) VALUES ('d1', $1, $2, true), ('d2', $3, $1, false)`,
      [member.id, decided.id, refusing.id],
    );
    expect((await feedOf(member)).map((p) => p.id)).toEqual([kept.id]);
  });

  it('answers a repeated call from memory: one read of the versions on PostgreSQL, none embedded', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await createMember(t, { gender: 'FEMALE' });
    await feedOf(member); // fills the queue; an answer computed around a refill is not kept
    const first = await feedOf(member);
    const query = vi.spyOn(t.db, 'query');
    try {
      expect(await feedOf(member)).toEqual(first);
      if (t.db.listen) {
        expect(query).not.toHaveBeenCalled();
      } else {
        expect(query).toHaveBeenCalledTimes(1);
        const [sql] = query.mock.calls[0];
        expect(sql).toContain('FROM profile_generation');
        expect(sql).not.toContain('feed_queue');
      }
    } finally {
      query.mockRestore();
    }
  });

  it('answers after a decision made here without first checking the answer kept before it', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await createMember(t, { gender: 'FEMALE', firstName: 'Kavya' });
    await createMember(t, { gender: 'FEMALE', firstName: 'Meera' });
    await feedOf(member); // fills the queue; an answer computed around a refill is not kept
    const [decided] = await feedOf(member);
    await decide(t, member, decided, false);
    const query = vi.spyOn(t.db, 'query');
    try {
      expect((await feedOf(member)).map((p) => p.id)).not.toContain(decided.id);
      expect(query.mock.calls.some(([sql]) => sql.includes('SELECT version::text FROM feed_state'))).toBe(false);
    } finally {
      query.mockRestore();
    }
  });

  it('answers right after a decision from the queue the decision read, still leaving out a block recorded since', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await createMember(t, { gender: 'FEMALE', firstName: 'Kavya' });
    await createMember(t, { gender: 'FEMALE', firstName: 'Meera' });
    const blocker = await createMember(t, { gender: 'FEMALE', firstName: 'Nisha' });
    await feedOf(member); // fills the queue
    const [decided] = (await feedOf(member)).filter((p) => p.id !== blocker.id);
    await decide(t, member, decided, false);
    // Written straight to the database, as another instance of the server would, after the decision read the queue.
    await t.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, member.id]);
    const query = vi.spyOn(t.db, 'query');
    try {
      const ids = (await feedOf(member)).map((p) => p.id);
      expect(ids).toHaveLength(1);
      expect(ids).not.toContain(decided.id);
      expect(ids).not.toContain(blocker.id);
      // The queue was not read again: the decision's statement answered it.
      expect(query.mock.calls.some(([sql]) => sql.includes('FROM feed_queue q'))).toBe(false);
    } finally {
      query.mockRestore();
    }
    // The next answer reads the queue again, and is the same.
    expect((await feedOf(member)).map((p) => p.id)).toHaveLength(1);
  });

  it('never answers from memory what changed since, whichever instance wrote it', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const other = await createMember(t, { gender: 'FEMALE', firstName: 'Kavya' });
    expect((await feedOf(member)).map((p) => p.name.firstName)).toEqual(['Kavya']);
    // Written straight to the database, as another instance of the server would.
    await t.db.query("UPDATE profiles SET first_name = 'Kavitha' WHERE id = $1", [other.id]);
    expect((await feedOf(member)).map((p) => p.name.firstName)).toEqual(['Kavitha']);
    await t.db.query('DELETE FROM profile_images WHERE profile_id = $1', [other.id]);
    expect((await feedOf(member))[0].images).toEqual([]);
    await t.db.query('UPDATE profiles SET published_at = NULL WHERE id = $1', [other.id]);
    expect(await feedOf(member)).toEqual([]);
    // The member's own verification is withdrawn: the gate applies at once.
    await t.db.query('UPDATE verifications SET id_file = NULL, id_at = NULL WHERE user_id = $1', [member.id]);
    const res = await t.app.inject({ method: 'GET', url: '/api/feed/home', headers: authed(member.token) });
    expect(res.statusCode).toBe(403);
  });

  it('does not keep an answer whose data changed while it was being computed', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const other = await createMember(t, { gender: 'FEMALE', firstName: 'Kavya' });
    await feedOf(member); // fills the queue; not kept
    const realQuery = t.db.query.bind(t.db);
    const query = vi.spyOn(t.db, 'query').mockImplementation(async (sql, params) => {
      const result = await realQuery(sql, params);
      // Another request renames the suggestion right after this answer's profiles were read.
      if (sql.includes('image_keys'))
        await realQuery("UPDATE profiles SET first_name = 'Kavitha' WHERE id = $1", [other.id]);
      return result as never;
    });
    try {
      expect((await feedOf(member)).map((p) => p.name.firstName)).toEqual(['Kavya']);
    } finally {
      query.mockRestore();
    }
    expect((await feedOf(member)).map((p) => p.name.firstName)).toEqual(['Kavitha']);
  });

  it('computes the answer again once it is FEED_ANSWER_MAX_AGE_MS old (photo links and ages move with time)', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await createMember(t, { gender: 'FEMALE' });
    await feedOf(member);
    await feedOf(member);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + FEED_ANSWER_MAX_AGE_MS - 1000);
      const query = vi.spyOn(t.db, 'query');
      const readsOfTheQueue = () => query.mock.calls.filter(([sql]) => sql.includes('json_agg')).length;
      await feedOf(member);
      expect(readsOfTheQueue()).toBe(0);
      vi.setSystemTime(Date.now() + 1000);
      await feedOf(member);
      expect(readsOfTheQueue()).toBe(1);
      query.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows everyone to a member of gender OTHER', async () => {
    const member = await createMember(t, { gender: 'OTHER' });
    const ids = [
      (await createMember(t, { gender: 'MALE' })).id,
      (await createMember(t, { gender: 'FEMALE' })).id,
      (await createMember(t, { gender: 'OTHER' })).id,
    ];
    expect((await feedOf(member)).map((p) => p.id).sort()).toEqual(ids.sort());
  });

  it('answers the spec profile shape with truthful, two-sided reasons', async () => {
    const member = await createMember(t, {
      gender: 'MALE',
      city: 'Pune',
      languages: ['HINDI', 'MARATHI'],
      food: 'VEGETARIAN',
    });
    const other = await createMember(t, {
      firstName: 'Isha',
      lastName: 'Rao',
      gender: 'FEMALE',
      city: 'Pune',
      languages: ['MARATHI', 'ENGLISH'],
      food: 'VEGETARIAN',
      religion: 'SIKH',
      photos: 2,
    });
    const [profile] = await feedOf(member);
    expect(profile).toMatchObject({
      id: other.id,
      name: { firstName: 'Isha', lastName: 'Rao' },
      basicDetails: { gender: 'FEMALE', height: 66, weight: 62 },
      location: 'Pune, India',
      familyDetails: { languages: ['MARATHI', 'ENGLISH'] },
    });
    expect(profile.images).toHaveLength(2);
    expect(profile.images[0].url).toMatch(/^\/api\/files\/photo\//);
    const reasons = profile.compatibility?.reasons ?? [];
    expect(reasons).toEqual(
      expect.arrayContaining(['You both speak Marathi', 'You both live in Pune', 'You are both vegetarian']),
    );
    expect(reasons).toContain('Difference: you are Hindu and Isha is Sikh');
    expect(reasons.filter((reason) => reason.startsWith('Difference:'))).toHaveLength(1);
    expect(profile.compatibility?.score).toBeGreaterThan(0);
    expect(profile.compatibility?.score).toBeLessThanOrEqual(100);
  });

  it('says the reasons in the language the app asks for, the same suggestion in English unchanged', async () => {
    const member = await createMember(t, {
      gender: 'MALE',
      city: 'Pune',
      languages: ['HINDI', 'MARATHI'],
      food: 'VEGETARIAN',
    });
    await createMember(t, {
      firstName: 'Isha',
      gender: 'FEMALE',
      city: 'Pune',
      languages: ['MARATHI', 'ENGLISH'],
      food: 'VEGETARIAN',
      religion: 'SIKH',
    });
    const reasonsIn = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/feed/home',
        headers: { ...authed(member.token), 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('Accept-Language');
      return FeedResponseSchema.parse(res.json()).profiles[0].compatibility?.reasons ?? [];
    };
    expect(await reasonsIn('hi')).toEqual(
      expect.arrayContaining([
        'आप दोनों मराठी बोलते हैं',
        'आप दोनों Pune में रहते हैं',
        'आप दोनों शाकाहारी हैं',
        'अंतर: धर्म (आप: हिंदू, Isha: सिख)',
      ]),
    );
    expect(await reasonsIn('ta-IN,ta;q=0.9')).toEqual(
      expect.arrayContaining([
        'நீங்கள் இருவரும் மராத்தி பேசுகிறீர்கள்',
        'நீங்கள் இருவரும் Pune நகரில் வசிக்கிறீர்கள்',
        'நீங்கள் இருவரும் சைவம்',
        'வேறுபாடு: மதம் (நீங்கள்: இந்து, Isha: சீக்கியர்)',
      ]),
    );
    expect(await reasonsIn('en-IN')).toEqual(
      expect.arrayContaining([
        'You both speak Marathi',
        'You both live in Pune',
        'You are both vegetarian',
        'Difference: you are Hindu and Isha is Sikh',
      ]),
    );
  });

  it('marks a queue exhausted only from a look through the whole pool; a refresh leaves the mark', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const other = await createMember(t, { gender: 'FEMALE' });
    const queues = feedRepository(t.db);
    const built = { generation: '1', model: 0, decisions: 0, at: new Date(), changes: null };
    const exhausted = async () => (await queues.findViewerAndQueue(member.id))?.viewer.exhausted;
    await queues.replaceQueue(member.id, [{ candidateId: other.id, rank: 1 }], null, built);
    expect(await exhausted()).toBe(false);
    await queues.replaceQueue(member.id, [{ candidateId: other.id, rank: 1 }], 50, built);
    expect(await exhausted()).toBe(true);
    await queues.replaceQueue(member.id, [{ candidateId: other.id, rank: 1 }], null, built);
    expect(await exhausted()).toBe(true);
    await queues.replaceQueue(member.id, [{ candidateId: other.id, rank: 1 }], 1, built);
    expect(await exhausted()).toBe(false);
  });

  it('refuses members who are not yet published', async () => {
    const member = await createMember(t, { published: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/feed/home', headers: authed(member.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errorMessage:
        'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.',
    });
  });

  it('requires a member token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/feed/home' });
    expect(res.statusCode).toBe(401);
  });
});

describe('planRefill', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const viewer = (
    refilledSecondsAgo: number | null,
    exhausted: boolean,
    built: Partial<ViewerRow> = {},
  ): ViewerRow => ({
    id: 'me',
    active: true,
    paused: false,
    refilled_at: refilledSecondsAgo === null ? null : new Date(now - refilledSecondsAgo * 1000),
    exhausted,
    built_generation: '1',
    built_model: '0',
    built_decisions: 0,
    built_changes: null,
    feed_version: '1',
    generation: '1',
    ...built,
  });
  const still = { decisions: 0, model: 0 };

  it('scores before answering only when the queue is empty', () => {
    expect(planRefill(viewer(null, false), 0, still, now)).toBe('now');
    expect(planRefill(viewer(10, false), 0, still, now)).toBe('now');
    expect(planRefill(viewer(10, false), FEED_LOW_WATER, still, now)).toBe('none');
  });

  it('ranks the whole pool again in the background when the queue runs low or grows old', () => {
    expect(planRefill(viewer(10, false), FEED_LOW_WATER, still, now)).toBe('none');
    expect(planRefill(viewer(10, false), FEED_LOW_WATER - 1, still, now)).toBe('full');
    expect(planRefill(viewer(FEED_QUEUE_MAX_AGE_SECONDS + 1, false), FEED_LOW_WATER, still, now)).toBe('full');
  });

  it('does not look through an exhausted pool again for a low or empty queue: only refreshes add to it', () => {
    for (const queued of [0, 3]) {
      expect(planRefill(viewer(600, true), queued, still, now)).toBe('none');
      expect(planRefill(viewer(600, true), queued, { decisions: FEED_RESCAN_DECISIONS, model: 0 }, now)).toBe(
        'refresh',
      );
      expect(planRefill(viewer(600, true, { generation: '2' }), queued, still, now)).toBe('refresh');
      expect(planRefill(viewer(FEED_QUEUE_MAX_AGE_SECONDS + 1, true), queued, still, now)).toBe('full');
    }
  });

  it("looks through the whole pool again once the member's own answers or preferences changed", () => {
    const built = { built_changes: new Date(now - 60_000) };
    const changed = { ...still, ownChange: now - 30_000 };
    expect(planRefill(viewer(10, true, built), 0, changed, now)).toBe('now');
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS, true, built), FEED_LOW_WATER, changed, now)).toBe('full');
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS - 1, true, built), FEED_LOW_WATER, changed, now)).toBe('none');
    const before = { ...still, ownChange: now - 90_000 };
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS, true, built), FEED_LOW_WATER, before, now)).toBe('none');
  });

  it('refreshes the queue in the background after the member decided a few times', () => {
    const moved = { decisions: FEED_RESCAN_DECISIONS, model: 0 };
    expect(planRefill(viewer(1, false), FEED_LOW_WATER, { decisions: FEED_RESCAN_DECISIONS - 1, model: 0 }, now)).toBe(
      'none',
    );
    expect(planRefill(viewer(1, false), FEED_LOW_WATER, moved, now)).toBe('refresh');
  });

  it('refreshes the queue when profiles or the model moved, at most once per freshness period', () => {
    const newProfiles = { generation: '2' };
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS - 1, false, newProfiles), FEED_LOW_WATER, still, now)).toBe('none');
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS, false, newProfiles), FEED_LOW_WATER, still, now)).toBe('refresh');
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS, false), FEED_LOW_WATER, { decisions: 0, model: 1 }, now)).toBe(
      'refresh',
    );
    expect(planRefill(viewer(FEED_FRESHNESS_SECONDS, false), FEED_LOW_WATER, still, now)).toBe('none');
  });
});
