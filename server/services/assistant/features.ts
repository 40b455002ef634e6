import { ADDED_FACTS } from './features-added';
import type { FeatureFact, Screen } from './feature-fact';
import type { IntentId } from './intents';

/**
 * What the AI Matchmaker says about each member-facing feature, in one place,
 * and the screens it sends members to (paths of src/lib/paths.ts).
 * features.test.ts holds this table to the app, with the evidence that each
 * feature ships (server/test/feature-evidence.ts: the label of each control an
 * answer names, with the app file that renders it): a screen that is not in
 * the route table, a control whose label is not in its file, or an answer that
 * denies a landed feature fails it; and so does a feature whose evidence is in
 * the app while `landed` is still false.
 *
 * When a feature lands or changes, change its entry here and its evidence; the
 * test says so if either is forgotten.
 */

export type { FeatureFact } from './feature-fact';

export const SCREENS = {
  profile: { name: 'Profile', path: '/app/profile' },
  viewProfile: { name: 'View profile', path: '/app/view-profile/:profileId' },
  chat: { name: 'chat', path: '/app/chat/:channelId' },
  home: { name: 'Home', path: '/app/home' },
  activity: { name: 'Activity', path: '/app/activity' },
  aiMatchmaker: { name: 'AI Matchmaker', path: '/app/ai-matchmaker/' },
  notifications: { name: 'Notifications', path: '/app/notifications' },
} as const satisfies Record<string, Screen>;

