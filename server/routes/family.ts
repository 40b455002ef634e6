import {
  FamilyAcceptRequestSchema,
  FamilyHelpingSchema,
  FamilyInviteRequestSchema,
  FamilyStateSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkSchema,
} from '../../contract/schemas';
import { describeDevice } from '../lib/device';
import { HttpError } from '../lib/errors';
import { currentUser } from '../plugins/auth';
import { createFamilyAccess } from '../services/family';
import { TOO_MANY_LOGINS_MESSAGE, loginService } from '../services/login';
import type { RoutePlugin } from './types';

/**
 * Family access: the member's side (GET, DELETE /family, POST /family/invite), the relative's link and login
 * (POST /family/accept, /family/login, apart from the members' login so its contract stays as it is), and
 * whom the relative helps (GET /family/helping).
 */
export const familyRoutes: RoutePlugin = async (app, { db, config, auth, mailer }) => {
  const family = createFamilyAccess({ db, config, mailer });
  const logins = loginService(db, config);
  const member = { preHandler: auth.requireMember };
  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS_MESSAGE),
  };

  app.get('/family', { ...member, schema: { response: { 200: FamilyStateSchema } } }, async (request) =>
    family.state(currentUser(request).userId),
  );

  app.post(
    '/family/invite',
    { ...member, schema: { body: FamilyInviteRequestSchema, response: { 200: FamilyStateSchema } } },
    async (request) => family.invite(currentUser(request).userId, request.body.email, request.log),
  );

  app.delete('/family', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    await family.end(currentUser(request).userId, request.log);
    return {};
  });

  app.post(
    '/family/accept',
    { config: { rateLimit }, schema: { body: FamilyAcceptRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({ token: await family.accept(request.body.token, request.body.password, request.log) }),
  );

  app.post(
    '/family/login',
    { config: { rateLimit }, schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({
      token: await logins.login(
        request.body.userName,
        request.body.password,
        'relative',
        request.log,
        describeDevice(request.headers['user-agent']),
      ),
    }),
  );

  app.get(
    '/family/helping',
    { preHandler: auth.requireRelative, schema: { response: { 200: FamilyHelpingSchema } } },
    async (request) => family.helping(currentUser(request).helping ?? ''),
  );
};
