import type { Gender } from '../../../contract/enums';
import type { Db } from '../../db/types';
import { BACKGROUND_REST, restingPauses, turn } from '../../lib/pacing';
import { poolOf } from '../../rules/eligibility';
import { matchingRepository, type ProfileSyncRow } from '../../repositories/matching';
import {
  FEATURES,
  NO_APPEAL,
  appealOf,
  factorContributions,
  featuresOf,
  fitPopulation,
  learnPersonal,
  logOdds,
  logOddsOf,
  rateOf,
  newTaste,
  offsetsOf,
  limitEvidenceOf,
  tasteFrom,
  priorPopulation,
  sigmoid,
  type Appeal,
  type PopulationWeights,
  type TrainingExample,
} from './model';
import {
  PREVALENCE_LENGTH,
  fitPrevalence,
  learnLimits,
  limitContributions,
  limitFactor,
  modelShare,
  priorPrevalence,
} from './limits';
import { explainMatch, type Explained, type Side } from './reasons';
import {
  FACTORS,
  factorMaxFor,
  levelsOf,
  reciprocalScore,
  writeFactorPoints,
  type Levels,
  type MatchTraits,
} from './rules';

/**
 * How suggestions are ordered. 'learned' is the product; the others exist to
 * measure it against (npm run eval:matching): 'rules' is the fixed rule score
 * alone, 'random' a random order, and a function is an oracle that knows
 * P(viewer accepts candidate).
 */
export type Ranker = 'learned' | 'rules' | 'random' | ((viewerId: string, candidateId: string) => number);

export interface MatchingOptions {
  ranker?: Ranker;
  /** false: nothing is learned from decisions (the population keeps the prior, no personal offsets, no appeal). */
  learning?: boolean;
  /**
   * Whether an oracle is held to the daily exposure cap as the learned
   * ranker is, so the evaluation can tell what knowing the truth is worth
   * under the same fairness from what dropping the fairness is worth.
   */
  oracleCapped?: boolean;
  /** The time matching runs on; the evaluation moves it by days. */
  clock?: () => number;
  /** How often the population is refit in the background (0: only when refit() is called). */
  refitEveryMs?: number;
  /**
   * How often others' writes are read in (Infinity: only when a refill needs
   * a newer profile, a decision names an unknown member, or sync(true) is called).
   */
  syncEveryMs?: number;
}