export const FEATURE_FACTS = {
  chatAndCalls: {
    intent: 'chat',
    landed: true,
    answer:
      "You can chat only with members you matched with, and call them too: when you both accept each other, a chat opens for the two of you in Messages (latest activity first). Open a chat to see the latest messages and press 'Load More' for older ones; a message can be up to 2000 characters, and sending very many in a short time is briefly paused to protect members from spam. To talk, press Voice call or Video call at the top of the chat: your match hears it ring wherever they are in the app and can Accept or Decline, and a call unanswered for 45 seconds shows as missed in the chat and the bell. Calls go through our relay, so neither of you learns the other's phone number or address, and calls are never recorded. During a call you can mute, turn your camera off, switch camera on a phone, and Report or Block; blocking ends the call at once. Only who called, when and for how long is kept, and it is in 'Download my data'.",
    screens: [SCREENS.chat],
  },
  blockReport: {
    intent: 'block-report',
    landed: true,
    answer:
      "To block or report a member, open their profile (View profile, from Activity or a suggestion) or your chat with them, and press Block or Report. Block means you won't see each other again: no suggestions, requests or chat between you. Report asks for a reason and an optional note, blocks them too, and sends it to our team to review. Never send money or share your address, and if someone threatens you, call the police on 112 or report it at cybercrime.gov.in (helpline 1930).",
    screens: [SCREENS.viewProfile, SCREENS.chat],
  },
  deleteAccount: {
    intent: 'delete-account',
    landed: true,
    answer:
      "Yes. On Profile, in the Account section, type DELETE and your password, then press 'Delete my account'. It removes your profile, photos, documents, requests and chats for good, and messages you sent read 'Message deleted'. It can't be undone, so press 'Download my data' first if you want a copy. To take a break instead, turn on 'Pause my profile' in the Privacy section of Profile: you leave every suggestion and nobody can send you a request, and your matches and chats stay.",
    screens: [SCREENS.profile],
  },
  downloadData: {
    intent: 'download-data',
    landed: true,
    answer:
      "On Profile, in the Account section, press 'Download my data': you get a file (my-data.json) with everything we store about you: your account, profile, photos' details, verification and the outcome of our team's review, partner preferences, requests, decisions, chats, calls (who, when and how long), and your notification settings. The same section has the privacy notice.",
    screens: [SCREENS.profile],
  },
  partnerPreferences: {
    intent: 'partner-preferences',
    landed: true,
    answer:
      "Set who you are looking for in the Partner Preferences section of Profile (press Edit, choose, mark any field as a Dealbreaker, and Save), or just tell me here on the AI Matchmaker page (logged in), for example 'only vegetarian, 26 to 30, from Pune'. I read back what I understood and save it only after you say yes. A dealbreaker is strict both ways; other wishes are soft and learning can outweigh them.",
    beforeLanding:
      "Partner preferences are on their way. You can tell me who you are looking for here, for example 'only vegetarian, 26 to 30, from Pune', once they are switched on. Until then the ranker learns your taste from every Accept and Reject.",
    screens: [SCREENS.profile, SCREENS.aiMatchmaker],
  },
  notifications: {
    intent: 'notifications',
    landed: true,
    answer:
      "The bell at the top (Notifications) shows what is new: requests, matches, messages and your review. Which emails we send you (a new match, someone accepting you, unread messages, your profile published or refused, a weekly digest of suggestions) is set in the Notifications section of Profile: press Edit, switch off the kinds you don't want and Save. Every email also ends with a one-click link that turns that kind off. To get notifications on your phone, press 'Turn on push on this device' in the same section and allow them when your browser asks (on an iPhone, add the app to your Home Screen first).",
    beforeLanding:
      'There are no notifications or emails about new requests and messages yet: check Activity for requests and Messages for chats. The numbers on them show what is new.',
    screens: [SCREENS.notifications, SCREENS.profile],
  },
  verificationReview: {
    intent: 'verification-review',
    landed: true,
    answer:
      "After your last profile step our team reviews your selfie, identity document and certificates, and publishes your profile. If something needs fixing, you get an email and a notification, and Home takes you to the step to redo, with our team's reasons and what a good picture looks like. Redo it (a new selfie, a new picture of your document, or photos of yourself) and your profile goes back to our team by itself. If nothing needs redoing (only a note from our team), make the change on Profile, then press 'Send my profile for review again' on Home.",
    beforeLanding:
      "After your last profile step our staff review your selfie, identity document and certificates, then publish your profile. Until then Home says your profile is waiting for review; there's nothing more you need to do.",
    screens: [SCREENS.home, SCREENS.profile],
  },
  trustBadges: {
    intent: 'trust-badges',
    landed: true,
    answer:
      "Trust badges sit under a member's name on Home and on View profile, and above your chat with them; tap one to read what it means. 'ID verified': our team checked their PAN card or passport. 'Photo verified': their selfie matched their profile photos and our team checked it. 'Degree document' and 'Income document': they gave us a document of their degree or income. Yours come the same way: ID verified and Photo verified when our team publishes your profile (keep a clear photo of your face among your photos: they are compared with your selfie); Degree document and Income document once you upload a Degree Certificate or Income Proof, in the profession step or in Professional Details on Profile. Members see the badge, never the document.",
    screens: [SCREENS.home, SCREENS.viewProfile, SCREENS.chat, SCREENS.profile],
  },
  installApp: {
    intent: 'install-app',
    landed: true,
    answer:
      "Yes: Matrimony AI installs from your phone's browser, no app store needed. Open the site and log in, then in Chrome on Android open the browser menu and choose 'Install app' or 'Add to Home screen'; in Safari on iPhone press Share, then 'Add to Home Screen'. It then opens from its icon straight to Home, full screen like any app. Without internet it shows 'You are offline' with a 'Try again' button. For notifications on the phone, turn on push in the Notifications section of Profile.",
    screens: [SCREENS.home, SCREENS.profile],
  },
  outsidePreferences: {
    intent: 'outside-preferences',
    landed: true,
    answer:
      "'Outside your preferences' on a request in Activity means that member accepted you but doesn't fit one of the dealbreakers in your Partner Preferences, for example because they saw you before you set it. Only you see the mark, and Home doesn't suggest such members to you. The request works like any other: press View Profile, then Accept or Reject; the choice is yours. To change what counts, edit your dealbreakers in Partner Preferences on Profile.",
    screens: [SCREENS.activity, SCREENS.profile],
  },
  privacyControls: {
    intent: 'privacy-controls',
    landed: true,
    answer:
      "Yes, you decide. On Profile, in the Privacy section, press Edit and choose who sees your photos: Everyone, 'Blurred until I accept' (others see a strongly blurred picture until you accept them or you match) or 'Matches only' (a neutral picture until you match); our review team still sees your photos. 'Pause my profile' takes you out of every suggestion and search, nobody can send you a request, and your own suggestions stop while your matches and chats stay; Home then offers 'Resume my profile'. 'Record my visits' works both ways: on, Activity shows who opened your profile under 'Viewed you' and others see your visits; off, neither. Your phone number is never shown to anyone, unless you press 'Share my phone number' in a chat with a match: only that match sees it, you can stop sharing at any time, and a block withdraws it.",
    screens: [SCREENS.profile, SCREENS.home, SCREENS.activity, SCREENS.chat],
  },
  ...ADDED_FACTS,
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
