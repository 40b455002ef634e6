import type { NotifyKind } from '../../repositories/notify';

/** The app's screens an email links to (src/lib/paths.ts: the member area). */
const SCREENS = {
  home: '/app/home',
  activity: '/app/activity',
  messages: '/app/messages',
  profile: '/app/profile',
  chat: (channelId: string) => `/app/chat/${encodeURIComponent(channelId)}`,
} as const;

/** What a kind of email is called where a member turns it off (the Notifications section and the unsubscribe page). */
export const KIND_LABELS: Record<NotifyKind, string> = {
  match: 'New match',
  accepted: 'Someone accepted you',
  message: 'Unread messages',
  review: 'Profile published or refused',
  digest: 'Weekly suggestions digest',
};

/** What an email (or a push) says, worked out from the row and what the worker read at send time. */
export interface NotifyFacts {
  kind: NotifyKind;
  firstName: string | null;
  /** The other member's first name (match, accepted, message). */
  otherName?: string | null;
  channelId?: string | null;
  unread?: number;
  waiting?: number;
  review?: { status: 'published' | 'refused'; reasons: string[]; note: string | null };
}

export interface RenderedNotice {
  subject: string;
  /** The body's lines before the footer. */
  lines: string[];
  /** The screen the notice opens (a path of the app). */
  link: string;
}

function someone(name: string | null | undefined): string {
  return name?.trim() || 'A member';
}

/** The subject, text and screen of one notice; the same words serve the email and the push. */
export function renderNotice(facts: NotifyFacts): RenderedNotice {
  switch (facts.kind) {
    case 'match':
      return {
        subject: `It's a match: ${someone(facts.otherName)} said yes too`,
        lines: [`${someone(facts.otherName)} and you are interested in each other. You can now chat.`],
        link: facts.channelId ? SCREENS.chat(facts.channelId) : SCREENS.messages,
      };
    case 'accepted':
      return {
        subject: `${someone(facts.otherName)} is interested in you`,
        lines: [`${someone(facts.otherName)} accepted your profile. Answer their request in Activity.`],
        link: SCREENS.activity,
      };
    case 'message': {
      const unread = facts.unread ?? 1;
      return {
        subject: `New message from ${someone(facts.otherName)}`,
        lines: [`You have ${unread} unread ${unread === 1 ? 'message' : 'messages'} from ${someone(facts.otherName)}.`],
        link: facts.channelId ? SCREENS.chat(facts.channelId) : SCREENS.messages,
      };
    }
    case 'review': {
      const review = facts.review ?? { status: 'published', reasons: [], note: null };
      if (review.status === 'published') {
        return {
          subject: 'Your profile is published',
          lines: ['Our team checked your profile and published it. Members can now see it among their suggestions.'],
          link: SCREENS.home,
        };
      }
      return {
        subject: 'Your profile needs changes before it is published',
        lines: [
          'Our team checked your profile and could not publish it yet, for these reasons:',
          ...review.reasons.map((reason) => `- ${reason}`),
          ...(review.note ? ['', `Note from our team: ${review.note}`] : []),
        ],
        link: SCREENS.profile,
      };
    }
    case 'digest': {
      const waiting = facts.waiting ?? 0;
      return {
        subject: `${waiting} new ${waiting === 1 ? 'suggestion is' : 'suggestions are'} waiting for you`,
        lines: [`${waiting} ${waiting === 1 ? 'profile was' : 'profiles were'} suggested to you this week.`],
        link: SCREENS.home,
      };
    }
  }
}

/** The whole plain-text email: greeting, the notice, the screen's link and how to stop this kind. */
export function emailText(notice: RenderedNotice, facts: NotifyFacts, appUrl: string, unsubscribe: string): string {
  return [
    `Hello ${facts.firstName?.trim() || 'there'},`,
    '',
    ...notice.lines,
    '',
    `Open: ${new URL(notice.link, appUrl).toString()}`,
    '',
    '--',
    `You receive "${KIND_LABELS[facts.kind]}" emails because they are turned on in the Notifications section of your profile.`,
    `Turn them off with one click: ${unsubscribe}`,
    '',
  ].join('\n');
}
