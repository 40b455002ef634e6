import { AdminProfileListSchema, OkSchema, RefuseRequestSchema, VerifyQuerySchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createProfileReviewService } from '../services/profile-review';
import type { RoutePlugin } from './types';

/**
 * The admin calls of spec 7: GET /profile/list and GET /profile/verify?id=, and the refusal beside them
 * (POST /profile/refuse). Admin only, from the Authorization header (a cookie alone never counts, so a
 * cross-site GET of /profile/verify cannot publish).
 */
export const profileAdminRoutes: RoutePlugin = async (app, { db, files, auth, mailer }) => {
  const review = createProfileReviewService({ db, files, mailer });
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
      await review.publish(currentUser(request).userId, request.query.id, request.ip, request.log);
      return {};
    },
  );

  app.post(
    '/profile/refuse',
    { ...admin, schema: { body: RefuseRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await review.refuse(currentUser(request).userId, request.body, request.ip, request.log);
      return {};
    },
  );
};
