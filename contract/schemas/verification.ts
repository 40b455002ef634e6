import { z } from 'zod';
import { COUNTRY_CODES, DOCUMENT_TYPES, VERIFICATION_STATES } from '../enums';

const State = z.enum(VERIFICATION_STATES);

/** Spec 3: contact{email,phoneNumber}, identity{image,id}. */
export const VerificationStatusSchema = z.object({
  contact: z.object({ email: State, phoneNumber: State }),
  identity: z.object({ image: State, id: State }),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const OtpRequestSchema = z.object({ otp: z.string().trim().min(1).max(10) });
export type OtpRequest = z.infer<typeof OtpRequestSchema>;

export const SendMobileOtpRequestSchema = z.object({
  phone: z.string().trim().min(1).max(20),
  countryCode: z.enum(COUNTRY_CODES.map((c) => c.code) as [string, ...string[]]),
});
export type SendMobileOtpRequest = z.infer<typeof SendMobileOtpRequestSchema>;

/** Text fields of the multipart POST /verification/verify-identity (file field: document). */
export const VerifyIdentityFieldsSchema = z.object({
  idNumber: z.string().trim().min(1).max(20),
  idType: z.enum(DOCUMENT_TYPES),
});
export type VerifyIdentityFields = z.infer<typeof VerifyIdentityFieldsSchema>;
