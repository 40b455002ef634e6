import type { IntentId } from './intents';

/**
 * What the AI Matchmaker says about each member-facing feature, in one place,
 * with the evidence that the feature ships: the screens it names (paths of
 * src/lib/paths.ts) and the label of each control it tells members to press,
 * with the app file that renders it. features.test.ts holds this table to the
 * app: a screen that is not in the route table, a control whose label is not
 * in its file, or an answer that denies a landed feature fails it; and so
 * does a feature whose evidence is in the app while `landed` is still false.
 *
 * When a feature lands or changes, change its entry here; the test says so
 * if it is forgotten.
 */

/** A place in the app an answer sends a member to. */
export interface Screen {
  /** How the answer names it. */
  name: string;
  /** Its URL, one of src/lib/paths.ts (a pattern for screens with an id). */
  path: string;
}

/** A button or section an answer names, and the app file that shows its label. */
export interface Control {
  label: string;
  file: string;
}

/** Evidence that a control is mounted on a screen the answer names: `text` appears in `file`. */
export interface Wiring {
  file: string;
  text: string;
}

export interface FeatureFact {
  /** The intent whose answer this is. */
  intent: IntentId;
  /** Whether the feature is in the product (checked against `controls` by the test). */
  landed: boolean;
  /** The answer while landed. */
  answer: string;
  /** The answer while it has not landed yet: honest about what members can do instead. */
  beforeLanding?: string;
  screens: Screen[];
  controls: Control[];
  wiring: Wiring[];
  /** Questions members ask about it; the test asks each. */
  questions: string[];
}

export const SCREENS = {
  profile: { name: 'Profile', path: '/app/profile' },
  viewProfile: { name: 'View profile', path: '/app/view-profile/:profileId' },
  chat: { name: 'chat', path: '/app/chat/:channelId' },
  home: { name: 'Home', path: '/app/home' },
  aiMatchmaker: { name: 'AI Matchmaker', path: '/app/ai-matchmaker/' },
  notifications: { name: 'Notifications', path: '/app/notifications' },
} as const satisfies Record<string, Screen>;

const SAFETY_ACTIONS = 'src/components/safety-actions.tsx';
const ACCOUNT_SECTION = 'src/features/my-profile/account-section.tsx';
const REFUSED_NOTICE = 'src/components/refused-notice.tsx';

