import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { NOT_ACTIVE_MESSAGE, currentUser } from '../plugins/auth';
import { forbidden } from '../plugins/errors';
import { FEED_PAGE_SIZE, feedRepository, planRefill, poolOf, traitsOf } from '../repositories/feed';
import { toMemberProfile } from '../repositories/profiles';
import { compatibility } from '../services/compatibility';
import type { RoutePlugin } from './types';

/**
 * GET /feed/home: the member's best suggestions, each with its two-sided
 * compatibility (issue 8). The hot path is one indexed read (the caller and
 * the top of their precomputed queue); scoring the whole pool happens when
 * the queue is empty, or in the background when it runs low or grows old.
 */
export const feedRoutes: RoutePlugin = async (app, { db, files, auth }) => {
  const feed = feedRepository(db);
  /** Members whose queue this instance is refilling in the background (the database lock covers other instances). */
  const refilling = new Set<string>();

  app.get(
    '/feed/home',
    { preHandler: auth.requireMember, schema: { response: { 200: FeedResponseSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
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
      return { profiles };
    },
  );
};
