import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../contract/schemas/search';
import { createSearch } from '../services/search';
import { call, expectOk } from '../test/fixtures';
import { createMember, type MemberSpec, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

/*
 * Search reads members from an index held in memory (services/search-index.ts) and checks each page live. Here a
 * second search service reads its index once and never again (as an instance would between two reads of a busy
 * database): whatever changed since, a member shown must pass the rule as the database has it now, and pages must
 * neither repeat nor skip anyone.
 */

const t = useTestServer();

/** A search whose index is read on its first search only. */
const staleSearch = () =>
  createSearch({ db: t.db, files: t.files, changes: null, index: { refreshEveryMs: Number.MAX_SAFE_INTEGER } });

async function member(spec: MemberSpec, daysAgo?: number): Promise<TestMember> {
  const created = await createMember(t, spec);
  if (daysAgo !== undefined) {
    await t.db.query(`UPDATE profiles SET published_at = now() - make_interval(days => $2) WHERE id = $1`, [
      created.id,
      daysAgo,
    ]);
  }
  return created;
}

const newest = { sort: 'newest' } as SearchQuery;
const names = (page: { profiles: { firstName: string }[] }) => page.profiles.map((p) => p.firstName);

describe('search while its index is behind the database', () => {
  it('never shows a member paused, unpublished, blocked or newly picky since the index was read', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE', religion: 'HINDU' });
    const women: Record<string, TestMember> = {};
    for (const [i, name] of ['Paused', 'Unpublished', 'Blocked', 'Blocker', 'Picky', 'Asha'].entries()) {
      women[name] = await member({ firstName: name, gender: 'FEMALE' }, 10 - i);
    }
    const search = staleSearch();
    expect(names(await search.search(ravi.id, newest))).toEqual([
      'Asha',
      'Picky',
      'Blocker',
      'Blocked',
      'Unpublished',
      'Paused',
    ]);

    await expectOk(call(t, 'PUT', '/api/profile/privacy', { token: women.Paused!.token, json: { hidden: true } }));
    await t.db.query('UPDATE profiles SET published_at = NULL WHERE id = $1', [women.Unpublished!.id]);
    await expectOk(call(t, 'POST', '/api/safety/block', { token: ravi.token, json: { profileId: women.Blocked!.id } }));
    await expectOk(call(t, 'POST', '/api/safety/block', { token: women.Blocker!.token, json: { profileId: ravi.id } }));
    await expectOk(
      call(t, 'PUT', '/api/profile/partner-preferences', {
        token: women.Picky!.token,
        json: { religions: ['JAIN'], dealbreakers: ['religions'] },
      }),
    );
    // Published after the index was read: this index does not know her yet (the app's own search does).
    await member({ firstName: 'Newcomer', gender: 'FEMALE' });

    const page = await search.search(ravi.id, newest);
    expect(names(page)).toEqual(['Asha']);
    // The members left out were read again, so the count is right too.
    expect(page.total).toBe(1);
    const live = (await expectOk(call(t, 'GET', '/api/search?sort=newest', { token: ravi.token }))) as {
      profiles: { firstName: string }[];
    };
    expect(names(live)).toEqual(['Newcomer', 'Asha']);
  });

  it('pages without repeating or skipping anyone when members changed since the index was read', async () => {
    const ravi = await member({ firstName: 'Ravi', gender: 'MALE' });
    const women: TestMember[] = [];
    for (const [i, name] of ['Anu', 'Bela', 'Chitra', 'Devi', 'Esha', 'Farah', 'Gita'].entries()) {
      women.push(await member({ firstName: name, gender: 'FEMALE' }, 10 - i));
    }
    const search = staleSearch();
    const page = (start: number) => search.search(ravi.id, { ...newest, start, limit: 2 } as SearchQuery);
    expect(names(await page(0))).toEqual(['Gita', 'Farah']);

    // Farah pauses and Chitra is unpublished after page one was read; the index still holds both.
    await expectOk(call(t, 'PUT', '/api/profile/privacy', { token: women[5]!.token, json: { hidden: true } }));
    await t.db.query('UPDATE profiles SET published_at = NULL WHERE id = $1', [women[2]!.id]);

    const pages = [await page(0), await page(2), await page(4)];
    expect(pages.map(names)).toEqual([['Gita', 'Esha'], ['Devi', 'Bela'], ['Anu']]);
    // The count is the index's: Chitra is counted until a page meets her and she is read again.
    expect(pages.map((p) => p.total)).toEqual([6, 5, 5]);
  });
});
