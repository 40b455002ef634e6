import { CountsResponseSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { chatRepository } from '../repositories/chat';
import { matchesRepository } from '../repositories/matches';
import type { RoutePlugin } from './types';

/**
 * GET /counts: read-only, for the member navigation bar. A chat's messages count as read once the member
 * has opened it (GET /chat/history of its newest page).
 */
export const countsRoutes: RoutePlugin = async (app, { db, auth }) => {
  const matches = matchesRepository(db);
  const chat = chatRepository(db);

  app.get(
    '/counts',
    { preHandler: auth.requireMember, schema: { response: { 200: CountsResponseSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      const [pendingRequests, unreadMessages] = await Promise.all([
        matches.pendingCount(userId),
        chat.unreadCount(userId),
      ]);
      return { pendingRequests, unreadMessages };
    },
  );
};
