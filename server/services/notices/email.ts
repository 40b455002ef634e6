/**
 * An email or push as the outbox worker sends it: the notice's words (wording.ts) in the member's language,
 * with the screen it opens (links.ts), and the plain-text email around them.
 */
import type { EmailKind } from '../../../contract/notices';
import { noticeLink } from './links';
import { wordsFor, type MailWords, type NoticeLanguage } from './wording';

/** What an email (or a push) is about, worked out from the outbox row and what the worker read when claiming it. */
export type MailFacts =
  | { kind: 'match'; otherName: string | null; channelId: string | null }
  | { kind: 'accepted'; otherName: string | null }
  | { kind: 'message'; otherName: string | null; channelId: string; unread: number }
  | { kind: 'review'; status: 'published' }
  | { kind: 'review'; status: 'refused'; reasons: string[]; note: string | null }
  | { kind: 'digest'; waiting: number };

interface RenderedMail extends MailWords {
  /** The screen the notice opens (a path of the app). */
  link: string;
}

/** The subject, text and screen of one email or push; the same words serve both. */
export function renderMail(facts: MailFacts, language: NoticeLanguage): RenderedMail {
  const { mail } = wordsFor(language);
  switch (facts.kind) {
    case 'match':
      return { ...mail.match(facts.otherName), link: noticeLink('match', facts.channelId) };
    case 'accepted':
      return { ...mail.request(facts.otherName), link: noticeLink('request', null) };
    case 'message':
      return { ...mail.message(facts.unread, facts.otherName), link: noticeLink('message', facts.channelId) };
    case 'review':
      return facts.status === 'published'
        ? { ...mail.published(), link: noticeLink('published', null) }
        : { ...mail.refused(facts.reasons, facts.note), link: noticeLink('refused', null) };
    case 'digest':
      return { ...mail.suggestions(facts.waiting), link: noticeLink('suggestions', null) };
  }
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
