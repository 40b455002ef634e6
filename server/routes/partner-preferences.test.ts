import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server';
import { call, expectError, expectOk, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';

const t = useTestServer();

const get = (member: TestMember) => call(t, 'GET', '/api/profile/partner-preferences', { token: member.token });
const put = (member: TestMember, json: unknown) =>
  call(t, 'PUT', '/api/profile/partner-preferences', { token: member.token, json });
const pool = (member: TestMember) => call(t, 'GET', '/api/profile/partner-preferences/pool', { token: member.token });

/** A year of birth that makes a member `age` today (birthday on the first of January). */
const bornAt = (age: number) => `${new Date().getUTCFullYear() - age}-01-01`;

const FULL = {
  ageRange: { min: 24, max: 31 },
  heightRange: { min: 60, max: 74 },
  religions: ['HINDU', 'JAIN'],
  religious: ['MODERATE', 'CONSERVATIVE'],
  smoking: ['NEVER', 'OCCASIONALLY'],
  drinking: ['NEVER', 'OCCASIONALLY', 'SOCIALLY'],
  food: ['VEGETARIAN', 'VEGAN'],
  languages: ['HINDI', 'MARATHI'],
  minEducation: 'BACHELOR',
  incomeSlabs: ['10_20_LPA', '20_50_LPA'],
  countries: ['India'],
  cities: ['Pune', 'Mumbai'],
  dealbreakers: ['ageRange', 'religions', 'smoking', 'food'],
};

describe('GET and PUT /api/profile/partner-preferences', () => {
  it('answers {} before any were saved, then exactly what was saved', async () => {
    const asha = await createMember(t, { gender: 'FEMALE' });
    expect(await expectOk(get(asha))).toEqual({});
    const saved = (await expectOk(put(asha, FULL))) as { preferences: unknown; pool: { count: number } };
    expect(saved.preferences).toEqual(FULL);
    expect(await expectOk(get(asha))).toEqual(FULL);
    // Replaced as a whole: what is not sent is no preference any more.
    await expectOk(put(asha, { food: ['VEGAN'] }));
    expect(await expectOk(get(asha))).toEqual({ food: ['VEGAN'] });
    await expectOk(put(asha, {}));
    expect(await expectOk(get(asha))).toEqual({});
  });

  it('refuses bad input with a message and saves nothing', async () => {
    const asha = await createMember(t, { gender: 'FEMALE' });
    await expectOk(put(asha, { food: ['VEGETARIAN'], dealbreakers: ['food'] }));
    await expectError(
      put(asha, { ageRange: { min: 31, max: 24 } }),
      400,
      'The lowest age must not be above the highest.',
    );
    await expectError(
      put(asha, { heightRange: { min: 74, max: 60 } }),
      400,
      'The lowest height must not be above the highest.',
    );
    await expectError(put(asha, { religions: ['HINDU', 'ROMAN'] }), 400, 'Please choose a valid religions.');
    await expectError(put(asha, { ageRange: { min: 18, max: 30 } }), 400, 'Min must be at least 21.');
    await expectError(
      put(asha, { food: ['VEGAN'], dealbreakers: ['food', 'smoking'] }),
      400,
      'Smoking is marked a dealbreaker but has no preference set.',
    );
    await expectError(put(asha, { smoking: [], dealbreakers: ['smoking'] }), 400, /Smoking is marked a dealbreaker/);
    await expectError(put(asha, { hairColour: ['BLACK'] }), 400, 'Unexpected field: hairColour.');
    expect(await expectOk(get(asha))).toEqual({ food: ['VEGETARIAN'], dealbreakers: ['food'] });
  });

  it('is the member’s own: no token is refused, and nobody else’s answers carry them', async () => {
    await expectError(call(t, 'GET', '/api/profile/partner-preferences'), 401, /log in/i);
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    // Values that appear nowhere else, so any leak shows.
    await expectOk(put(asha, { cities: ['Shillong'], countries: ['Bhutan'], ageRange: { min: 47, max: 53 } }));
    await showTo(t, ravi, asha);
    const answers = [
      await call(t, 'GET', `/api/profile/get?profileId=${asha.id}`, { token: ravi.token }),
      await call(t, 'GET', '/api/feed/home', { token: ravi.token }),
      await call(t, 'GET', '/api/profile/my', { token: ravi.token }),
      await call(t, 'GET', '/api/profile/partner-preferences', { token: ravi.token }),
    ];
    expect(answers[0]!.status).toBe(200);
    expect(answers[3]!.body).toEqual({});
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      for (const secret of ['Shillong', 'Bhutan', 'dealbreaker', 'ageRange', 'preferences'])
        expect(text).not.toContain(secret);
    }
  });

  it('is in the member’s data download and goes with the account', async () => {
    const asha = await createMember(t, { gender: 'FEMALE' });
    await expectOk(put(asha, FULL));
    const data = (await expectOk(call(t, 'GET', '/api/account/export', { token: asha.token }))) as Record<
      string,
      unknown
    >;
    expect(data.partnerPreferences).toEqual(FULL);

    await expectOk(
      call(t, 'POST', '/api/account/delete', {
        token: asha.token,
        json: { confirmation: 'DELETE', password: 'Password@123' },
      }),
    );
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM partner_preferences WHERE member_id = $1',
      [asha.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the pool preferences leave', () => {
  it('counts published members who fit the dealbreakers both ways, and says what widening adds', async () => {
    const asha = await createMember(t, { gender: 'FEMALE', dob: bornAt(28), food: 'VEGETARIAN' });
    // In her range: 26 and 30; two more just outside it (32, 33), one far outside (45).
    await createMember(t, { gender: 'MALE', dob: bornAt(26) });
    await createMember(t, { gender: 'MALE', dob: bornAt(30), smoking: 'ALWAYS' });
    await createMember(t, { gender: 'MALE', dob: bornAt(32) });
    await createMember(t, { gender: 'MALE', dob: bornAt(33) });
    await createMember(t, { gender: 'MALE', dob: bornAt(45) });
    // Not counted: unpublished, of her own gender pool, or refusing her by his own dealbreaker.
    await createMember(t, { gender: 'MALE', dob: bornAt(27), published: false });
    await createMember(t, { gender: 'FEMALE', dob: bornAt(27) });
    const picky = await createMember(t, { gender: 'MALE', dob: bornAt(29) });
    await expectOk(put(picky, { food: ['NON_VEGETARIAN'], dealbreakers: ['food'] }));

    const saved = (await expectOk(
      put(asha, { ageRange: { min: 25, max: 31 }, smoking: ['NEVER'], dealbreakers: ['ageRange', 'smoking'] }),
    )) as { pool: unknown };
    expect(saved.pool).toEqual({
      count: 1,
      relax: [
        {
          field: 'ageRange',
          text: 'Widening the age range to 22-34 adds 2 members',
          adds: 2,
          preferences: { ageRange: { min: 22, max: 34 }, smoking: ['NEVER'], dealbreakers: ['ageRange', 'smoking'] },
        },
        {
          field: 'smoking',
          text: 'Making smoking a wish instead of a dealbreaker adds 1 member',
          adds: 1,
          preferences: { ageRange: { min: 25, max: 31 }, smoking: ['NEVER'], dealbreakers: ['ageRange'] },
        },
      ],
    });
    expect(await expectOk(pool(asha))).toEqual(saved.pool);

    // One tap: saving the advice's preferences.
    const widened = (await expectOk(
      put(asha, (saved.pool as { relax: { preferences: unknown }[] }).relax[0]!.preferences),
    )) as {
      pool: { count: number };
    };
    expect(widened.pool.count).toBe(3);
    // Without dealbreakers every published man counts but the one whose own dealbreaker she misses.
    expect(await expectOk(put(asha, {}))).toMatchObject({ pool: { count: 5, relax: [] } });
  });

  it('leaves out a member whose own dealbreakers the viewer misses, and one with an unknown value', async () => {
    const asha = await createMember(t, { gender: 'FEMALE', height: 62 });
    const tall = await createMember(t, { gender: 'MALE', height: 72 });
    await createMember(t, { gender: 'MALE', height: null });
    await expectOk(put(tall, { heightRange: { min: 64, max: 70 }, dealbreakers: ['heightRange'] }));
    expect(await expectOk(pool(asha))).toMatchObject({ count: 1 });
    expect(
      await expectOk(put(asha, { heightRange: { min: 60, max: 80 }, dealbreakers: ['heightRange'] })),
    ).toMatchObject({
      pool: { count: 0, relax: [] },
    });
  });
});
