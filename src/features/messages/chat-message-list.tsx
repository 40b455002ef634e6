import { useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { formatDayLabel, formatMessageTime, type ShownMessage } from './merge-messages';
import { MESSAGES_TEXTS } from './messages';
import { SafetyTip } from './safety-tip';
import type { OutgoingMessage } from './use-outbox';

/** Each message with the day separator to show above it, if it is the first of its day. */
function withDays(messages: readonly ShownMessage[]): { message: ShownMessage; day: string | null }[] {
  let previous = '';
  return messages.map((message) => {
    const day = formatDayLabel(message.createdAt);
    const first = day !== previous;
    previous = day;
    return { message, day: first ? day : null };
  });
}

interface ChatMessageListProps {
  /** The history, oldest first. */
  messages: readonly ShownMessage[];
  /** Messages not accepted by the server yet, shown after the history. */
  outbox: readonly OutgoingMessage[];
  /** A message is on its way: Retry waits for it. */
  sending: boolean;
  onRetry: (item: OutgoingMessage) => void;
  /** Opens the report dialog (the one-tap report beside a safety tip). */
  onReport: () => void;
}

/** The conversation's messages with day separators and safety tips, then the outbox; or a first-line nudge. */
export function ChatMessageList({ messages, outbox, sending, onRetry, onReport }: ChatMessageListProps) {
  const { t } = useLingui();
  // Safety tips the reader closed, by message id: closed for the rest of the visit.
  const [dismissedTips, setDismissedTips] = useState<ReadonlySet<string>>(new Set());

  if (messages.length === 0 && outbox.length === 0) {
    return (
      <div className="text-center text-body-secondary my-auto">
        <p className="mb-1">{MESSAGES_TEXTS.noMessagesYet}</p>
        <p className="small mb-0">{t`Say hello below: a warm first line goes a long way.`}</p>
      </div>
    );
  }

  return (
    <ol className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label={t`Messages`}>
      {withDays(messages).map(({ message, day }) => (
        <Fragment key={message.id}>
          {/* The day is also in each message's time for screen readers; the separator is for the eye. */}
          {day && (
            <li className="chat__day text-center small text-body-secondary" aria-hidden="true">
              <span className="px-2">{day}</span>
            </li>
          )}
          <li
            className={`chat__bubble rounded-3 px-3 py-2 ${
              message.fromMe ? 'chat__bubble--sent align-self-end' : 'chat__bubble--received align-self-start'
            }`}
            data-sender={message.fromMe ? 'me' : 'them'}
            data-id={message.id}
          >
            <p className="mb-0">{message.message}</p>
            <time className="chat__time d-block text-end" dateTime={new Date(message.createdAt).toISOString()}>
              {formatMessageTime(message.createdAt)}
            </time>
            {message.safetyTip && !dismissedTips.has(message.id) && (
              <SafetyTip
                onReport={onReport}
                onDismiss={() => setDismissedTips((current) => new Set(current).add(message.id))}
              />
            )}
          </li>
        </Fragment>
      ))}
      {outbox.map((item) => (
        <li
          key={item.key}
          className={`chat__bubble chat__bubble--sent chat__bubble--${item.status} align-self-end rounded-3 px-3 py-2`}
          data-sender="me"
          data-status={item.status}
        >
          <p className="mb-0">{item.text}</p>
          {item.status === 'sending' ? (
            <span className="chat__time d-block text-end">{t`Sending...`}</span>
          ) : (
            <span className="chat__time d-flex align-items-center justify-content-end gap-2">
              {t`Not sent.`}
              <button
                type="button"
                className="btn btn-light btn-sm py-0"
                disabled={sending}
                onClick={() => onRetry(item)}
              >
                {t`Retry`}
              </button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
