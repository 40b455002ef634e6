import type { RefusalReason } from '../../contract/enums';

/**
 * What each refusal reason asks of the member, in plain words: the refusal's email and notification say it
 * (services/notify sends them), as the refused screen does.
 */
export const REFUSAL_TEXTS: Record<RefusalReason, string> = {
  SELFIE_UNCLEAR: 'We could not see your face clearly in your selfie. Please take a new one.',
  FACE_MISMATCH:
    'The face in your selfie does not look like the person in your profile photos. Please take a new selfie.',
  DOCUMENT_UNREADABLE: 'We could not read your identity document. Please upload a new picture of it.',
  DOCUMENT_NUMBER_MISMATCH:
    'The number on your identity document is not the number you typed. Please check the number and upload the document again.',
  DOCUMENT_NOT_OWN: 'The identity document does not seem to be yours. Please upload your own PAN card or passport.',
  PHOTO_NOT_OWN: 'Some of your profile photos do not seem to be of you. Please upload photos of yourself.',
  OTHER: 'Our team needs something else from you; please read their note.',
};
