import {
  AccountNameRequestSchema,
  ChangePasswordRequestSchema,
  LoginCodeVerifySchema,
  PasswordResetConfirmSchema,
  SessionIdParamsSchema,
  SessionsResponseSchema,
} from '../../contract/schemas/account-access';
import { LoginResponseSchema, OkSchema } from '../../contract/schemas';
import { describeDevice } from '../lib/device';
import { HttpError } from '../lib/errors';
import { currentUser } from '../plugins/auth';
import { createAccountAccess } from '../services/account-access';
import { TOO_MANY_LOGINS_MESSAGE } from '../services/login';
import type { RoutePlugin } from './types';

/**
 * A member's sessions and password: GET /users/sessions, DELETE /users/sessions/:id, POST /users/logout-others,
 * PUT /users/password, POST /users/password-reset(/confirm) and POST /users/login-code(/verify).
 */
export const accountAccessRoutes: RoutePlugin = async (app, { db, config, auth, mailer, sms }) => {
  const access = createAccountAccess({ db, config, mailer, sms });
  app.addHook('onClose', async () => access.settle());

  // Asking for codes and trying them is limited per address as logins are.
  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS_MESSAGE),
  };

  app.get(
    '/users/sessions',
    { preHandler: auth.requireMember, schema: { response: { 200: SessionsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = currentUser(request);
      return access.listSessions(session.userId, session.tokenHash);
    },
  );

  app.delete(
    '/users/sessions/:id',
    { preHandler: auth.requireMember, schema: { params: SessionIdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await access.endSession(currentUser(request).userId, request.params.id);
      return {};
    },
  );

  app.post(
    '/users/logout-others',
    { preHandler: auth.requireMember, schema: { response: { 200: OkSchema } } },
    async (request) => {
      const session = currentUser(request);
      await access.endOtherSessions(session.userId, session.tokenHash);
      return {};
    },
  );

  app.put(
    '/users/password',
    {
      preHandler: auth.requireMember,
      config: { rateLimit },
      schema: { body: ChangePasswordRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      await access.changePassword(session.userId, session.tokenHash, request.body, request.log);
      return {};
    },
  );

  app.post(
    '/users/password-reset',
    { config: { rateLimit }, schema: { body: AccountNameRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await access.requestReset(request.body.userName, request.ip, request.log);
      return {};
    },
  );

  app.post(
    '/users/password-reset/confirm',
    { config: { rateLimit }, schema: { body: PasswordResetConfirmSchema, response: { 200: OkSchema } } },
    async (request) => {
      await access.confirmReset(request.body, request.log);
      return {};
    },
  );

  app.post(
    '/users/login-code',
    { config: { rateLimit }, schema: { body: AccountNameRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await access.requestLoginCode(request.body.userName, request.ip, request.log);
      return {};
    },
  );

  app.post(
    '/users/login-code/verify',
    { config: { rateLimit }, schema: { body: LoginCodeVerifySchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({
      token: await access.verifyLoginCode(request.body, describeDevice(request.headers['user-agent']), request.log),
    }),
  );
};
