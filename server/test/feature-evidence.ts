import type { FeatureId } from '../services/assistant/features';

/*
 * The evidence that each feature the AI Matchmaker describes ships, and the questions members ask about
 * it: the label of each control its answer tells members to press, with the app file that renders it, and
 * text that shows the control is mounted on a screen the answer names. The features' test holds the
 * answers to the app with it; a feature added to the AI Matchmaker's table needs its entry here.
 */

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

export interface FeatureEvidence {
  controls: Control[];
  wiring: Wiring[];
  /** Questions members ask about it; the test asks each. */
  questions: string[];
}

const SAFETY_ACTIONS = 'src/components/safety-actions.tsx';
const ACCOUNT_SECTION = 'src/features/my-profile/account-section.tsx';
const NOTIFICATIONS_SECTION = 'src/features/my-profile/notifications-section.tsx';
const PREFERENCES_SECTION = 'src/features/my-profile/partner-preferences-section.tsx';
const TRUST_BADGES = 'src/components/profile-details/trust-badges.tsx';
const REFUSED_NOTICE = 'src/components/refused-notice.tsx';
const OFFLINE_PAGE = 'public/offline.html';
const CHAT_TEXTS = 'src/features/messages/messages.ts';
const PRIVACY_WORDS = 'src/features/my-profile/messages.ts';

export const FEATURE_EVIDENCE: Record<FeatureId, FeatureEvidence> = {
  chatAndCalls: {
    controls: [
      { label: 'Voice call', file: CHAT_TEXTS },
      { label: 'Video call', file: CHAT_TEXTS },
    ],
    wiring: [
      { text: '<CallButtons', file: 'src/features/messages/chat-page.tsx' },
      { text: '<CallHost', file: 'src/app/layouts/member-layout.tsx' },
    ],
    questions: ['can I video call my match?', 'is there a video call option', 'can i call my match from the app'],
  },
  blockReport: {
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
    controls: [
      { label: 'Delete my account', file: ACCOUNT_SECTION },
      { label: 'Account', file: ACCOUNT_SECTION },
    ],
    wiring: [{ text: '<AccountSection', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: ['can I delete my account', 'how do i remove my profile permanently', 'account delete kaise kare'],
  },
  downloadData: {
    controls: [
      { label: 'Download my data', file: ACCOUNT_SECTION },
      { label: 'my-data.json', file: ACCOUNT_SECTION },
    ],
    wiring: [{ text: '<AccountSection', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: ['how can i download my data', 'can I get a copy of everything you store about me', 'export my data'],
  },
  partnerPreferences: {
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
    controls: [
      { label: 'Notifications', file: NOTIFICATIONS_SECTION },
      { label: 'Turn on push on this device', file: NOTIFICATIONS_SECTION },
    ],
    wiring: [
      { text: '<NotificationsSection', file: 'src/features/my-profile/my-profile-page.tsx' },
      { text: 'Notifications', file: 'src/app/layouts/notification-bell.tsx' },
      { text: 'Turn them off with one click', file: 'server/services/notices/wording.ts' },
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
  privacyControls: {
    controls: [
      { label: 'Privacy', file: 'src/features/my-profile/privacy-section.tsx' },
      { label: 'Blurred until I accept', file: PRIVACY_WORDS },
      { label: 'Matches only', file: PRIVACY_WORDS },
      { label: 'Pause my profile', file: PRIVACY_WORDS },
      { label: 'Record my visits', file: PRIVACY_WORDS },
      { label: 'Resume my profile', file: 'src/features/home/messages.ts' },
      { label: 'Viewed you', file: 'src/features/activity/messages.ts' },
      { label: 'Share my phone number', file: 'src/features/messages/messages.ts' },
    ],
    wiring: [
      { text: '<PrivacySection', file: 'src/features/my-profile/my-profile-page.tsx' },
      { text: '<PausedCard', file: 'src/features/home/home-page.tsx' },
      { text: '<ViewedYou', file: 'src/features/activity/activity-page.tsx' },
      { text: '<PhoneShare', file: 'src/features/messages/chat-page.tsx' },
      { text: 'photoLinks', file: 'server/services/profile-view.ts' },
    ],
    questions: [
      'can I hide my photos?',
      'can i blur my photos until i accept someone',
      'who viewed my profile',
      'how do i share my phone number with my match',
    ],
  },
  videoCalls: {
    controls: [
      { label: 'Video call', file: CHAT_TEXTS },
      { label: 'Voice call', file: CHAT_TEXTS },
    ],
    wiring: [{ text: '<CallButtons', file: 'src/features/messages/chat-page.tsx' }],
    questions: ['can i video call my match', 'is there a video call option in chat'],
  },
  horoscope: {
    controls: [{ label: 'Horoscope', file: 'src/features/my-profile/horoscope-section.tsx' }],
    wiring: [{ text: '<HoroscopeSection', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: ['do you do kundli matching', 'can i match horoscopes here'],
  },
  search: {
    controls: [{ label: 'Search', file: 'src/lib/paths.ts' }],
    wiring: [{ text: 'search-page', file: 'src/app/router.tsx' }],
    questions: ['how can i search for a member', 'is there a search by city'],
  },
  shortlist: {
    controls: [{ label: 'Shortlist', file: 'src/components/shortlist-star.tsx' }],
    wiring: [{ text: 'shortlist-page', file: 'src/app/router.tsx' }],
    questions: ['how do i shortlist a profile', 'can i save a profile to look at later'],
  },
  appLanguages: {
    controls: [
      { label: 'हिन्दी', file: 'contract/languages.ts' },
      { label: 'தமிழ்', file: 'contract/languages.ts' },
    ],
    wiring: [{ text: '<LanguagePicker', file: 'src/app/layouts/member-layout.tsx' }],
    questions: ['what languages does this app come in', 'can i use the app in hindi'],
  },
  familyAccess: {
    controls: [
      { label: 'Send invitation', file: 'src/features/my-profile/family-section.tsx' },
      { label: 'End access', file: 'src/features/my-profile/family-section.tsx' },
    ],
    wiring: [{ text: '<FamilySection', file: 'src/features/my-profile/my-profile-page.tsx' }],
    questions: [
      'can my parents help with my search?',
      'can my mother see my suggestions',
      'kya mere parents meri search me help kar sakte hai',
      'क्या मेरे माता-पिता मेरी खोज में मदद कर सकते हैं?',
      'என் பெற்றோர் என் தேடலில் உதவ முடியுமா?',
    ],
  },
};
