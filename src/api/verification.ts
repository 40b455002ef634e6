import type { CountryCode, DocumentType } from '../../contract/enums';
import type { VerificationStatus } from '../../contract/schemas/verification';
import { SELFIE_FROM_FILES, SELFIE_SOURCE_FIELD } from '../../contract/selfie';
import { apiFetch } from './client';

export function getVerificationStatus(signal?: AbortSignal) {
  return apiFetch<VerificationStatus>('/verification/status', { signal });
}

/** After a refusal that reopened no step: the member made the change asked for. */
export function resubmitForReview() {
  return apiFetch<unknown>('/verification/resubmit', { method: 'POST' });
}

export function sendEmailOtp() {
  return apiFetch<unknown>('/verification/send-email-otp', { method: 'PUT' });
}

export function verifyEmailOtp(otp: string) {
  return apiFetch<unknown>('/verification/verify-email-otp', { method: 'PUT', json: { otp } });
}

export function sendMobileOtp(phone: string, countryCode: CountryCode) {
  return apiFetch<unknown>('/verification/send-mobile-otp', { method: 'PUT', json: { phone, countryCode } });
}

export function verifyMobileOtp(otp: string) {
  return apiFetch<unknown>('/verification/verify-mobile-otp', { method: 'PUT', json: { otp } });
}

/**
 * Spec 7: multipart with the file field `document`, named selfie.jpg. `fromFiles`: chosen from the member's
 * files for want of a camera, sent with the source field so it is kept as not taken live.
 */
export function uploadSelfie(image: Blob, fromFiles = false) {
  const form = new FormData();
  form.append('document', image, 'selfie.jpg');
  if (fromFiles) form.append(SELFIE_SOURCE_FIELD, SELFIE_FROM_FILES);
  return apiFetch<unknown>('/verification/verify-image', { method: 'POST', form });
}

export function uploadIdentity(document: File, idNumber: string, idType: DocumentType) {
  const form = new FormData();
  form.append('document', document);
  form.append('idNumber', idNumber);
  form.append('idType', idType);
  return apiFetch<unknown>('/verification/verify-identity', { method: 'POST', form });
}
