import type { Db } from '../../db/types';
import { matchingRepository } from '../../repositories/matching';
import { createLearning } from './learning';
import { createHeldMembers } from './members';
import { createRanking, type Ranker } from './ranking';
import { createRefits } from './refits';
import { createSync } from './sync';

export type { Ranker } from './ranking';

/*
 * The front of matching, one per server instance. Each job lives in its own file:
 * members.ts  every member's answers and learned taste held in memory, with the counts and the model
 * sync.ts     keeps them in step with the database by reading what changed since the last look
 * ranking.ts  orders a pool or a queue, and explains a suggestion
 * learning.ts what a decision teaches the member's taste
 * refits.ts   the population's weights, refit in the background
 * queue-policy.ts  when a member's queue is ranked again
 */

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
   * a newer profile, a decision names a member not held, or sync(true) is called).
   */
  syncEveryMs?: number;
}

/**
 * The matching engine of one server instance: every member's answers and
 * learned taste in memory (about 1.1 KB each), kept in step with the
 * database by reading what changed since the last look, so scoring a whole
 * pool is arithmetic, not a query. The database stays the one truth: member
 * offsets, the population model, decisions and showings are all stored, and
 * any instance rebuilds the same state from them.
 */
export function createMatchingEngine(db: Db, options: MatchingOptions = {}) {
  const ranker = options.ranker ?? 'learned';
  const learning = options.learning ?? true;
  // Only the learned ranker learns: the others are fixed yardsticks.
  const enabled = learning && ranker === 'learned';
  const clock = options.clock ?? Date.now;
  const store = matchingRepository(db);

  /** Work started in the background (refills, refits), so a caller can wait for a settled state. */
  const inFlight = new Set<Promise<unknown>>();
  function runInBackground(work: Promise<unknown>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
  }

  const held = createHeldMembers(clock);
  const sync = createSync(store, held, { learning, clock, syncEveryMs: options.syncEveryMs });
  const ranking = createRanking(held, { ranker, learning, oracleCapped: options.oracleCapped === true, clock });
  const learner = createLearning({ db, store, held, ranking, sync, enabled });
  const refits = createRefits({
    store,
    held,
    ranking,
    sync,
    enabled,
    refitEveryMs: options.refitEveryMs,
    background: runInBackground,
  });

  return {
    ranker,
    learning,
    clock,

    /** Brings the in-memory state up to date (at most every few seconds unless forced); one sync at a time. */
    sync: sync.sync,

    /**
     * Brings profiles up to at least `generation` (profile_generation as a
     * caller read it): a refill never ranks without a profile published before it began.
     */
    syncToGeneration: sync.syncToGeneration,

    /** Makes sure these members (a decision's two, both active) are held here, syncing when one is not. */
    async syncMembers(...memberIds: string[]): Promise<void> {
      if (memberIds.some((id) => !held.members.has(id))) await sync.sync(true);
    },

    /** Runs `work` in the background, tracked so that settled() can wait for it. */
    runInBackground,

    /** Resolves when every piece of background work started so far has finished (evaluation and tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    get modelVersion(): number {
      return held.model.version;
    },

    /** Every profile change stamped before this time (the database's clock, ms) is known here, but for late commits within the sync overlap. */
    changesKnownUntil: sync.changesKnownUntil,

    /** Is this member held here at all (a profile published since the last sync is not yet)? */
    isHeld(memberId: string): boolean {
      return held.members.has(memberId);
    },

    /** Is this member held here as active (a just-published profile may lag by a sync)? */
    isHeldActive(memberId: string): boolean {
      return held.members.get(memberId)?.active === true;
    },

    /** How many decisions the member has made, as learning has counted them. */
    decisionsOf(memberId: string): number {
      return held.members.get(memberId)?.decisions ?? 0;
    },

    /** When the member's own answers or preferences last changed as matching read them (ms), if it holds them. */
    changedAtOf(memberId: string): number | null {
      return held.members.get(memberId)?.changedAt ?? null;
    },

    /**
     * The best `size` candidates of the viewer's whole pool (or of a refresh
     * `scope`), best first. `excluded`: decided by the viewer or refusing
     * them; `likers`: those who already said yes to the viewer.
     */
    async rankPool(...args: Parameters<typeof ranking.rankPool>) {
      await sync.sync();
      return ranking.rankPool(...args);
    },

    /**
     * Orders queued candidates for the viewer with everything known now (the
     * viewer's latest decisions, the current model, today's showings).
     * Candidates matching does not hold yet keep their stored order key.
     */
    rankQueue: ranking.rankQueue,

    /** P(viewer accepts candidate) as the model sees it now (the evaluation compares it with the truth). */
    acceptanceOf: ranking.acceptanceOf,

    /**
     * Score and reasons of a suggestion, from the model that ranked it. The
     * answers themselves come from the profiles as just read (`viewerTraits`,
     * `candidateTraits`), so a reason never describes stale data.
     */
    explain: ranking.explain,

    /** The order key `viewerId` would give `likerId`, who just said yes to them (for placing the liker at once). */
    rankOfLiker: ranking.rankOfLiker,

    /** Counts a showing recorded by this instance at once (others' arrive with the next sync). */
    countShowing: sync.countShowing,

    /**
     * One learning step of a decision about to be recorded, so it can be
     * stored in the decision's own statement (repositories/matches.ts); null
     * when learning is off or either member is not held here.
     */
    tasteStep: learner.tasteStep,

    /** Holds a learning step that was stored with its decision: the member's next feed answer uses it. */
    applyTasteStep: learner.applyTasteStep,

    /** Learns from one recorded decision whose step was not stored with it: stored and held here at once. */
    learnFromDecision: learner.learnFromDecision,

    /**
     * Refits the population's weights from the most recent decisions (in the
     * background; with `force`, however few are new) and stores them with a
     * new version, which every instance picks up and every queue notices.
     */
    refit: refits.refit,

    /** Starts the background refit; answers a function that stops it. */
    startRefits: refits.startRefits,
  };
}
export type MatchingEngine = ReturnType<typeof createMatchingEngine>;
