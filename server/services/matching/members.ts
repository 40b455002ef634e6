import type { Gender } from '../../../contract/enums';
import type { ProfileSyncRow } from '../../repositories/matching';
import { withKeys, type PreferenceTraits } from '../../rules/partner-preferences';
import type { StoredPreferences } from '../../rules/stored-preferences';
import { moonSegment } from '../../rules/guna';
import { poolOf } from '../../rules/eligibility';
import { priorPopulation, type PopulationWeights } from './model';
import { priorPrevalence } from './limits';
import { levelsOf, type Levels, type MatchTraits } from './rules';
import { createSharedValues } from './shared-values';

/*
 * What one instance of matching holds in memory: every member's answers and
 * learned taste (about 1.1 KB of heap each: 110 MB for 100,000), the pools they form, the counts of
 * decisions and showings, and the population model. sync.ts keeps it in step
 * with the database; ranking, learning and refits read it.
 */

/** A member as matching knows them: compact, since every member of the service is held. */
export interface Member {
  id: string;
  gender: Gender | null;
  /** yyyy-mm-dd, so the age in `levels` can follow the calendar. */
  dob: string | null;
  levels: Levels;
  active: boolean;
  religion: string | null;
  /** Who the member said they look for (partner preferences); null: nothing saved. */
  prefs: StoredPreferences | null;
  /** What others' partner preferences read of this member (rules/partner-preferences.ts). */
  wishTraits: PreferenceTraits;
  /** Learned from the member's decisions (model.ts learnPersonal); null before the first. */
  taste: Float64Array | null;
  decisions: number;
  /** When the profile last changed in anything matching reads (ms). */
  changedAt: number;
}

/**
 * A refresh of a queue that does not rank the whole pool: the candidates
 * queued now, those who said yes, every profile changed after the changes the
 * queue was built from (a newcomer among them), and a window of the pool that
 * moves on each time, so repeated refreshes cover everyone.
 */
export interface RefreshScope {
  keep: readonly string[];
  /** changesKnownUntil() when the queue was built (ms, the database's clock). */
  builtFromChanges: number;
  window: number;
  offset: number;
}

export interface Tally {
  accepted: number;
  decided: number;
}

interface Exposure {
  total: number;
  day: string;
  today: number;
}

/** How a member answered the requests they received: as the suggestion on Home, or elsewhere (Activity). */
export interface RequestAnswers {
  onHome: number;
  elsewhere: number;
}

/** The population model as last fitted or read, and how many decisions arrived since. */
export interface HeldModel {
  population: PopulationWeights;
  /** How common each hard limit is among members who answered alike (limits.ts), as log-odds. */
  prevalence: Float64Array;
  version: number;
  decisionsSinceFit: number;
}

/** Rows committed late can carry an earlier timestamp: read again this far back (duplicates are skipped by key). */
export const SYNC_OVERLAP_MS = 5000;
/** How far back the log of changed profiles reaches (a queue is ranked from the whole pool after an hour anyway). */
const CHANGE_LOG_MS = 2 * 3600_000;

const DAY_MS = 86_400_000;
/** The last day asked for: ranking asks for every candidate it scores. */
let lastDay = { start: NaN, day: '' };

