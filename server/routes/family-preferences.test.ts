import { describe, expect, it } from 'vitest';
import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { call, expectError, expectOk } from '../test/fixtures';
import { createMember, type MemberSpec, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

/*
 * Partner preferences on the family fields (marital status, mother tongue, community, manglik, the least
 * guna match): each a wish or a dealbreaker, both ways, on Home's suggestions and in search.
 */

const t = useTestServer();

const prefer = (member: TestMember, json: unknown) =>
  expectOk(call(t, 'PUT', '/api/profile/partner-preferences', { token: member.token, json }));

async function feedOf(member: TestMember): Promise<MemberProfile[]> {
  const body = await expectOk(call(t, 'GET', '/api/feed/home', { token: member.token }));
  return FeedResponseSchema.parse(body).profiles;
}
const ids = (profiles: { id: string }[]) => profiles.map((p) => p.id);
const found = async (member: TestMember) =>
  ids(
    ((await expectOk(call(t, 'GET', '/api/search', { token: member.token }))) as { profiles: { id: string }[] })
      .profiles,
  );

const MUMBAI = { city: 'Mumbai', country: 'India', latitude: 19.076, longitude: 72.8777 };
/** Born together in Mumbai: the same Moon (Karka, Ashlesha), a guna match of 28 of 36 between a woman and a man. */
const BIRTH = { dob: '1990-12-06' };
const horoscope = (member: TestMember, manglik: string, share = true) =>
  expectOk(
    call(t, 'PUT', '/api/profile/horoscope', {
      token: member.token,
      json: { birthTime: '22:56', birthPlace: MUMBAI, manglik, share },
    }),
  );

async function member(spec: MemberSpec, background: Record<string, unknown> = {}): Promise<TestMember> {
  const created = await createMember(t, { ...BIRTH, religion: 'HINDU', ...spec });
  await expectOk(
    call(t, 'PUT', '/api/profile/background', {
      token: created.token,
      json: { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', motherTongue: 'HINDI', ...background },
    }),
  );
  return created;
}

/** Each field: the preference, and what a member who fits it and one who does not give. */
const FIELDS: {
  field: string;
  wish: Record<string, unknown>;
  fits: Record<string, unknown>;
  misses: Record<string, unknown>;
  manglik?: [string, string];
}[] = [
  {
    field: 'maritalStatuses',
    wish: { maritalStatuses: ['NEVER_MARRIED'] },
    fits: {},
    misses: { maritalStatus: 'DIVORCED', children: 'NONE' },
  },
  { field: 'motherTongues', wish: { motherTongues: ['MARATHI'] }, fits: { motherTongue: 'MARATHI' }, misses: {} },
  {
    field: 'communities',
    wish: { communities: ['Brahmin'] },
    fits: { community: 'Brahmin' },
    misses: { community: 'Maratha' },
  },
  { field: 'manglik', wish: { manglik: ['NO'] }, fits: {}, misses: {}, manglik: ['NO', 'YES'] },
];

describe('partner preferences on the family fields', () => {
  for (const { field, wish, fits, misses, manglik } of FIELDS) {
    it(`keeps ${field} as a dealbreaker out both ways on Home and in search, and keeps no one out as a wish`, async () => {
      const arun = await member({ gender: 'MALE', firstName: 'Arun' });
      const fit = await member({ gender: 'FEMALE', firstName: 'Fita' }, fits);
      const miss = await member({ gender: 'FEMALE', firstName: 'Mira' }, misses);
      if (manglik) {
        await horoscope(fit, manglik[0]);
        await horoscope(miss, manglik[1]);
      }

      await prefer(arun, { ...wish, dealbreakers: [field] });
      expect(ids(await feedOf(arun))).toEqual([fit.id]);
      expect(ids(await feedOf(miss))).toEqual([]);
      expect(ids(await feedOf(fit))).toEqual([arun.id]);
      // Search shows no one whose dealbreakers the searcher falls outside.
      expect(await found(miss)).toEqual([]);
      expect(await found(fit)).toEqual([arun.id]);

      // The other way: a woman's dealbreaker keeps out the man who misses it.
      await prefer(arun, {});
      const asker = await member({ gender: 'FEMALE', firstName: 'Asha' });
      await prefer(asker, { ...wish, dealbreakers: [field] });
      const ravi = await member({ gender: 'MALE', firstName: 'Ravi' }, fits);
      const mohan = await member({ gender: 'MALE', firstName: 'Mohan' }, misses);
      if (manglik) {
        await horoscope(ravi, manglik[0]);
        await horoscope(mohan, manglik[1]);
      }
      // Arun gave no value but the never-married default: unknown values never meet a dealbreaker.
      expect(ids(await feedOf(asker)).sort()).toEqual(
        [ravi.id, ...(field === 'maritalStatuses' ? [arun.id] : [])].sort(),
      );
      expect(ids(await feedOf(mohan))).not.toContain(asker.id);
      expect(await found(mohan)).not.toContain(asker.id);
      expect(await found(ravi)).toContain(asker.id);

      // As a wish: no one is kept out.
      await prefer(asker, wish);
      expect(await found(mohan)).toContain(asker.id);
      const later = await member({ gender: 'MALE', firstName: 'Mani' }, misses);
      if (manglik) await horoscope(later, manglik[1]);
      expect(ids(await feedOf(later))).toContain(asker.id);
    });
  }

  it('says when a suggestion speaks the member’s mother tongue, and names a stated one as asked', async () => {
    const arun = await member({ gender: 'MALE', firstName: 'Arun' }, { motherTongue: 'MARATHI' });
    await member({ gender: 'FEMALE', firstName: 'Meena' }, { motherTongue: 'MARATHI' });
    const [first] = await feedOf(arun);
    expect(first?.compatibility?.reasons).toContain('Speaks Marathi, like you');

    await prefer(arun, { motherTongues: ['MARATHI'] });
    const [again] = await feedOf(arun);
    expect(again?.compatibility?.reasons).toContain('Mother tongue Marathi, as you asked');
    expect(again?.compatibility?.reasons).not.toContain('Speaks Marathi, like you');
  });

  it('refuses a community or a guna match outside the lists, and a dealbreaker with no value', async () => {
    const arun = await member({ gender: 'MALE' });
    await expectError(
      call(t, 'PUT', '/api/profile/partner-preferences', { token: arun.token, json: { communities: ['Nobody'] } }),
      400,
      /communities/i,
    );
    await expectError(
      call(t, 'PUT', '/api/profile/partner-preferences', { token: arun.token, json: { minGuna: 37 } }),
      400,
      'Min guna must be at most 36.',
    );
    await expectError(
      call(t, 'PUT', '/api/profile/partner-preferences', { token: arun.token, json: { dealbreakers: ['minGuna'] } }),
      400,
      'Guna match is marked a dealbreaker but has no preference set.',
    );
    const saved = {
      maritalStatuses: ['NEVER_MARRIED'],
      motherTongues: ['TAMIL'],
      communities: ['Nair'],
      manglik: ['NO'],
      minGuna: 18,
      dealbreakers: ['minGuna'],
    };
    await prefer(arun, saved);
    expect(await expectOk(call(t, 'GET', '/api/profile/partner-preferences', { token: arun.token }))).toEqual(saved);
  });
});

describe('the least guna match', () => {
  const couple = async (name: string, share = true) => {
    const man = await member({ gender: 'MALE', firstName: name });
    await horoscope(man, 'NO', share);
    return man;
  };

  it('holds between two who share a horoscope, both ways; without one it fails as a dealbreaker and passes as a wish', async () => {
    // Everyone here is born together: any man and woman who both share have a match of 28 of 36.
    const ravi = await couple('Ravi');
    const meera = await member({ gender: 'FEMALE', firstName: 'Meera' });
    await horoscope(meera, 'NO');
    const sita = await member({ gender: 'FEMALE', firstName: 'Sita' });

    await prefer(ravi, { minGuna: 28, dealbreakers: ['minGuna'] });
    expect(ids(await feedOf(ravi))).toEqual([meera.id]);
    expect(ids(await feedOf(sita))).toEqual([]);
    expect(await found(meera)).toEqual([ravi.id]);
    expect(await found(sita)).toEqual([]);

    const raj = await couple('Raj');
    await prefer(raj, { minGuna: 29, dealbreakers: ['minGuna'] });
    expect(ids(await feedOf(raj))).toEqual([]);
    expect(await found(meera)).toEqual([ravi.id]);

    // The other way round: a woman asks, the man is judged.
    const uma = await member({ gender: 'FEMALE', firstName: 'Uma' });
    await horoscope(uma, 'NO');
    await prefer(uma, { minGuna: 29, dealbreakers: ['minGuna'] });
    const vijay = await couple('Vijay');
    expect(ids(await feedOf(vijay))).not.toContain(uma.id);
    expect(await found(vijay)).not.toContain(uma.id);
    await prefer(uma, { minGuna: 28, dealbreakers: ['minGuna'] });
    expect(await found(vijay)).toContain(uma.id);
    expect(ids(await feedOf(await couple('Kiran')))).toContain(uma.id);

    // A horoscope kept private is not shared: the match is unknown and the dealbreaker leaves the pair out.
    const hidden = await couple('Hari', false);
    expect(ids(await feedOf(hidden))).not.toContain(uma.id);
    expect(await found(hidden)).not.toContain(uma.id);

    // As a wish, a member without a shared horoscope is still suggested and found.
    await prefer(uma, { minGuna: 29 });
    expect(await found(hidden)).toContain(uma.id);
    expect(ids(await feedOf(await couple('Mohan', false)))).toContain(uma.id);
  });
});
