import type { SearchResult } from '../../contract/schemas/search';
import { apiFetch } from './client';

/** Search's filters as the app sends them: lists comma-separated, empty ones left out. */
export type SearchFilters = Record<string, string | number | undefined>;

export function searchProfiles(filters: SearchFilters, start: number, limit: number, signal?: AbortSignal) {
  const query: Record<string, string | number> = { start, limit };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query[key] = value;
  return apiFetch<SearchResult>('/search', { query, signal });
}

export function getShortlist(start: number, limit: number, signal?: AbortSignal) {
  return apiFetch<SearchResult>('/shortlist', { query: { start, limit }, signal });
}

export function addToShortlist(profileId: string) {
  return apiFetch<unknown>(`/shortlist/${encodeURIComponent(profileId)}`, { method: 'PUT' });
}

export function removeFromShortlist(profileId: string) {
  return apiFetch<unknown>(`/shortlist/${encodeURIComponent(profileId)}`, { method: 'DELETE' });
}
