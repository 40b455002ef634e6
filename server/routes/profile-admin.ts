import {
  AdminListQuerySchema,
  AdminProfileListSchema,
  ConfirmPublishRequestSchema,
  OkSchema,
  RefuseRequestSchema,
  VerifyQuerySchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createProfileReviewService } from '../services/profile-review';
import type { RoutePlugin } from './types';

/**
 * The admin calls of spec 7: GET /profile/list and GET /profile/verify?id=, and the refusal beside them
 * (POST /profile/refuse), the search of the list (?q=) and a publish past a red check confirmed with a
 * note (POST /profile/verify). Admin only, from the Authorization header (a cookie alone never counts, so a
 * cross-site GET of /profile/verify cannot publish).
 */
export const profileAdminRoutes: RoutePlugin = async (app, { db, files, auth }) => {
  const review = createProfileReviewService({ db, files });
  const admin = { preHandler: auth.requireAdmin };

  app.get(
    '/profile/list',
    { ...admin, schema: { querystring: AdminListQuerySchema, response: { 200: AdminProfileListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.awaitingReview(request.query.q);
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

  // Publishing past a red check: staff confirmed it with a note.
  app.post(
    '/profile/verify',
    { ...admin, schema: { body: ConfirmPublishRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await review.publish(currentUser(request).userId, request.body.id, request.ip, { note: request.body.note });
      return {};
    },
  );

  app.post(
    '/profile/refuse',
    { ...admin, schema: { body: RefuseRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await review.refuse(currentUser(request).userId, request.body, request.ip);
      return {};
    },
  );
};
