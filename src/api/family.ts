import type { FeedResponse } from '../../contract/schemas/feed';
import type { MemberProfile } from '../../contract/schemas/profile';
import type { FamilyHelping, FamilyState } from '../../contract/schemas/family';
import type { SearchResult } from '../../contract/schemas/search';
import type { LoginRequest, LoginResponse } from '../../contract/schemas/users';
import { clearFamilyToken } from '../lib/session';
import { apiFetch, type ApiRequest, type ApiResult } from './client';

/* Family access: the member's side (their relative), then the relative's own calls with the family token. */

/** Announced on `window` when the server no longer knows the relative's token (the member ended access). */
export const FAMILY_SESSION_ENDED = 'family-session-ended';

/**
 * Forgets a token the server refused and tells the family area, which sends the relative to the login. Kept
 * here, out of lib/session, so the landing page's first load does not carry it.
 */
function endFamilySession(): void {
  clearFamilyToken();
  window.dispatchEvent(new Event(FAMILY_SESSION_ENDED));
}

/**
 * A relative's call: with the family token, and a 401 (the member ended access, or the session expired) ends
 * the relative's session here too, so the next screen is the family login instead of a dead area.
 */
async function asRelative<T>(path: string, request: Omit<ApiRequest, 'auth'> = {}): Promise<ApiResult<T>> {
  const result = await apiFetch<T>(path, { ...request, auth: 'family' });
  if (!result.ok && result.status === 401) endFamilySession();
  return result;
}

export function getFamily(signal?: AbortSignal) {
  return apiFetch<FamilyState>('/family', { signal });
}

export function inviteFamily(email: string) {
  return apiFetch<FamilyState>('/family/invite', { method: 'POST', json: { email } });
}

export function endFamily() {
  return apiFetch<unknown>('/family', { method: 'DELETE' });
}

export function acceptFamilyInvite(token: string, password: string) {
  return apiFetch<LoginResponse>('/family/accept', { method: 'POST', auth: 'none', json: { token, password } });
}

export function familyLogin(body: LoginRequest) {
  return apiFetch<LoginResponse>('/family/login', { method: 'POST', auth: 'none', json: body });
}

export function familyLogout() {
  return apiFetch<unknown>('/users/logout', { method: 'POST', auth: 'family' });
}

export function getHelping(signal?: AbortSignal) {
  return asRelative<FamilyHelping>('/family/helping', { signal });
}

export function getFamilyFeed(signal?: AbortSignal) {
  return asRelative<FeedResponse>('/feed/home', { signal });
}

/** A member's view, read for the member the relative helps. */
export function getFamilyProfile(profileId: string, signal?: AbortSignal) {
  return asRelative<MemberProfile>('/profile/get', { query: { profileId }, signal });
}

export function familySearch(query: Record<string, string | number>, signal?: AbortSignal) {
  return asRelative<SearchResult>('/search', { query, signal });
}

export function getFamilyShortlist(start: number, limit: number, signal?: AbortSignal) {
  return asRelative<SearchResult>('/shortlist', { query: { start, limit }, signal });
}

export function familyStar(profileId: string, star: boolean) {
  return asRelative<unknown>(`/shortlist/${encodeURIComponent(profileId)}`, { method: star ? 'PUT' : 'DELETE' });
}
