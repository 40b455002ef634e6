import { z } from 'zod';
import {
  OkSchema,
  OtpRequestSchema,
  SendMobileOtpRequestSchema,
  VerificationStatusSchema,
  VerifyIdentityFieldsSchema,
} from '../../contract/schemas';
import { DOCUMENT_TYPES, type DocumentType } from '../../contract/enums';
import type { Queryable } from '../db/types';
import { DAY_MS, HOUR_MS, enforceCaps } from '../services/caps';
import { documentNumberHash, hmac, newOtp, phoneNumberHash, safeEqual } from '../lib/crypto';
import {
  UPLOADS_KEY,
  type UploadedFile,
  UploadsSchema,
  firstProblem,
  formOnlyAsBody,
  isBlank,
  uploadsInBody,
} from '../lib/input';
import { currentUser } from '../plugins/auth';
import { HttpError, badRequest, conflict, forbidden, notFound, tooMany } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { type ClaimKind, identityClaimsRepository } from '../repositories/identity-claims';
import { type OtpChannel, toVerificationStatus, verificationRepository } from '../repositories/verification';
import { toSafeJpeg } from '../services/images';
import { storeAndRecord } from '../services/uploads';
import { panFormatWarnings } from '../services/checks/verdicts';
import { checksRepository } from '../repositories/checks';
import { reviewRepository } from '../repositories/review';
import { profilesRepository } from '../repositories/profiles';
import type { RoutePlugin } from './types';

/** A code expires, allows a few wrong guesses and is resent only after a cooldown, so trying cannot find it. */
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const MESSAGES = {
  emailAlreadyVerified: 'Your email is already verified.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  enterOtp: 'Please enter the OTP.',
  noOtp: 'Please request an OTP first.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpUsed: 'This OTP has already been used. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  invalidPhone: 'Please enter a valid phone number.',
  noSelfie: 'No selfie captured. Please take a photo first.',
  noDocumentType: 'Please select a document type.',
  noDocumentNumber: 'Please enter the document number.',
  noDocumentFile: 'Please upload the document file.',
  invalidPan: 'Please enter a valid PAN number (five letters, four digits, one letter, like ABCDE1234F).',
  invalidPassport: 'Please enter a valid passport number (one letter and seven digits, like A1234567).',
  deliveryFailed: 'We could not send the OTP right now. Please try again in a moment.',
  emailFirst: 'Please verify your email first.',
  stepsLeft: 'Please redo the steps our team asked for first.',
  phoneTaken:
    'This phone number is already verified on another account. Please use your own number, or contact us if you think this is a mistake.',
  documentTaken:
    'This document is already verified on another account. Please contact us if you think this is a mistake.',
  destinationCap: 'Too many codes were sent to this address or number. Please try again later.',
  accountCap: 'You have asked for too many codes. Please try again later.',
  addressCap: 'Too many codes were requested from your network. Please try again later.',
} as const;

/** A number another account holds: refused inside the transaction, recorded for staff after it. */
class ClaimRefused extends Error {
  constructor(
    readonly kind: ClaimKind,
    readonly masked: string,
    readonly holderId: string | null,
  ) {
    super('claim refused');
  }
}

const DOCUMENT_FORMATS: Record<DocumentType, { pattern: RegExp; message: string }> = {
  PAN: { pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, message: MESSAGES.invalidPan },
  PASSPORT: { pattern: /^[A-Z][0-9]{7}$/, message: MESSAGES.invalidPassport },
};

