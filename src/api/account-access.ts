import type {
  ChangePasswordRequest,
  LoginCodeVerify,
  PasswordResetConfirm,
  SessionsResponse,
} from '../../contract/schemas/account-access';
import type { LoginResponse } from '../../contract/schemas/users';
import { apiFetch } from './client';

/** The devices the member is signed in on (Account section). */
export function listSessions(signal?: AbortSignal) {
  return apiFetch<SessionsResponse>('/users/sessions', { signal });
}

export function endSession(id: string) {
  return apiFetch<unknown>(`/users/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function endOtherSessions() {
  return apiFetch<unknown>('/users/logout-others', { method: 'POST' });
}

export function changePassword(body: ChangePasswordRequest) {
  return apiFetch<unknown>('/users/password', { method: 'PUT', json: body });
}

/** Answers the same for every name; the code goes to the account's email (and its verified phone). */
export function requestPasswordReset(userName: string) {
  return apiFetch<unknown>('/users/password-reset', { method: 'POST', auth: 'none', json: { userName } });
}

export function confirmPasswordReset(body: PasswordResetConfirm) {
  return apiFetch<unknown>('/users/password-reset/confirm', { method: 'POST', auth: 'none', json: body });
}

/** Answers the same for every name; the code goes to the email or verified phone named. */
export function requestLoginCode(userName: string) {
  return apiFetch<unknown>('/users/login-code', { method: 'POST', auth: 'none', json: { userName } });
}

export function verifyLoginCode(body: LoginCodeVerify) {
  return apiFetch<LoginResponse>('/users/login-code/verify', { method: 'POST', auth: 'none', json: body });
}
