import type { PartnerPreferences } from '../../contract/schemas/partner-preferences';
import type { SearchProfile, SearchQuery, SearchResult } from '../../contract/schemas/search';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_PAGE_SIZE } from '../../contract/search';
import { PREFERENCE_HEIGHT_MAX, PREFERENCE_HEIGHT_MIN, type PreferenceField } from '../../contract/enums';
import type { Occupation } from '../../contract/occupations';
import type { ChangeFeed } from '../db/changes';
import type { Db } from '../db/types';
import { NOT_ACTIVE_MESSAGE, badRequest, forbidden, notFound } from '../lib/errors';
import { fromRow } from '../repositories/partner-preferences';
import { type ListedRow, type SearchFilters, searchRepository } from '../repositories/search';
import { searchIndexRepository } from '../repositories/search-index';
import { poolOf } from '../rules/eligibility';
import { FIELD_RULES, type PreferenceTraits, meetsDealbreakers } from '../rules/partner-preferences';
import { type StoredPreferences, toStored } from '../rules/stored-preferences';
import type { FileStore } from './files';
import { firstPhotoOf, firstPhotoUrl } from './photos';
import { PROFILE_MESSAGES } from './profile-steps';
import { type Findable, type SearchIndexOptions, createSearchIndex, traitsOf } from './search-index';

/*
 * Search and the shortlist: a member looks members up with filters, and stars the ones to come back to.
 * Who may appear is eligibility's rule (rules/eligibility.ts mayAppearSql), the same as Home's.
 *
 * A search runs over the members held in memory (search-index.ts): the searcher is read live with who they may
 * never be shown (blocks either way, refusals), the pool is filtered and ordered in JavaScript by the same rules
 * as the SQL (rules/partner-preferences.ts), and only the page's members are then checked live, all rules at once,
 * in one statement that also reads their cards. A member the live check leaves out (changed since the index last
 * read them) is replaced by the next in order. So every member shown passes the whole rule as the database has it
 * now; the index can only be behind on who is looked at, and by at most one read (see search-index.ts).
 */

export const COMMUNITY_SEARCH_MESSAGE = 'Please add your own community to your profile to search by community.';

/**
 * The filters that partner preferences also have, as preferences with each stated one a dealbreaker:
 * search reads them by the very rules matching uses (an unknown value leaves the member out). A range
 * given on one side only is open on the other.
 */
export function filtersAsPreferences(q: SearchQuery): PartnerPreferences {
  const prefs: PartnerPreferences = {};
  const strict: PreferenceField[] = [];
  if (q.ageMin !== undefined || q.ageMax !== undefined) {
    prefs.ageRange = { min: q.ageMin ?? SEARCH_AGE_MIN, max: q.ageMax ?? SEARCH_AGE_MAX };
    strict.push('ageRange');
  }
  if (q.heightMin !== undefined || q.heightMax !== undefined) {
    prefs.heightRange = { min: q.heightMin ?? PREFERENCE_HEIGHT_MIN, max: q.heightMax ?? PREFERENCE_HEIGHT_MAX };
    strict.push('heightRange');
  }
  for (const field of ['religions', 'food', 'incomeSlabs', 'cities', 'countries'] as const) {
    const values = q[field];
    if (values) {
      Object.assign(prefs, { [field]: values });
      strict.push(field);
    }
  }
  if (q.minEducation) {
    prefs.minEducation = q.minEducation;
    strict.push('minEducation');
  }
  prefs.dealbreakers = strict;
  return prefs;
}

/**
 * Relevance of a held member to the searcher: how many of the searcher's own partner preferences they meet (by the
 * same field rules as dealbreakers, stated ones only), plus one for a shared mother tongue.
 */
function relevance(mine: StoredPreferences | null, me: PreferenceTraits, c: Findable, today: string): number {
  let score = c.traits.motherTongue != null && c.traits.motherTongue === me.motherTongue ? 1 : 0;
  if (!mine) return score;
  for (const rule of FIELD_RULES) if (rule.isSet(mine) && rule.meets(mine, c.traits, today, me)) score++;
  return score;
}

const byNewest = (a: Findable, b: Findable) =>
  b.publishedUs - a.publishedUs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function toCard(row: ListedRow, files: FileStore): SearchProfile {
  return {
    id: row.id,
    firstName: row.first_name ?? '',
    age: row.age,
    city: row.city,
    occupation: row.occupation as Occupation | null,
    // Photo privacy: the reader gets the original, its blurred copy or the placeholder, as everywhere else.
    photo: firstPhotoUrl(files, firstPhotoOf(row), row.photo_relation),
    badges: row.badges ?? [],
    shortlisted: row.shortlisted,
  };
}

