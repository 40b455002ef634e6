import { UPCOMING_FACTS } from './features-upcoming';
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
  activity: { name: 'Activity', path: '/app/activity' },
  aiMatchmaker: { name: 'AI Matchmaker', path: '/app/ai-matchmaker/' },
  notifications: { name: 'Notifications', path: '/app/notifications' },
} as const satisfies Record<string, Screen>;

const SAFETY_ACTIONS = 'src/components/safety-actions.tsx';
const ACCOUNT_SECTION = 'src/features/my-profile/account-section.tsx';
const NOTIFICATIONS_SECTION = 'src/features/my-profile/notifications-section.tsx';
const PREFERENCES_SECTION = 'src/features/my-profile/partner-preferences-section.tsx';
const TRUST_BADGES = 'src/components/profile-details/trust-badges.tsx';
const REFUSED_NOTICE = 'src/components/refused-notice.tsx';
const OFFLINE_PAGE = 'public/offline.html';

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
      "On Profile, in the Account section, press 'Download my data': you get a file (my-data.json) with everything we store about you: your account, profile, photos' details, verification and the outcome of our team's review, partner preferences, requests, decisions, chats, and your notification settings. The same section has the privacy notice.",
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
      { label: 'Partner Preferences', file: PREFERENCES_SECTION },
      { label: 'Dealbreaker', file: PREFERENCES_SECTION },
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
      "The bell at the top (Notifications) shows what is new: requests, matches, messages and your review. Which emails we send you (a new match, someone accepting you, unread messages, your profile published or refused, a weekly digest of suggestions) is set in the Notifications section of Profile: press Edit, switch off the kinds you don't want and Save. Every email also ends with a one-click link that turns that kind off. To get notifications on your phone, press 'Turn on push on this device' in the same section and allow them when your browser asks (on an iPhone, add the app to your Home Screen first).",
    beforeLanding:
      'There are no notifications or emails about new requests and messages yet: check Activity for requests and Messages for chats. The numbers on them show what is new.',
    screens: [SCREENS.notifications, SCREENS.profile],
    controls: [
      { label: 'Notifications', file: NOTIFICATIONS_SECTION },
      { label: 'Turn on push on this device', file: NOTIFICATIONS_SECTION },
    ],
    wiring: [
      { text: '<NotificationsSection', file: 'src/features/my-profile/my-profile-page.tsx' },
      { text: 'Notifications', file: 'src/app/layouts/notification-bell.tsx' },
      { text: 'Turn them off with one click', file: 'server/services/notify/emails.ts' },
      { text: "self.addEventListener('push'", file: 'public/sw.js' },
    ],
    questions: [
      'how do i turn off email notifications',
      'where do i see my notifications',
      'will i get an email when someone accepts me',
      'how do i get push notifications on my phone',
      'how do i unsubscribe from your emails',
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
  trustBadges: {
    intent: 'trust-badges',
    landed: true,
    answer:
      "Trust badges sit under a member's name on Home and on View profile, and above your chat with them; tap one to read what it means. 'ID verified': our team checked their PAN card or passport. 'Photo verified': their selfie matched their profile photos and our team checked it. 'Degree document' and 'Income document': they gave us a document of their degree or income. Yours come the same way: ID verified and Photo verified when our team publishes your profile (keep a clear photo of your face among your photos: they are compared with your selfie); Degree document and Income document once you upload a Degree Certificate or Income Proof, in the profession step or in Professional Details on Profile. Members see the badge, never the document.",
    screens: [SCREENS.home, SCREENS.viewProfile, SCREENS.chat, SCREENS.profile],
    controls: [
      { label: 'ID verified', file: TRUST_BADGES },
      { label: 'Photo verified', file: TRUST_BADGES },
      { label: 'Degree document', file: TRUST_BADGES },
      { label: 'Income document', file: TRUST_BADGES },
      { label: 'Professional Details', file: 'src/features/my-profile/sections.tsx' },
      { label: 'Degree Certificate', file: 'src/features/my-profile/sections.tsx' },
      { label: 'Income Proof', file: 'src/features/my-profile/sections.tsx' },
    ],
    wiring: [
      { text: '<TrustBadges', file: 'src/components/profile-details/profile-details.tsx' },
      { text: '<ProfileDetails', file: 'src/features/home/suggested-profile.tsx' },
      { text: '<ProfileDetails', file: 'src/features/profiles/view-profile-page.tsx' },
      { text: '<TrustBadges', file: 'src/features/messages/chat-page.tsx' },
    ],
    questions: [
      'what does the photo verified badge mean',
      'how do i get the ID verified badge',
      'what are the green ticks on a profile',
      'how can i get a degree document badge on my profile',
      // Not a request for her photo: the answer is the same for everyone and holds no member's data.
      'is her photo verified',
    ],
  },
  installApp: {
    intent: 'install-app',
    landed: true,
    answer:
      "Yes: Matrimony AI installs from your phone's browser, no app store needed. Open the site and log in, then in Chrome on Android open the browser menu and choose 'Install app' or 'Add to Home screen'; in Safari on iPhone press Share, then 'Add to Home Screen'. It then opens from its icon straight to Home, full screen like any app. Without internet it shows 'You are offline' with a 'Try again' button. For notifications on the phone, turn on push in the Notifications section of Profile.",
    screens: [SCREENS.home, SCREENS.profile],
    controls: [
      { label: 'Matrimony AI', file: 'public/manifest.webmanifest' },
      { label: 'You are offline', file: OFFLINE_PAGE },
      { label: 'Try again', file: OFFLINE_PAGE },
      { label: 'Notifications', file: NOTIFICATIONS_SECTION },
    ],
    wiring: [
      { text: '<link rel="manifest" href="/manifest.webmanifest"', file: 'index.html' },
      { text: '"start_url": "/app/home"', file: 'public/manifest.webmanifest' },
      { text: "register('/sw.js'", file: 'src/lib/service-worker.ts' },
      { text: 'useEffect(registerServiceWorker', file: 'src/app/layouts/member-layout.tsx' },
      { text: 'OFFLINE_PAGE', file: 'public/sw.js' },
    ],
    questions: [
      'is there a mobile app',
      'how do i install the app on my phone',
      'can i add this to my home screen',
      'app download kaise kare',
    ],
  },
  outsidePreferences: {
    intent: 'outside-preferences',
    landed: true,
    answer:
      "'Outside your preferences' on a request in Activity means that member accepted you but doesn't fit one of the dealbreakers in your Partner Preferences, for example because they saw you before you set it. Only you see the mark, and Home doesn't suggest such members to you. The request works like any other: press View Profile, then Accept or Reject; the choice is yours. To change what counts, edit your dealbreakers in Partner Preferences on Profile.",
    screens: [SCREENS.activity, SCREENS.profile],
    controls: [
      { label: 'Outside your preferences', file: 'src/features/activity/activity-page.tsx' },
      { label: 'View Profile', file: 'src/features/activity/activity-page.tsx' },
      { label: 'Partner Preferences', file: PREFERENCES_SECTION },
    ],
    wiring: [
      { text: 'request.outsidePreferences', file: 'src/features/activity/activity-page.tsx' },
      { text: 'outsidePreferences: true', file: 'server/routes/matches.ts' },
    ],
    questions: [
      "what does 'outside your preferences' mean",
      'why does a request in activity say outside your preferences',
      'someone who does not match my dealbreakers accepted me',
    ],
  },
  // Not in the product yet: answered truly until they land.
  ...UPCOMING_FACTS,
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
