import { FeedResponseSchema, type MemberProfile } from '../../contract/schemas';
import { NOT_ACTIVE_MESSAGE, currentUser } from '../plugins/auth';
import { forbidden } from '../plugins/errors';
import { FEED_PAGE_SIZE, feedRepository, needsRefill, poolOf, traitsOf } from '../repositories/feed';
import { toMemberProfile } from '../repositories/profiles';
import { compatibility } from '../services/compatibility';
import type { RoutePlugin } from './types';

/**
 * GET /feed/home: the member's best suggestions, each with its two-sided
 * compatibility (issue 8). The hot path is two indexed reads (the caller,
 * then the top of their precomputed queue); scoring the whole pool happens
 * only when the queue runs low or grows old.
 */
export const feedRoutes: RoutePlugin = async (app, { db, files, auth }) => {
  const feed = feedRepository(db);

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
      if (needsRefill(viewer, rows.length)) {
        await feed.refill(viewer);
        rows = await feed.readQueue(userId, poolOf(viewer.gender));
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
