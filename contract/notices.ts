/**
 * What a member is told: one entry per kind of notice, and from it the names each channel uses on the wire
 * (the bell's item type, the live event, the kind of email and push a member can turn off). The server
 * announces a notice by its kind (server/services/notices/announce.ts); the app reads the names below.
 *
 * A new kind is one entry here (with its bell type and email kind added to the lists
 * below), its words in server/services/notices/wording.ts, its case in announce.ts, and the call that announces
 * it; server/README.md ("What members are told") lists the rest.
 */

/** The bell's item types (GET /api/notifications). */
export const BELL_TYPES = [
  'match',
  'accepted',
  'message',
  'published',
  'refused',
  'suggestions',
  'missed-call',
] as const;
export type BellType = (typeof BELL_TYPES)[number];

/** The kinds of email (and push) a member receives, each of which they can turn off (the Notifications section). */
export const EMAIL_KINDS = ['match', 'accepted', 'message', 'review', 'digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The live events that carry a notice (contract/schemas/events.ts); 'counts' follows every notice. */
export type NoticeEvent = 'match' | 'request' | 'message' | 'review';

/** The live events of a call (its ring, its state and its signals): they carry no notice of their own. */
export type CallLiveEvent = 'call' | 'call-state' | 'call-signal';

/** The app's screen a notice opens (contract/app-paths.ts); 'chat' is the chat it is about, or Messages. */
export type NoticeScreen = 'chat' | 'activity' | 'home' | 'profile';

interface NoticeChannels {
  /** The screen it opens, from the bell, an email and a push alike. */
  screen: NoticeScreen;
  /** The bell's item. */
  bell: BellType;
  /** The live event an open tab hears, besides the counts; null when the counts alone tell it. */
  live: NoticeEvent | null;
  /** The email and push; null when the notice is not mailed. */
  email: EmailKind | null;
}

export const NOTICES = {
  /** Both said yes: the pair's chat exists. */
  match: { screen: 'chat', bell: 'match', live: 'match', email: 'match' },
  /** Someone said yes to the member, who has not answered yet (a request in Activity). */
  request: { screen: 'activity', bell: 'accepted', live: 'request', email: 'accepted' },
  /** A message in one of the member's chats; a run of unread ones is one bell item and one email. */
  message: { screen: 'chat', bell: 'message', live: 'message', email: 'message' },
  /** Staff published the member's profile. */
  published: { screen: 'home', bell: 'published', live: 'review', email: 'review' },
  /** Staff refused the member's profile, with reasons. */
  refused: { screen: 'profile', bell: 'refused', live: 'review', email: 'review' },
  /** New suggestions are waiting (the weekly reminder and digest). */
  suggestions: { screen: 'home', bell: 'suggestions', live: null, email: 'digest' },
  /** A call to the member rang unanswered (the call's own live events tell an open tab). */
  missedCall: { screen: 'chat', bell: 'missed-call', live: null, email: null },
} as const satisfies Record<string, NoticeChannels>;
export type NoticeKind = keyof typeof NOTICES;

/** What a kind of email is called where a member turns it off (the Notifications section, the unsubscribe page). */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  match: 'New match',
  accepted: 'Someone accepted you',
  message: 'Unread messages',
  review: 'Profile published or refused',
  digest: 'Weekly suggestions digest',
};
