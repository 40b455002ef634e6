import type { PartnerPreferences } from '../../contract/schemas/partner-preferences';
import type { SearchProfile, SearchQuery, SearchResult } from '../../contract/schemas/search';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_PAGE_SIZE } from '../../contract/search';
import { PREFERENCE_HEIGHT_MAX, PREFERENCE_HEIGHT_MIN, type PreferenceField } from '../../contract/enums';
import type { Occupation } from '../../contract/occupations';
import type { Db } from '../db/types';
import { NOT_ACTIVE_MESSAGE, badRequest, forbidden, notFound } from '../lib/errors';
import { profilesRepository } from '../repositories/profiles';
import { type ListedRow, searchRepository } from '../repositories/search';
import { toStored } from '../rules/stored-preferences';
import type { FileStore } from './files';
import { firstPhotoOf, firstPhotoUrl } from './photos';
import { PROFILE_MESSAGES } from './profile-steps';

/*
 * Search and the shortlist: a member looks members up with filters, and stars the ones to come back to.
 * Who may appear is eligibility's rule (rules/eligibility.ts mayAppearSql), the same as Home's.
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

export function createSearch(deps: { db: Db; files: FileStore }) {
  const { db, files } = deps;
  const repo = searchRepository(db);
  const profiles = profilesRepository(db);

  /** Only members the others can see may look them up. */
  async function requireActive(memberId: string): Promise<void> {
    if (!(await profiles.isActiveMember(memberId))) throw forbidden(NOT_ACTIVE_MESSAGE);
  }

  return {
    async search(memberId: string, q: SearchQuery): Promise<SearchResult> {
      await requireActive(memberId);
      // A community is shown only to members who gave their own; searching by it would show it too.
      if (q.communities && !(await profiles.hasCommunity(memberId))) throw badRequest(COMMUNITY_SEARCH_MESSAGE);
      const found = await repo.search(
        memberId,
        {
          preferences: toStored(filtersAsPreferences(q)),
          motherTongues: q.motherTongues ?? null,
          maritalStatuses: q.maritalStatuses ?? null,
          communities: q.communities ?? null,
          withPhoto: q.withPhoto ?? false,
          verifiedOnly: q.verifiedOnly ?? false,
          sort: q.sort ?? 'relevance',
        },
        q.start ?? 0,
        q.limit ?? SEARCH_PAGE_SIZE,
      );
      return { profiles: found.rows.map((row) => toCard(row, files)), total: found.total };
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
