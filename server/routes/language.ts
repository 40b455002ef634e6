import { LanguageRequestSchema, OkSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { languageRepository } from '../repositories/language';
import type { RoutePlugin } from './types';

/** PUT /users/language: the member's language, kept in the account so every device and email speaks it. */
export const languageRoutes: RoutePlugin = async (app, { db, auth }) => {
  const languages = languageRepository(db);
  app.put(
    '/users/language',
    { preHandler: auth.requireMember, schema: { body: LanguageRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await languages.save(currentUser(request).userId, request.body.language);
      return {};
    },
  );
};
