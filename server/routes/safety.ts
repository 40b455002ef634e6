import type { FastifyRequest } from 'fastify';
import {
  AdminReportsResponseSchema,
  BlockRequestSchema,
  OkSchema,
  ReportRequestSchema,
  ResolveReportRequestSchema,
} from '../../contract/schemas';
import { GRIEVANCE_EMAIL } from '../../contract/enums';
import { currentUser } from '../plugins/auth';
import { badRequest, conflict, notFound } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { chatRepository } from '../repositories/chat';
import { feedRepository } from '../repositories/feed';
import { safetyRepository } from '../repositories/safety';
import type { RoutePlugin } from './types';

export const TARGET_MISSING_MESSAGE = 'Please choose the member to block or report.';
export const SELF_BLOCK_MESSAGE = 'You cannot block or report yourself.';
export const REPORT_CLOSED_MESSAGE = 'This report has already been handled.';
/** Lines of the chat kept with a report made from it. */
export const REPORT_EXCERPT_LINES = 20;

/** What a warned member receives by mail. */
export function warningText(): string {
  return `A member reported your behaviour on our service, and our team reviewed it. Please keep every conversation respectful and never ask anyone for money or personal details. Another report may lead to your account being suspended. If you think this is a mistake, write to ${GRIEVANCE_EMAIL}.`;
}

/**
 * Member safety: POST /safety/block and POST /safety/report (a report also
 * blocks); staff: GET /admin/reports and POST /admin/reports/resolve.
 */
export const safetyRoutes: RoutePlugin = async (app, { db, files, auth, mailer }) => {
  const safety = safetyRepository(db);
  const chat = chatRepository(db);
  const feed = feedRepository(db);
  const link = (key: string | null) => (key ? files.signedUrl(key) : null);

  /** The other member, named by profile id or by the chat with them. */
  async function targetOf(request: FastifyRequest, body: { profileId?: string; channelId?: string }): Promise<string> {
    const { userId } = currentUser(request);
    const target = body.profileId ?? (body.channelId ? await chat.otherMember(body.channelId, userId) : null);
    if (!target)
      throw (body.profileId ?? body.channelId) ? notFound('Profile not found.') : badRequest(TARGET_MISSING_MESSAGE);
    if (target === userId) throw badRequest(SELF_BLOCK_MESSAGE);
    if (!(await safety.isMember(target))) throw notFound('Profile not found.');
    return target;
  }

  app.post(
    '/safety/block',
    { preHandler: auth.requireMember, schema: { body: BlockRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      const target = await targetOf(request, request.body);
      await db.transaction(async (tx) => {
        await safety.block(userId, target, tx);
        await feed.forgetBlockedPair(userId, target, tx);
      });
      return {};
    },
  );

  app.post(
    '/safety/report',
    { preHandler: auth.requireMember, schema: { body: ReportRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      const { reason, note, channelId } = request.body;
      const target = await targetOf(request, request.body);
      // Staff read the chat as it stood: once blocked, the reporter no longer sees it.
      const excerpt = channelId ? await chat.excerpt(channelId, userId, REPORT_EXCERPT_LINES) : null;
      await db.transaction(async (tx) => {
        const id = await safety.report(
          { reporterId: userId, reportedId: target, reason, note: note || null, channelId: channelId ?? null, excerpt },
          tx,
        );
        await safety.block(userId, target, tx);
        await feed.forgetBlockedPair(userId, target, tx);
        await auditRepository(tx).record({
          actorId: userId,
          action: 'report.created',
          subjectId: target,
          detail: { reportId: id, reason },
        });
      });
      return {};
    },
  );

  app.get(
    '/admin/reports',
    { preHandler: auth.requireAdmin, schema: { response: { 200: AdminReportsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await safety.openReports();
      return {
        reports: rows.map((row) => ({
          id: row.id,
          reason: row.reason,
          note: row.note,
          createdAt: Number(row.created_ms),
          excerpt: row.excerpt,
          reported: {
            id: row.reported_id,
            firstName: row.first_name,
            lastName: row.last_name,
            photoImageUrl: link(row.selfie_file),
            panImageUrl: link(row.id_file),
            documentRemoved: row.id_removed,
            imageUrls: row.image_keys.map((key) => files.signedUrl(key)),
          },
        })),
      };
    },
  );

  app.post(
    '/admin/reports/resolve',
    { preHandler: auth.requireAdmin, schema: { body: ResolveReportRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const staffId = currentUser(request).userId;
      const { id, action } = request.body;
      const status = ({ dismiss: 'DISMISSED', warn: 'WARNED', suspend: 'SUSPENDED' } as const)[action];
      const resolved = await db.transaction(async (tx) => {
        const found = await safety.resolve(id, status, staffId, tx);
        if (!found) return null;
        const audit = auditRepository(tx);
        await audit.record({
          actorId: staffId,
          action: `report.${status.toLowerCase()}`,
          subjectId: found.reportedId,
          detail: { reportId: id },
        });
        if (action === 'suspend') {
          await safety.suspend(found.reportedId, staffId, tx);
          await audit.record({
            actorId: staffId,
            action: 'member.suspended',
            subjectId: found.reportedId,
            detail: { reportId: id },
          });
        }
        return found;
      });
      if (!resolved) throw conflict(REPORT_CLOSED_MESSAGE);
      if (action === 'warn') {
        await mailer.send({ to: resolved.email, subject: 'A note about your conduct', text: warningText() });
      }
      return {};
    },
  );
};
