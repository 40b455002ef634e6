import { AdminProfileListSchema, OkSchema, VerifyQuerySchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createProfileReviewService } from '../services/profile-review';
import type { RoutePlugin } from './types';

/**
 * The admin calls of spec 7: GET /profile/list and GET /profile/verify?id=.
 * Admin only, from the Authorization header (a cookie alone never counts, so a
 * cross-site GET of /profile/verify cannot publish).
 */
export const profileAdminRoutes: RoutePlugin = async (app, { db, files, auth }) => {
  const review = createProfileReviewService({ db, files });
  const admin = { preHandler: auth.requireAdmin };

  app.get(
    '/profile/list',
    { ...admin, schema: { response: { 200: AdminProfileListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.awaitingReview();
    },
  );

  app.get(
    '/profile/verify',
    { ...admin, schema: { querystring: VerifyQuerySchema, response: { 200: OkSchema } } },
    async (request) => {
      await review.publish(currentUser(request).userId, request.query.id, request.ip);
      return {};
    },
  );
};
