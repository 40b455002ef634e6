import { AuditPageSchema, PageQuerySchema } from '../../contract/schemas';
import { auditPage } from '../services/audit';
import type { RoutePlugin } from './types';

/** The portal's Audit page (src/api/audit.ts): GET /audit/events, admin only. */
export const auditRoutes: RoutePlugin = async (app, { db, auth }) => {
  app.get(
    '/audit/events',
    { preHandler: auth.requireAdmin, schema: { querystring: PageQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => auditPage(db, request.query.start, request.query.limit),
  );
};
