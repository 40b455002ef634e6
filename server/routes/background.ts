import { communitiesOf } from '../../contract/background';
import { BackgroundRequestSchema, CommunitiesQuerySchema, CommunitiesSchema, OkSchema } from '../../contract/schemas';
import { formAsBody } from '../lib/input';
import { currentUser } from '../plugins/auth';
import { saveBackground } from '../services/background';
import type { RoutePlugin } from './types';

/**
 * The profile's background: PUT /profile/background, and the communities the app offers per religion
 * (GET /profile/communities?religion=). It is read back in GET /profile/my and a member's view.
 */
export const backgroundRoutes: RoutePlugin = async (app, { db, auth }) => {
  app.put(
    '/profile/background',
    {
      preValidation: [auth.requireMember, formAsBody],
      schema: { body: BackgroundRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await saveBackground(db, currentUser(request).userId, request.body);
      return {};
    },
  );

  app.get(
    '/profile/communities',
    {
      preHandler: auth.requireMember,
      schema: { querystring: CommunitiesQuerySchema, response: { 200: CommunitiesSchema } },
    },
    async (request) => ({ communities: [...communitiesOf(request.query.religion)] }),
  );
};
