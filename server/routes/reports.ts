import { AdminReportsResponseSchema, OkSchema, ResolveReportRequestSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createSafetyService } from '../services/safety';
import type { RoutePlugin } from './types';

/** The staff's review of reports: GET /admin/reports and POST /admin/reports/resolve (src/api/reports.ts). */
export const reportsRoutes: RoutePlugin = async (app, { db, files, auth, mailer }) => {
  const safety = createSafetyService({ db, files, mailer });

  app.get(
    '/admin/reports',
    { preHandler: auth.requireAdmin, schema: { response: { 200: AdminReportsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return safety.openReports();
    },
  );

  app.post(
    '/admin/reports/resolve',
    { preHandler: auth.requireAdmin, schema: { body: ResolveReportRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await safety.resolve(currentUser(request).userId, request.body.id, request.body.action);
      return {};
    },
  );
};
