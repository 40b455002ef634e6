import type { FeedResponse } from '../../contract/schemas/feed';
import type { FamilyHelping, FamilyState } from '../../contract/schemas/family';
import type { SearchResult } from '../../contract/schemas/search';
import type { LoginRequest, LoginResponse } from '../../contract/schemas/users';
import { apiFetch } from './client';

/* Family access: the member's side (their relative), then the relative's own calls with the family token. */

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
  return apiFetch<FamilyHelping>('/family/helping', { auth: 'family', signal });
}

export function getFamilyFeed(signal?: AbortSignal) {
  return apiFetch<FeedResponse>('/feed/home', { auth: 'family', signal });
}

export function familySearch(query: Record<string, string | number>, signal?: AbortSignal) {
  return apiFetch<SearchResult>('/search', { auth: 'family', query, signal });
}

export function getFamilyShortlist(start: number, limit: number, signal?: AbortSignal) {
  return apiFetch<SearchResult>('/shortlist', { auth: 'family', query: { start, limit }, signal });
}

export function familyStar(profileId: string, star: boolean) {
  return apiFetch<unknown>(`/shortlist/${encodeURIComponent(profileId)}`, {
    method: star ? 'PUT' : 'DELETE',
    auth: 'family',
  });
}
