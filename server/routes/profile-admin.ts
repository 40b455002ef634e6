import {
  AdminProfileListSchema,
  AuditPageSchema,
  OkSchema,
  PageQuerySchema,
  RefuseRequestSchema,
  VerifyQuerySchema,
  type AdminChecks,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { profileReviewRepository, type ReviewRow } from '../repositories/profile-review';
import { reviewRepository } from '../repositories/review';
import { reviewMailText, type ReviewMail } from '../services/review-mail';
import type { RoutePlugin } from './types';

export const NOT_READY_MESSAGE = 'This profile has not submitted all its documents yet.';
export const NOT_AWAITING_MESSAGE = 'This profile is not waiting for review.';

/**
 * The list item's checks: the stored outcome, PENDING while a newer check is queued. A profile never queued
 * (submitted before the checks existed, or seeded) has none.
 */
function checksOf(row: ReviewRow): AdminChecks | undefined {
  if (!row.checks && !row.checks_pending) return undefined;
  const stored = (row.checks ?? {}) as Omit<AdminChecks, 'status'>;
  return { ...stored, status: row.checks && !row.checks_pending ? 'DONE' : 'PENDING' };
}

/**
 * The admin calls of spec 7: GET /profile/list and GET /profile/verify?id=.
 * Admin only, from the Authorization header (a cookie alone never counts, so a
 * cross-site GET of /profile/verify cannot publish).
 */
export const profileAdminRoutes: RoutePlugin = async (app, { db, files, auth, mailer }) => {
  const repo = profileReviewRepository(db);

  /** Tells the member; a failed delivery is logged and changes nothing of the review. */
  async function notify(
    id: string,
    mail: (firstName: string | null) => ReviewMail,
    log: { error: (o: object, m: string) => void },
  ) {
    try {
      const contact = await reviewRepository(db).contact(id);
      if (!contact) return;
      const { subject, text } = reviewMailText(mail(contact.first_name));
      await mailer.send({ to: contact.email, subject, text });
    } catch (error) {
      log.error({ err: error, profileId: id }, 'review email failed');
    }
  }
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
        ...(checksOf(row) ? { checks: checksOf(row) } : {}),
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
        }
        return result;
      });
      if (outcome === 'missing') throw notFound('Profile not found.');
      if (outcome === 'not-ready') throw conflict(NOT_READY_MESSAGE);
      if (outcome === 'published') await notify(id, (firstName) => ({ kind: 'published', firstName }), request.log);
      return {};
    },
  );

  /** Refuses a profile awaiting review: the member hears why and the steps to redo open again. */
  app.post(
    '/profile/refuse',
    { ...admin, schema: { body: RefuseRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const { id, reasons, note } = request.body;
      const staff = currentUser(request);
      const unique = [...new Set(reasons)];
      const outcome = await db.transaction(async (tx) => {
        const result = await reviewRepository(tx).refuse(id, unique, note || null);
        if (result === 'refused') {
          await auditRepository(tx).record({
            actorId: staff.userId,
            action: 'profile.refused',
            subjectId: id,
            detail: { reasons: unique, ip: request.ip },
          });
        }
        return result;
      });
      if (outcome === 'missing') throw notFound('Profile not found.');
      if (outcome === 'not-awaiting') throw conflict(NOT_AWAITING_MESSAGE);
      await notify(
        id,
        (firstName) => ({ kind: 'refused', firstName, reasons: unique, note: note || null }),
        request.log,
      );
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
