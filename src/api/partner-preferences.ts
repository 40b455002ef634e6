import type {
  PartnerPool,
  PartnerPreferences,
  PartnerPreferencesSaved,
} from '../../contract/schemas/partner-preferences';
import { apiFetch } from './client';

/* Who the member is looking for (member calls, the member's own only). */

export function getPartnerPreferences(signal?: AbortSignal) {
  return apiFetch<PartnerPreferences>('/profile/partner-preferences', { signal });
}

/** Replaces the preferences as a whole; answers what was saved and how many members fit. */
export function savePartnerPreferences(preferences: PartnerPreferences) {
  return apiFetch<PartnerPreferencesSaved>('/profile/partner-preferences', { method: 'PUT', json: preferences });
}

export function getPartnerPool(signal?: AbortSignal) {
  return apiFetch<PartnerPool>('/profile/partner-preferences/pool', { signal });
}
