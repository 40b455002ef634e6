import type { Gender } from '../../contract/enums';
import type { ChangeFeed } from '../db/changes';
import type { Queryable } from '../db/types';
import { type IndexRow, searchIndexRepository } from '../repositories/search-index';
import { moonSegment } from '../rules/guna';
import { type PreferenceTraits, type TraitKeys, withKeys } from '../rules/partner-preferences';
import type { StoredPreferences } from '../rules/stored-preferences';
import { createSharedValues } from './matching/shared-values';

/*
 * The members search may show, held in memory: every published, verified, onboarded member who has not paused,
 * with what the filters, the dealbreaker rule (rules/partner-preferences.ts, the very functions matching uses) and
 * the order read of them. A search filters and orders this pool in JavaScript and then checks only the page's
 * members live in one statement (services/search.ts), so whatever this index holds, a member is shown only when the
 * database says now that they may be; the index decides who is looked at, and the order.
 *
 * Kept in step by reading back the profiles whose matching_changed_at moved (every change search reads moves it:
 * the profile row, verification, preferences, and since migration 230 photos, photo checks and horoscopes):
 * - embedded: the database announces each profile change at commit (db/changes.ts), so the next search reads the
 *   changed rows first and a member's own change is seen by the very next search, with no read otherwise;
 * - PostgreSQL: profile_generation (one row) is read at most every `refreshEveryMs` (0 by default: each search,
 *   which costs one index lookup) and the changed rows only when it moved. Several instances on one database thus
 *   read the same state.
 * Rows committed late may carry a time before the last read: each read goes back OVERLAP_MS. A deleted account
 * (no row left to read back) stays held until the whole index is read again, every FULL_RELOAD_MS; until then the
 * live check leaves it out of every page, and only `total` counts it.
 *
 * Memory: a held member is three small objects (the member, its traits, their keys), strings and lists shared between
 * members (matching/shared-values.ts), and the stored preferences only when some are dealbreakers: about 1.2 KB of
 * heap each, measured by scripts/bench/search-index-memory.ts: 12.8 MB for 10,000 profiles, 121.9 MB for 100,000.
 */

const OVERLAP_MS = 5000;
const FULL_RELOAD_MS = 10 * 60_000;
const PAGE = 5000;

/** A member search may show, as held. */
export interface Findable {
  id: string;
  gender: Gender;
  traits: PreferenceTraits & { keys: TraitKeys };
  /** Stored preferences with at least one dealbreaker, else null (nothing to judge the searcher by). */
  prefs: StoredPreferences | null;
  publishedUs: number;
  hasPhoto: boolean;
  verified: boolean;
}

export type SharedValues = ReturnType<typeof createSharedValues>;

/** What the rules read of a profile row (the searcher's, or a held member's). */
export function traitsOf(row: IndexRow, shared: SharedValues): PreferenceTraits & { keys: TraitKeys } {
  const { text } = shared;
  const traits = withKeys({
    dob: text(row.dob),
    height: row.height,
    religion: text(row.religion),
    religious: text(row.religious),
    smoking: text(row.smoking),
    drinking: text(row.drinking),
    food: text(row.food),
    languages: shared.list(row.languages),
    degree: text(row.degree),
    minIncome: row.min_income,
    maxIncome: row.max_income,
    city: text(row.city),
    country: text(row.country),
    maritalStatus: text(row.marital_status),
    motherTongue: text(row.mother_tongue),
    community: text(row.community),
    manglik: text(row.manglik),
    moonSegment: row.moon_longitude === null ? null : moonSegment(row.moon_longitude),
    gender: text(row.gender),
  });
  traits.keys.dobMonthDay = text(traits.keys.dobMonthDay);
  traits.keys.countryKey = text(traits.keys.countryKey);
  traits.keys.cityKey = text(traits.keys.cityKey);
  return traits;
}

export interface SearchIndexOptions {
  /** Where no change feed exists (PostgreSQL): read profile_generation at most this often (ms). */
  refreshEveryMs?: number;
}

