import { z } from 'zod';

/**
 * A one-time code sent on a verification step and still usable (not used, expired or locked), so the step
 * survives a reload: the code entry shows again, with how long until another may be sent.
 */
export const PendingCodeSchema = z.object({
  expiresInSeconds: z.number().int().min(0),
  resendInSeconds: z.number().int().min(0),
});
export type PendingCode = z.infer<typeof PendingCodeSchema>;

/** Beside GET /verification/status, only while a code is pending: per step, the code sent. */
export const PendingCodesSchema = z.object({
  email: PendingCodeSchema.optional(),
  phoneNumber: PendingCodeSchema.optional(),
});
export type PendingCodes = z.infer<typeof PendingCodesSchema>;
