import { describe, expect, it } from 'vitest';
import { call, expectError, expectOk } from '../test/fixtures';
import { createMember, type MemberSpec, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

interface Card {
  id: string;
  firstName: string;
  age: number | null;
  city: string | null;
  occupation: string | null;
  photo: string | null;
  badges: string[];
  shortlisted: boolean;
}
interface Page {
  profiles: Card[];
  total: number;
}

const search = async (member: TestMember, query = '') =>
  (await expectOk(call(t, 'GET', `/api/search${query}`, { token: member.token }))) as Page;
const names = (page: Page) => page.profiles.map((p) => p.firstName).sort();

/** A year of birth that makes a member `age` today (birthday on the first of January). */
const bornAt = (age: number) => `${new Date().getUTCFullYear() - age}-01-01`;

async function member(spec: MemberSpec, background?: Record<string, unknown>): Promise<TestMember> {
  const created = await createMember(t, spec);
  if (background) {
    await expectOk(
      call(t, 'PUT', '/api/profile/background', {
        token: created.token,
        json: { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', motherTongue: 'HINDI', ...background },
      }),
    );
  }
  return created;
}

describe('GET /api/search', () => {
  it('finds only published members of the pool, never the searcher, a blocked member or one whose dealbreakers the searcher breaks', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE', religion: 'HINDU' });
    await member({ firstName: 'Asha', gender: 'FEMALE' });
    await member({ firstName: 'Vikram', gender: 'MALE' });
    await member({ firstName: 'Hidden', gender: 'FEMALE', published: false });
    await member({ firstName: 'Unverified', gender: 'FEMALE', verified: false });
    const blockedByRavi = await member({ firstName: 'Blocked', gender: 'FEMALE' });
    const blocksRavi = await member({ firstName: 'Blocker', gender: 'FEMALE' });
    const picky = await member({ firstName: 'Picky', gender: 'FEMALE' });
    await expectOk(call(t, 'POST', '/api/safety/block', { token: ravi.token, json: { profileId: blockedByRavi.id } }));
    await expectOk(call(t, 'POST', '/api/safety/block', { token: blocksRavi.token, json: { profileId: ravi.id } }));
    // Picky will meet Jain members only: Ravi is Hindu.
    await expectOk(
      call(t, 'PUT', '/api/profile/partner-preferences', {
        token: picky.token,
        json: { religions: ['JAIN'], dealbreakers: ['religions'] },
      }),
    );

    const page = await search(ravi);
    expect(names(page)).toEqual(['Asha']);
    expect(page.total).toBe(1);
    expect(page.profiles[0]).toEqual({
      id: expect.any(String),
      firstName: 'Asha',
      age: expect.any(Number),
      city: 'Pune',
      occupation: null,
      photo: expect.stringContaining('/'),
      badges: ['ID_VERIFIED'],
      shortlisted: false,
    });

    // The same as a wish only: Picky is found.
    await expectOk(
      call(t, 'PUT', '/api/profile/partner-preferences', { token: picky.token, json: { religions: ['JAIN'] } }),
    );
    expect(names(await search(ravi))).toEqual(['Asha', 'Picky']);
  });

  it('filters by mother tongue and marital status, age, height, religion, city and photo', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    await member({ firstName: 'Meera', gender: 'FEMALE', dob: bornAt(27) }, { motherTongue: 'MARATHI' });
    await member(
      { firstName: 'Sunita', gender: 'FEMALE', dob: bornAt(33), city: 'Mumbai' },
      { motherTongue: 'MARATHI', maritalStatus: 'DIVORCED', children: 'NONE' },
    );
    await member(
      { firstName: 'Kavya', gender: 'FEMALE', dob: bornAt(24), height: 60, religion: 'JAIN' },
      { motherTongue: 'TAMIL' },
    );
    await member({ firstName: 'Nobackground', gender: 'FEMALE', dob: bornAt(24), photos: 0 });

    expect(names(await search(ravi, '?motherTongues=MARATHI'))).toEqual(['Meera', 'Sunita']);
    expect(names(await search(ravi, '?motherTongues=MARATHI,TAMIL&maritalStatuses=NEVER_MARRIED'))).toEqual([
      'Kavya',
      'Meera',
    ]);
    expect(names(await search(ravi, '?maritalStatuses=DIVORCED,WIDOWED'))).toEqual(['Sunita']);
    expect(names(await search(ravi, '?ageMin=30'))).toEqual(['Sunita']);
    expect(names(await search(ravi, '?ageMin=25&ageMax=28'))).toEqual(['Meera']);
    expect(names(await search(ravi, '?heightMax=62'))).toEqual(['Kavya']);
    expect(names(await search(ravi, '?religions=JAIN,SIKH'))).toEqual(['Kavya']);
    expect(names(await search(ravi, '?cities=%20mumbai'))).toEqual(['Sunita']);
    expect(names(await search(ravi, '?withPhoto=true'))).toEqual(['Kavya', 'Meera', 'Sunita']);
    expect((await search(ravi, '?withPhoto=false')).total).toBe(4);
  });

  it('filters by community only for a member who gave their own', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    await member({ firstName: 'Lata', gender: 'FEMALE' }, { community: 'Brahmin' });
    await member({ firstName: 'Gita', gender: 'FEMALE' }, { community: 'Maratha' });
    await expectError(
      call(t, 'GET', '/api/search?communities=Brahmin', { token: ravi.token }),
      400,
      'Please add your own community to your profile to search by community.',
    );
    await expectOk(
      call(t, 'PUT', '/api/profile/background', {
        token: ravi.token,
        json: { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', motherTongue: 'HINDI', community: 'Brahmin' },
      }),
    );
    expect(names(await search(ravi, '?communities=Brahmin'))).toEqual(['Lata']);
  });

  it('pages the results, says how many there are in all, and sorts by relevance or newest', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' }, { motherTongue: 'TAMIL' });
    for (const [i, name] of ['Anu', 'Bela', 'Chitra', 'Devi', 'Esha'].entries()) {
      const m = await member(
        { firstName: name, gender: 'FEMALE' },
        { motherTongue: name === 'Chitra' ? 'TAMIL' : 'HINDI' },
      );
      await t.db.query(`UPDATE profiles SET published_at = now() - make_interval(days => $2) WHERE id = $1`, [
        m.id,
        10 - i,
      ]);
    }
    const newest = await search(ravi, '?sort=newest&limit=2');
    expect(newest.total).toBe(5);
    expect(newest.profiles.map((p) => p.firstName)).toEqual(['Esha', 'Devi']);
    expect((await search(ravi, '?sort=newest&start=2&limit=2')).profiles.map((p) => p.firstName)).toEqual([
      'Chitra',
      'Bela',
    ]);
    expect(await search(ravi, '?sort=newest&start=10&limit=2')).toEqual({ profiles: [], total: 5 });
    // Relevance: Chitra shares Ravi's mother tongue; the rest follow newest first.
    expect((await search(ravi, '?limit=3')).profiles.map((p) => p.firstName)).toEqual(['Chitra', 'Esha', 'Devi']);
  });

  it("orders by how many of the searcher's own wishes each member meets, newest first among equals", async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    await expectOk(
      call(t, 'PUT', '/api/profile/partner-preferences', {
        token: ravi.token,
        json: { religions: ['HINDU'], food: ['VEGETARIAN'], heightRange: { min: 60, max: 64 } },
      }),
    );
    const women: [string, MemberSpec][] = [
      ['Anu', { religion: 'HINDU', food: 'VEGETARIAN', height: 62 }],
      ['Bela', { religion: 'HINDU', food: 'NON_VEGETARIAN', height: 70 }],
      ['Devi', { religion: 'SIKH', food: 'VEGETARIAN', height: 70 }],
      ['Chitra', { religion: 'SIKH', food: 'NON_VEGETARIAN', height: null }],
      ['Esha', { religion: 'HINDU', food: 'VEGETARIAN', height: 70 }],
    ];
    for (const [i, [name, spec]] of women.entries()) {
      const m = await member({ firstName: name, gender: 'FEMALE', ...spec });
      await t.db.query(`UPDATE profiles SET published_at = now() - make_interval(days => $2) WHERE id = $1`, [
        m.id,
        10 - i,
      ]);
    }
    // Anu meets three wishes, Esha two, Devi and Bela one each (Devi is newer), Chitra none.
    const page = await search(ravi);
    expect(page.profiles.map((p) => p.firstName)).toEqual(['Anu', 'Esha', 'Devi', 'Bela', 'Chitra']);
    expect((await search(ravi, '?start=1&limit=2')).profiles.map((p) => p.firstName)).toEqual(['Esha', 'Devi']);
  });

  it('refuses bad parameters with a message', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    const bad = (query: string) => call(t, 'GET', `/api/search${query}`, { token: ravi.token });
    for (const query of [
      '?motherTongues=KLINGON',
      '?maritalStatuses=SINGLE',
      '?religions=HINDU,ROMAN',
      '?ageMin=abc',
      '?ageMin=40&ageMax=30',
      '?heightMin=80&heightMax=60',
      '?sort=oldest',
      '?limit=0',
      '?limit=500',
      '?start=-1',
      '?withPhoto=yes',
      '?minEducation=PRIMARY',
      '?caste=Brahmin',
    ]) {
      const res = await bad(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ errorMessage: expect.any(String) });
    }
    await expectError(bad('?ageMin=40&ageMax=30'), 400, 'The lowest age must not be above the highest.');
    await expectError(call(t, 'GET', '/api/search'), 401, /log in/);
  });

  it("opens a found member's view and lets the member send interest as from Home", async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    const asha = await member({ firstName: 'Asha', gender: 'FEMALE' });
    const [found] = (await search(ravi)).profiles;
    expect(found?.id).toBe(asha.id);
    const view = (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${asha.id}`, { token: ravi.token }))) as {
      name: { firstName: string };
    };
    expect(view.name.firstName).toBe('Asha');
    await expectOk(
      call(t, 'PUT', '/api/matches/send', { token: ravi.token, json: { toProfileId: asha.id, interested: true } }),
    );
    const pending = (await expectOk(call(t, 'GET', '/api/matches/get?start=0&limit=5', { token: asha.token }))) as {
      pendingRequests: { profileId: string }[];
    };
    expect(pending.pendingRequests.map((r) => r.profileId)).toEqual([ravi.id]);
  });
});

describe('the shortlist', () => {
  const star = (m: TestMember, id: string) => call(t, 'PUT', `/api/shortlist/${id}`, { token: m.token });
  const unstar = (m: TestMember, id: string) => call(t, 'DELETE', `/api/shortlist/${id}`, { token: m.token });
  const list = async (m: TestMember, query = '') =>
    (await expectOk(call(t, 'GET', `/api/shortlist${query}`, { token: m.token }))) as Page;

  it('stars and unstars members, lists them newest first in pages, and search shows the star', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    const women: TestMember[] = [];
    for (const name of ['Anu', 'Bela', 'Chitra']) women.push(await member({ firstName: name, gender: 'FEMALE' }));
    expect(await list(ravi)).toEqual({ profiles: [], total: 0 });
    for (const w of women) await expectOk(star(ravi, w.id));
    await expectOk(star(ravi, women[0]!.id)); // twice is once

    const first = await list(ravi, '?start=0&limit=2');
    expect(first.total).toBe(3);
    expect(first.profiles.map((p) => p.firstName)).toEqual(['Chitra', 'Bela']);
    expect(first.profiles.every((p) => p.shortlisted)).toBe(true);
    expect((await list(ravi, '?start=2&limit=2')).profiles.map((p) => p.firstName)).toEqual(['Anu']);

    await expectOk(unstar(ravi, women[1]!.id));
    await expectOk(unstar(ravi, women[1]!.id));
    expect((await list(ravi)).profiles.map((p) => p.firstName)).toEqual(['Chitra', 'Anu']);
    const found = await search(ravi, '?sort=newest');
    expect(Object.fromEntries(found.profiles.map((p) => [p.firstName, p.shortlisted]))).toEqual({
      Anu: true,
      Bela: false,
      Chitra: true,
    });
  });

  it('refuses a member the searcher may not see, and drops one blocked later', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    const asha = await member({ firstName: 'Asha', gender: 'FEMALE' });
    const vikram = await member({ firstName: 'Vikram', gender: 'MALE' });
    const hidden = await member({ firstName: 'Hidden', gender: 'FEMALE', published: false });
    await expectError(star(ravi, vikram.id), 404, 'Profile not found.');
    await expectError(star(ravi, hidden.id), 404, 'Profile not found.');
    await expectError(star(ravi, 'no-such-id'), 404, 'Profile not found.');
    await expectError(star(ravi, ravi.id), 404, 'Profile not found.');
    await expectOk(star(ravi, asha.id));
    await expectOk(call(t, 'POST', '/api/safety/block', { token: asha.token, json: { profileId: ravi.id } }));
    expect(await list(ravi)).toEqual({ profiles: [], total: 0 });
    await expectError(call(t, 'GET', '/api/shortlist?limit=500', { token: ravi.token }), 400, /limit/i);
  });
});
