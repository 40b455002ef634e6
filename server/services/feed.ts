import type { MemberProfile } from '../../contract/schemas';
import type { Db } from '../db/types';
import {
  FEED_PAGE_SIZE,
  FEED_QUEUE_SIZE,
  feedRepository,
  type QueuedEntry,
  type Relations,
  type ViewerAndQueue,
  type ViewerRow,
} from '../repositories/feed';
import { toMatchTraits, toMemberProfile } from './profile-view';
import type { FileStore } from './files';
import type { MatchingEngine } from './matching/engine';
import { FEED_REFRESH_WINDOW, planRefill } from './matching/queue-policy';
import { BACKGROUND_REST, pacedLine } from '../lib/pacing';

/** A stable number per member, so members' refresh windows start at different places of the pool. */
function hashOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

export interface Suggestions {
  viewer: ViewerRow;
  profiles: MemberProfile[];
  /** Whether the queue was ranked before answering, or will be in the background (matching/queue-policy.ts planRefill). */
  plan: 'now' | 'full' | 'refresh' | 'none';
  /**
   * Answered from the queue the member's decision read moments ago (remember): its versions are those
   * before the decision's own changes, so the answer is not kept under them.
   */
  fromDecision: boolean;
}

/**
 * How long the queue a decision read serves the member's next suggestions: the app asks at once. What
 * changes meanwhile on another member's side (a block, a deleted account) is checked again when the page
 * is read (repositories/feed.ts pageWithShowing).
 */
const AFTER_DECISION_MS = 1000;
/** Members whose queue a decision read are held at most this many at once (oldest first out). */
const AFTER_DECISION_MAX = 10_000;

/**
 * A member's suggestions: the queue kept for them, ordered with everything
 * matching knows at this moment (their latest decisions, the model, who
 * already said yes to them, today's showings), each with the model's score
 * and reasons. The pool is ranked again in the background when the queue runs
 * low or what it was built from moved, so an answer never waits for it except
 * the very first.
 */
