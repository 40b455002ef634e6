import { BlockRequestSchema, OkSchema, ReportRequestSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createSafetyService } from '../services/safety';
import type { RoutePlugin } from './types';

/** Member safety: POST /safety/block and POST /safety/report (a report also blocks). */
export const safetyRoutes: RoutePlugin = async (app, { db, files, auth, mailer }) => {
  const safety = createSafetyService({ db, files, mailer });

  app.post(
    '/safety/block',
    { preHandler: auth.requireMember, schema: { body: BlockRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await safety.block(currentUser(request).userId, request.body);
      return {};
    },
  );

  app.post(
    '/safety/report',
    { preHandler: auth.requireMember, schema: { body: ReportRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await safety.report(currentUser(request).userId, request.body);
      return {};
    },
  );
};
