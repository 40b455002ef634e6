import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OkSchema,
  OtpRequestSchema,
  SendMobileOtpRequestSchema,
  VerificationStatusSchema,
  VerifyIdentityFieldsSchema,
} from '../../contract/schemas';
import { DOCUMENT_TYPES, type DocumentType } from '../../contract/enums';
import { SELFIE_FROM_FILES, SELFIE_SOURCE_FIELD } from '../../contract/selfie';
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
import { createIdentityClaims } from '../services/identity-claims';
import { type CodeCaller, createOneTimeCodes } from '../services/one-time-codes';
import { createVerificationService } from '../services/verification';
import { MESSAGES } from '../services/verification-messages';
import type { RoutePlugin } from './types';

const DOCUMENT_FORMATS: Record<DocumentType, { pattern: RegExp; message: string }> = {
  PAN: { pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, message: MESSAGES.invalidPan },
  PASSPORT: { pattern: /^[A-Z][0-9]{7}$/, message: MESSAGES.invalidPassport },
};

function documentOf(body: { [UPLOADS_KEY]: UploadedFile[] }): UploadedFile | undefined {
  return body[UPLOADS_KEY].find((file) => file.field === 'document');
}

/**
 * The selfie form: one image in the field `document`; beside it, `source` is `file` when the member had no
 * camera and chose a photo from their files (verification without a camera), so it is kept as not taken live.
 */
const SelfieBody = z.looseObject({ [UPLOADS_KEY]: UploadsSchema }).transform((body, context) => {
  const upload = documentOf(body);
  if (!upload) {
    context.addIssue({ code: 'custom', message: MESSAGES.noSelfie });
    return z.NEVER;
  }
  return { upload, live: body[SELFIE_SOURCE_FIELD] !== SELFIE_FROM_FILES };
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

/** The signed-in member asking, with the client address the caps and refusal records need. */
function callerOf(request: FastifyRequest): CodeCaller {
  const { userId, email } = currentUser(request);
  return { userId, email, address: request.ip, log: request.log };
}

/** GET /verification/status, the two OTP pairs, and the selfie and identity uploads. */
export const verificationRoutes: RoutePlugin = async (app, { db, files, mailer, sms, config, auth, checks }) => {
  const claims = createIdentityClaims(db, config.signingSecret ?? '');
  const codes = createOneTimeCodes({ db, mailer, sms, config, claims });
  const verification = createVerificationService({ db, files, claims, checks });
  const member = { preHandler: auth.requireMember };

  app.get(
    '/verification/status',
    { ...member, schema: { response: { 200: VerificationStatusSchema } } },
    async (request) => verification.status(currentUser(request).userId),
  );

  /** After a refusal that reopened no step: the member says the change asked for is made. */
  app.post('/verification/resubmit', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    await verification.resubmit(currentUser(request).userId);
    return {};
  });

  app.put('/verification/send-email-otp', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    await codes.sendEmailCode(callerOf(request));
    return {};
  });

  app.put(
    '/verification/verify-email-otp',
    { ...member, schema: { body: OtpRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await codes.verifyEmailCode(callerOf(request), request.body.otp);
      return {};
    },
  );

  app.put(
    '/verification/send-mobile-otp',
    { ...member, schema: { body: SendMobileOtpRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await codes.sendPhoneCode(callerOf(request), request.body);
      return {};
    },
  );

  app.put(
    '/verification/verify-mobile-otp',
    { ...member, schema: { body: OtpRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await codes.verifyPhoneCode(callerOf(request), request.body.otp);
      return {};
    },
  );

  /** The member guard runs before the form is read or checked, so a caller without a session hears 401 first. */
  const memberForm = { preValidation: [auth.requireMember, formOnlyAsBody, uploadsInBody] };

  app.post(
    '/verification/verify-image',
    { ...memberForm, schema: { body: SelfieBody, response: { 200: OkSchema } } },
    async (request) => {
      const { upload, live } = request.body;
      await verification.saveSelfie(currentUser(request).userId, upload.bytes, live);
      return {};
    },
  );

  app.post(
    '/verification/verify-identity',
    { ...memberForm, schema: { body: IdentityBody, response: { 200: OkSchema } } },
    async (request) => {
      const { upload, ...fields } = request.body;
      await verification.saveIdentity(currentUser(request).userId, request.ip, { ...fields, bytes: upload.bytes });
      return {};
    },
  );
};
