import type { RefusalReason } from '../../contract/enums';

/** What each refusal reason asks of the member, in plain words (the email and the refused screen say the same). */
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

export type ReviewMail =
  | { kind: 'published'; firstName: string | null }
  | { kind: 'refused'; firstName: string | null; reasons: RefusalReason[]; note: string | null };

/**
 * The two review emails, built in one place so they can be routed through another delivery (an outbox with
 * per-type opt-out) without touching the review calls.
 */
export function reviewMailText(mail: ReviewMail): {
  type: 'review.published' | 'review.refused';
  subject: string;
  text: string;
} {
  const hello = `Hello${mail.firstName ? ` ${mail.firstName}` : ''},`;
  if (mail.kind === 'published') {
    return {
      type: 'review.published',
      subject: 'Your profile is published',
      text: `${hello}\n\nOur team checked your documents and published your profile. Your first suggestion is waiting on your home page.\n`,
    };
  }
  const reasons = mail.reasons.map((reason) => `- ${REFUSAL_TEXTS[reason]}`).join('\n');
  const note = mail.note ? `\nA note from our team: ${mail.note}\n` : '';
  return {
    type: 'review.refused',
    subject: 'Your profile needs a change before we can publish it',
    text: `${hello}\n\nOur team could not publish your profile yet:\n${reasons}\n${note}\nSign in to see what to change; once you send it again, your profile goes back to our team.\n`,
  };
}
