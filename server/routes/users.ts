import { LoginRequestSchema, LoginResponseSchema, OkSchema, RegisterRequestSchema } from '../../contract/schemas';
import { currentUser, requireAdminRequestHeaders } from '../plugins/auth';
import { describeDevice } from '../lib/device';
import { HttpError } from '../lib/errors';
import { TOO_MANY_LOGINS_MESSAGE, loginService } from '../services/login';
import { registrationService } from '../services/registration';
import type { RoutePlugin } from './types';

/** POST /users/register, /users/login, /users/admin/login and /users/logout. */
export const usersRoutes: RoutePlugin = async (app, { db, config, auth, mailer }) => {
  const logins = loginService(db, config);
  const registration = registrationService({ db, config, mailer });

  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS_MESSAGE),
  };

  app.post(
    '/users/register',
    { config: { rateLimit }, schema: { body: RegisterRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await registration.register(request.body, request.log);
      return {};
    },
  );

  app.post(
    '/users/login',
    { config: { rateLimit }, schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({
      token: await logins.login(
        request.body.userName,
        request.body.password,
        'member',
        request.log,
        describeDevice(request.headers['user-agent']),
      ),
    }),
  );

  app.post(
    '/users/admin/login',
    {
      config: { rateLimit },
      preHandler: requireAdminRequestHeaders,
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => ({
      token: await logins.login(
        request.body.userName,
        request.body.password,
        'admin',
        request.log,
        describeDevice(request.headers['user-agent']),
      ),
    }),
  );

  app.post(
    '/users/logout',
    // Either kind of account may log out.
    { preHandler: auth.requireSession, schema: { response: { 200: OkSchema } } },
    async (request) => {
      const session = currentUser(request);
      await auth.revoke(session);
      request.log.info({ event: 'logout', userId: session.userId }, 'logout');
      return {};
    },
  );
};
