import { describe, expect, it } from 'vitest';
import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { FEED_FRESHNESS_SECONDS } from '../services/matching/queue-policy';
import { call, expectOk } from '../test/fixtures';
import { useTestServer, type TestServer } from '../test/test-server';
import { authed, createMember, decide, type TestMember } from '../test/members';

/*
 * Partner preferences in matching: a dealbreaker keeps a candidate out both ways in every path
 * that fills or orders a queue, and a soft wish orders suggestions until the member's own decisions say
 * otherwise.
 */

async function feedOf(t: TestServer, member: TestMember): Promise<MemberProfile[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/feed/home', headers: authed(member.token) });
  expect(res.statusCode).toBe(200);
  return FeedResponseSchema.parse(res.json()).profiles;
}
const ids = (profiles: MemberProfile[]) => profiles.map((p) => p.id);

const VEGETARIANS_ONLY = { food: ['VEGETARIAN', 'VEGAN'], dealbreakers: ['food'] };

describe('partner preferences in matching', () => {
  let now = Date.parse('2026-11-24T09:00:00Z');
  const t = useTestServer({ matching: { clock: () => now, refitEveryMs: 0 } });
  const prefer = (member: TestMember, json: unknown) =>
    expectOk(call(t, 'PUT', '/api/profile/partner-preferences', { token: member.token, json }));
  const requestsOf = async (member: TestMember) =>
    (
      (await expectOk(call(t, 'GET', '/api/matches/get?start=0&limit=5', { token: member.token }))) as {
        pendingRequests: { profileId: string; outsidePreferences?: boolean }[];
      }
    ).pendingRequests;

  it("never suggests someone outside the member's dealbreakers, nor someone whose dealbreakers leave the member out", async () => {
    const member = await createMember(t, { gender: 'MALE', food: 'NON_VEGETARIAN', firstName: 'Manoj' });
    const veena = await createMember(t, { gender: 'FEMALE', food: 'VEGETARIAN', firstName: 'Veena' });
    const mira = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: 'Mira' });
    const pia = await createMember(t, { gender: 'FEMALE', food: 'VEGAN', firstName: 'Pia' });
    await prefer(member, VEGETARIANS_ONLY);
    // Pia will not marry a meat-eater: Manoj fits his own wishes for her, not hers.
    await prefer(pia, VEGETARIANS_ONLY);

    expect(ids(await feedOf(t, member))).toEqual([veena.id]);
    expect(ids(await feedOf(t, mira))).toEqual([]);
    expect(ids(await feedOf(t, pia))).toEqual([]);
    expect(ids(await feedOf(t, veena))).toEqual([member.id]);
  });

  it('drops a queued candidate once the member makes a dealbreaker that excludes them, and no refill brings them back', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    const veena = await createMember(t, { gender: 'FEMALE', food: 'VEGETARIAN', firstName: 'Veena' });
    const mira = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: 'Mira' });
    expect(ids(await feedOf(t, member)).sort()).toEqual([veena.id, mira.id].sort());

    await prefer(member, VEGETARIANS_ONLY);
    expect(ids(await feedOf(t, member))).toEqual([veena.id]);
    now += FEED_FRESHNESS_SECONDS * 1000;
    await feedOf(t, member);
    await t.app.matching.settled();
    expect(ids(await feedOf(t, member))).toEqual([veena.id]);
    // Mira no longer has Manoj in front of her either.
    expect(ids(await feedOf(t, mira))).toEqual([]);
  });

  it('does not place a yes from outside the dealbreakers at the top of the queue; it waits in Activity, marked', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await prefer(member, VEGETARIANS_ONLY);
    const veena = await createMember(t, { gender: 'FEMALE', food: 'VEGETARIAN', firstName: 'Veena' });
    expect(ids(await feedOf(t, member))).toEqual([veena.id]);

    const mira = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: 'Mira' });
    const lata = await createMember(t, { gender: 'FEMALE', food: 'VEGAN', firstName: 'Lata', city: 'Delhi' });
    await decide(t, mira, member, true);
    await decide(t, lata, member, true);

    expect((await feedOf(t, member))[0]).toMatchObject({ id: lata.id, interestedInYou: true });
    expect(ids(await feedOf(t, member))).not.toContain(mira.id);
    const requests = await requestsOf(member);
    expect(requests.find((r) => r.profileId === mira.id)).toMatchObject({ outsidePreferences: true });
    expect(requests.find((r) => r.profileId === lata.id)).not.toHaveProperty('outsidePreferences');
    // He may still answer her: nothing she sent is lost.
    expect(await decide(t, member, mira, true)).toEqual({ matched: true, channelId: expect.any(String) });
  });

  it('keeps the dealbreakers after the model is fitted again', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await prefer(member, VEGETARIANS_ONLY);
    const veena = await createMember(t, { gender: 'FEMALE', food: 'VEGETARIAN', firstName: 'Veena' });
    const mira = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: 'Mira' });
    // Decisions for the refit to learn from.
    for (let i = 0; i < 4; i++) {
      const other = await createMember(t, { gender: 'FEMALE', food: 'VEGAN', firstName: `Other${i}` });
      await decide(t, member, other, i % 2 === 0);
    }
    await t.app.matching.refit();
    now += FEED_FRESHNESS_SECONDS * 1000;
    await feedOf(t, member);
    await t.app.matching.settled();
    const shown = ids(await feedOf(t, member));
    expect(shown).toContain(veena.id);
    expect(shown).not.toContain(mira.id);
  });

  it('suggests a newcomer who fits the dealbreakers, never one who does not', async () => {
    const member = await createMember(t, { gender: 'MALE' });
    await prefer(member, VEGETARIANS_ONLY);
    const early = await createMember(t, { gender: 'FEMALE', food: 'VEGAN' });
    expect(ids(await feedOf(t, member))).toEqual([early.id]);

    const nisha = await createMember(t, { gender: 'FEMALE', food: 'VEGETARIAN', firstName: 'Nisha' });
    const neha = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: 'Neha' });
    now += FEED_FRESHNESS_SECONDS * 1000;
    await feedOf(t, member);
    await t.app.matching.settled();
    const shown = ids(await feedOf(t, member));
    expect(shown).toContain(nisha.id);
    expect(shown).not.toContain(neha.id);
  });

  it('orders by a soft wish and names the wishes met and missed', async () => {
    const member = await createMember(t, { gender: 'MALE', drinking: 'NEVER', firstName: 'Manoj' });
    const other = await createMember(t, { gender: 'MALE', drinking: 'NEVER', firstName: 'Mohan' });
    await prefer(member, { heightRange: { min: 60, max: 64 } });
    const hema = await createMember(t, { gender: 'FEMALE', height: 62, drinking: 'OCCASIONALLY', firstName: 'Hema' });
    const tara = await createMember(t, { gender: 'FEMALE', height: 70, drinking: 'NEVER', firstName: 'Tara' });
    // Manoj asked for someone of Hema's height; Mohan, alike but for the wish, is likelier to say yes to Tara:
    // neither of them drinks.
    const first = await feedOf(t, member);
    expect(ids(first)).toEqual([hema.id, tara.id]);
    const chance = (viewer: TestMember, candidate: TestMember) =>
      t.app.matching.acceptanceOf(viewer.id, candidate.id) ?? NaN;
    expect(chance(other, tara)).toBeGreaterThan(chance(other, hema));
    expect(chance(member, hema)).toBeGreaterThan(chance(member, tara));
    expect(first[0]!.compatibility?.reasons).toContain(`5' 2" tall, as you asked`);
    expect(first[1]!.compatibility?.reasons).toContain(`Difference: 5' 10" tall, not the height you asked for`);
  });

  it('lets the member’s own decisions overturn a soft wish', async () => {
    const member = await createMember(t, { gender: 'MALE', food: 'NON_VEGETARIAN', firstName: 'Manoj' });
    await prefer(member, { food: ['VEGAN'] });
    const vani = await createMember(t, { gender: 'FEMALE', food: 'VEGAN', firstName: 'Vani' });
    const gita = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: 'Gita' });
    await t.app.matching.sync(true);
    const chance = (candidate: TestMember) => t.app.matching.acceptanceOf(member.id, candidate.id) ?? NaN;
    // His wish makes a yes to the vegan likelier, though she eats differently from him.
    expect(chance(vani)).toBeGreaterThan(chance(gita));

    // He turns down vegans and says yes to meat-eaters who are otherwise alike.
    for (let i = 0; i < 8; i++) {
      const vegan = await createMember(t, { gender: 'FEMALE', food: 'VEGAN', firstName: `Vegan${i}` });
      await decide(t, member, vegan, false);
      const meat = await createMember(t, { gender: 'FEMALE', food: 'NON_VEGETARIAN', firstName: `Meat${i}` });
      await decide(t, member, meat, true);
    }
    expect(chance(gita)).toBeGreaterThan(chance(vani));
  });
});
