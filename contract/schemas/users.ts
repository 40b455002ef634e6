import { z } from 'zod';

/** Member and admin logins share this shape (spec 3). */
export const LoginRequestSchema = z.object({
  userName: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Registration (beyond the spec's calls): same shape as login, answers a token. */
export const RegisterRequestSchema = z.object({
  userName: z.email().max(254),
  password: z.string().min(8).max(200),
  /** The member ticked the consent box under the privacy notice of this version (contract/enums PRIVACY_NOTICE_VERSION). */
  consent: z.boolean().optional(),
  noticeVersion: z.string().max(40).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
