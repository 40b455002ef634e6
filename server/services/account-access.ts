import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import { isCommonPassword } from '../lib/common-passwords';
import { hashPassword, hmac, newOtp, safeEqual } from '../lib/crypto';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { sessionsRepository } from '../repositories/sessions';
import { type UserRow, usersRepository } from '../repositories/users';
import { verificationRepository } from '../repositories/verification';
import { DAY_MS, HOUR_MS, enforceCaps } from './caps';
import { loginService } from './login';
import type { Mailer, Sms } from './messaging';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS, normalisePhone } from './one-time-codes';
import { COMMON_PASSWORD_MESSAGE } from './registration';
import { MESSAGES } from './verification-messages';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right. Please try again.';
export const WRONG_CODE_MESSAGE = 'This code is not right or has expired. Please check it or ask for a new one.';
export const SESSION_GONE_MESSAGE = 'This session has already ended.';

const TTL_MINUTES = OTP_TTL_SECONDS / 60;

/** What a member receives; the same code goes by email and, for a reset, by SMS when the phone is verified. */
export const ACCOUNT_CODE_TEXTS = {
  resetSubject: 'Reset your Matrimony password',
  reset: (code: string) =>
    `Your code to reset your Matrimony password is ${code}. It expires in ${TTL_MINUTES} minutes. If you did not ask for it, ignore this message: your password is unchanged.`,
  resetSms: (code: string) => `Your Matrimony password reset code is ${code}. It expires in ${TTL_MINUTES} minutes.`,
  loginSubject: 'Your Matrimony login code',
  login: (code: string) =>
    `Your code to log in to Matrimony is ${code}. It expires in ${TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
  loginSms: (code: string) => `Your Matrimony login code is ${code}. It expires in ${TTL_MINUTES} minutes.`,
} as const;

type Purpose = 'reset' | 'login';

/**
 * A member's account: the sessions it is signed in with, its password (change, reset by a code) and login
 * by a code. Asking for a code answers alike whoever is named: the code is made and sent after the answer,
 * and a cap or cooldown of the account only means nothing is sent. Staff accounts keep password login only.
 */
export function createAccountAccess(deps: { db: Db; config: Config; mailer: Mailer; sms: Sms }) {
  const { db, config, mailer, sms } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const codes = verificationRepository(db);
  const logins = loginService(db, config);
  const secret = config.signingSecret ?? '';
  const codeHash = (userId: string, purpose: Purpose, code: string) =>
    hmac(secret, `otp\n${userId}\n${purpose}\n${code}`);
  /** Codes being made and sent after their answer; the app waits for them when it closes. */
  const pending = new Set<Promise<void>>();

  function refuseWeak(password: string, email: string): void {
    if (isCommonPassword(password) || password.toLowerCase() === email.trim().toLowerCase()) {
      throw badRequest(COMMON_PASSWORD_MESSAGE);
    }
  }

  /** The member an email or a verified phone names; staff and unknown names answer null alike. */
  async function memberNamed(
    userName: string,
    byPhone: boolean,
  ): Promise<{ user: UserRow | null; phone: string | null }> {
    const phone = byPhone && !userName.includes('@') ? normalisePhone(userName) : null;
    const user = phone ? await users.findByVerifiedPhone(phone) : await users.findByEmail(userName);
    return { user: user?.role === 'member' ? user : null, phone };
  }

  /** Counts the address's asks, refused alike whatever name is asked for. */
  async function capAddress(address: string): Promise<void> {
    const { address: perAddress } = config.otpCaps;
    await enforceCaps(db, [
      { key: `otp:address:${address}:h`, limit: perAddress.hour, windowMs: HOUR_MS, message: MESSAGES.addressCap },
      { key: `otp:address:${address}:d`, limit: perAddress.day, windowMs: DAY_MS, message: MESSAGES.addressCap },
    ]);
  }

  /** The caps of verification codes, shared with them: per destination (an email, or a phone's ten digits) and account. */
  async function capAccount(userId: string, channel: 'email' | 'sms', destination: string): Promise<void> {
    const { destination: perDestination, account } = config.otpCaps;
    const key = `otp:to:${channel}:${hmac(secret, channel === 'email' ? destination.toLowerCase() : destination)}`;
    await enforceCaps(db, [
      { key: `${key}:h`, limit: perDestination.hour, windowMs: HOUR_MS, message: MESSAGES.destinationCap },
      { key: `${key}:d`, limit: perDestination.day, windowMs: DAY_MS, message: MESSAGES.destinationCap },
      { key: `otp:account:${userId}:h`, limit: account.hour, windowMs: HOUR_MS, message: MESSAGES.accountCap },
      { key: `otp:account:${userId}:d`, limit: account.day, windowMs: DAY_MS, message: MESSAGES.accountCap },
    ]);
  }

  /** A fresh code for the purpose, unless one was sent within the cooldown (then null: nothing is sent). */
  async function issue(userId: string, purpose: Purpose, target: string): Promise<string | null> {
    return db.transaction(async (tx) => {
      const previous = await codes.findOtpForUpdate(userId, purpose, tx);
      if (previous && !previous.used_at && previous.age_seconds < OTP_RESEND_COOLDOWN_SECONDS) return null;
      const code = newOtp();
      await codes.saveOtp(
        { userId, channel: purpose, target, codeHash: codeHash(userId, purpose, code), ttlSeconds: OTP_TTL_SECONDS },
        tx,
      );
      return code;
    });
  }

  /** Makes and sends a code after the answer went out; what goes wrong is logged, never told to the asker. */
  function sendLater(task: () => Promise<void>, log: FastifyBaseLogger): void {
    const run = task().catch((error: unknown) => log.warn({ err: error }, 'account code not sent'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  /**
   * Whether `code` is the live code of the purpose; a wrong one is counted and the code dies after
   * OTP_MAX_ATTEMPTS of them or OTP_TTL_SECONDS. `onSuccess` runs in the transaction that uses the code up.
   */
  async function codeMatches(
    user: UserRow | null,
    purpose: Purpose,
    code: string,
    onSuccess: (tx: Queryable) => Promise<void> = async () => undefined,
  ): Promise<boolean> {
    const offered = codeHash(user?.id ?? '', purpose, code.trim());
    if (!user) return false;
    return db.transaction(async (tx) => {
      const live = await codes.findOtpForUpdate(user.id, purpose, tx);
      if (!live || live.used_at || live.expired || live.attempts >= OTP_MAX_ATTEMPTS) return false;
      if (!safeEqual(offered, live.code_hash)) {
        await codes.countFailedAttempt(user.id, purpose, tx);
        return false;
      }
      await codes.markOtpUsed(user.id, purpose, tx);
      await onSuccess(tx);
      return true;
    });
  }

  return {
    async listSessions(userId: string, currentTokenHash: string) {
      const rows = await sessions.list(userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at.toISOString(),
          lastUsedAt: row.last_seen_at.toISOString(),
          device: row.device ?? 'Unknown device',
          current: row.token_hash === currentTokenHash,
        })),
      };
    },

    async endSession(userId: string, id: string): Promise<void> {
      if (!(await sessions.endOne(userId, id))) throw notFound(SESSION_GONE_MESSAGE);
    },

    async endOtherSessions(userId: string, currentTokenHash: string): Promise<void> {
      await sessions.endAllBut(userId, currentTokenHash);
    },

    /** A new password for the signed-in member; every other session ends. */
    async changePassword(
      userId: string,
      currentTokenHash: string,
      input: { currentPassword: string; newPassword: string },
      log: FastifyBaseLogger,
    ): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      refuseWeak(input.newPassword, user.email);
      await logins.checkPassword(user, input.currentPassword, () => badRequest(WRONG_CURRENT_PASSWORD_MESSAGE), log);
      const passwordHash = await hashPassword(input.newPassword, config.passwordHashCost);
      await db.transaction(async (tx) => {
        await users.replacePasswordHash(userId, passwordHash, tx);
        await sessions.endAllBut(userId, currentTokenHash, tx);
      });
      log.info({ event: 'password.changed', userId }, 'password changed');
    },

    /** Sends a reset code to the member's email, and by SMS when the phone is verified; answers alike for any name. */
    async requestReset(userName: string, address: string, log: FastifyBaseLogger): Promise<void> {
      await capAddress(address);
      const { user } = await memberNamed(userName, false);
      if (!user || user.suspended_at) return;
      sendLater(async () => {
        await capAccount(user.id, 'email', user.email);
        const status = await codes.find(user.id);
        const code = await issue(user.id, 'reset', user.email);
        if (!code) return;
        const text = ACCOUNT_CODE_TEXTS.reset(code);
        await mailer.send({ to: user.email, subject: ACCOUNT_CODE_TEXTS.resetSubject, text, code });
        if (status?.phone && status.phone_verified_at) {
          await sms.send({
            to: `+91${status.phone}`,
            subject: ACCOUNT_CODE_TEXTS.resetSubject,
            text: ACCOUNT_CODE_TEXTS.resetSms(code),
            code,
          });
        }
        log.info({ event: 'password.reset_sent', userId: user.id }, 'password reset code sent');
      }, log);
    },

    /** A new password by the reset code; every session of the account ends. */
    async confirmReset(
      input: { userName: string; code: string; newPassword: string },
      log: FastifyBaseLogger,
    ): Promise<void> {
      refuseWeak(input.newPassword, input.userName);
      const { user } = await memberNamed(input.userName, false);
      const ok = await codeMatches(user, 'reset', input.code, async (tx) => {
        if (!user) return;
        await users.replacePasswordHash(user.id, await hashPassword(input.newPassword, config.passwordHashCost), tx);
        await sessions.endAllBut(user.id, null, tx);
      });
      if (!ok) throw badRequest(WRONG_CODE_MESSAGE);
      log.info({ event: 'password.reset', userId: user?.id }, 'password reset');
    },

    /** Sends a login code to the email or verified phone named; answers alike for any name. */
    async requestLoginCode(userName: string, address: string, log: FastifyBaseLogger): Promise<void> {
      await capAddress(address);
      const { user, phone } = await memberNamed(userName, true);
      if (!user || user.suspended_at) return;
      sendLater(async () => {
        const target = phone ? `+91${phone}` : user.email;
        await capAccount(user.id, phone ? 'sms' : 'email', phone ?? user.email);
        const code = await issue(user.id, 'login', target);
        if (!code) return;
        const message = phone
          ? { to: target, subject: ACCOUNT_CODE_TEXTS.loginSubject, text: ACCOUNT_CODE_TEXTS.loginSms(code), code }
          : { to: target, subject: ACCOUNT_CODE_TEXTS.loginSubject, text: ACCOUNT_CODE_TEXTS.login(code), code };
        await (phone ? sms : mailer).send(message);
        log.info({ event: 'login.code_sent', userId: user.id }, 'login code sent');
      }, log);
    },

    /** A session by the login code, answered as a password login is, with its waits and lockout. */
    async verifyLoginCode(
      input: { userName: string; code: string },
      device: string | null,
      log: FastifyBaseLogger,
    ): Promise<string> {
      const { user } = await memberNamed(input.userName, true);
      return logins.loginWithCode(
        user?.email ?? input.userName,
        async () => user,
        (found) => codeMatches(found, 'login', input.code),
        () => unauthorized(WRONG_CODE_MESSAGE),
        log,
        device,
      );
    },

    /** Waits for the codes still being sent (the app closes). */
    async settle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