export function createFeedService(deps: {
  db: Db;
  files: FileStore;
  matching: MatchingEngine;
  onBackgroundError: (error: unknown) => void;
}) {
  const { db, files, matching } = deps;
  const feed = feedRepository(db);
  const changeListeners = new Set<(memberId: string) => void>();
  /** Queues decisions just read (DecisionOutcome.feedAfter), each used once by the member's next suggestions. */
  const afterDecision = new Map<string, { found: ViewerAndQueue; at: number }>();

  function takeAfterDecision(memberId: string): ViewerAndQueue | null {
    const kept = afterDecision.get(memberId);
    if (!kept) return null;
    afterDecision.delete(memberId);
    return Date.now() - kept.at <= AFTER_DECISION_MS ? kept.found : null;
  }
  /**
   * Background refills, one at a time: a member waits in line once (a
   * whole-pool refill wins over a refresh), and their queue is read when
   * their turn comes, so the refill starts from its newest state. A burst,
   * such as every queue after a model refit or many members' fifth decision
   * at once, is spread out instead of stalling answers. The database lock
   * covers other instances.
   */
  const refills = pacedLine<'full' | 'refresh'>({
    rest: BACKGROUND_REST,
    run: async (memberId, kind) => {
      try {
        // The member, their queue and their relations in one round trip: the refill needs all three.
        const found = await feed.findRefillInputs(memberId);
        if (found?.viewer.active) {
          await refill(found.viewer, kind === 'refresh' ? found.queue : undefined, found.relations);
        }
      } catch (error) {
        deps.onBackgroundError(error);
      }
    },
    merge: (waiting, next) => (waiting === 'full' ? waiting : next),
    started: (work) => matching.runInBackground(work),
  });

  /**
   * Ranks the member's queue again: the whole pool, or a refresh of what it holds (RefreshScope). `known`: the
   * member's relations when they were read with the member, else they are read here.
   */
  async function refill(viewer: ViewerRow, queued?: readonly QueuedEntry[], known?: Relations): Promise<number> {
    await matching.syncToGeneration(viewer.generation);
    const built = {
      generation: viewer.generation,
      model: matching.modelVersion,
      decisions: matching.decisionsOf(viewer.id),
      at: new Date(matching.clock()),
      changes: Number.isFinite(matching.changesKnownUntil()) ? new Date(matching.changesKnownUntil()) : null,
    };
    const { excluded, likers } = known ?? (await feed.relations(viewer.id));
    const scope = queued && {
      keep: queued.map((entry) => entry.candidateId),
      builtFromChanges: viewer.built_changes ? new Date(viewer.built_changes).getTime() : -Infinity,
      window: FEED_REFRESH_WINDOW,
      offset: built.decisions * FEED_REFRESH_WINDOW + hashOf(viewer.id),
    };
    const ranked = await matching.rankPool(viewer.id, excluded, likers, FEED_QUEUE_SIZE, scope);
    // Only a look through the whole pool can say it is exhausted.
    return feed.replaceQueue(viewer.id, ranked, scope ? null : FEED_QUEUE_SIZE, built);
  }

  /** The member's suggestions, best first; null when they may not use the feed. */
  async function suggestions(memberId: string): Promise<Suggestions | null> {
    // Right after the member's decision, the queue that decision read, which saves reading it again.
    const remembered = takeAfterDecision(memberId);
    let found = remembered ?? (await feed.findViewerAndQueue(memberId));
    if (!found?.viewer.active) return null;
    // A paused member's own suggestions are paused too (privacy `hidden`): nothing is shown or recorded.
    if (found.viewer.paused) return { viewer: found.viewer, profiles: [], plan: 'none', fromDecision: false };
    if (matching.isHeldActive(memberId)) {
      // Others' writes arrive at most every few seconds; this answer does not wait for them.
      matching.runInBackground(matching.sync().catch(deps.onBackgroundError));
    } else {
      await matching.sync(true);
    }

    const moved = {
      decisions: matching.decisionsOf(memberId),
      model: matching.modelVersion,
      ownChange: matching.changedAtOf(memberId),
    };
    const plan = planRefill(found.viewer, found.queue.length, moved, matching.clock());
    if (plan === 'now') {
      refills.drop(memberId);
      await refill(found.viewer);
      found = (await feed.findViewerAndQueue(memberId)) ?? found;
    } else if (plan === 'full' || plan === 'refresh') {
      refills.add(memberId, plan);
    }

    const ranked = matching.rankQueue(memberId, found.queue).slice(0, FEED_PAGE_SIZE);
    // The member's own row comes along: the reasons speak of both as they are now. The first profile of the
    // answer is a showing, recorded in the same round trip (the first time per pair counts).
    const at = matching.clock();
    const { self, rows, shownNow } = await feed.pageWithShowing(
      memberId,
      ranked.map((entry) => entry.candidateId),
      new Date(at),
    );
    if (self?.id !== memberId) return null;
    if (shownNow !== null) matching.countShowing(memberId, shownNow, at);
    const likers = new Set(ranked.filter((entry) => entry.likedMe).map((entry) => entry.candidateId));
    const page: MemberProfile[] = rows.map((row) => {
      const likedMe = likers.has(row.id);
      const explained = matching.explain(memberId, row.id, likedMe, toMatchTraits(self), toMatchTraits(row));
      return {
        // The community is shown only to members who gave their own.
        ...toMemberProfile(row, files, row.photo_relation ?? 'STRANGER', self.community !== null),
        ...(explained ? { compatibility: explained } : {}),
        ...(likedMe ? { interestedInYou: true } : {}),
      };
    });
    return { viewer: found.viewer, profiles: page, plan, fromDecision: remembered !== null };
  }

  return {
    suggestions,
    /**
     * Calls `listener` with each member whose feed inputs this instance just
     * changed (a decision by or about them), so an answer kept for them goes
     * at once instead of being checked against the database's versions.
     */
    onChange(listener: (memberId: string) => void): void {
      changeListeners.add(listener);
    },
    /** This instance changed what these members' feeds are computed from. */
    changed(...memberIds: string[]): void {
      for (const memberId of memberIds) {
        afterDecision.delete(memberId);
        for (const listener of changeListeners) listener(memberId);
      }
    },
    /** The member's queue as their decision just read it, for their next suggestions (if they come soon). */
    remember(memberId: string, found: ViewerAndQueue): void {
      afterDecision.delete(memberId);
      afterDecision.set(memberId, { found, at: Date.now() });
      if (afterDecision.size > AFTER_DECISION_MAX) afterDecision.delete(afterDecision.keys().next().value as string);
    },
    /** The suggestion Home shows the member now (with its score and reasons), or null. */
    async current(memberId: string): Promise<MemberProfile | null> {
      return (await suggestions(memberId))?.profiles[0] ?? null;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
