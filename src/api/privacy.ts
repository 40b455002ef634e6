import type {
  PhoneShareRequest,
  PrivacySettings,
  PrivacySettingsRequest,
  ProfileViewersResponse,
} from '../../contract/schemas/privacy';
import { apiFetch } from './client';

/** Privacy members control: who sees my photos, the pause, and visits recorded both ways. */
export function getPrivacy(signal?: AbortSignal) {
  return apiFetch<PrivacySettings>('/profile/privacy', { signal });
}

export function savePrivacy(body: PrivacySettingsRequest) {
  return apiFetch<PrivacySettings>('/profile/privacy', { method: 'PUT', json: body });
}

/** Who viewed my profile page, newest first. */
export function getViewers(start: number, limit: number, signal?: AbortSignal) {
  return apiFetch<ProfileViewersResponse>(`/profile/viewers?start=${start}&limit=${limit}`, { signal });
}

/** Shares my verified number with the match of this chat, or withdraws it. */
export function sharePhone(body: PhoneShareRequest) {
  return apiFetch<unknown>('/chat/phone-share', { method: 'PUT', json: body });
}
