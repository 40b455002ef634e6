import { Plural } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '../../../contract/languages';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/use-language';

/** '9:05 am' for a message of today, '15 Jan' for one of this year, '15 Jan 2025' before. */
function whenSent(sentAt: number, today: Date, language: Language): string {
  const sent = new Date(sentAt);
  if (sent.toDateString() === today.toDateString()) {
    return formatDate(sentAt, language, { hour: 'numeric', minute: '2-digit' });
  }
  if (sent.getFullYear() === today.getFullYear())
    return formatDate(sentAt, language, { day: 'numeric', month: 'short' });
  return formatDate(sentAt, language);
}

/**
 * When the last message came (a time today, a date before) and how many are unread, for a row of Messages.
 *
 * @param lastMessageAt epoch milliseconds of the conversation's last message, null before the first
 * @param unreadCount messages from the other member not opened yet
 */
export function ChannelMeta({ lastMessageAt, unreadCount }: { lastMessageAt?: number | null; unreadCount?: number }) {
  const { language } = useLanguage();
  // The day the list was opened: a row says a time for a message of that day, a date otherwise.
  const [today] = useState(() => new Date());
  const unread = unreadCount ?? 0;
  if (!lastMessageAt && unread === 0) return null;
  const when = lastMessageAt ? whenSent(lastMessageAt, today, language) : null;
  return (
    <span className="d-flex flex-column align-items-end gap-1 flex-shrink-0 small">
      {when && lastMessageAt !== null && lastMessageAt !== undefined && (
        <time dateTime={new Date(lastMessageAt).toISOString()} className="text-body-secondary">
          {when}
        </time>
      )}
      {unread > 0 && (
        <span className="badge rounded-pill text-bg-primary">
          <span aria-hidden="true">{unread}</span>
          <span className="visually-hidden">
            <Plural value={unread} one="# unread message" other="# unread messages" />
          </span>
        </span>
      )}
    </span>
  );
}
