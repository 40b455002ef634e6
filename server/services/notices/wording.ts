/**
 * Every word a member reads in a notice: the bell's items, the emails (subject, body, footer) and the pushes
 * (which take the email's subject as title and its lines as body), and the unsubscribe page. Keyed by
 * language: a language is one more entry of WORDING, checked by the type to say everything English says.
 */
import { EMAIL_KIND_LABELS, type EmailKind, type NoticeKind } from '../../../contract/notices';

/** What an email (or a push) says before the footer. */
export interface MailWords {
  subject: string;
  /** The body's lines before the footer; a push shows them as its body. */
  lines: string[];
}

/** What a bell item's text may name, as stored with it. */
export interface BellFacts {
  /** The other member's first name. */
  name: string | null;
  /** Unread messages in the chat. */
  count: number;
  /** A refusal's reasons and note in one line. */
  reason: string | null;
}

/** What an email may name, as the outbox worker read it when sending. */
export interface MailFacts {
  /** The other member's first name. */
  name: string | null;
  /** Unread messages in the chat. */
  unread: number;
  /** Suggestions waiting. */
  waiting: number;
  /** A refusal's reasons in plain words, and staff's note. */
  reasons: readonly string[];
  note: string | null;
}

interface NoticeWords {
  /** The bell's item of each kind. */
  bell: Record<NoticeKind, (facts: BellFacts) => string>;
  /** The email (and push) of each kind. */
  mail: Record<NoticeKind, (facts: MailFacts) => MailWords>;
  /** What a kind of email is called where a member turns it off. */
  emailKinds: Record<EmailKind, string>;
  email: {
    greeting(firstName: string | null): string;
    open(url: string): string;
    footer(kindLabel: string, unsubscribeUrl: string): string[];
  };
  unsubscribe: {
    ask(kindLabel: string): string;
    button: string;
    done(kindLabel: string): string;
    doneBody: string;
    settingsHint: string;
    settingsLink: string;
  };
}

function someone(name: string | null | undefined): string {
  return name?.trim() || 'A member';
}

const en: NoticeWords = {
  bell: {
    match: ({ name }) =>
      name ? `It's a match! You and ${name} both said yes. Say hello.` : "It's a match! Say hello.",
    request: ({ name }) => `${name ?? 'Someone'} accepted your profile. Answer their request in Activity.`,
    message: ({ count, name }) =>
      count > 1 ? `${count} new messages from ${name ?? 'your match'}.` : `New message from ${name ?? 'your match'}.`,
    published: () => 'Your profile is published. Your suggestions are waiting on Home.',
    refused: ({ reason }) =>
      reason
        ? `Your profile was not published: ${reason}`
        : 'Your profile was not published. Please check it and try again.',
    suggestions: () => 'New suggestions are waiting for you.',
  },
  mail: {
    match: ({ name }) => ({
      subject: `It's a match: ${someone(name)} said yes too`,
      lines: [`${someone(name)} and you are interested in each other. You can now chat.`],
    }),
    request: ({ name }) => ({
      subject: `${someone(name)} is interested in you`,
      lines: [`${someone(name)} accepted your profile. Answer their request in Activity.`],
    }),
    message: ({ unread, name }) => ({
      subject: `New message from ${someone(name)}`,
      lines: [`You have ${unread} unread ${unread === 1 ? 'message' : 'messages'} from ${someone(name)}.`],
    }),
    published: () => ({
      subject: 'Your profile is published',
      lines: ['Our team checked your profile and published it. Members can now see it among their suggestions.'],
    }),
    refused: ({ reasons, note }) => ({
      subject: 'Your profile needs changes before it is published',
      lines: [
        'Our team checked your profile and could not publish it yet, for these reasons:',
        ...reasons.map((reason) => `- ${reason}`),
        ...(note ? ['', `Note from our team: ${note}`] : []),
      ],
    }),
    suggestions: ({ waiting }) => ({
      subject: `${waiting} new ${waiting === 1 ? 'suggestion is' : 'suggestions are'} waiting for you`,
      lines: [`${waiting} ${waiting === 1 ? 'profile was' : 'profiles were'} suggested to you this week.`],
    }),
  },
  emailKinds: EMAIL_KIND_LABELS,
  email: {
    greeting: (firstName) => `Hello ${firstName?.trim() || 'there'},`,
    open: (url) => `Open: ${url}`,
    footer: (label, unsubscribe) => [
      `You receive "${label}" emails because they are turned on in the Notifications section of your profile.`,
      `Turn them off with one click: ${unsubscribe}`,
    ],
  },
  unsubscribe: {
    ask: (label) => `Turn off "${label}" emails?`,
    button: 'Turn off these emails',
    done: (label) => `"${label}" emails are turned off`,
    doneBody: 'You will not receive these emails any more.',
    settingsHint: 'You can turn any kind of email on or off in the Notifications section of your profile:',
    settingsLink: 'open my profile',
  },
};

/** The languages notices are written in; a member's language picks one (English until they choose). */
const WORDING = { en } as const satisfies Record<string, NoticeWords>;
export type NoticeLanguage = keyof typeof WORDING;
export const DEFAULT_NOTICE_LANGUAGE: NoticeLanguage = 'en';

/** The words of one language. */
export function wordsFor(language: NoticeLanguage): NoticeWords {
  return WORDING[language];
}
