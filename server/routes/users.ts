import { LoginRequestSchema, LoginResponseSchema, OkSchema, RegisterRequestSchema } from '../../contract/schemas';
import { PRIVACY_NOTICE_VERSION } from '../../contract/enums';
import { isCommonPassword } from '../lib/common-passwords';
import { hashPassword } from '../lib/crypto';
import { currentUser, requireAdminRequestHeaders } from '../plugins/auth';
import { HttpError, badRequest } from '../lib/errors';
import { usersRepository } from '../repositories/users';
import { TOO_MANY_LOGINS_MESSAGE, loginService } from '../services/login';
import type { RoutePlugin } from './types';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

/** Said the same whether the email is new or taken: registration never tells which. */
const WELCOME = {
  subject: 'Welcome to Matrimony',
  text: 'Your Matrimony account is ready. Log in with this email and the password you chose to begin verification.',
};
const ALREADY_REGISTERED = {
  subject: 'Someone tried to create an account with your email',
  text: 'Someone tried to create a new Matrimony account with this email, which already has one. If it was you, simply log in. If it was not, you can ignore this message: your account is unchanged.',
};

export const CONSENT_REQUIRED_MESSAGE = 'Please read the privacy notice and tick the box to agree before signing up.';

/** POST /users/register, /users/login, /users/admin/login and /users/logout. */
export const usersRoutes: RoutePlugin = async (app, { db, config, auth, mailer }) => {
  const users = usersRepository(db);
  const logins = loginService(db, config);

  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS_MESSAGE),
  };

  app.post(
    '/users/register',
    { config: { rateLimit }, schema: { body: RegisterRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const { userName, password } = request.body;
      // The notice the member read must be the one in force: the account records its version.
      if (request.body.consent !== true || request.body.noticeVersion !== PRIVACY_NOTICE_VERSION) {
        throw badRequest(CONSENT_REQUIRED_MESSAGE);
      }
      if (isCommonPassword(password) || password.toLowerCase() === userName.toLowerCase()) {
        throw badRequest(COMMON_PASSWORD_MESSAGE);
      }
      // Hashed either way, so a taken email takes as long as a new one.
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const id = await db.transaction((tx) =>
        users.create({ email: userName, passwordHash, role: 'member', noticeVersion: PRIVACY_NOTICE_VERSION }, tx),
      );
      request.log.info({ event: id ? 'register.created' : 'register.existing', userId: id }, 'registration');
      // The owner of the email learns what happened; the answer below is the same in both cases.
      const message = id ? WELCOME : ALREADY_REGISTERED;
      await mailer.send({ to: userName.trim(), ...message }).catch((error: unknown) => {
        request.log.error({ err: error, userId: id }, 'registration mail failed');
      });
      return {};
    },
  );

  app.post(
    '/users/login',
    { config: { rateLimit }, schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({ token: await logins.login(request.body.userName, request.body.password, 'member', request.log) }),
  );

  app.post(
    '/users/admin/login',
    {
      config: { rateLimit },
      preHandler: requireAdminRequestHeaders,
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => ({ token: await logins.login(request.body.userName, request.body.password, 'admin', request.log) }),
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
