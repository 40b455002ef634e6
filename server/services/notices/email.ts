/**
 * An email or push as the outbox worker sends it: the notice's words (wording.ts) in the member's language,
 * with the screen it opens (links.ts), and the plain-text email around them.
 */
import type { EmailKind, NoticeKind } from '../../../contract/notices';
import { noticeLink } from './links';
import { wordsFor, type MailFacts, type MailWords, type NoticeLanguage } from './wording';

interface RenderedMail extends MailWords {
  /** The screen the notice opens (a path of the app). */
  link: string;
}

/** The push that rings a member with no tab open: it opens the chat of the call. */
export function renderRing(facts: MailFacts & { channelId: string | null }, language: NoticeLanguage): RenderedMail {
  return { ...wordsFor(language).ring(facts), link: noticeLink('missedCall', facts.channelId) };
}

/** The subject, text and screen of one email or push of a notice; the same words serve both. */
export function renderMail(
  kind: NoticeKind,
  facts: MailFacts & { channelId: string | null },
  language: NoticeLanguage,
): RenderedMail {
  return { ...wordsFor(language).mail[kind](facts), link: noticeLink(kind, facts.channelId) };
}

/** The whole plain-text email: greeting, the notice, the screen's link and how to stop this kind. */
export function emailText(
  mail: RenderedMail,
  to: { firstName: string | null; kind: EmailKind },
  links: { appUrl: string; unsubscribe: string },
  language: NoticeLanguage,
): string {
  const words = wordsFor(language);
  return [
    words.email.greeting(to.firstName),
    '',
    ...mail.lines,
    '',
    words.email.open(new URL(mail.link, links.appUrl).toString()),
    '',
    '--',
    ...words.email.footer(words.emailKinds[to.kind], links.unsubscribe),
    '',
  ].join('\n');
}
