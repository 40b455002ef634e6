/**
 * Features members ask about that are not in the product yet (each a
 * FeatureFact, checked where features.ts spreads them into its table). The AI
 * Matchmaker says so truly (`beforeLanding`) until their evidence is in the
 * app; features.test.ts then fails until `landed` is set, and the landed
 * answer (checked against the controls it names) is given from then on.
 */

import type { IntentId } from './intents';

/** A FeatureFact of features.ts (spelt out here, which features.ts imports). */
interface UpcomingFact {
  intent: IntentId;
  landed: boolean;
  answer: string;
  beforeLanding: string;
  screens: { name: string; path: string }[];
  controls: { label: string; file: string }[];
  wiring: { file: string; text: string }[];
  questions: string[];
}

const CHAT_PAGE = 'src/features/messages/chat-page.tsx';
const PHOTOS_SECTION = 'src/features/my-profile/photos-section.tsx';
const LANGUAGE_PICKER = 'src/components/language-picker.tsx';

export const UPCOMING_FACTS = {
  videoCalls: {
    intent: 'video-calls',
    landed: false,
    answer:
      "Press 'Video call' at the top of your chat with a match (Messages) to call them from the app. Only matches can call each other, and your phone number is never shared.",
    beforeLanding:
      "Video and voice calls aren't available in the app yet: chat with your matches is text only, in Messages. Before meeting someone, a video call on an app you both already use is a good safety step; never share an OTP or send money.",
    screens: [{ name: 'Messages', path: '/app/messages' }],
    controls: [{ label: 'Video call', file: CHAT_PAGE }],
    wiring: [],
    questions: ['can i video call my match', 'is there a video call option in chat'],
  },
  photoPrivacy: {
    intent: 'photo-privacy',
    landed: false,
    answer:
      "On Profile, in the Photos section, switch on 'Show my photos only to my matches': other members then see a blurred photo until you both accept each other.",
    beforeLanding:
      "Hiding your photos until you match isn't available yet: once your profile is published, your photos are shown to other verified members in their suggestions, requests and chats, never publicly on the internet. If you'd rather not show a photo, delete it on Profile (Photos section); at least one photo has to stay.",
    screens: [{ name: 'Profile', path: '/app/profile' }],
    controls: [{ label: 'Show my photos only to my matches', file: PHOTOS_SECTION }],
    wiring: [],
    questions: ['can i hide my photos from others until we match', 'can i keep my profile photos private'],
  },
  horoscope: {
    intent: 'horoscope',
    landed: false,
    answer:
      'Add your birth time and place in the Horoscope section of Profile; suggestions then show how many gunas you match, and you can make kundli matching a dealbreaker in Partner Preferences.',
    beforeLanding:
      "Kundli (horoscope) matching isn't part of the service yet: suggestions come from your profile, your partner preferences and your Accept and Reject decisions, not from stars or gunas. If it matters to your family, say so in your family text, and talk about it in chat once you match.",
    screens: [{ name: 'Profile', path: '/app/profile' }],
    controls: [{ label: 'Horoscope', file: 'src/features/my-profile/horoscope-section.tsx' }],
    wiring: [],
    questions: ['do you do kundli matching', 'can i match horoscopes here'],
  },
  search: {
    intent: 'search',
    landed: false,
    answer:
      'Press Search on Home to look for members by age, religion, city and more; only published, verified profiles appear, never by name or phone number.',
    beforeLanding:
      'There is no search by name, caste or city yet: you meet members through the suggestions Home shows you, one at a time. To shape who you see, set your Partner Preferences on Profile (age, religion, city and more, with dealbreakers), or tell me here who you are looking for.',
    screens: [{ name: 'Home', path: '/app/home' }],
    controls: [{ label: 'Search', file: 'src/features/search/search-page.tsx' }],
    wiring: [],
    questions: ['how can i search for a member', 'is there a search by city'],
  },
  shortlist: {
    intent: 'shortlist',
    landed: false,
    answer:
      'Press Shortlist on a suggestion or profile to keep it for later; your shortlisted profiles are in the Shortlist tab of Activity, where you can still accept or reject them.',
    beforeLanding:
      "Saving profiles to a shortlist for later isn't available yet. On Home each suggestion waits for your Accept or Reject, so take your time; accept the people you'd like to meet. Requests from others wait in Activity, and once you both accept, the chat stays in Messages.",
    screens: [{ name: 'Activity', path: '/app/activity' }],
    controls: [{ label: 'Shortlist', file: 'src/features/activity/shortlist.tsx' }],
    wiring: [],
    questions: ['how do i shortlist a profile', 'can i save a profile to look at later'],
  },
  appLanguages: {
    intent: 'app-languages',
    landed: false,
    answer:
      'The app speaks English, हिन्दी (Hindi) and தமிழ் (Tamil): choose yours with the language picker on the landing page, the login page or the member menu. I answer in the language you ask in.',
    beforeLanding:
      "The app's screens are in English today; Hindi and Tamil are on their way. I already understand questions in Hindi (in Devanagari or Hinglish) and Tamil, and answer in the language you ask in.",
    screens: [],
    controls: [
      { label: 'हिन्दी', file: LANGUAGE_PICKER },
      { label: 'தமிழ்', file: LANGUAGE_PICKER },
    ],
    wiring: [],
    questions: ['what languages does this app come in', 'can i use the app in hindi'],
  },
} satisfies Record<string, UpcomingFact>;
