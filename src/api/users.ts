import type { Language } from '../../contract/languages';
import type { LanguageRequest } from '../../contract/schemas/language';
import type { LoginRequest, LoginResponse, RegisterRequest } from '../../contract/schemas/users';
import { apiFetch } from './client';

export function memberLogin(body: LoginRequest) {
  return apiFetch<LoginResponse>('/users/login', { method: 'POST', auth: 'none', json: body });
}

/** An admin call (spec 7: credentials and the request-id header), made before any token exists. */
export function adminLogin(body: LoginRequest) {
  return apiFetch<LoginResponse>('/users/admin/login', { method: 'POST', auth: 'admin', json: body });
}

/** Answers the same for a new and a taken email (the owner learns by email); the new member then logs in. */
export function register(body: RegisterRequest) {
  return apiFetch<unknown>('/users/register', { method: 'POST', auth: 'none', json: body });
}

/** Ends the member's session on the server, on every instance. */
export function logout() {
  return apiFetch<unknown>('/users/logout', { method: 'POST' });
}

/** Ends the admin session on the server, so the token stops working wherever it was copied. */
export function adminLogout() {
  return apiFetch<unknown>('/users/logout', { method: 'POST', auth: 'admin' });
}

/** Keeps a member's language in the account, so every device and every email speaks it. */
export function saveLanguage(language: Language) {
  return apiFetch<unknown>('/users/language', { method: 'PUT', json: { language } satisfies LanguageRequest });
}
