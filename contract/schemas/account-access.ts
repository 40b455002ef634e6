import { z } from 'zod';

/** One signed-in device of the member (Account section); `current` is the session asking. */
export const SessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** A short description such as "Chrome on Android". */
  device: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsResponseSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

export const SessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A new password follows the sign-up rules (contract users.ts RegisterRequestSchema). */
const NewPassword = z.string().min(8).max(200);

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The account is named by its email, or for a login by code also by its verified phone (+91…). */
export const AccountNameRequestSchema = z.object({ userName: z.string().trim().min(1).max(254) });

const Code = z.string().trim().min(1).max(12);

export const PasswordResetConfirmSchema = z.object({
  userName: z.string().trim().min(1).max(254),
  code: Code,
  newPassword: NewPassword,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const LoginCodeVerifySchema = z.object({ userName: z.string().trim().min(1).max(254), code: Code });
export type LoginCodeVerify = z.infer<typeof LoginCodeVerifySchema>;
