import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import { hmac, newOtp, safeEqual } from '../lib/crypto';
import { HttpError, badRequest, forbidden, notFound, tooMany } from '../lib/errors';
import { type OtpChannel, verificationRepository } from '../repositories/verification';
import { DAY_MS, HOUR_MS, enforceCaps } from './caps';
import { type IdentityClaims, maskDocumentNumber } from './identity-claims';
import type { Mailer, Sms } from './messaging';
import { MESSAGES } from './verification-messages';

/** A code expires, allows a few wrong guesses and is resent only after a cooldown, so trying cannot find it. */
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

const TTL_MINUTES = OTP_TTL_SECONDS / 60;

/** What the member receives, and what a refused request or a wrong guess answers, built from the rules above. */
export const CODE_TEXTS = {
  emailSubject: 'Your verification code',
  email: (code: string) =>
    `Your verification code is ${code}. It expires in ${TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
  smsSubject: 'Verification code',
  sms: (code: string) => `Your Matrimony verification code is ${code}. It expires in ${TTL_MINUTES} minutes.`,
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  incorrect: (left: number) => `The OTP is incorrect. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
} as const;

/** Indian mobile numbers (spec 5: only +91): ten digits starting 6-9, spaces and dashes ignored. */
export function normalisePhone(phone: string): string | null {
  const digits = phone
    .replace(/[\s-]/g, '')
    .replace(/^\+?91(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** Who asks: the signed-in member, and the client address the caps count. */
export interface CodeCaller {
  userId: string;
  email: string;
  address: string;
  log: { error: (o: object, m: string) => void };
}

/**
 * The one-time codes of spec 5: an email code, then a phone code, each
 * capped, expiring, single use and allowing a few wrong guesses; a phone
 * number is claimed by one account only.
 */
export function createOneTimeCodes(deps: { db: Db; mailer: Mailer; sms: Sms; config: Config; claims: IdentityClaims }) {
  const { db, mailer, sms, config, claims } = deps;
  const repo = verificationRepository(db);
  const secret = config.signingSecret ?? '';
  const codeHash = (userId: string, channel: OtpChannel, code: string) =>
    hmac(secret, `otp\n${userId}\n${channel}\n${code}`);

  /** Codes cost money and reach people: capped per destination, per account and per client address. */
  async function capCodes(userId: string, channel: OtpChannel, destination: string, address: string): Promise<void> {
    const { destination: perDestination, account, address: perAddress } = config.otpCaps;
    const destinationKey = `otp:to:${channel}:${hmac(secret, destination)}`;
    await enforceCaps(db, [
      { key: `${destinationKey}:h`, limit: perDestination.hour, windowMs: HOUR_MS, message: MESSAGES.destinationCap },
      { key: `${destinationKey}:d`, limit: perDestination.day, windowMs: DAY_MS, message: MESSAGES.destinationCap },
      { key: `otp:account:${userId}:h`, limit: account.hour, windowMs: HOUR_MS, message: MESSAGES.accountCap },
      { key: `otp:account:${userId}:d`, limit: account.day, windowMs: DAY_MS, message: MESSAGES.accountCap },
      { key: `otp:address:${address}:h`, limit: perAddress.hour, windowMs: HOUR_MS, message: MESSAGES.addressCap },
      { key: `otp:address:${address}:d`, limit: perAddress.day, windowMs: DAY_MS, message: MESSAGES.addressCap },
    ]);
  }

  async function loadStatus(userId: string) {
    const row = await repo.find(userId);
    if (!row) throw notFound('Profile not found.');
    return row;
  }

  /** Creates a fresh code (replacing any earlier one) unless the last was sent within the cooldown. */
  async function issueOtp(userId: string, channel: OtpChannel, target: string): Promise<string> {
    return db.transaction(async (tx) => {
      const previous = await repo.findOtpForUpdate(userId, channel, tx);
      if (previous && !previous.used_at && previous.age_seconds < OTP_RESEND_COOLDOWN_SECONDS) {
        throw tooMany(CODE_TEXTS.wait(OTP_RESEND_COOLDOWN_SECONDS - previous.age_seconds));
      }
      const code = newOtp();
      await repo.saveOtp(
        { userId, channel, target, codeHash: codeHash(userId, channel, code), ttlSeconds: OTP_TTL_SECONDS },
        tx,
      );
      return code;
    });
  }

  /** Checks a code: single use, expiring, at most OTP_MAX_ATTEMPTS wrong guesses; onSuccess runs in the same transaction. */
  async function checkOtp(
    userId: string,
    channel: OtpChannel,
    code: string,
    onSuccess: (target: string, tx: Queryable) => Promise<void>,
  ): Promise<void> {
    const failure = await db.transaction(async (tx) => {
      const otp = await repo.findOtpForUpdate(userId, channel, tx);
      if (!otp) return badRequest(MESSAGES.noOtp);
      if (otp.used_at) return badRequest(MESSAGES.otpUsed);
      if (otp.attempts >= OTP_MAX_ATTEMPTS) return tooMany(MESSAGES.tooManyAttempts);
      if (otp.expired) return badRequest(MESSAGES.otpExpired);
      if (!safeEqual(codeHash(userId, channel, code), otp.code_hash)) {
        await repo.countFailedAttempt(userId, channel, tx);
        const left = OTP_MAX_ATTEMPTS - otp.attempts - 1;
        return left > 0 ? badRequest(CODE_TEXTS.incorrect(left)) : tooMany(MESSAGES.tooManyAttempts);
      }
      await repo.markOtpUsed(userId, channel, tx);
      await onSuccess(otp.target, tx);
      return null;
    });
    // Thrown after the transaction so a wrong guess is still counted.
    if (failure) throw failure;
  }

  /** A code the provider did not take is withdrawn, so the member may ask again at once. */
  async function deliver(caller: CodeCaller, channel: OtpChannel, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      caller.log.error({ err: error, userId: caller.userId, channel }, 'OTP delivery failed');
      await repo.deleteOtp(caller.userId, channel);
      throw new HttpError(502, MESSAGES.deliveryFailed);
    }
  }

  return {
    async sendEmailCode(caller: CodeCaller): Promise<void> {
      const status = await loadStatus(caller.userId);
      if (status.email_verified_at) throw badRequest(MESSAGES.emailAlreadyVerified);
      await capCodes(caller.userId, 'email', caller.email.toLowerCase(), caller.address);
      const code = await issueOtp(caller.userId, 'email', caller.email);
      await deliver(caller, 'email', () =>
        mailer.send({ to: caller.email, subject: CODE_TEXTS.emailSubject, text: CODE_TEXTS.email(code), code }),
      );
    },

    async verifyEmailCode(caller: CodeCaller, code: string): Promise<void> {
      const status = await loadStatus(caller.userId);
      if (status.email_verified_at) throw badRequest(MESSAGES.emailAlreadyVerified);
      await checkOtp(caller.userId, 'email', code, (_target, tx) => repo.markEmailVerified(caller.userId, tx));
    },

    async sendPhoneCode(caller: CodeCaller, input: { phone: string; countryCode: string }): Promise<void> {
      const phone = normalisePhone(input.phone);
      if (!phone) throw badRequest(MESSAGES.invalidPhone);
      const status = await loadStatus(caller.userId);
      if (status.phone_verified_at) throw badRequest(MESSAGES.phoneAlreadyVerified);
      // Email first: a fresh account cannot make the service text anyone until it owns a mailbox.
      if (!status.email_verified_at) throw forbidden(MESSAGES.emailFirst);
      await claims.refuseIfHeld(
        'phone',
        claims.phoneHash(phone),
        maskDocumentNumber(phone),
        caller.userId,
        caller.address,
      );
      await capCodes(caller.userId, 'sms', phone, caller.address);
      const code = await issueOtp(caller.userId, 'sms', phone);
      await deliver(caller, 'sms', () =>
        sms.send({
          to: `${input.countryCode}${phone}`,
          subject: CODE_TEXTS.smsSubject,
          text: CODE_TEXTS.sms(code),
          code,
        }),
      );
    },

    async verifyPhoneCode(caller: CodeCaller, code: string): Promise<void> {
      const status = await loadStatus(caller.userId);
      if (status.phone_verified_at) throw badRequest(MESSAGES.phoneAlreadyVerified);
      await claims.recordingRefusals(caller.userId, caller.address, () =>
        checkOtp(caller.userId, 'sms', code, async (phone, tx) => {
          await claims.claimOrRefuse('phone', claims.phoneHash(phone), maskDocumentNumber(phone), caller.userId, tx);
          await repo.markPhoneVerified(caller.userId, phone, tx);
        }),
      );
    },
  };
}