/** A member as matching knows them: compact, since every member of the service is held. */
interface Member {
  id: string;
  gender: Gender | null;
  /** yyyy-mm-dd, so the age in `levels` can follow the calendar. */
  dob: string | null;
  levels: Levels;
  active: boolean;
  religion: string | null;
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

interface Tally {
  accepted: number;
  decided: number;
}

interface Exposure {
  total: number;
  day: string;
  today: number;
}

/** One suggestion as the feed ranks it. */
export interface Ranked {
  candidateId: string;
  /** The order key: both sides' chance of a yes, with the exploration bonus. */
  rank: number;
  likedMe: boolean;
}

/** A member's taste one decision wiser, before it is stored (MatchingEngine.learningStep). */
export interface LearningStep {
  memberId: string;
  taste: Float64Array;
  /** The member's decisions, counting the one it learns from. */
  decisions: number;
}

/** Re-read what changed at most this often (other instances' writes); this instance's own writes apply at once. */
const SYNC_EVERY_MS = 2000;
/** Rows committed late can carry an earlier timestamp: read again this far back (duplicates are skipped by key). */
const SYNC_OVERLAP_MS = 5000;
/** Decisions the population is refit from (the most recent). */
const REFIT_DECISIONS = 20000;
/** New decisions needed before a background refit is worth it. */
const REFIT_MIN_NEW = 20;
const DEFAULT_REFIT_EVERY_MS = 60_000;
/** How far back the log of changed profiles reaches (a queue is ranked from the whole pool after an hour anyway). */
const CHANGE_LOG_MS = 2 * 3600_000;
/** Candidates scored between two yields to the event loop, so a refill never stalls other requests. */
const SCORE_SLICE = 2048;

/**
 * Exploration: a profile shown `n` times ranks as if its chance were
 * (1 + EXPLORATION / sqrt(1 + n)) times higher, so newcomers and quiet
 * members are shown, and so learned about, early.
 */
const EXPLORATION = 0.6;
/**
 * Spreading a day's showings: a profile already placed first `t` times today
 * ranks as if its chance were (1 + DAY_SPREAD × t) times lower, so the day's
 * favourites give way to the next best long before the cap, where the next
 * best is nearly as good.
 */
const DAY_SPREAD = 0.5;
/**
 * Fair exposure: a profile is placed first for at most this many times the
 * day's average showings per active profile (and at least DAILY_CAP_MIN times)
 * in a day, unless the viewer is someone who already said yes to them.
 */
const DAILY_CAP_FACTOR = 3;
const NO_SHOWS = { total: 0, today: 0 };
/**
 * Requests (a yes someone gave the member first) answered on Home count as
 * this many before the member's own answers: a new member is taken to rely on Home.
 */
const REQUEST_HABIT_PRIOR = 2;

/** How a member answered the requests they received: as the suggestion on Home, or elsewhere (Activity). */
interface RequestAnswers {
  onHome: number;
  elsewhere: number;
}

/**
 * The share of the requests waiting for a member that they answer without
 * Home showing them (in Activity): 0 for a new member, toward 1 for one who
 * answers every request where it waits.
 */
function answersRequestsElsewhere(answers: RequestAnswers | undefined): number {
  return answers ? answers.elsewhere / (answers.elsewhere + answers.onHome + REQUEST_HABIT_PRIOR) : 0;
}
const DAILY_CAP_MIN = 5;

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function ageOn(dob: string | null, ms: number): number | null {
  if (!dob) return null;
  const [year, month, day] = dob.split('-').map(Number);
  const now = new Date(ms);
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (before ? 1 : 0);
}

/** A stable pseudo-random number in [0, 1) for a pair: the random ranker's order does not move between reads. */
function pairNoise(a: string, b: string): number {
  let hash = 2166136261;
  for (const char of `${a}|${b}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 4294967296;
}

const SYNC_PAGE = 2000;

/**
 * The matching engine of one server instance: every member's answers and
 * learned taste in memory (a few dozen bytes each), kept in step with the
 * database by reading what changed since the last look, so scoring a whole
 * pool is arithmetic, not a query. The database stays the one truth: member
 * offsets, the population model, decisions and showings are all stored, and
 * any instance rebuilds the same state from them.
 */
export function createMatchingEngine(db: Db, options: MatchingOptions = {}) {
  const ranker = options.ranker ?? 'learned';
  const learning = options.learning ?? true;
  const learned = ranker === 'learned';
  const clock = options.clock ?? Date.now;
  const store = matchingRepository(db);

  const members = new Map<string, Member>();
  let byGender = new Map<Gender, Member[]>();
  let poolsDirty = true;
  const appeal = new Map<string, { all: Tally; bySegment: Map<string, Tally> }>();
  const overall: Tally = { accepted: 0, decided: 0 };
  const exposure = new Map<string, Exposure>();
  const requestAnswers = new Map<string, RequestAnswers>();
  let showsToday = { day: '', count: 0 };
  let population: PopulationWeights = priorPopulation();
  /** How common each hard limit is among members who answered alike (limits.ts), as log-odds. */
  let prevalence = priorPrevalence();
  let modelVersion = 0;
  let decisionsSinceFit = 0;

  let loaded = false;
  let lastSyncWall = -Infinity;
  /** Work started in the background (refills, refits), so a caller can wait for a settled state. */
  const inFlight = new Set<Promise<unknown>>();
  let syncing: Promise<void> | null = null;
  const marks = { profiles: '-infinity', tastes: '-infinity', decisions: '-infinity', shows: '-infinity' };
  /** Keys of rows read within the overlap window, so a second read of them counts nothing twice. */
  const recentKeys = { decisions: new Map<string, number>(), shows: new Map<string, number>() };

  /** One string per distinct place, shared by every member who names it. */
  const places = new Map<string, string>();
  const intern = (value: string | null) => {
    if (value === null) return null;
    const known = places.get(value);
    if (known !== undefined) return known;
    places.set(value, value);
    return value;
  };
  /** The day the ages in `levels` were computed for. */
  let agesOf = dayOf(clock());
  function refreshAges(): void {
    const today = dayOf(clock());
    if (today === agesOf) return;
    agesOf = today;
    for (const member of members.values()) member.levels.age = ageOn(member.dob, clock());
  }

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

  function upsertMember(row: ProfileSyncRow): void {
    const traits: MatchTraits = {
      firstName: row.first_name ?? '',
      gender: row.gender,
      age: ageOn(row.dob, clock()),
      religion: row.religion,
      religious: row.religious,
      smoking: row.smoking,
      drinking: row.drinking,
      food: row.food,
      languages: row.languages ?? [],
      city: row.city,
      country: row.country,
      degree: row.degree,
      minIncome: row.min_income,
      maxIncome: row.max_income,
    };
    const existing = members.get(row.id);
    if (!existing || existing.active !== row.active || existing.gender !== row.gender) poolsDirty = true;
    const levels = levelsOf(traits);
    levels.city = intern(levels.city);
    levels.country = intern(levels.country);
    members.set(row.id, {
      id: row.id,
      gender: row.gender,
      dob: row.dob,
      levels,
      active: row.active,
      religion: row.religion,
      taste: existing?.taste ?? null,
      decisions: existing?.decisions ?? 0,
      changedAt: Date.parse(row.changed),
    });
    logChange(row.id, Date.parse(row.changed));
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

  function inScope(viewer: Member, whole: readonly Member[], scope: RefreshScope, likers: ReadonlySet<string>) {
    const chosen = new Set<Member>();
    const genders = poolOf(viewer.gender);
    for (const id of [...scope.keep, ...likers]) {
      const member = members.get(id);
      if (member?.active && member.gender !== null && genders.includes(member.gender)) chosen.add(member);
    }
    // A change committed late can carry a time before the mark: look again as far back as a sync does.
    const changedAfter = scope.builtFromChanges - SYNC_OVERLAP_MS;
    if (changedAfter >= changes.from) {
      for (const [id, at] of changes.at) {
        const member = at > changedAfter ? members.get(id) : undefined;
        if (member?.active && member.gender !== null && genders.includes(member.gender)) chosen.add(member);
      }
    } else {
      for (const member of whole) if (member.changedAt > changedAfter) chosen.add(member);
    }
    const count = Math.min(scope.window, whole.length);
    for (let i = 0; i < count; i++) chosen.add(whole[(scope.offset + i) % whole.length]);
    return [...chosen];
  }

  function pool(gender: Gender | null): Member[] {
    rebuildPools();
    let found = pools.get(gender);
    if (!found) {
      const genders = poolOf(gender);
      found = genders.length === 1 ? (byGender.get(genders[0]) ?? []) : genders.flatMap((g) => byGender.get(g) ?? []);
      pools.set(gender, found);
    }
    return found;
  }

  function tally(map: Map<string, Tally>, key: string): Tally {
    let found = map.get(key);
    if (!found) map.set(key, (found = { accepted: 0, decided: 0 }));
    return found;
  }

  function countDecision(
    toId: string,
    fromReligion: string | null,
    accepted: boolean,
    times = 1,
    acceptedTimes?: number,
  ) {
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
  }

  function countRequestAnswers(memberId: string, onHome: number, elsewhere: number): void {
    const entry = requestAnswers.get(memberId);
    if (entry) Object.assign(entry, { onHome: entry.onHome + onHome, elsewhere: entry.elsewhere + elsewhere });
    else requestAnswers.set(memberId, { onHome, elsewhere });
  }

  function countShow(candidateId: string, day: string, times = 1, timesToday = times): void {
    const today = dayOf(clock());
    let entry = exposure.get(candidateId);
    if (!entry) exposure.set(candidateId, (entry = { total: 0, day: today, today: 0 }));
    if (entry.day !== today) Object.assign(entry, { day: today, today: 0 });
    entry.total += times;
    if (day === today) entry.today += timesToday;
    if (showsToday.day !== today) showsToday = { day: today, count: 0 };
    if (day === today) showsToday.count += timesToday;
  }

  /** Remembers a key read in the overlap window; false when it was counted already. */
  function firstTime(keys: Map<string, number>, key: string, at: number): boolean {
    if (keys.has(key)) return false;
    keys.set(key, at);
    return true;
  }

  /** Forgets keys older than the overlap window of `mark`: they cannot be read again. */
  function forgetBefore(keys: Map<string, number>, mark: string): void {
    const floor = Date.parse(mark) - 2 * SYNC_OVERLAP_MS;
    for (const [old, time] of keys) if (time < floor) keys.delete(old);
  }

  const since = (mark: string) =>
    mark === '-infinity' ? mark : new Date(Date.parse(mark) - SYNC_OVERLAP_MS).toISOString();
  const later = (a: string, b: string) => (a === '-infinity' || Date.parse(b) > Date.parse(a) ? b : a);

  async function loadAll(): Promise<void> {
    for (const row of await store.decisionTallies()) countDecision(row.to_id, row.religion, false, row.n, row.yes);
    for (const row of await store.requestAnswers()) countRequestAnswers(row.member_id, row.on_home, row.elsewhere);
    const today = dayOf(clock());
    for (const row of await store.showTallies(today)) countShow(row.candidate_id, today, row.n, row.today);
    const newest = await store.newest();
    marks.decisions = newest?.decisions ?? '-infinity';
    marks.shows = newest?.shows ?? '-infinity';
    // Everything up to the marks is counted: a second read of the overlap must skip it.
    if (newest?.decisions) {
      for (const row of await store.decisionKeysSince(since(marks.decisions))) {
        recentKeys.decisions.set(row.key, Date.parse(row.at));
      }
    }
    if (newest?.shows) {
      for (const row of await store.showKeysSince(since(marks.shows)))
        recentKeys.shows.set(row.key, Date.parse(row.at));
    }
  }

  /** profile_generation when the last sync began: every profile change up to it is known here. */
  let syncedGeneration: string | null = null;

  async function syncNow(): Promise<void> {
    const generation = await store.generation();
    const startedAt = generation?.n ?? null;
    // Profiles and tastes are read again from a little before this sync began (not from the newest row seen),
    // so rows written long ago together, as by an import, are not read again on every sync.
    const syncBegan = generation?.now ?? '-infinity';
    if (!loaded) {
      await loadAll();
      loaded = true;
    } else {
      for (const row of await store.decisionsSince(since(marks.decisions))) {
        if (!firstTime(recentKeys.decisions, `${row.from_id}>${row.to_id}`, Date.parse(row.at))) continue;
        countDecision(row.to_id, members.get(row.from_id)?.religion ?? null, row.interested);
        if (row.requested) countRequestAnswers(row.from_id, row.on_home ? 1 : 0, row.on_home ? 0 : 1);
        decisionsSinceFit++;
        marks.decisions = later(marks.decisions, row.at);
      }
      for (const row of await store.showsSince(since(marks.shows))) {
        if (!firstTime(recentKeys.shows, `${row.member_id}>${row.candidate_id}`, Date.parse(row.at))) continue;
        countShow(row.candidate_id, dayOf(Date.parse(row.at)));
        marks.shows = later(marks.shows, row.at);
      }
    }
    // In pages by id, so a first load of every member never holds them all in one result.
    forgetBefore(recentKeys.decisions, marks.decisions);
    forgetBefore(recentKeys.shows, marks.shows);
    const from = since(marks.profiles);
    for (let after = ''; ;) {
      const profiles = await store.profilesChangedSince(from, after, SYNC_PAGE);
      for (const row of profiles) upsertMember(row);
      if (profiles.length < SYNC_PAGE) break;
      after = profiles[profiles.length - 1].id;
    }
    marks.profiles = syncBegan;
    // What the next sync reads again (the overlap) is logged by it; everything before was read already.
    const began = Date.parse(since(syncBegan));
    if (Number.isFinite(began)) {
      if (changes.from === Infinity) changes.from = began;
      else trimChanges(began);
    }
    if (learning) {
      // A taste is read in full only when it is newer than the one held here: those this instance stored
      // itself (most of them) are held already, and the offsets are the bulk of the rows.
      const changed = await store.tastesChangedSince(since(marks.tastes));
      const newer = changed
        .filter((row) => row.decisions > (members.get(row.member_id)?.decisions ?? Infinity))
        .map((row) => row.member_id);
      for (let start = 0; start < newer.length; start += SYNC_PAGE) {
        for (const row of await store.tastesOf(newer.slice(start, start + SYNC_PAGE))) {
          const member = members.get(row.member_id);
          const taste = tasteFrom(row.offsets);
          if (member && taste && row.decisions >= member.decisions) {
            member.taste = taste;
            member.decisions = row.decisions;
          }
        }
      }
      marks.tastes = syncBegan;
      const stored = await store.model();
      const readable = [3 * FEATURES, 3 * FEATURES + PREVALENCE_LENGTH].includes(stored?.weights.length ?? 0);
      if (stored && Number(stored.version) > modelVersion && readable) {
        population = {
          MALE: Float64Array.from(stored.weights.slice(0, FEATURES)),
          FEMALE: Float64Array.from(stored.weights.slice(FEATURES, 2 * FEATURES)),
          OTHER: Float64Array.from(stored.weights.slice(2 * FEATURES, 3 * FEATURES)),
        };
        // A model stored before limits were learned has no prevalence: the prior's stands until the next refit.
        prevalence =
          stored.weights.length === 3 * FEATURES + PREVALENCE_LENGTH
            ? Float64Array.from(stored.weights.slice(3 * FEATURES))
            : priorPrevalence();
        modelVersion = Number(stored.version);
      }
    }
    syncedGeneration = startedAt;
  }

  /** Brings the in-memory state up to date (at most every SYNC_EVERY_MS unless forced); one sync at a time. */
  async function sync(force = false): Promise<void> {
    if (!force && loaded && Date.now() - lastSyncWall < (options.syncEveryMs ?? SYNC_EVERY_MS)) return;
    if (!syncing) {
      syncing = syncNow()
        .then(() => {
          lastSyncWall = Date.now();
        })
        .finally(() => {
          syncing = null;
        });
    }
    await syncing;
  }

  /**
   * The candidate's appeal for a viewer of this faith. `leaveOut` is a
   * decision already counted that must not explain itself (a training
   * example's own answer), so the refit cannot learn from its label.
   */
  function appealFor(
    candidateId: string,
    viewerReligion: string | null,
    leaveOut?: { accepted: boolean } | null,
    into: Appeal = { all: 0, segment: 0 },
  ): Appeal {
    if (!learning || overall.decided === 0) return NO_APPEAL;
    const entry = appeal.get(candidateId);
    if (!entry) return NO_APPEAL;
    const yes = leaveOut?.accepted ? 1 : 0;
    const one = leaveOut ? 1 : 0;
    const base = Math.min(0.95, Math.max(0.05, overall.accepted / overall.decided));
    const all = appealOf(entry.all.accepted - yes, entry.all.decided - one, base);
    const own = rateOf(entry.all.accepted - yes, entry.all.decided - one, base);
    const segment = viewerReligion ? entry.bySegment.get(viewerReligion) : undefined;
    const segmentAppeal =
      segment && segment.decided - one > 0 ? appealOf(segment.accepted - yes, segment.decided - one, own) : 0;
    into.all = all;
    into.segment = segmentAppeal;
    return into;
  }
  /** Reused by the ranking loop, which reads it before the next call. */
  const appealScratch: Appeal = { all: 0, segment: 0 };

  function weightsOf(member: Member): Float64Array {
    return population[member.gender ?? 'OTHER'];
  }

  /** P(viewer accepts candidate) under the learned model: the logistic model's chance, lowered by likely hard limits. */
  function acceptance(viewer: Member, candidate: Member): number {
    const { all, segment } = appealFor(candidate.id, viewer.religion, null, appealScratch);
    const offsets = learning ? offsetsOf(viewer.taste) : null;
    const chance = sigmoid(logOddsOf(viewer.levels, candidate.levels, all, segment, weightsOf(viewer), offsets));
    return learning
      ? chance * limitFactor(viewer.levels, candidate.levels, prevalence, limitEvidenceOf(viewer.taste))
      : chance;
  }

  /** Showings of a candidate in all and today. */
  function showsOf(candidateId: string, today: string): { total: number; today: number } {
    const entry = exposure.get(candidateId);
    if (!entry) return NO_SHOWS;
    return entry.day === today ? entry : { total: entry.total, today: 0 };
  }

  function dailyCap(): number {
    rebuildPools();
    const active = Math.max(1, activeCount);
    const today = showsToday.day === dayOf(clock()) ? showsToday.count : 0;
    return Math.max(DAILY_CAP_MIN, Math.ceil((DAILY_CAP_FACTOR * today) / active));
  }

  /**
   * The order key of one candidate for one viewer, or null when it cannot
   * reach `floor` (the worst key a full list keeps): below it the other side's
   * chance is not worked out, since it is at most 1 and the key cannot rise
   * above it. A candidate over today's exposure cap gets a negative key, in
   * the same order among themselves: behind everyone else, not gone, since
   * the member may have nobody else.
   */
  function rankOf(
    viewer: Member,
    candidate: Member,
    likedMe: boolean,
    seen: boolean,
    cap: number,
    today: string,
    floor = -Infinity,
  ): number | null {
    if (ranker === 'random') return pairNoise(viewer.id, candidate.id);
    if (ranker === 'rules') return reciprocalScore(viewer.levels, candidate.levels);
    const shown = showsOf(candidate.id, today);
    const capped = typeof ranker !== 'function' || options.oracleCapped === true;
    const over = capped && !likedMe && !seen && shown.today >= cap;
    if (over && floor >= 0) return null;
    const behind = (key: number) => (over ? -1 / (1 + key) : key);
    if (typeof ranker === 'function') return behind(ranker(viewer.id, candidate.id) * ranker(candidate.id, viewer.id));
    // The profile Home already shows the member keeps its place: their own look at it does not count against it.
    const showings = seen ? Math.max(0, shown.total - 1) : shown.total;
    const bonus = (1 + EXPLORATION / Math.sqrt(1 + showings)) / (1 + DAY_SPREAD * (seen ? 0 : shown.today));
    const mine = acceptance(viewer, candidate) * bonus;
    if (!over && mine <= floor) return null;
    // Their yes is certain. What Home adds is an answer the member would not give elsewhere: one who answers
    // requests in Activity, where this one waits too, is better shown someone new.
    return behind(
      likedMe
        ? mine * (1 - answersRequestsElsewhere(requestAnswers.get(viewer.id)))
        : mine * acceptance(candidate, viewer),
    );
  }

  function side(viewer: Member, candidate: Member): Side {
    const features = featuresOf(viewer.levels, candidate.levels, appealFor(candidate.id, viewer.religion));
    const weights = weightsOf(viewer);
    const offsets = learning ? offsetsOf(viewer.taste) : null;
    const points = new Float64Array(FACTORS.length);
    writeFactorPoints(viewer.levels, candidate.levels, points);
    const contributions = factorContributions(viewer.levels, features, weights, offsets);
    let accept = sigmoid(logOdds(features, weights, offsets));
    if (learning) {
      const evidence = limitEvidenceOf(viewer.taste);
      accept *= limitFactor(viewer.levels, candidate.levels, prevalence, evidence);
      for (const [factor, lowered] of limitContributions(viewer.levels, candidate.levels, prevalence, evidence)) {
        contributions.set(factor, (contributions.get(factor) ?? 0) + lowered);
      }
    }
    return {
      accept,
      contributions,
      full: (factor) => points[FACTORS.indexOf(factor)] === factorMaxFor(viewer.levels, factor),
    };
  }

  /** What a decision teaches: its features, or null when learning is off or either member is not held here. */
  function learningFeatures(fromId: string, toId: string, accepted: boolean): Float64Array | null {
    if (!learning || !learned) return null;
    const viewer = members.get(fromId);
    const candidate = members.get(toId);
    if (!viewer || !candidate) return null;
    // A sync since the decision was recorded has counted it in the candidate's appeal: it must not explain itself.
    const counted = recentKeys.decisions.has(`${fromId}>${toId}`);
    return featuresOf(viewer.levels, candidate.levels, appealFor(toId, viewer.religion, counted ? { accepted } : null));
  }

  /** The member's taste one step wiser than `from` (a new taste when null). */
  function stepTaste(
    viewer: Member,
    candidate: Member,
    from: Float64Array | null,
    features: Float64Array,
    accepted: boolean,
  ): Float64Array {
    const taste = from ? Float64Array.from(from) : newTaste();
    const weights = weightsOf(viewer);
    const modelAccept = sigmoid(logOdds(features, weights, offsetsOf(taste)));
    const evidence = limitEvidenceOf(taste)!;
    // A no that a likely limit explains teaches the rest of the taste less: the share is taken before the limits learn.
    const share = modelShare(viewer.levels, candidate.levels, prevalence, evidence, modelAccept, accepted);
    learnLimits(viewer.levels, candidate.levels, prevalence, evidence, modelAccept, accepted);
    learnPersonal(taste, features, weights, accepted, share);
    return taste;
  }

  const engine = {
    ranker,
    learning,
    clock,
    sync,

    /** Runs `work` in the background, tracked so that settled() can wait for it. */
    background(work: Promise<unknown>): void {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work)).catch(() => {});
    },

    /** Resolves when every piece of background work started so far has finished (evaluation and tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    get modelVersion(): number {
      return modelVersion;
    },

    /**
     * Brings profiles up to at least `generation` (profile_generation as a
     * caller read it): a refill never ranks without a profile published before it began.
     */
    async syncTo(generation: string): Promise<void> {
      if (syncedGeneration === null || BigInt(syncedGeneration) < BigInt(generation)) await sync(true);
    },

    /** Makes sure a decision's two members, both active members, are known here before learning from it. */
    async know(...memberIds: string[]): Promise<void> {
      if (memberIds.some((id) => !members.has(id))) await sync(true);
    },

    /**
     * Every profile change stamped before this time (the database's clock, ms)
     * is known here, but for late commits within the sync overlap.
     */
    changesKnownUntil(): number {
      return marks.profiles === '-infinity' ? -Infinity : Date.parse(marks.profiles);
    },

    /** Is this member held here at all (a profile published since the last sync is not yet)? */
    holds(memberId: string): boolean {
      return members.has(memberId);
    },

    /** Is this member active as far as the last sync knows (a just-published profile may lag by SYNC_EVERY_MS)? */
    knows(memberId: string): boolean {
      return members.get(memberId)?.active === true;
    },

    /** How many decisions the member has made, as learning has counted them. */
    decisionsOf(memberId: string): number {
      return members.get(memberId)?.decisions ?? 0;
    },

    /**
     * The best `size` candidates of the viewer's whole pool (or of a refresh
     * `scope`), best first. `excluded`: decided by the viewer or refusing
     * them; `likers`: those who already said yes to the viewer.
     */
    async rankPool(
      viewerId: string,
      excluded: ReadonlySet<string>,
      likers: ReadonlySet<string>,
      size: number,
      scope?: RefreshScope,
    ) {
      await sync();
      const viewer = members.get(viewerId);
      if (!viewer?.active) return [];
      refreshAges();
      const whole = pool(viewer.gender);
      const candidates = scope ? inScope(viewer, whole, scope, likers) : whole;
      const cap = dailyCap();
      const today = dayOf(clock());
      const best: Ranked[] = [];
      let floor = -Infinity;
      for (let index = 0; index < candidates.length; index++) {
        if (index > 0 && index % SCORE_SLICE === 0) await turn();
        const candidate = candidates[index];
        if (candidate.id === viewerId || excluded.has(candidate.id)) continue;
        const likedMe = likers.has(candidate.id);
        const rank = rankOf(viewer, candidate, likedMe, false, cap, today, best.length >= size ? floor : -Infinity);
        if (rank === null || (best.length >= size && rank <= floor)) continue;
        best.push({ candidateId: candidate.id, rank, likedMe });
        if (best.length > 2 * size) {
          best.sort((a, b) => b.rank - a.rank);
          best.length = size;
          floor = best[size - 1].rank;
        }
      }
      best.sort((a, b) => b.rank - a.rank || (a.candidateId < b.candidateId ? -1 : 1));
      return best.slice(0, size);
    },

    /**
     * Orders queued candidates for the viewer with everything known now (the
     * viewer's latest decisions, the current model, today's showings).
     * Candidates matching does not know yet keep their stored order key.
     */
    rankQueue(
      viewerId: string,
      queued: readonly { candidateId: string; stored: number; likedMe: boolean; seen: boolean }[],
    ): Ranked[] {
      const viewer = members.get(viewerId);
      const cap = dailyCap();
      const today = dayOf(clock());
      const ranked = queued.map((entry) => {
        const candidate = members.get(entry.candidateId);
        const rank =
          viewer && candidate ? rankOf(viewer, candidate, entry.likedMe, entry.seen, cap, today) : entry.stored;
        return { candidateId: entry.candidateId, likedMe: entry.likedMe, rank: rank ?? entry.stored };
      });
      return ranked.sort((a, b) => b.rank - a.rank || (a.candidateId < b.candidateId ? -1 : 1));
    },

    /** P(viewer accepts candidate) as the model sees it now (the evaluation compares it with the truth). */
    acceptanceOf(viewerId: string, candidateId: string): number | null {
      const viewer = members.get(viewerId);
      const candidate = members.get(candidateId);
      return viewer && candidate ? acceptance(viewer, candidate) : null;
    },

    /**
     * Score and reasons of a suggestion, from the model that ranked it. The
     * answers themselves come from the profiles as just read (`viewerTraits`,
     * `candidateTraits`), so a reason never describes stale data.
     */
    explain(
      viewerId: string,
      candidateId: string,
      likedMe: boolean,
      viewerTraits: MatchTraits,
      candidateTraits: MatchTraits,
    ): Explained | null {
      const viewer = members.get(viewerId);
      const candidate = members.get(candidateId);
      if (!viewer || !candidate) return null;
      const mine = side(viewer, candidate);
      return explainMatch(viewerTraits, candidateTraits, mine, likedMe ? null : side(candidate, viewer));
    },

    /**
     * One learning step of a decision about to be recorded, worked out from
     * the taste held here, so it can be stored in the same statement as the
     * decision (repositories/matches.ts); null when learning is off or either
     * member is not held here. Applied by applyLearning once stored.
     */
    learningStep(fromId: string, toId: string, accepted: boolean): LearningStep | null {
      const viewer = members.get(fromId);
      const candidate = members.get(toId);
      const features = learningFeatures(fromId, toId, accepted);
      if (!viewer || !candidate || !features) return null;
      return {
        memberId: fromId,
        taste: stepTaste(viewer, candidate, viewer.taste, features, accepted),
        decisions: viewer.decisions + 1,
      };
    },

    /** Holds a learning step that was stored: the member's next feed answer uses it. */
    applyLearning(step: LearningStep): void {
      const viewer = members.get(step.memberId);
      if (!viewer) return;
      viewer.taste = step.taste;
      viewer.decisions = step.decisions;
    },

    /**
     * Learns from one recorded decision: one update of the member's own
     * offsets (constant cost), stored and applied here at once. The update is
     * written only over the state it started from; when another decision of
     * the member (on any instance) stored a newer one meanwhile, it is done
     * again on that one, under the row's lock.
     */
    async learn(fromId: string, toId: string, accepted: boolean): Promise<void> {
      const viewer = members.get(fromId);
      const candidate = members.get(toId);
      const features = learningFeatures(fromId, toId, accepted);
      if (!viewer || !candidate || !features) return;
      // The taste held here is usually the stored one: write the step on it.
      let taste = stepTaste(viewer, candidate, viewer.taste, features, accepted);
      let decisions = viewer.decisions + 1;
      if (!(await store.saveTasteStep(fromId, taste, decisions))) {
        [taste, decisions] = await db.transaction(async (tx) => {
          const stored = await store.lockTaste(fromId, tx);
          const next = stepTaste(viewer, candidate, stored ? tasteFrom(stored.offsets) : null, features, accepted);
          const count = (stored?.decisions ?? 0) + 1;
          // Under the row's lock the stored step is the one this step was computed from.
          await store.saveTasteStep(fromId, next, count, tx);
          return [next, count] as const;
        });
      }
      engine.applyLearning({ memberId: fromId, taste, decisions });
    },

    /** The order key `viewer` would give `candidate`, who just said yes to them (for placing the liker at once). */
    rankForLiked(viewerId: string, candidateId: string): number | null {
      const viewer = members.get(viewerId);
      const candidate = members.get(candidateId);
      if (!viewer?.active || !candidate) return null;
      return rankOf(viewer, candidate, true, true, Infinity, dayOf(clock()));
    },

    /** Counts a showing recorded by this instance at once (others' arrive with the next sync). */
    shown(viewerId: string, candidateId: string, at: number): void {
      if (firstTime(recentKeys.shows, `${viewerId}>${candidateId}`, at)) {
        countShow(candidateId, dayOf(at));
        marks.shows = later(marks.shows, new Date(at).toISOString());
      }
    },

    /**
     * Refits the population's weights from the most recent decisions (in the
     * background; with `force`, however few are new) and stores them with a
     * new version, which every instance picks up and every queue notices.
     */
    async refit(force = false): Promise<boolean> {
      if (!learning || !learned) return false;
      await sync(true);
      if (!force && decisionsSinceFit < REFIT_MIN_NEW) return false;
      const rows = await store.latestDecisions(REFIT_DECISIONS);
      // However many decisions it learns from, a refit takes at most a quarter of this instance's time.
      const pause = restingPauses(BACKGROUND_REST);
      const examples: TrainingExample[] = [];
      for (let index = 0; index < rows.length; index++) {
        if (index > 0 && index % SCORE_SLICE === 0) await pause();
        const row = rows[index];
        const viewer = members.get(row.from_id);
        const candidate = members.get(row.to_id);
        if (!viewer || !candidate) continue;
        const features = featuresOf(
          viewer.levels,
          candidate.levels,
          appealFor(row.to_id, viewer.religion, { accepted: row.interested }),
        );
        const offsets = offsetsOf(viewer.taste);
        const modelAccept = sigmoid(logOdds(features, weightsOf(viewer), offsets));
        const evidence = limitEvidenceOf(viewer.taste);
        examples.push({
          gender: viewer.gender ?? 'OTHER',
          features,
          offsets,
          accepted: row.interested,
          weight: modelShare(viewer.levels, candidate.levels, prevalence, evidence, modelAccept, row.interested),
        });
      }
      if (examples.length === 0) return false;
      const fitted = await fitPopulation(population, examples, pause);
      const tested = [...members.values()].filter((member) => member.taste !== null);
      const fittedPrevalence = await fitPrevalence(
        tested.map((member) => ({ levels: member.levels, evidence: limitEvidenceOf(member.taste) })),
        prevalence,
        pause,
      );
      const weights = [...fitted.MALE, ...fitted.FEMALE, ...fitted.OTHER, ...fittedPrevalence];
      const version = await store.saveModel(weights, examples.length);
      population = fitted;
      prevalence = fittedPrevalence;
      modelVersion = version;
      decisionsSinceFit = 0;
      return true;
    },

    /** Starts the background refit; answers a function that stops it. */
    startRefits(onError: (error: unknown) => void): () => void {
      const every = options.refitEveryMs ?? DEFAULT_REFIT_EVERY_MS;
      if (every <= 0 || !learning || !learned) return () => {};
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        engine.background(
          engine
            .refit()
            .catch(onError)
            .finally(() => (running = false)),
        );
      }, every);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return engine;
}
export type MatchingEngine = ReturnType<typeof createMatchingEngine>;
