import { PartnerPoolSchema, PartnerPreferencesSavedSchema, PartnerPreferencesSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { getPartnerPool, getPartnerPreferences, savePartnerPreferences } from '../services/partner-preferences';
import type { RoutePlugin } from './types';

/**
 * Who a member is looking for (partner preferences), the member's own only: GET and PUT
 * /profile/partner-preferences, and GET /profile/partner-preferences/pool.
 */
export const partnerPreferencesRoutes: RoutePlugin = async (app, { db, auth, matching }) => {
  const member = { preHandler: auth.requireMember };

  app.get(
    '/profile/partner-preferences',
    { ...member, schema: { response: { 200: PartnerPreferencesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPartnerPreferences(db, currentUser(request).userId);
    },
  );

  app.put(
    '/profile/partner-preferences',
    { ...member, schema: { body: PartnerPreferencesSchema, response: { 200: PartnerPreferencesSavedSchema } } },
    async (request) => {
      const saved = await savePartnerPreferences(db, currentUser(request).userId, request.body);
      // This instance ranks with the new dealbreakers from the next answer on (others at their next sync).
      await matching.sync(true);
      return saved;
    },
  );

  app.get(
    '/profile/partner-preferences/pool',
    { ...member, schema: { response: { 200: PartnerPoolSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPartnerPool(db, currentUser(request).userId);
    },
  );
};