/** Indian mobile numbers (spec 5: only +91): ten digits starting 6-9, spaces and dashes ignored. */
export function normalisePhone(phone: string): string | null {
  const digits = phone
    .replace(/[\s-]/g, '')
    .replace(/^\+?91(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** Only the tail of a document number is ever kept in the clear. */
export function maskDocumentNumber(number: string): string {
  return `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

function documentOf(body: { [UPLOADS_KEY]: UploadedFile[] }): UploadedFile | undefined {
  return body[UPLOADS_KEY].find((file) => file.field === 'document');
}

/** The selfie form: one image in the field `document`. */
const SelfieBody = z.looseObject({ [UPLOADS_KEY]: UploadsSchema }).transform((body, context) => {
  const upload = documentOf(body);
  if (!upload) {
    context.addIssue({ code: 'custom', message: MESSAGES.noSelfie });
    return z.NEVER;
  }
  return upload;
});

/** The identity form, checked in spec 5 order: type, number, file, then the number's format for the type. */
const IdentityBody = z.looseObject({ [UPLOADS_KEY]: UploadsSchema }).transform((body, context) => {
  const { idType, idNumber } = body;
  const type = typeof idType === 'string' ? idType.trim().toUpperCase() : '';
  const fields = { idType: type, idNumber: String(idNumber).replace(/\s/g, '').toUpperCase() };
  const parsed = VerifyIdentityFieldsSchema.safeParse(fields);
  const upload = documentOf(body);
  const problem =
    isBlank(idType) || !(DOCUMENT_TYPES as readonly string[]).includes(type)
      ? MESSAGES.noDocumentType
      : isBlank(idNumber)
        ? MESSAGES.noDocumentNumber
        : (firstProblem(VerifyIdentityFieldsSchema, fields) ??
          (!upload ? MESSAGES.noDocumentFile : null) ??
          (parsed.success && !DOCUMENT_FORMATS[parsed.data.idType].pattern.test(parsed.data.idNumber)
            ? DOCUMENT_FORMATS[parsed.data.idType].message
            : null));
  if (problem || !parsed.success || !upload) {
    context.addIssue({ code: 'custom', message: problem ?? MESSAGES.noDocumentFile });
    return z.NEVER;
  }
  return { ...parsed.data, upload };
});

/** GET /verification/status, the two OTP pairs, and the selfie and identity uploads. */
export const verificationRoutes: RoutePlugin = async (app, { db, files, mailer, sms, config, auth, checks }) => {
  const review = reviewRepository(db);
  const repo = verificationRepository(db);
  const claims = identityClaimsRepository(db);
  const audit = auditRepository(db);
  const secret = config.signingSecret ?? '';
  const codeHash = (userId: string, channel: OtpChannel, code: string) =>
    hmac(secret, `otp\n${userId}\n${channel}\n${code}`);
  const phoneHash = (phone: string) => phoneNumberHash(secret, phone);
  const documentHash = (idType: string, idNumber: string) => documentNumberHash(secret, idType, idNumber);
  const member = { preHandler: auth.requireMember };

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

  /** Staff see every number refused because another account holds it (the portal's Audit page). */
  async function recordRefusal(userId: string, refusal: ClaimRefused, address: string): Promise<never> {
    await audit.record({
      actorId: userId,
      action: 'identity.refused',
      subjectId: userId,
      detail: { kind: refusal.kind, number: refusal.masked, heldBy: refusal.holderId, ip: address },
    });
    throw badRequest(refusal.kind === 'phone' ? MESSAGES.phoneTaken : MESSAGES.documentTaken);
  }

  async function claimOrRefuse(kind: ClaimKind, hash: string, masked: string, userId: string, tx: Queryable) {
    if (!(await claims.claim(kind, hash, userId, tx))) {
      throw new ClaimRefused(kind, masked, await claims.ownerOf(kind, hash, tx));
    }
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
        const wait = OTP_RESEND_COOLDOWN_SECONDS - previous.age_seconds;
        throw tooMany(`Please wait ${wait} seconds before requesting another OTP.`);
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
        return left > 0
          ? badRequest(`The OTP is incorrect. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)
          : tooMany(MESSAGES.tooManyAttempts);
      }
      await repo.markOtpUsed(userId, channel, tx);
      await onSuccess(otp.target, tx);
      return null;
    });
    // Thrown after the transaction so a wrong guess is still counted.
    if (failure) throw failure;
  }

  /** A code the provider did not take is withdrawn, so the member may ask again at once. */
  async function deliver(
    userId: string,
    channel: OtpChannel,
    send: () => Promise<void>,
    log: { error: (o: object, m: string) => void },
  ): Promise<void> {
    try {
      await send();
    } catch (error) {
      log.error({ err: error, userId, channel }, 'OTP delivery failed');
      await repo.deleteOtp(userId, channel);
      throw new HttpError(502, MESSAGES.deliveryFailed);
    }
  }

  app.get(
    '/verification/status',
    { ...member, schema: { response: { 200: VerificationStatusSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      const status = toVerificationStatus(await loadStatus(userId));
      // Only the outcome and staff's own words: what the automatic checks found stays with staff.
      const state = await review.state(userId);
      if (!state?.submitted) return status;
      return { ...status, review: { status: state.status, reasons: state.reasons, note: state.note } };
    },
  );

  /**
   * After a refusal whose reasons reopened no step (OTHER alone): the member says they made the change asked
   * for and the profile goes back to staff. Answers 409 while a reopened step is still to do.
   */
  app.post('/verification/resubmit', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const state = await review.state(userId);
    if (state?.status !== 'REFUSED') return {};
    if (!(await review.resubmitIfReady(userId))) throw conflict(MESSAGES.stepsLeft);
    return {};
  });

  app.put('/verification/send-email-otp', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const user = currentUser(request);
    const status = await loadStatus(user.userId);
    if (status.email_verified_at) throw badRequest(MESSAGES.emailAlreadyVerified);
    await capCodes(user.userId, 'email', user.email.toLowerCase(), request.ip);
    const code = await issueOtp(user.userId, 'email', user.email);
    await deliver(
      user.userId,
      'email',
      () =>
        mailer.send({
          to: user.email,
          subject: 'Your verification code',
          text: `Your verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
          code,
        }),
      request.log,
    );
    return {};
  });

  app.put(
    '/verification/verify-email-otp',
    { ...member, schema: { body: OtpRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const user = currentUser(request);
      const status = await loadStatus(user.userId);
      if (status.email_verified_at) throw badRequest(MESSAGES.emailAlreadyVerified);
      await checkOtp(user.userId, 'email', request.body.otp, (_target, tx) => repo.markEmailVerified(user.userId, tx));
      return {};
    },
  );

  app.put(
    '/verification/send-mobile-otp',
    { ...member, schema: { body: SendMobileOtpRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const user = currentUser(request);
      const phone = normalisePhone(request.body.phone);
      if (!phone) throw badRequest(MESSAGES.invalidPhone);
      const status = await loadStatus(user.userId);
      if (status.phone_verified_at) throw badRequest(MESSAGES.phoneAlreadyVerified);
      // Email first: a fresh account cannot make the service text anyone until it owns a mailbox.
      if (!status.email_verified_at) throw forbidden(MESSAGES.emailFirst);
      const holder = await claims.ownerOf('phone', phoneHash(phone));
      if (holder && holder !== user.userId) {
        await recordRefusal(user.userId, new ClaimRefused('phone', maskDocumentNumber(phone), holder), request.ip);
      }
      await capCodes(user.userId, 'sms', phone, request.ip);
      const code = await issueOtp(user.userId, 'sms', phone);
      await deliver(
        user.userId,
        'sms',
        () =>
          sms.send({
            to: `${request.body.countryCode}${phone}`,
            subject: 'Verification code',
            text: `Your Matrimony verification code is ${code}. It expires in 10 minutes.`,
            code,
          }),
        request.log,
      );
      return {};
    },
  );

  app.put(
    '/verification/verify-mobile-otp',
    { ...member, schema: { body: OtpRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const user = currentUser(request);
      const status = await loadStatus(user.userId);
      if (status.phone_verified_at) throw badRequest(MESSAGES.phoneAlreadyVerified);
      try {
        await checkOtp(user.userId, 'sms', request.body.otp, async (phone, tx) => {
          await claimOrRefuse('phone', phoneHash(phone), maskDocumentNumber(phone), user.userId, tx);
          await repo.markPhoneVerified(user.userId, phone, tx);
        });
      } catch (error) {
        if (error instanceof ClaimRefused) await recordRefusal(user.userId, error, request.ip);
        throw error;
      }
      return {};
    },
  );

  /** The member guard runs before the form is read or checked, so a caller without a session hears 401 first. */
  const memberForm = { preValidation: [auth.requireMember, formOnlyAsBody, uploadsInBody] };

  app.post(
    '/verification/verify-image',
    { ...memberForm, schema: { body: SelfieBody, response: { 200: OkSchema } } },
    async (request) => {
      const user = currentUser(request);
      const image = await toSafeJpeg(request.body.bytes);
      await storeAndRecord(files, 'document', [image], ([key]) =>
        db.transaction(async (tx) => {
          const replaced = await repo.saveSelfie(user.userId, key, tx);
          // The checks' job lands with the upload: a crash after this answer cannot lose it.
          await checksRepository(tx).request(user.userId);
          await reviewRepository(tx).resubmitIfReady(user.userId);
          return [replaced];
        }),
      );
      checks?.poke();
      return {};
    },
  );

  app.post(
    '/verification/verify-identity',
    { ...memberForm, schema: { body: IdentityBody, response: { 200: OkSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { upload, ...fields } = request.body;
      const numberHash = documentHash(fields.idType, fields.idNumber);
      const masked = maskDocumentNumber(fields.idNumber);
      const holder = await claims.ownerOf('document', numberHash);
      if (holder && holder !== user.userId) {
        await recordRefusal(user.userId, new ClaimRefused('document', masked, holder), request.ip);
      }
      const image = await toSafeJpeg(upload.bytes);
      // Worked out now, while the full number is in hand (only its hash and last four are kept).
      const lastName = (await profilesRepository(db).findById(user.userId))?.last_name ?? null;
      const formatWarnings = fields.idType === 'PAN' ? panFormatWarnings(fields.idNumber, lastName) : [];
      try {
        await storeAndRecord(files, 'document', [image], ([key]) =>
          db.transaction(async (tx) => {
            await claimOrRefuse('document', numberHash, masked, user.userId, tx);
            const replaced = await repo.saveIdentity(
              { userId: user.userId, fileKey: key, idType: fields.idType, masked, numberHash, formatWarnings },
              tx,
            );
            await checksRepository(tx).request(user.userId);
            await reviewRepository(tx).resubmitIfReady(user.userId);
            return [replaced];
          }),
        );
      } catch (error) {
        if (error instanceof ClaimRefused) await recordRefusal(user.userId, error, request.ip);
        throw error;
      }
      checks?.poke();
      return {};
    },
  );
};
