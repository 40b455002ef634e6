import { LoginRequestSchema, LoginResponseSchema, OkSchema, RegisterRequestSchema } from '../../contract/schemas';
import { GRIEVANCE_EMAIL, PRIVACY_NOTICE_VERSION } from '../../contract/enums';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { currentUser } from '../plugins/auth';
import { HttpError, badRequest, conflict, forbidden, unauthorized } from '../plugins/errors';
import { type Role, usersRepository } from '../repositories/users';
import type { RoutePlugin } from './types';

/** Issue 7: the same answer for an unknown email and a wrong password. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
export const CONSENT_REQUIRED_MESSAGE = 'Please read the privacy notice and tick the box to agree before signing up.';
export const SUSPENDED_MESSAGE = `Your account has been suspended after a review by our team. To appeal, write to ${GRIEVANCE_EMAIL}.`;
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in.';

/** POST /users/register, /users/login, /users/admin/login and /users/logout. */
export const usersRoutes: RoutePlugin = async (app, { db, config, auth }) => {
  const users = usersRepository(db);
  // Compared against when the email is unknown, so both failures cost one hash and take the same time.
  const dummyHash = hashPassword('not-a-password', config.passwordHashCost);

  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS_MESSAGE),
  };

  async function login(userName: string, password: string, role: Role): Promise<string> {
    const user = await users.findByEmail(userName);
    const stored = user?.password_hash ?? (await dummyHash);
    const matches = await verifyPassword(password, stored);
    if (!user || !user.password_hash || !matches || user.role !== role) throw unauthorized(LOGIN_FAILED_MESSAGE);
    // Told only to the one who knows the password.
    if (user.suspended_at) throw forbidden(SUSPENDED_MESSAGE);
    return users.createSession(user.id, config.tokenTtlHours);
  }

  app.post(
    '/users/register',
    {
      config: { rateLimit },
      schema: { body: RegisterRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      // The notice the member read must be the one in force: the account records its version.
      if (request.body.consent !== true || request.body.noticeVersion !== PRIVACY_NOTICE_VERSION) {
        throw badRequest(CONSENT_REQUIRED_MESSAGE);
      }
      const passwordHash = await hashPassword(request.body.password, config.passwordHashCost);
      const token = await db.transaction(async (tx) => {
        const id = await users.create(
          { email: request.body.userName, passwordHash, role: 'member', noticeVersion: PRIVACY_NOTICE_VERSION },
          tx,
        );
        if (!id) throw conflict(EMAIL_TAKEN_MESSAGE);
        return users.createSession(id, config.tokenTtlHours, tx);
      });
      return { token };
    },
  );

  app.post(
    '/users/login',
    { config: { rateLimit }, schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({ token: await login(request.body.userName, request.body.password, 'member') }),
  );

  app.post(
    '/users/admin/login',
    { config: { rateLimit }, schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => ({ token: await login(request.body.userName, request.body.password, 'admin') }),
  );

  app.post(
    '/users/logout',
    // Either kind of account may log out.
    { preHandler: auth.requireSession, schema: { response: { 200: OkSchema } } },
    async (request) => {
      await auth.revoke(currentUser(request));
      return {};
    },
  );
};
