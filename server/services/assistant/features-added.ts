/**
 * Features members asked the AI Matchmaker about before they shipped, answered truly now that they have:
 * calls between matches, the horoscope, search, the shortlist, the app's languages and family access. Kept
 * apart so features.ts stays a page; features.ts spreads them into its table, and their evidence is in
 * server/test/feature-evidence.ts like every other feature's.
 */
import type { FeatureFact } from './feature-fact';

const PROFILE = { name: 'Profile', path: '/app/profile' };
const MESSAGES_SCREEN = { name: 'Messages', path: '/app/messages' };
const SEARCH = { name: 'Search', path: '/app/search' };
const SHORTLIST = { name: 'Shortlist', path: '/app/shortlist' };

export const ADDED_FACTS = {
  videoCalls: {
    intent: 'video-calls',
    landed: true,
    answer:
      "Yes: open your chat with a match (Messages) and press Video call or Voice call at the top. Only matches can call each other; calls go through our relay, so neither of you learns the other's number or address, and calls are never recorded. A call rings for 45 seconds: when your match has the app closed (no tab open), it rings as a push notification on each phone or computer where they turned push on (Profile, Notifications section), and a tab they open while it rings shows the call to answer there. A call nobody answers shows as a missed call in the bell.",
    screens: [MESSAGES_SCREEN],
  },
  horoscope: {
    intent: 'horoscope',
    landed: true,
    answer:
      'It is your choice. On Profile, in the Horoscope section, add your birth time and place and whether you are manglik, and choose to share it: your rashi and nakshatra are worked out from them. Between two members who both share, a profile shows the guna match (out of 36); in Partner Preferences you can ask for a minimum guna or manglik status, as a wish or a dealbreaker.',
    screens: [PROFILE],
  },
  search: {
    intent: 'search',
    landed: true,
    answer:
      'Press Search in the menu to look for members yourself by age, height, religion, mother tongue, marital status, community, city, education, income, food and more. Only published, verified members appear, never by name or phone number, and only those whose dealbreakers you meet; open a profile to Send interest.',
    screens: [SEARCH],
  },
  shortlist: {
    intent: 'shortlist',
    landed: true,
    answer:
      'Press the Shortlist star on a suggestion, a search result or a profile to keep it for later; press Shortlist in the menu to see them all, open a profile and send interest when you are ready. Nobody is told you shortlisted them.',
    screens: [SHORTLIST],
  },
  appLanguages: {
    intent: 'app-languages',
    landed: true,
    answer:
      'The app speaks English, हिन्दी (Hindi) and தமிழ் (Tamil): choose yours with the language picker on the landing page, the login page or the member menu, and your choice follows your account. I answer in the language you ask in.',
    screens: [],
  },
  familyAccess: {
    intent: 'family-access',
    landed: true,
    answer:
      "Yes: on Profile, in the Family access section, type one relative's email and press Send invitation. They set their own password from the email and log in to see your suggestions, search and your shortlist, and can add to it; they never chat, accept or decline for you, or see your documents. Press End access there at any time: they are logged out at once. Everything they do is recorded.",
    screens: [PROFILE],
  },
} as const satisfies Record<string, FeatureFact>;
