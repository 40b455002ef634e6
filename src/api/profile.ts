import type { Horoscope, HoroscopeRequest } from '../../contract/schemas/horoscope';
import type { BackgroundRequest, Communities } from '../../contract/schemas/background';
import type { Religion } from '../../contract/enums';
import type {
  AboutMeRequest,
  AdminProfileItem,
  BasicDetailsRequest,
  FamilyRequest,
  LifestyleRequest,
  MemberProfile,
  NameRequest,
  OwnProfile,
  PersonalDetailsRequest,
  ProfileStatus,
} from '../../contract/schemas/profile';
import type { RefusalReason } from '../../contract/enums';
import { apiFetch } from './client';

/* Admin calls (spec 7): Authorization from the cookie, credentials and the request-id header. */

export function listProfilesForReview(signal?: AbortSignal, search?: string) {
  return apiFetch<AdminProfileItem[]>('/profile/list', {
    auth: 'admin',
    signal,
    ...(search ? { query: { q: search } } : {}),
  });
}

export function verifyProfile(id: string) {
  return apiFetch<unknown>('/profile/verify', { auth: 'admin', query: { id } });
}

/** Publishes past a red check, with staff's note saying why (kept in the audit). */
export function verifyProfileConfirmed(id: string, note: string) {
  return apiFetch<unknown>('/profile/verify', { auth: 'admin', method: 'POST', json: { id, note } });
}

/** Refuses a profile with the reasons the member will read, and a note of staff's own. */
export function refuseProfile(body: { id: string; reasons: RefusalReason[]; note: string }) {
  return apiFetch<unknown>('/profile/refuse', { auth: 'admin', method: 'POST', json: body });
}

/* Member calls. */

export function getProfileStatus(signal?: AbortSignal) {
  return apiFetch<ProfileStatus>('/profile/status', { signal });
}

export function getProfile(profileId: string, signal?: AbortSignal) {
  return apiFetch<MemberProfile>('/profile/get', { query: { profileId }, signal });
}

export function getMyProfile(signal?: AbortSignal) {
  return apiFetch<OwnProfile>('/profile/my', { signal });
}

export function updateName(body: NameRequest) {
  return apiFetch<unknown>('/profile/name', { method: 'PUT', json: body });
}

export function updateBasicDetails(body: BasicDetailsRequest) {
  return apiFetch<unknown>('/profile/basic-details', { method: 'PUT', json: body });
}

/** Profile page only: name and basic details saved in one call. */
export function updatePersonalDetails(body: PersonalDetailsRequest | FormData) {
  return body instanceof FormData
    ? apiFetch<unknown>('/profile/personal-details', { method: 'PUT', form: body })
    : apiFetch<unknown>('/profile/personal-details', { method: 'PUT', json: body });
}

export function updateLifestyle(body: LifestyleRequest | Partial<LifestyleRequest>) {
  return apiFetch<unknown>('/profile/lifestyle-details', { method: 'PUT', json: body });
}

export function updateFamily(body: FamilyRequest | Partial<FamilyRequest>) {
  return apiFetch<unknown>('/profile/family-details', { method: 'PUT', json: body });
}

export function updateAboutMe(body: AboutMeRequest | Partial<AboutMeRequest>) {
  return apiFetch<unknown>('/profile/about-me', { method: 'PUT', json: body });
}

/** Onboarding: POST with image0..image5 for the filled slots. */
export function uploadOnboardingImages(form: FormData) {
  return apiFetch<unknown>('/profile/images', { method: 'POST', form });
}

/** Profile page: PUT with image0..image5. */
export function uploadProfileImages(form: FormData) {
  return apiFetch<unknown>('/profile/images', { method: 'PUT', form });
}

export function deleteProfileImage(imageUrl: string) {
  return apiFetch<unknown>('/profile/images', { method: 'DELETE', query: { imageUrl } });
}

/** Onboarding: POST multipart degreeFile, incomeFile, degree, minIncome, maxIncome, college, workplace. */
export function saveOnboardingProfession(form: FormData) {
  return apiFetch<unknown>('/profile/profession', { method: 'POST', form });
}

/** Profile page: PUT multipart with incomeSlab instead of min/max. */
export function saveProfileProfession(form: FormData) {
  return apiFetch<unknown>('/profile/profession', { method: 'PUT', form });
}

export function saveBackground(body: BackgroundRequest) {
  return apiFetch<unknown>('/profile/background', { method: 'PUT', json: body });
}

/** The communities offered for a religion (the background's optional community). */
export function getCommunities(religion: Religion, signal?: AbortSignal) {
  return apiFetch<Communities>(`/profile/communities?religion=${encodeURIComponent(religion)}`, { signal });
}

export function saveHoroscope(body: HoroscopeRequest) {
  return apiFetch<Horoscope>('/profile/horoscope', { method: 'PUT', json: body });
}
