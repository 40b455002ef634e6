import { LoginRequestSchema, LoginResponseSchema, OkSchema, RegisterRequestSchema } from '../../contract/schemas';
import { GRIEVANCE_EMAIL, PRIVACY_NOTICE_VERSION } from '../../contract/enums';
import { isCommonPassword } from '../lib/common-passwords';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { currentUser, requireAdminRequestHeaders } from '../plugins/auth';
import { HttpError, badRequest, forbidden, tooMany, unauthorized } from '../lib/errors';
import { loginFailuresRepository } from '../repositories/login-failures';
import { type Role, usersRepository } from '../repositories/users';
import type { RoutePlugin } from './types';

/** The same answer for an unknown email and a wrong password, so a login never tells which emails have accounts. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
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

/** After several failures in a row, the account waits before the next attempt. */
export function loginWaitMessage(seconds: number): string {
  return seconds >= 120
    ? `Too many failed attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`
    : `Too many failed attempts. Please wait ${seconds} seconds and try again.`;
}
export const CONSENT_REQUIRED_MESSAGE = 'Please read the privacy notice and tick the box to agree before signing up.';
export const SUSPENDED_MESSAGE = `Your account has been suspended after a review by our team. To appeal, write to ${GRIEVANCE_EMAIL}.`;

/** POST /users/register, /users/login, /users/admin/login and /users/logout. */
export const usersRoutes: RoutePlugin = async (app, { db, config, auth, mailer }) => {
  const users = usersRepository(db);
  const failures = loginFailuresRepository(db);
  // Compared against when the email is unknown, so both failures cost one hash and take the same time.
  const dummyHash = hashPassword('not-a-password', config.passwordHashCost);

  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS_MESSAGE),
  };

  /**
   * Per address (the rate limit above) and per account: the account's failures in a row are counted
   * whoever sends them, so spreading guesses over many addresses does not help. Unknown emails are
   * counted the same way, so the answers never tell which accounts exist.
   */
  async function login(userName: string, password: string, role: Role, log: typeof app.log): Promise<string> {
    const emailKey = `${role}:${userName.trim().toLowerCase()}`;
    const wait = await failures.takeAttempt(emailKey, config.loginFailures);
    if (wait !== null) {
      log.info({ event: 'login.throttled', role }, 'login refused: account waiting after failures');
      throw tooMany(loginWaitMessage(wait));
    }
    const user = await users.findByEmail(userName);
    const stored = user?.password_hash ?? (await dummyHash);
    const matches = await verifyPassword(password, stored);
    if (!user || !user.password_hash || !matches || user.role !== role) {
      log.info({ event: 'login.failed', role, userId: user?.id ?? null }, 'login failed');
      throw unauthorized(LOGIN_FAILED_MESSAGE);
    }
    await failures.clear(emailKey);
    // Told only to the one who knows the password.
    if (user.suspended_at) {
      log.info({ event: 'login.suspended', role, userId: user.id }, 'login refused: account suspended');
      throw forbidden(SUSPENDED_MESSAGE);
    }
    log.info({ event: 'login.succeeded', role, userId: user.id }, 'login');
    const hours = role === 'admin' ? Math.min(config.adminSession.hours, config.tokenTtlHours) : config.tokenTtlHours;
    return users.createSession(user.id, hours);
  }

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
    async (request) => ({ token: await login(request.body.userName, request.body.password, 'member', request.log) }),
  );

  app.post(
    '/users/admin/login',
    {
      config: { rateLimit },
      preHandler: requireAdminRequestHeaders,
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => ({ token: await login(request.body.userName, request.body.password, 'admin', request.log) }),
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
