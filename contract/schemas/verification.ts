import { z } from 'zod';
import { PendingCodesSchema } from './pending-code';
import { COUNTRY_CODES, DOCUMENT_TYPES, REFUSAL_REASONS, REVIEW_STATUSES, VERIFICATION_STATES } from '../enums';

const State = z.enum(VERIFICATION_STATES);

/** Where the profile stands with staff, and why it was refused (the member's own words to read). */
export const ReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  reasons: z.array(z.enum(REFUSAL_REASONS)),
  note: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Spec 3: contact{email,phoneNumber}, identity{image,id}; `review` once the profile was submitted. */
export const VerificationStatusSchema = z.object({
  contact: z.object({ email: State, phoneNumber: State }),
  identity: z.object({ image: State, id: State }),
  review: ReviewSchema.optional(),
  /** The step's code survives a reload: codes sent and still usable (only while there is one). */
  pendingCodes: PendingCodesSchema.optional(),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const OtpRequestSchema = z.object({ otp: z.string().trim().min(1).max(10) });

export const SendMobileOtpRequestSchema = z.object({
  phone: z.string().trim().min(1).max(20),
  countryCode: z.enum(COUNTRY_CODES.map((c) => c.code) as [string, ...string[]]),
});

/** Text fields of the multipart POST /verification/verify-identity (file field: document). */
export const VerifyIdentityFieldsSchema = z.object({
  idNumber: z.string().trim().min(1).max(20),
  idType: z.enum(DOCUMENT_TYPES),
});
