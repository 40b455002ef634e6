import { z } from 'zod';
import { DeleteAccountRequestSchema, OkSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createAccountService } from '../services/account';
import type { RoutePlugin } from './types';

const ExportSchema = z.record(z.string(), z.unknown());

/** A member's data rights: POST /account/delete and GET /account/export. */
export const accountRoutes: RoutePlugin = async (app, { db, files, auth, config }) => {
  const account = createAccountService({ db, files, signingSecret: config.signingSecret ?? '' });

  app.post(
    '/account/delete',
    { preHandler: auth.requireMember, schema: { body: DeleteAccountRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await account.erase(currentUser(request).userId, request.body);
      return {};
    },
  );

  app.get(
    '/account/export',
    { preHandler: auth.requireMember, schema: { response: { 200: ExportSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return account.export(currentUser(request).userId);
    },
  );
};
