/**
 * What the assistant understands. Each intent has examples in
 * examples/training.json (the classifier learns from them) and an answer in
 * answers.ts; `topic` names it when the assistant asks which of two or three
 * topics a member meant.
 */
export const INTENT_IDS = [
  'greeting',
  'thanks',
  'capabilities',
  'off-topic',
  'injection',
  'others-data',
  'why-this-profile',
  'improve-profile',
  'my-progress',
  'my-activity',
  'verification',
  'why-documents',
  'privacy',
  'email-verification',
  'phone-verification',
  'otp-help',
  'selfie',
  'identity-document',
  'safety',
  'matching',
  'decisions',
  'chat',
  'onboarding',
  'basic-details',
  'age-rules',
  'about-texts',
  'photos',
  'profession',
  'edit-profile',
  'account',
  'fees',
  'delete-account',
  'block-report',
  'contact-support',
  'statistics',
  'download-data',
  'partner-preferences',
  'notifications',
  'verification-review',
  'trust-badges',
  'install-app',
  'outside-preferences',
  'privacy-controls',
  'video-calls',
  'horoscope',
  'search',
  'shortlist',
  'app-languages',
  'family-access',
] as const;

export type IntentId = (typeof INTENT_IDS)[number];

export interface IntentInfo {
  /** Read in "Did you mean …?"; phrased about the member ("your"). */
  topic: string;
  /**
   * The answer depends on a document or channel named in the question, so a
   * short follow-up naming another one ("and the passport?") is the same
   * question about that one.
   */
  slot?: 'document' | 'channel';
}

export const INTENTS: Record<IntentId, IntentInfo> = {
  greeting: { topic: 'saying hello' },
  thanks: { topic: 'saying thanks' },
  capabilities: { topic: 'what I can help with' },
  'off-topic': { topic: 'something outside this service' },
  injection: { topic: 'changing how I work' },
  'others-data': { topic: "another member's details" },
  'why-this-profile': { topic: 'why Home suggested the profile you see' },
  'improve-profile': { topic: 'how to improve your profile' },
  'my-progress': { topic: "what's left before your profile goes live" },
  'my-activity': { topic: 'your requests and chats' },
  verification: { topic: 'how verification works' },
  'why-documents': { topic: 'why we ask for your documents', slot: 'document' },
  privacy: { topic: 'who can see your data and documents', slot: 'document' },
  'email-verification': { topic: 'verifying your email' },
  'phone-verification': { topic: 'verifying your phone number' },
  'otp-help': { topic: 'codes (OTP) that did not arrive or did not work', slot: 'channel' },
  selfie: { topic: 'the selfie step' },
  'identity-document': { topic: 'uploading your PAN card or passport', slot: 'document' },
  safety: { topic: 'staying safe and spotting scams' },
  matching: { topic: 'how matching works' },
  decisions: { topic: 'accepting and rejecting' },
  chat: { topic: 'chatting with your matches' },
  onboarding: { topic: 'the profile steps' },
  'basic-details': { topic: 'date of birth, height and weight' },
  'age-rules': { topic: 'the age rules' },
  'about-texts': { topic: 'writing your About Me and family text' },
  photos: { topic: 'your profile photos' },
  profession: { topic: 'the profession step and income proof' },
  'edit-profile': { topic: 'editing your profile' },
  account: { topic: 'signing up and logging in' },
  fees: { topic: 'fees and payments' },
  'delete-account': { topic: 'deleting your account' },
  'block-report': { topic: 'blocking and reporting' },
  'contact-support': { topic: 'contacting our team' },
  statistics: { topic: 'member numbers and success rates' },
  'download-data': { topic: 'downloading your data' },
  'partner-preferences': { topic: 'your partner preferences' },
  notifications: { topic: 'notifications and emails' },
  'verification-review': { topic: 'the review of your documents' },
  'trust-badges': { topic: 'the trust badges on profiles' },
  'install-app': { topic: 'installing the app on your phone' },
  'outside-preferences': { topic: "requests marked 'Outside your preferences'" },
  'privacy-controls': { topic: 'hiding your photos, pausing your profile, who viewed you and sharing your number' },
  'video-calls': { topic: 'video calls with your matches' },
  horoscope: { topic: 'horoscope (kundli) matching' },
  search: { topic: 'searching for members' },
  shortlist: { topic: 'saving profiles for later' },
  'app-languages': { topic: 'the languages of the app' },
  'family-access': { topic: 'letting a parent or relative help with your search' },
};

export function isIntentId(value: string): value is IntentId {
  return (INTENT_IDS as readonly string[]).includes(value);
}

/**
 * Intents answered only with built-in text: a refusal or a redirect must
 * never be reworded by a language model.
 */
export const FIXED_ANSWER_INTENTS: ReadonlySet<IntentId> = new Set(['injection', 'others-data', 'off-topic']);
