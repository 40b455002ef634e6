import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { NOT_ACTIVE_MESSAGE, currentUser } from '../plugins/auth';
import { forbidden } from '../plugins/errors';
import { createAnswerCache, sendKept } from '../lib/answer-cache';
import { FEED_PAGE_SIZE, feedRepository, feedStamp, planRefill, poolOf, traitsOf } from '../repositories/feed';
import { toMemberProfile } from '../repositories/profiles';
import { compatibility } from '../services/compatibility';
import type { RoutePlugin } from './types';

/**
 * A member's answer is used again while neither their queue nor any profile
 * changed, for at most this long: its photo links stay valid for at least half
 * an hour (services/files.ts), and the queue's own age is checked again.
 */
export const FEED_ANSWER_MAX_AGE_MS = 5 * 60_000;
/** Memory for kept answers (about 15 KB each). */
const FEED_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * GET /feed/home: the member's best suggestions, each with its two-sided
 * compatibility (issue 8). The hot path is one indexed read (the caller and
 * the top of their precomputed queue); scoring the whole pool happens when
 * the queue is empty, or in the background when it runs low or grows old.
 * An answer is kept, serialized, until what it was computed from changes
 * (lib/answer-cache.ts), so asking again costs two primary-key reads on
 * PostgreSQL and none on the embedded engine.
 */
export const feedRoutes: RoutePlugin = async (app, { db, files, auth, changes }) => {
  const feed = feedRepository(db);
  const answers = createAnswerCache({ maxAgeMs: FEED_ANSWER_MAX_AGE_MS, maxBytes: FEED_ANSWER_BYTES });
  // Embedded engine: drop answers as their inputs change (any profile: all of them; a member's queue: theirs),
  // and keep them under the date alone. PostgreSQL: check the stored versions on each call.
  changes?.subscribe((change) => {
    if (change === 'g') answers.clear();
    else if (change.startsWith('f:')) answers.delete(change.slice(2));
  });
  const localStamp = () => feedStamp({ feed_version: 'local', generation: 'local' });
  /** Members whose queue this instance is refilling in the background (the database lock covers other instances). */
  const refilling = new Set<string>();

  app.get(
    '/feed/home',
    { preHandler: auth.requireMember, schema: { response: { 200: FeedResponseSchema } } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      if (answers.has(userId)) {
        const kept = answers.get(userId, changes ? localStamp() : await feed.stamp(userId));
        if (kept !== null) return sendKept(reply, kept);
      }

      const epoch = changes?.epoch;
      const found = await feed.findViewerAndQueue(userId);
      // The same gate as requireActiveMember, read in the same query as the caller's own traits.
      if (!found?.viewer.active) throw forbidden(NOT_ACTIVE_MESSAGE);
      const { viewer } = found;

      let rows = found.queue;
      const plan = planRefill(viewer, found.queued);
      if (plan === 'now') {
        await feed.refill(viewer);
        rows = await feed.readQueue(userId, poolOf(viewer.gender));
      } else if (plan === 'background' && !refilling.has(userId)) {
        refilling.add(userId);
        feed
          .refill(viewer)
          .catch((error: unknown) => request.log.error({ err: error }, 'background feed refill failed'))
          .finally(() => refilling.delete(userId));
      }

      const me = traitsOf(viewer);
      // Scores and reasons are computed from the profiles as they are now, so they never describe stale data.
      const profiles: MemberProfile[] = rows
        .map((row) => ({ ...toMemberProfile(row, files), compatibility: compatibility(me, traitsOf(row)) }))
        .sort((a, b) => b.compatibility.score - a.compatibility.score)
        .slice(0, FEED_PAGE_SIZE);
      const body = reply.serialize({ profiles }) as string;
      // Kept under the versions read with the data; after a refill the versions have moved on, so not kept.
      // On the embedded engine, an answer computed while a change was announced may be stale, so not kept.
      if (plan === 'none' && changes?.epoch === epoch) {
        answers.set(userId, changes ? localStamp() : feedStamp(viewer), body);
      }
      return sendKept(reply, body);
    },
  );
};
