import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { hashPassword, needsRehash, verifyPassword } from '../lib/crypto';
import { GRIEVANCE_EMAIL } from '../../contract/enums';
import { forbidden, tooMany, unauthorized } from '../lib/errors';
import { loginFailuresRepository } from '../repositories/login-failures';
import { type Role, type UserRow, usersRepository } from '../repositories/users';

/** The same answer for an unknown email and a wrong password, so a login never tells which emails have accounts. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export const SUSPENDED_MESSAGE = `Your account has been suspended after a review by our team. To appeal, write to ${GRIEVANCE_EMAIL}.`;

/** After several failures in a row, the account waits before the next attempt. */
export function loginWaitMessage(seconds: number): string {
  return seconds >= 120
    ? `Too many failed attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`
    : `Too many failed attempts. Please wait ${seconds} seconds and try again.`;
}

/**
 * Attempts of one account waiting here for the one being checked; one more is answered like a burst of
 * logins from one address. Sixteen devices of one member fit; a flood of guesses at one account does not.
 */
const MAX_WAITING_PER_ACCOUNT = 32;
/** How long an attempt waits for another instance's check of the same account, at most. */
const LOGIN_WAIT_MAX_MS = 30_000;
/** While another instance checks the same account, look again after about this long (with jitter). */
const OTHER_INSTANCE_POLL_MS = 40;

/**
 * Logins of members and staff. The password of one account is checked one attempt at a time, across
 * instances (a mark in login_failures) and within this one (a queue per account, so its attempts wait
 * here instead of polling the database). Only a failed check counts toward the waits and the lockout:
 * correct logins from several devices at once all succeed, and parallel guesses wait their turn and meet
 * the waits as if they had come one after another.
 */
export function loginService(db: Db, config: Config) {
  const users = usersRepository(db);
  const failures = loginFailuresRepository(db);
  // Compared against when the email is unknown, so both failures cost one hash and take the same time.
  const dummyHash = hashPassword('not-a-password', config.passwordHashCost);
  const queues = new Map<string, { tail: Promise<unknown>; waiting: number }>();

  /** Runs `task` after the account's earlier attempts on this instance have finished. */
  async function inTurn<T>(emailKey: string, task: () => Promise<T>): Promise<T> {
    const queue = queues.get(emailKey) ?? { tail: Promise.resolve(), waiting: 0 };
    if (queue.waiting >= MAX_WAITING_PER_ACCOUNT) throw tooMany(TOO_MANY_LOGINS_MESSAGE);
    queue.waiting++;
    queues.set(emailKey, queue);
    const run = queue.tail.then(task, task);
    queue.tail = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      queue.waiting--;
      if (queue.waiting === 0) queues.delete(emailKey);
    }
  }

  /** Starts the check when the account's wait is over and no other instance is checking it. */
  async function beginCheck(emailKey: string): Promise<void> {
    const deadline = Date.now() + Math.min(config.requestTimeoutMs / 2, LOGIN_WAIT_MAX_MS);
    for (;;) {
      const start = await failures.beginCheck(emailKey, config.loginFailures);
      if (start.started) return;
      if (start.waitSeconds !== null) throw tooMany(loginWaitMessage(start.waitSeconds));
      if (Date.now() > deadline) throw tooMany(TOO_MANY_LOGINS_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, OTHER_INSTANCE_POLL_MS * (0.5 + Math.random())));
    }
  }

  /**
   * One attempt of an account, in its turn: `verify` says whether the secret offered (a password, a code)
   * is right for the account `find` answers (null: no such account, still checked alike). A failure counts
   * toward the waits and the lockout and answers `failure`.
   */
  async function check(
    emailKey: string,
    find: () => Promise<UserRow | null>,
    verify: (user: UserRow | null) => Promise<boolean>,
    failure: () => Error,
    log: FastifyBaseLogger,
    role: Role,
  ): Promise<UserRow> {
    await beginCheck(emailKey);
    let matched: boolean;
    let user: UserRow | null;
    try {
      user = await find();
      matched = (await verify(user)) && !!user && user.role === role;
    } catch (error) {
      // A check that could not be made (the database, a busy hasher) is not a failure of the secret.
      await failures.releaseCheck(emailKey);
      throw error;
    }
    if (!user || !matched) {
      await failures.failCheck(emailKey, config.loginFailures);
      log.info({ event: 'login.failed', role, userId: user?.id ?? null }, 'login failed');
      throw failure();
    }
    await failures.clear(emailKey);
    return user;
  }

  /** Whether `password` is the account's; an unknown account costs one hash too, so both take the same time. */
  async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
    const stored = user?.password_hash ?? (await dummyHash);
    return (await verifyPassword(password, stored)) && !!user?.password_hash;
  }

  /** A new session for an account that proved itself: refused when suspended (told only to the account's owner). */
  async function openSession(user: UserRow, role: Role, device: string | null, log: FastifyBaseLogger) {
    if (user.suspended_at) {
      log.info({ event: 'login.suspended', role, userId: user.id }, 'login refused: account suspended');
      throw forbidden(SUSPENDED_MESSAGE);
    }
    log.info({ event: 'login.succeeded', role, userId: user.id }, 'login');
    const hours = role === 'admin' ? Math.min(config.adminSession.hours, config.tokenTtlHours) : config.tokenTtlHours;
    return users.createSession(user.id, hours, db, device);
  }

  const keyOf = (role: Role, userName: string) => `${role}:${userName.trim().toLowerCase()}`;

  return {
    /** Answers a new session token, or throws the answer: 401, 429 with the wait, 403 when suspended. */
    async login(
      userName: string,
      password: string,
      role: Role,
      log: FastifyBaseLogger,
      device: string | null = null,
    ): Promise<string> {
      const emailKey = keyOf(role, userName);
      const user = await inTurn(emailKey, () =>
        check(
          emailKey,
          () => users.findByEmail(userName),
          (found) => passwordMatches(found, password),
          () => unauthorized(LOGIN_FAILED_MESSAGE),
          log,
          role,
        ),
      );
      if (!user.suspended_at && user.password_hash && needsRehash(user.password_hash, config.passwordHashCost)) {
        await users.replacePasswordHash(user.id, await hashPassword(password, config.passwordHashCost));
        log.info({ event: 'login.rehashed', role, userId: user.id }, 'password hash upgraded');
      }
      return openSession(user, role, device, log);
    },

    /**
     * A member's login by a one-time code (`verify` checks it against the account), with the waits and the
     * lockout of a password login; the account is named by its email, or `email` when named by its phone.
     */
    async loginWithCode(
      email: string,
      find: () => Promise<UserRow | null>,
      verify: (user: UserRow | null) => Promise<boolean>,
      failure: () => Error,
      log: FastifyBaseLogger,
      device: string | null,
    ): Promise<string> {
      const emailKey = keyOf('member', email);
      const user = await inTurn(emailKey, () => check(emailKey, find, verify, failure, log, 'member'));
      return openSession(user, 'member', device, log);
    },

    /** A member's current password, checked as a login is (a wrong one counts as a failed login); 400 when wrong. */
    async checkPassword(user: UserRow, password: string, wrong: () => Error, log: FastifyBaseLogger): Promise<void> {
      const emailKey = keyOf(user.role, user.email);
      await inTurn(emailKey, () =>
        check(
          emailKey,
          async () => user,
          (found) => passwordMatches(found, password),
          wrong,
          log,
          user.role,
        ),
      );
    },
  };
}