export function createSearchIndex(db: Queryable, changes: ChangeFeed | null, options: SearchIndexOptions = {}) {
  const repo = searchIndexRepository(db);
  const refreshEveryMs = options.refreshEveryMs ?? 0;
  const shared = createSharedValues();
  let held = new Map<string, Findable>();
  let byGender = new Map<Gender, Findable[]>();
  let byTongue = new Map<string, Findable[]>();
  let poolsDirty = true;
  let loadedAt = -Infinity;
  let checkedAt = -Infinity;
  /** The database's clock when the last read began: every change committed before it is held. */
  let mark = '-infinity';
  let generation = '';
  let announced = true;
  let syncing: Promise<void> | null = null;

  changes?.subscribe((change) => {
    if (change.kind === 'profiles') announced = true;
  });

  function hold(into: Map<string, Findable>, row: IndexRow): void {
    if (!row.findable || row.gender === null || row.published_us === null) {
      if (into.delete(row.id)) poolsDirty = true;
      return;
    }
    into.set(row.id, {
      id: row.id,
      gender: row.gender,
      traits: traitsOf(row, shared),
      prefs: row.prefs ? shared.preferences(row.prefs) : null,
      publishedUs: row.published_us,
      hasPhoto: row.has_photo,
      verified: row.verified,
    });
    // A new object: the pools hold the old one until rebuilt.
    poolsDirty = true;
  }

  async function readChanged(since: string, into: Map<string, Findable>): Promise<void> {
    for (let after = ''; ;) {
      const rows = await repo.changedSince(since, after, PAGE);
      for (const row of rows) hold(into, row);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  async function sync(): Promise<void> {
    announced = false;
    checkedAt = Date.now();
    const now = await repo.generation();
    if (Date.now() - loadedAt > FULL_RELOAD_MS) {
      // Read into a new map, swapped in whole: a search between two pages of the read sees the old one.
      const next = new Map<string, Findable>();
      await readChanged('-infinity', next);
      held = next;
      poolsDirty = true;
      loadedAt = Date.now();
    } else if (now.n !== generation) {
      await readChanged(mark === '-infinity' ? mark : new Date(Date.parse(mark) - OVERLAP_MS).toISOString(), held);
    }
    mark = now.now;
    generation = now.n;
  }

  function due(): boolean {
    if (Date.now() - loadedAt > FULL_RELOAD_MS) return true;
    return changes ? announced : Date.now() - checkedAt >= refreshEveryMs;
  }

  return {
    shared,

    /** Brings the index up to date as described above; one read at a time. */
    async fresh(): Promise<void> {
      if (syncing) await syncing.catch(() => undefined);
      if (!due()) return;
      syncing ??= sync().finally(() => {
        syncing = null;
      });
      await syncing;
    },

    /**
     * Reads these held members again now: the live check left them out of a page, so they changed since the last
     * read (or were deleted). Later pages are then counted over the corrected pool.
     */
    async reread(ids: readonly string[]): Promise<void> {
      const rows = await repo.rowsOf(ids);
      const left = new Set(ids);
      for (const row of rows) {
        left.delete(row.id);
        hold(held, row);
      }
      for (const id of left) if (held.delete(id)) poolsDirty = true;
    },

    /**
     * The held members of one gender, in lists to look through: those of the given mother tongues only when some
     * are given (a search by mother tongue, the commonest, reads only its own), else all. Rebuilt only when the
     * held members changed.
     */
    ofGender(gender: Gender, motherTongues: readonly string[] | null): readonly (readonly Findable[])[] {
      if (poolsDirty) {
        byGender = new Map();
        byTongue = new Map();
        for (const member of held.values()) {
          push(byGender, member.gender, member);
          push(byTongue, `${member.gender}:${member.traits.motherTongue ?? ''}`, member);
        }
        poolsDirty = false;
      }
      if (!motherTongues) return [byGender.get(gender) ?? []];
      return motherTongues.map((tongue) => byTongue.get(`${gender}:${tongue}`) ?? []);
    },

    get size(): number {
      return held.size;
    },
  };
}

function push<K>(lists: Map<K, Findable[]>, key: K, member: Findable): void {
  const list = lists.get(key);
  if (list) list.push(member);
  else lists.set(key, [member]);
}