export const FEATURE_FACTS = {
  blockReport: {
    intent: 'block-report',
    landed: true,
    answer:
      "To block or report a member, open their profile (View profile, from Activity or a suggestion) or your chat with them, and press Block or Report. Block means you won't see each other again: no suggestions, requests or chat between you. Report asks for a reason and an optional note, blocks them too, and sends it to our team to review. Never send money or share your address, and if someone threatens you, call the police on 112 or report it at cybercrime.gov.in (helpline 1930).",
    screens: [SCREENS.viewProfile, SCREENS.chat],
    controls: [
      { label: 'Block', file: SAFETY_ACTIONS },
      { label: 'Report', file: SAFETY_ACTIONS },
    ],
    wiring: [
      { text: '<SafetyActions', file: 'src/features/profiles/view-profile-page.tsx' },
      { text: '<SafetyActions', file: 'src/features/messages/chat-page.tsx' },
    ],
    questions: [
      'how do I block someone',
      'how do i report a fake profile',
      'can i unmatch someone',
      'block kaise kare',
    ],
  },
  deleteAccount: {
    intent: 'delete-account',
    landed: true,
    answer:
      "Yes. On Profile, in the Account section, type DELETE and your password, then press 'Delete my account'. It removes your profile, photos, documents, requests and chats for good, and messages you sent read 'Message deleted'. It can't be undone, so press 'Download my data' first if you want a copy. Pausing or hiding a profile isn't offered; deleting is the way to leave.",
    screens: [SCREENS.profile],
    controls: [
      { label: 'Delete my account', file: ACCOUNT_SECTION },
      { label: 'Account', file: ACCOUNT_SECTION },
    ],
    wiring: [{ text: '<AccountSection', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: ['can I delete my account', 'how do i remove my profile permanently', 'account delete kaise kare'],
  },
  downloadData: {
    intent: 'download-data',
    landed: true,
    answer:
      "On Profile, in the Account section, press 'Download my data': you get a file (my-data.json) with everything we store about you: your account, profile, photos' details, verification, requests, decisions and chats. The same section has the privacy notice.",
    screens: [SCREENS.profile],
    controls: [
      { label: 'Download my data', file: ACCOUNT_SECTION },
      { label: 'my-data.json', file: ACCOUNT_SECTION },
    ],
    wiring: [{ text: '<AccountSection', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: ['how can i download my data', 'can I get a copy of everything you store about me', 'export my data'],
  },
  partnerPreferences: {
    intent: 'partner-preferences',
    landed: true,
    answer:
      "Set who you are looking for in the Partner Preferences section of Profile (press Edit, choose, mark any field as a Dealbreaker, and Save), or just tell me here on the AI Matchmaker page (logged in), for example 'only vegetarian, 26 to 30, from Pune'. I read back what I understood and save it only after you say yes. A dealbreaker is strict both ways; other wishes are soft and learning can outweigh them.",
    beforeLanding:
      "Partner preferences are on their way. You can tell me who you are looking for here, for example 'only vegetarian, 26 to 30, from Pune', once they are switched on. Until then the ranker learns your taste from every Accept and Reject.",
    screens: [SCREENS.profile, SCREENS.aiMatchmaker],
    controls: [
      { label: 'Partner Preferences', file: 'src/features/my-profile/partner-preferences-section.tsx' },
      { label: 'Dealbreaker', file: 'src/features/my-profile/partner-preferences-section.tsx' },
    ],
    wiring: [{ text: 'PartnerPreferences', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: [
      'can i set partner preferences',
      'how do i choose the age range of my matches',
      'can I filter by religion',
    ],
  },
  notifications: {
    intent: 'notifications',
    landed: true,
    answer:
      'The bell at the top (Notifications) shows what is new: requests, matches and messages. Which emails we send you (a new match, someone accepting you, unread messages, your profile published or refused, a weekly digest of suggestions) and push notifications on this device are set in the Notifications section of Profile.',
    beforeLanding:
      'There are no notifications or emails about new requests and messages yet: check Activity for requests and Messages for chats. The numbers on them show what is new.',
    screens: [SCREENS.notifications, SCREENS.profile],
    controls: [{ label: 'Notifications', file: 'src/features/my-profile/notifications-section.tsx' }],
    wiring: [
      { text: '<NotificationsSection', file: 'src/features/my-profile/my-profile-page.tsx' },
      { text: 'Notifications', file: 'src/app/layouts/notification-bell.tsx' },
    ],
    questions: [
      'how do i turn off email notifications',
      'where do i see my notifications',
      'will i get an email when someone accepts me',
    ],
  },
  verificationReview: {
    intent: 'verification-review',
    landed: true,
    answer:
      "After your last profile step our team reviews your selfie, identity document and certificates, and publishes your profile. If something needs fixing, you get an email and a notification, and Home takes you to the step to redo, with our team's reasons and what a good picture looks like. Redo it (a new selfie, a new picture of your document, or photos of yourself) and your profile goes back to our team by itself. If nothing needs redoing (only a note from our team), make the change on Profile, then press 'Send my profile for review again' on Home.",
    beforeLanding:
      "After your last profile step our staff review your selfie, identity document and certificates, then publish your profile. Until then Home says your profile is waiting for review; there's nothing more you need to do.",
    screens: [SCREENS.home, SCREENS.profile],
    controls: [{ label: 'Send my profile for review again', file: REFUSED_NOTICE }],
    wiring: [
      { text: 'Our team could not publish your profile yet', file: REFUSED_NOTICE },
      { text: 'RefusedScreen', file: 'src/features/home/awaiting-review.tsx' },
      { text: '<RefusedNotice', file: 'src/components/wizard-step.tsx' },
    ],
    questions: [
      'my verification was rejected, what do i do',
      'why was my profile refused',
      'what happens after i finish my profile',
      'how do i send my profile for review again',
    ],
  },
} as const satisfies Record<string, FeatureFact>;

export type FeatureId = keyof typeof FEATURE_FACTS;

/** The words of a feature's answer as things stand: the landed text, or the honest one until it lands. */
export function featureAnswer(id: FeatureId): string {
  const fact: FeatureFact = FEATURE_FACTS[id];
  return fact.landed || !fact.beforeLanding ? fact.answer : fact.beforeLanding;
}

/** Where a feature's answer sends members, when it has landed: its screens that have a fixed URL. */
export function featureLinks(id: FeatureId): { label: string; path: string }[] {
  const fact: FeatureFact = FEATURE_FACTS[id];
  if (!fact.landed) return [];
  return fact.screens.filter((screen) => !screen.path.includes(':')).map(({ name, path }) => ({ label: name, path }));
}

/** The feature an intent's answer is about, if any. */
export function featureOf(intent: IntentId): FeatureId | undefined {
  return (Object.keys(FEATURE_FACTS) as FeatureId[]).find((id) => FEATURE_FACTS[id].intent === intent);
}