/** The UTC date of `ms`, as an ISO date. */
export function dayOf(ms: number): string {
  if (!(ms >= lastDay.start && ms < lastDay.start + DAY_MS)) {
    const start = Math.floor(ms / DAY_MS) * DAY_MS;
    lastDay = { start, day: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.day;
}

function ageOn(dob: string | null, ms: number): number | null {
  if (!dob) return null;
  const [year, month, day] = dob.split('-').map(Number);
  const now = new Date(ms);
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (before ? 1 : 0);
}

/** Every member held by this instance, with their pools, counts and the model, on the time matching runs on. */
export function createHeldMembers(clock: () => number) {
  const members = new Map<string, Member>();
  let byGender = new Map<Gender, Member[]>();
  let poolsDirty = true;
  const appeal = new Map<string, { all: Tally; bySegment: Map<string, Tally> }>();
  const overall: Tally = { accepted: 0, decided: 0 };
  const exposure = new Map<string, Exposure>();
  const requestAnswers = new Map<string, RequestAnswers>();
  let showsToday = { day: '', count: 0 };
  const model: HeldModel = {
    population: priorPopulation(),
    prevalence: priorPrevalence(),
    version: 0,
    decisionsSinceFit: 0,
  };

  /** One copy of each answer, list and place that members repeat (shared-values.ts). */
  const shared = createSharedValues();
  const { text } = shared;
  /** The day the ages in `levels` were computed for. */
  let agesOf = dayOf(clock());

  /**
   * Members whose profile changed after `from` (the database's clock, ms), as
   * syncs read them in, so a refresh finds what changed since its queue was
   * built without going through the whole pool. Before the first sync, and
   * for queues older than CHANGE_LOG_MS, the whole pool is looked through.
   */
  const changes = { from: Infinity, at: new Map<string, number>() };
  function logChange(id: string, at: number): void {
    if (at > changes.from) changes.at.set(id, at);
  }
  function trimChanges(now: number): void {
    changes.from = Math.max(changes.from, now - CHANGE_LOG_MS);
    for (const [id, at] of changes.at) if (at <= changes.from) changes.at.delete(id);
  }

  let activeCount = 0;
  /** The pool of each viewer gender, built once per change of the members: ranking must not copy it. */
  let pools = new Map<Gender | null, Member[]>();
  function rebuildPools(): void {
    if (!poolsDirty) return;
    byGender = new Map();
    pools = new Map();
    activeCount = 0;
    for (const member of members.values()) {
      if (!member.active || member.gender === null) continue;
      const list = byGender.get(member.gender) ?? [];
      list.push(member);
      byGender.set(member.gender, list);
      activeCount++;
    }
    poolsDirty = false;
  }

  function tally(map: Map<string, Tally>, key: string): Tally {
    let found = map.get(key);
    if (!found) map.set(key, (found = { accepted: 0, decided: 0 }));
    return found;
  }

  return {
    members,
    model,
    appeal,
    overall,
    requestAnswers,

    /** Ages in `levels` follow the calendar: worked out again on the first look of a new day. */
    refreshAges(): void {
      const today = dayOf(clock());
      if (today === agesOf) return;
      agesOf = today;
      for (const member of members.values()) member.levels.age = ageOn(member.dob, clock());
    },

    /** Holds a profile as just read (its taste and decisions stay as held). */
    upsert(row: ProfileSyncRow): void {
      const dob = text(row.dob);
      const religion = text(row.religion);
      const languages = shared.list(row.languages);
      const traits: MatchTraits = {
        firstName: row.first_name ?? '',
        gender: row.gender,
        age: ageOn(dob, clock()),
        religion,
        religious: text(row.religious),
        smoking: text(row.smoking),
        drinking: text(row.drinking),
        food: text(row.food),
        languages,
        city: text(row.city),
        country: text(row.country),
        degree: text(row.degree),
        minIncome: row.min_income,
        maxIncome: row.max_income,
      };
      const existing = members.get(row.id);
      if (!existing || existing.active !== row.active || existing.gender !== row.gender) poolsDirty = true;
      const levels = levelsOf(traits);
      levels.city = text(levels.city);
      levels.country = text(levels.country);
      const wishTraits = withKeys({
        dob,
        height: row.height,
        religion,
        religious: traits.religious,
        smoking: traits.smoking,
        drinking: traits.drinking,
        food: traits.food,
        languages,
        degree: traits.degree,
        minIncome: row.min_income,
        maxIncome: row.max_income,
        city: traits.city,
        country: traits.country,
        maritalStatus: text(row.marital_status),
        motherTongue: text(row.mother_tongue),
        community: text(row.community),
        manglik: text(row.manglik),
        moonSegment: row.moon_longitude === null ? null : moonSegment(row.moon_longitude),
        gender: text(row.gender),
      });
      wishTraits.keys.dobMonthDay = text(wishTraits.keys.dobMonthDay);
      wishTraits.keys.countryKey = text(wishTraits.keys.countryKey);
      wishTraits.keys.cityKey = text(wishTraits.keys.cityKey);
      const held: Member = {
        id: row.id,
        gender: text(row.gender),
        dob,
        levels,
        active: row.active,
        religion,
        prefs: row.prefs ? shared.preferences(row.prefs) : null,
        wishTraits,
        taste: existing?.taste ?? null,
        decisions: existing?.decisions ?? 0,
        changedAt: Date.parse(row.changed),
      };
      // Changed in place: the pools hold this object, and are rebuilt only when who is in them changes. A new
      // object would leave the pools ranking the old values (traits, preferences, learned taste), and a refresh
      // naming the member would rank them twice, which the queue's write refuses.
      if (existing) Object.assign(existing, held);
      else members.set(row.id, held);
      logChange(row.id, Date.parse(row.changed));
    },

    /**
     * A sync read every profile changed up to `began` (ms, after its overlap):
     * the log of changes starts there, or forgets what is older than it reaches.
     */
    changesReadFrom(began: number): void {
      if (changes.from === Infinity) changes.from = began;
      else trimChanges(began);
    },

    /** The active members a viewer of this gender may be suggested. */
    pool(gender: Gender | null): Member[] {
      rebuildPools();
      let found = pools.get(gender);
      if (!found) {
        const genders = poolOf(gender);
        found = genders.length === 1 ? (byGender.get(genders[0]) ?? []) : genders.flatMap((g) => byGender.get(g) ?? []);
        pools.set(gender, found);
      }
      return found;
    },

    /** How many members are active. */
    activeCount(): number {
      rebuildPools();
      return activeCount;
    },

    /** The candidates a refresh ranks (RefreshScope), out of the viewer's `whole` pool. */
    inScope(viewer: Member, whole: readonly Member[], scope: RefreshScope, likers: ReadonlySet<string>): Member[] {
      // The few named ones (queued, likers, changed) in a set; the window, the bulk, straight into the list when
      // not among them. A set of the whole scope lived through the ranking's pauses between slices, long enough for
      // the garbage collector to move it to the old generation (server README, "Benchmark").
      const named = new Set<Member>();
      const genders = poolOf(viewer.gender);
      const add = (member: Member | undefined) => {
        if (member?.active && member.gender !== null && genders.includes(member.gender)) named.add(member);
      };
      for (const id of scope.keep) add(members.get(id));
      for (const id of likers) add(members.get(id));
      // A change committed late can carry a time before the mark: look again as far back as a sync does.
      const changedAfter = scope.builtFromChanges - SYNC_OVERLAP_MS;
      if (changedAfter >= changes.from) {
        for (const [id, at] of changes.at) if (at > changedAfter) add(members.get(id));
      } else {
        for (const member of whole) if (member.changedAt > changedAfter) named.add(member);
      }
      const chosen = [...named];
      const count = Math.min(scope.window, whole.length);
      for (let i = 0; i < count; i++) {
        const member = whole[(scope.offset + i) % whole.length];
        if (!named.has(member)) chosen.push(member);
      }
      return chosen;
    },

    /** Counts decisions about `toId` (`times` of them, `acceptedTimes` yes, or all yes when `accepted`). */
    countDecision(toId: string, fromReligion: string | null, accepted: boolean, times = 1, acceptedTimes?: number) {
      const yes = acceptedTimes ?? (accepted ? times : 0);
      let entry = appeal.get(toId);
      if (!entry) appeal.set(toId, (entry = { all: { accepted: 0, decided: 0 }, bySegment: new Map() }));
      entry.all.accepted += yes;
      entry.all.decided += times;
      if (fromReligion) {
        const segment = tally(entry.bySegment, fromReligion);
        segment.accepted += yes;
        segment.decided += times;
      }
      overall.accepted += yes;
      overall.decided += times;
    },

    countRequestAnswers(memberId: string, onHome: number, elsewhere: number): void {
      const entry = requestAnswers.get(memberId);
      if (entry) Object.assign(entry, { onHome: entry.onHome + onHome, elsewhere: entry.elsewhere + elsewhere });
      else requestAnswers.set(memberId, { onHome, elsewhere });
    },

    countShow(candidateId: string, day: string, times = 1, timesToday = times): void {
      const today = dayOf(clock());
      let entry = exposure.get(candidateId);
      if (!entry) exposure.set(candidateId, (entry = { total: 0, day: today, today: 0 }));
      if (entry.day !== today) Object.assign(entry, { day: today, today: 0 });
      entry.total += times;
      if (day === today) entry.today += timesToday;
      if (showsToday.day !== today) showsToday = { day: today, count: 0 };
      if (day === today) showsToday.count += timesToday;
    },

    /** Showings of a candidate in all and today (null: never shown). */
    showsOf(candidateId: string, today: string): { total: number; today: number } | null {
      const entry = exposure.get(candidateId);
      if (!entry) return null;
      return entry.day === today ? entry : { total: entry.total, today: 0 };
    },

    /** Showings of every profile today (0 on a day with none yet). */
    showsToday(today: string): number {
      return showsToday.day === today ? showsToday.count : 0;
    },

    /** The population's weights for this member's gender. */
    weightsOf(member: Member): Float64Array {
      return model.population[member.gender ?? 'OTHER'];
    },
  };
}
export type HeldMembers = ReturnType<typeof createHeldMembers>;
