import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '../../contract/enums';
import type { RegisterRequest } from '../../contract/schemas';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { isCommonPassword } from '../lib/common-passwords';
import { hashPassword } from '../lib/crypto';
import { badRequest } from '../lib/errors';
import { usersRepository } from '../repositories/users';
import type { Mailer } from './messaging';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';
export const CONSENT_REQUIRED_MESSAGE = 'Please read the privacy notice and tick the box to agree before signing up.';

/** Said the same whether the email is new or taken: registration never tells which. */
const WELCOME = {
  subject: 'Welcome to Matrimony',
  text: 'Your Matrimony account is ready. Log in with this email and the password you chose to begin verification.',
};
const ALREADY_REGISTERED = {
  subject: 'Someone tried to create an account with your email',
  text: 'Someone tried to create a new Matrimony account with this email, which already has one. If it was you, simply log in. If it was not, you can ignore this message: your account is unchanged.',
};

/** POST /users/register: a new member account, answered the same whether the email is new or taken. */
export function registrationService(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  const users = usersRepository(db);

  return {
    async register(request: RegisterRequest, log: FastifyBaseLogger): Promise<void> {
      const { userName, password } = request;
      // The notice the member read must be the one in force: the account records its version.
      if (request.consent !== true || request.noticeVersion !== PRIVACY_NOTICE_VERSION) {
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
      log.info({ event: id ? 'register.created' : 'register.existing', userId: id }, 'registration');
      // The owner of the email learns what happened; the answer is the same in both cases.
      const message = id ? WELCOME : ALREADY_REGISTERED;
      await mailer.send({ to: userName.trim(), ...message }).catch((error: unknown) => {
        log.error({ err: error, userId: id }, 'registration mail failed');
      });
    },
  };
}
