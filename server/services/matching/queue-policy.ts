import { FEED_PAGE_SIZE, type ViewerRow } from '../../repositories/feed';

/*
 * When a member's queue of suggestions is ranked again: the thresholds and the
 * one decision made from them on every feed answer (services/feed.ts).
 */

/** A queue older than this is ranked again from the whole pool whatever else happened. */
export const FEED_QUEUE_MAX_AGE_SECONDS = 3600;
/**
 * A queue is ranked again from the whole pool once profiles or the model
 * moved and it is at least this old: a newly published member reaches
 * existing queues within this time of anyone's next visit, and a busy pool
 * costs each member at most one refill per period.
 */
export const FEED_FRESHNESS_SECONDS = 30;
/** Decisions of the member after which their queue is ranked again from the whole pool (each one re-orders it at once). */
export const FEED_RESCAN_DECISIONS = 5;
/** Below this many queued suggestions a refill starts in the background. */
export const FEED_LOW_WATER = 2 * FEED_PAGE_SIZE;

/** What the member has moved since their queue was built, for planRefill. */
export interface Movement {
  decisions: number;
  model: number;
  /** When matching last read a change of the member's own answers or preferences (ms); null: not known. */
  ownChange?: number | null;
}

/** Candidates of the pool looked at by a refresh besides the queue, the likers and changed profiles. */
export const FEED_REFRESH_WINDOW = 2048;

/**
 * What to do with the member's queue before answering:
 * - 'now': rank the whole pool before answering, when the queue is empty
 *   (and it is the first fill, or the last look through the whole pool found
 *   more than a queue holds, or the member's own answers or preferences
 *   changed since);
 * - 'full': rank the whole pool in the background, when the queue runs low,
 *   when the member's own answers or preferences changed since it was built
 *   (who fits them may be anyone), or when it is older than an hour (the
 *   current queue answers meanwhile);
 * - 'refresh': in the background, rank again the queue, the likers, every
 *   profile changed since it was built and a moving window of the pool, after
 *   a few decisions of the member or when profiles or the model moved and the
 *   queue is at least the freshness period old: bounded work however large
 *   the pool, and a newly published member is among the changed profiles;
 * - 'none'.
 * A pool is exhausted when the last look through all of it found fewer
 * candidates than a queue holds (migration 120): a low or empty queue then
 * waits for what refreshes look at (new and changed profiles, likers) rather
 * than having the whole pool ranked again on every visit.
 */
export function planRefill(
  viewer: ViewerRow,
  queued: number,
  moved: Movement,
  now = Date.now(),
): 'now' | 'full' | 'refresh' | 'none' {
  if (!viewer.refilled_at) return 'now';
  const age = (now - new Date(viewer.refilled_at).getTime()) / 1000;
  const exhausted = viewer.exhausted === true;
  const builtFrom = viewer.built_changes === null ? null : new Date(viewer.built_changes).getTime();
  const ownMoved = moved.ownChange != null && builtFrom !== null && moved.ownChange > builtFrom;
  if (queued === 0 && (!exhausted || ownMoved)) return 'now';
  if (age > FEED_QUEUE_MAX_AGE_SECONDS) return 'full';
  if (queued < FEED_LOW_WATER && !exhausted) return 'full';
  if (ownMoved && age >= FEED_FRESHNESS_SECONDS) return 'full';
  if (moved.decisions - (viewer.built_decisions ?? 0) >= FEED_RESCAN_DECISIONS) return 'refresh';
  const inputsMoved =
    viewer.built_generation !== viewer.generation || String(moved.model) !== (viewer.built_model ?? '0');
  return inputsMoved && age >= FEED_FRESHNESS_SECONDS ? 'refresh' : 'none';
}
