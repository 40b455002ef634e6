import {
  AdminProfileListSchema,
  AuditPageSchema,
  OkSchema,
  PageQuerySchema,
  VerifyQuerySchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { profileReviewRepository } from '../repositories/profile-review';
import { announceReviewOutcome } from '../services/notifications';
import type { RoutePlugin } from './types';

export const NOT_READY_MESSAGE = 'This profile has not submitted all its documents yet.';

/**
 * The admin calls of spec 7: GET /profile/list and GET /profile/verify?id=.
 * Admin only, from the Authorization header (a cookie alone never counts, so a
 * cross-site GET of /profile/verify cannot publish).
 */
export const profileAdminRoutes: RoutePlugin = async (app, { db, files, auth }) => {
  const repo = profileReviewRepository(db);
  const admin = { preHandler: auth.requireAdmin };
  const link = (key: string | null) => (key ? files.signedUrl(key) : null);

  app.get(
    '/profile/list',
    { ...admin, schema: { response: { 200: AdminProfileListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await repo.listAwaitingReview();
      return rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        photoImageUrl: link(row.selfie_file),
        panImageUrl: link(row.id_file),
        degreeImageUrl: link(row.degree_file),
        incomeImageUrl: link(row.income_file),
        imageUrls: row.image_keys.map((key) => files.signedUrl(key)),
      }));
    },
  );

  app.get(
    '/profile/verify',
    { ...admin, schema: { querystring: VerifyQuerySchema, response: { 200: OkSchema } } },
    async (request) => {
      const { id } = request.query;
      const admin = currentUser(request);
      // The publish and its audit row land together or not at all.
      const outcome = await db.transaction(async (tx) => {
        const result = await profileReviewRepository(tx).publish(id);
        if (result === 'published') {
          await auditRepository(tx).record({
            actorId: admin.userId,
            action: 'profile.published',
            subjectId: id,
            detail: { ip: request.ip },
          });
          // The member hears of it with the publish: in the bell, and live on an open tab.
          await announceReviewOutcome(tx, id, { outcome: 'published' });
        }
        return result;
      });
      if (outcome === 'missing') throw notFound('Profile not found.');
      if (outcome === 'not-ready') throw conflict(NOT_READY_MESSAGE);
      return {};
    },
  );

  /** The portal's Audit page: every recorded action, newest first. */
  app.get(
    '/audit/events',
    { ...admin, schema: { querystring: PageQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => {
      const rows = await auditRepository(db).page(request.query.start, request.query.limit);
      return {
        events: rows.map((row) => ({
          id: row.id,
          at: row.at,
          action: row.action,
          actor: row.actorEmail ?? row.actorId,
          subject: row.subjectName ?? row.subjectId,
          detail: row.detail,
        })),
      };
    },
  );
};
