import type { MatchingRepository } from '../../repositories/matching';
import { FEATURES, tasteFrom } from './model';
import { PREVALENCE_LENGTH, priorPrevalence } from './limits';
import { SYNC_OVERLAP_MS, dayOf, type HeldMembers } from './members';

/*
 * Keeps the members held in memory (members.ts) in step with the database by
 * reading what changed since the last look: profiles, decisions, showings,
 * tastes and the model. The database stays the one truth: any instance
 * rebuilds the same state from it.
 */

/** Re-read what changed at most this often (other instances' writes); this instance's own writes apply at once. */
const SYNC_EVERY_MS = 2000;
/** Profiles and tastes read per statement. */
const SYNC_PAGE = 2000;

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

export function createSync(
  store: MatchingRepository,
  held: HeldMembers,
  options: { learning: boolean; clock: () => number; syncEveryMs?: number },
) {
  const { members, model } = held;
  const { learning, clock } = options;
  let loaded = false;
  let lastSyncWall = -Infinity;
  let syncing: Promise<void> | null = null;
  const marks = { profiles: '-infinity', tastes: '-infinity', decisions: '-infinity', shows: '-infinity' };
  /** Keys of rows read within the overlap window, so a second read of them counts nothing twice. */
  const recentKeys = { decisions: new Map<string, number>(), shows: new Map<string, number>() };
  /** profile_generation when the last sync began: every profile change up to it is known here. */
  let syncedGeneration: string | null = null;

  async function loadAll(): Promise<void> {
    for (const row of await store.decisionTallies()) held.countDecision(row.to_id, row.religion, false, row.n, row.yes);
    for (const row of await store.requestAnswers()) held.countRequestAnswers(row.member_id, row.on_home, row.elsewhere);
    const today = dayOf(clock());
    for (const row of await store.showTallies(today)) held.countShow(row.candidate_id, today, row.n, row.today);
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
        held.countDecision(row.to_id, members.get(row.from_id)?.religion ?? null, row.interested);
        if (row.requested) held.countRequestAnswers(row.from_id, row.on_home ? 1 : 0, row.on_home ? 0 : 1);
        model.decisionsSinceFit++;
        marks.decisions = later(marks.decisions, row.at);
      }
      for (const row of await store.showsSince(since(marks.shows))) {
        if (!firstTime(recentKeys.shows, `${row.member_id}>${row.candidate_id}`, Date.parse(row.at))) continue;
        held.countShow(row.candidate_id, dayOf(Date.parse(row.at)));
        marks.shows = later(marks.shows, row.at);
      }
    }
    // In pages by id, so a first load of every member never holds them all in one result.
    forgetBefore(recentKeys.decisions, marks.decisions);
    forgetBefore(recentKeys.shows, marks.shows);
    const from = since(marks.profiles);
    for (let after = ''; ;) {
      const profiles = await store.profilesChangedSince(from, after, SYNC_PAGE);
      for (const row of profiles) held.upsert(row);
      if (profiles.length < SYNC_PAGE) break;
      after = profiles[profiles.length - 1].id;
    }
    marks.profiles = syncBegan;
    // What the next sync reads again (the overlap) is logged by it; everything before was read already.
    const began = Date.parse(since(syncBegan));
    if (Number.isFinite(began)) held.changesReadFrom(began);
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
      if (stored && Number(stored.version) > model.version && readable) {
        model.population = {
          MALE: Float64Array.from(stored.weights.slice(0, FEATURES)),
          FEMALE: Float64Array.from(stored.weights.slice(FEATURES, 2 * FEATURES)),
          OTHER: Float64Array.from(stored.weights.slice(2 * FEATURES, 3 * FEATURES)),
        };
        // A model stored before limits were learned has no prevalence: the prior's stands until the next refit.
        model.prevalence =
          stored.weights.length === 3 * FEATURES + PREVALENCE_LENGTH
            ? Float64Array.from(stored.weights.slice(3 * FEATURES))
            : priorPrevalence();
        model.version = Number(stored.version);
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

  return {
    sync,

    /** Brings profiles up to at least `generation` (profile_generation as a caller read it). */
    async syncToGeneration(generation: string): Promise<void> {
      if (syncedGeneration === null || BigInt(syncedGeneration) < BigInt(generation)) await sync(true);
    },

    /** Every profile change stamped before this time (the database's clock, ms) is known here, but for late commits. */
    changesKnownUntil(): number {
      return marks.profiles === '-infinity' ? -Infinity : Date.parse(marks.profiles);
    },

    /** Whether a sync has counted this decision already (it was read within the overlap window). */
    counted(fromId: string, toId: string): boolean {
      return recentKeys.decisions.has(`${fromId}>${toId}`);
    },

    /** Counts a showing recorded by this instance at once (others' arrive with the next sync). */
    countShowing(viewerId: string, candidateId: string, at: number): void {
      if (firstTime(recentKeys.shows, `${viewerId}>${candidateId}`, at)) {
        held.countShow(candidateId, dayOf(at));
        marks.shows = later(marks.shows, new Date(at).toISOString());
      }
    },
  };
}
export type MatchingSync = ReturnType<typeof createSync>;
