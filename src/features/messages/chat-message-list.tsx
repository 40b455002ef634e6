import { useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import type { CallLine } from '../../../contract/schemas/calls';
import { describeCallLine } from './call-lines';
import { formatDayLabel, formatMessageTime, type ShownMessage } from './merge-messages';
import { MESSAGES_TEXTS } from './messages';
import { SafetyTip } from './safety-tip';
import type { OutgoingMessage } from './use-outbox';

type Entry = { kind: 'message'; item: ShownMessage } | { kind: 'call'; item: CallLine };

/** Messages and calls in time order, each with the day separator to show above it, if it is the first of its day. */
function withDays(
  messages: readonly ShownMessage[],
  calls: readonly CallLine[],
): { entry: Entry; day: string | null }[] {
  const entries: Entry[] = [
    ...messages.map((item) => ({ kind: 'message' as const, item })),
    ...calls.map((item) => ({ kind: 'call' as const, item })),
  ].sort((a, b) => a.item.createdAt - b.item.createdAt);
  let previous = '';
  return entries.map((entry) => {
    const day = formatDayLabel(entry.item.createdAt);
    const first = day !== previous;
    previous = day;
    return { entry, day: first ? day : null };
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
  /** The chat's calls, shown as lines among the messages. */
  calls?: readonly CallLine[];
}

/** The conversation's messages with day separators and safety tips, then the outbox; or a first-line nudge. */
export function ChatMessageList({ messages, outbox, sending, onRetry, onReport, calls = [] }: ChatMessageListProps) {
  const { t } = useLingui();
  // Safety tips the reader closed, by message id: closed for the rest of the visit.
  const [dismissedTips, setDismissedTips] = useState<ReadonlySet<string>>(new Set());

  if (messages.length === 0 && outbox.length === 0 && calls.length === 0) {
    return (
      <div className="text-center text-body-secondary my-auto">
        <p className="mb-1">{MESSAGES_TEXTS.noMessagesYet}</p>
        <p className="small mb-0">{t`Say hello below: a warm first line goes a long way.`}</p>
      </div>
    );
  }

  return (
    <ol className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label={t`Messages`}>
      {withDays(messages, calls).map(({ entry, day }) => (
        <Fragment key={`${entry.kind}-${entry.item.id}`}>
          {/* The day is also in each message's time for screen readers; the separator is for the eye. */}
          {day && (
            <li className="chat__day text-center small text-body-secondary" aria-hidden="true">
              <span className="px-2">{day}</span>
            </li>
          )}
          {entry.kind === 'call' ? (
            <li className="chat__call align-self-center small text-center rounded-pill px-3 py-1" data-kind="call">
              {describeCallLine(entry.item)}{' '}
              <time className="chat__time" dateTime={new Date(entry.item.createdAt).toISOString()}>
                {formatMessageTime(entry.item.createdAt)}
              </time>
            </li>
          ) : (
            <MessageItem
              message={entry.item}
              tipShown={!dismissedTips.has(entry.item.id)}
              onReport={onReport}
              onDismissTip={(id) => setDismissedTips((current) => new Set(current).add(id))}
            />
          )}
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

function MessageItem({
  message,
  tipShown,
  onReport,
  onDismissTip,
}: {
  message: ShownMessage;
  tipShown: boolean;
  onReport: () => void;
  onDismissTip: (id: string) => void;
}) {
  return (
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
      {message.safetyTip && tipShown && <SafetyTip onReport={onReport} onDismiss={() => onDismissTip(message.id)} />}
    </li>
  );
}