export function createSearch(deps: {
  db: Db;
  files: FileStore;
  changes: ChangeFeed | null;
  index?: SearchIndexOptions;
}) {
  const { db, files } = deps;
  const repo = searchRepository(db);
  const index = searchIndexRepository(db);
  const held = createSearchIndex(db, deps.changes, deps.index);

  /** Only members the others can see may look them up. */
  async function requireActive(memberId: string): Promise<void> {
    if (!(await index.searcher(memberId))?.active) throw forbidden(NOT_ACTIVE_MESSAGE);
  }

  /** The held members the searcher may be shown under the filters, in the order asked for. */
  function find(
    row: NonNullable<Awaited<ReturnType<typeof index.searcher>>>,
    f: SearchFilters,
    sort: 'relevance' | 'newest',
  ): Findable[] {
    const me = traitsOf(row, held.shared);
    const mine = row.prefs ? fromRow(row.prefs) : null;
    const excluded = new Set(row.excluded);
    const today = new Date().toISOString().slice(0, 10);
    const found: Findable[] = [];
    // Mother tongues once each: a list named twice would look through its members twice.
    const tongues = f.motherTongues ? [...new Set(f.motherTongues)] : null;
    for (const gender of poolOf(row.gender)) {
      for (const list of held.ofGender(gender, tongues)) {
        for (const c of list) {
          const t = c.traits;
          if (f.maritalStatuses && (t.maritalStatus == null || !f.maritalStatuses.includes(t.maritalStatus))) continue;
          if (f.communities && (t.community == null || !f.communities.includes(t.community))) continue;
          if ((f.withPhoto && !c.hasPhoto) || (f.verifiedOnly && !c.verified)) continue;
          if (c.id === row.id || excluded.has(c.id)) continue;
          if (!meetsDealbreakers(f.preferences, t, today, me)) continue;
          if (!meetsDealbreakers(c.prefs, me, today, t)) continue;
          found.push(c);
        }
      }
    }
    if (sort === 'newest') return found.sort(byNewest);
    const scores = new Map(found.map((c) => [c, relevance(mine, me, c, today)]));
    return found.sort((a, b) => scores.get(b)! - scores.get(a)! || byNewest(a, b));
  }

  return {
    async search(memberId: string, q: SearchQuery): Promise<SearchResult> {
      const me = await index.searcher(memberId);
      if (!me?.active) throw forbidden(NOT_ACTIVE_MESSAGE);
      // A community is shown only to members who gave their own; searching by it would show it too.
      if (q.communities && !me.has_community) throw badRequest(COMMUNITY_SEARCH_MESSAGE);
      const filters: SearchFilters = {
        preferences: toStored(filtersAsPreferences(q)),
        motherTongues: q.motherTongues ?? null,
        maritalStatuses: q.maritalStatuses ?? null,
        communities: q.communities ?? null,
        withPhoto: q.withPhoto ?? false,
        verifiedOnly: q.verifiedOnly ?? false,
      };
      await held.fresh();
      const start = q.start ?? 0;
      const limit = q.limit ?? SEARCH_PAGE_SIZE;
      for (let attempt = 1; ; attempt++) {
        const found = find(me, filters, q.sort ?? 'relevance');
        const rows: ListedRow[] = [];
        let dropped: string[] = [];
        for (let next = start; rows.length < limit && next < found.length;) {
          const ids = found.slice(next, next + limit - rows.length).map((c) => c.id);
          next += ids.length;
          const shown = await repo.page(memberId, filters, ids);
          rows.push(...shown);
          if (shown.length < ids.length) dropped = ids.filter((id) => !shown.some((row) => row.id === id));
          // Those the live check left out changed since the index read them: read them again and find anew, so
          // this page and the next are counted over the same corrected pool (twice at most; then take the next).
          if (dropped.length > 0 && attempt < 3) break;
        }
        if (dropped.length > 0 && attempt < 3) {
          await held.reread(dropped);
          continue;
        }
        // How many the index finds: a member who changed since its last read may be counted or missed by one read.
        return { profiles: rows.map((row) => toCard(row, files)), total: found.length };
      }
    },

    /** Stars a member the member may read (a member's view would open); 404 otherwise, as the view answers. */
    async star(memberId: string, profileId: string): Promise<void> {
      await requireActive(memberId);
      if (!(await repo.star(memberId, profileId))) throw notFound(PROFILE_MESSAGES.notFound);
    },

    async unstar(memberId: string, profileId: string): Promise<void> {
      await repo.unstar(memberId, profileId);
    },

    async shortlist(memberId: string, start: number, limit: number): Promise<SearchResult> {
      const found = await repo.shortlist(memberId, start, limit);
      return { profiles: found.rows.map((row) => toCard(row, files)), total: found.total };
    },
  };
}
