import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { v4 as uuidv4 } from 'uuid';
import { PAGE_SIZES } from '../../../contract/enums';
import type { ChatHistoryResponse } from '../../../contract/schemas/chat';
import { getChatHistory, sendChatMessage } from '../../api/chat';
import { paths } from '../../lib/paths';
import { ButtonSpinner } from '../../components/button-spinner';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { SafetyActions } from '../../components/safety-actions';
import { announceCountsChanged } from '../../lib/counts-changed';
import { runCall, useCall } from '../../lib/use-call';
import { formatDayLabel, formatMessageTime, mergeMessages, type ShownMessage } from './merge-messages';
import { MESSAGES_TEXTS } from './messages';
import './chat.css';

const PAGE_SIZE = PAGE_SIZES.chatHistory;
/** How often the newest page is fetched again while the chat is open and visible. */
export const CHAT_POLL_MS = 4000;
/** Within this many pixels of the bottom the reader counts as "at the bottom" and follows new messages. */
const BOTTOM_SLACK_PX = 48;

function messagesOf(data: ChatHistoryResponse | undefined) {
  return Array.isArray(data?.messages) ? data.messages : [];
}

/** A message typed here that the server has not accepted yet: on its way, or refused and waiting for a retry. */
interface OutgoingMessage {
  key: string;
  text: string;
  status: 'sending' | 'failed';
}

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

interface ChatViewProps {
  channelId: string;
  /** Poll interval in milliseconds. */
  pollMs: number;
  /** Opens the report dialog (the one-tap report beside a safety tip). */
  onReport: () => void;
}

/**
 * Spec 2 and 4: one chat. The server pages newest first by offset, so start=0
 * is the newest page and 'Load More' goes back in time, a page further each time.
 * Pages merge by id, sorted oldest first. While open and visible, the newest
 * page is polled so the other member's messages appear without a reload.
 */
function ChatView({ channelId, pollMs, onReport }: ChatViewProps) {
  // Safety tips the reader closed, by message id: closed for the rest of the visit.
  const [dismissedTips, setDismissedTips] = useState<ReadonlySet<string>>(new Set());
  const [load, setLoad] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [nextStart, setNextStart] = useState<number>(PAGE_SIZE);
  const [hasOlder, setHasOlder] = useState(false);
  const older = useCall();
  const [draft, setDraft] = useState('');
  // One message at a time goes to the server.
  const sender = useCall();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  // New messages arrived below while the reader was scrolled up.
  const [unseenBelow, setUnseenBelow] = useState(false);
  const newestId = useRef<string | null>(null);
  const inputId = useId();

  const listRef = useRef<HTMLDivElement>(null);
  // Follow new messages only while the reader is at the bottom.
  const stickToBottom = useRef(true);
  // Set before older messages are prepended, so the reading position can be restored.
  const anchor = useRef<{ height: number; top: number } | null>(null);
  // The newest page, on open and on 'Try again'.
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const outcome = await runCall(
        () => getChatHistory(channelId, 0, controller.signal),
        MESSAGES_TEXTS.history,
        controller.signal,
      );
      if (!outcome.ok) {
        if (!outcome.aborted) setLoad('error');
        return;
      }
      const page = messagesOf(outcome.data);
      setMessages((current) => mergeMessages(current, page));
      setHasOlder(page.length === PAGE_SIZE);
      setLoad('ready');
      // Reading the newest page marked the chat as read on the server.
      announceCountsChanged();
    })();
    return () => controller.abort();
  }, [channelId, attempt]);

  // Poll the newest page while the chat is open; pause while the page is hidden.
  useEffect(() => {
    if (load !== 'ready') return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let inFlight: AbortController | null = null;

    const poll = async () => {
      if (inFlight) return;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const result = await getChatHistory(channelId, 0, controller.signal);
        if (result.ok && !controller.signal.aborted) {
          const page = messagesOf(result.data);
          setMessages((current) => mergeMessages(current, page));
        }
      } catch {
        // A missed poll is simply tried again at the next tick; no toast every few seconds.
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    };
    const start = () => {
      if (timer === undefined) timer = setInterval(() => void poll(), pollMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else {
        void poll();
        start();
      }
    };

    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [load, channelId, pollMs]);

  // Keep the newest message in view, or keep the reading position after older messages arrive.
  useLayoutEffect(() => {
    const list = listRef.current;
    const newest = messages.at(-1);
    const arrived = newest !== undefined && newestId.current !== null && newest.id !== newestId.current;
    newestId.current = newest?.id ?? null;
    if (!list) return;
    const saved = anchor.current;
    if (saved) {
      anchor.current = null;
      list.scrollTop = list.scrollHeight - saved.height + saved.top;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    } else if (arrived && !newest.fromMe) {
      setUnseenBelow(true);
    }
  }, [messages, outbox]);

  function onScroll() {
    const list = listRef.current;
    if (!list) return;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_SLACK_PX;
    if (stickToBottom.current) setUnseenBelow(false);
  }

  function showNewest() {
    const list = listRef.current;
    stickToBottom.current = true;
    setUnseenBelow(false);
    if (list) list.scrollTop = list.scrollHeight;
  }

  async function loadOlder() {
    const start = nextStart;
    const outcome = await older.run(() => getChatHistory(channelId, start), MESSAGES_TEXTS.history);
    if (!outcome.ok) return;
    const page = messagesOf(outcome.data);
    const list = listRef.current;
    anchor.current = list ? { height: list.scrollHeight, top: list.scrollTop } : null;
    setMessages((current) => mergeMessages(current, page));
    setNextStart(start + PAGE_SIZE);
    setHasOlder(page.length === PAGE_SIZE);
  }

  /** One message at a time goes to the server; it shows as 'Sending...' until the answer. */
  async function deliver(key: string, text: string) {
    stickToBottom.current = true;
    setOutbox((current) => current.map((item) => (item.key === key ? { ...item, status: 'sending' } : item)));
    const outcome = await sender.run(() => sendChatMessage({ message: text, channelId }), MESSAGES_TEXTS.send);
    if (!outcome.ok) {
      // The message stays in the conversation, marked as not sent, with a retry.
      if (!outcome.aborted) {
        setOutbox((current) => current.map((item) => (item.key === key ? { ...item, status: 'failed' } : item)));
      }
      return;
    }
    // Spec 4: once the server answers 200, append locally with a generated id and the current time.
    setOutbox((current) => current.filter((item) => item.key !== key));
    setMessages((current) => [
      ...current,
      { id: uuidv4(), message: text, fromMe: true, createdAt: Date.now(), local: true },
    ]);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    // Spec 5: an empty or whitespace-only message is not sent.
    if (text === '' || sender.busy) return;
    const key = uuidv4();
    setOutbox((current) => [...current, { key, text, status: 'sending' }]);
    setDraft('');
    void deliver(key, text);
  }

  function retry(item: OutgoingMessage) {
    if (sender.busy) return;
    void deliver(item.key, item.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  if (load === 'loading') return <LoadingSpinner label="Loading messages..." />;
  if (load === 'error') {
    return (
      <LoadFailed
        onRetry={() => {
          setLoad('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  return (
    <div className="card shadow-sm">
      <div
        ref={listRef}
        className="chat__messages d-flex flex-column gap-2 p-3"
        role="log"
        aria-label="Conversation"
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasOlder && (
          <div className="text-center">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={loadOlder}
              disabled={older.busy}
            >
              {older.busy && <ButtonSpinner />}
              Load More
            </button>
          </div>
        )}
        {messages.length === 0 && outbox.length === 0 && (
          <div className="text-center text-body-secondary my-auto">
            <p className="mb-1">{MESSAGES_TEXTS.noMessagesYet}</p>
            <p className="small mb-0">Say hello below: a warm first line goes a long way.</p>
          </div>
        )}
        {(messages.length > 0 || outbox.length > 0) && (
          <ol className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label="Messages">
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
                  <span className="chat__time d-block text-end">Sending...</span>
                ) : (
                  <span className="chat__time d-flex align-items-center justify-content-end gap-2">
                    Not sent.
                    <button
                      type="button"
                      className="btn btn-light btn-sm py-0"
                      disabled={sender.busy}
                      onClick={() => retry(item)}
                    >
                      Retry
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {unseenBelow && (
        <div className="chat__pill-anchor">
          <button type="button" className="btn btn-primary btn-sm rounded-pill shadow chat__pill" onClick={showNewest}>
            New messages <span aria-hidden="true">&darr;</span>
          </button>
        </div>
      )}
      <form className="chat__composer d-flex gap-2 p-3 border-top align-items-end" onSubmit={send}>
        <label htmlFor={inputId} className="visually-hidden">
          Message
        </label>
        <textarea
          id={inputId}
          className="form-control"
          rows={2}
          placeholder="Type a message..."
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-success" disabled={sender.busy}>
          {sender.busy && <ButtonSpinner />}
          Send
        </button>
      </form>
    </div>
  );
}

/** Beside a received message that reads like a scam; the message itself is always shown. */
function SafetyTip({ onReport, onDismiss }: { onReport: () => void; onDismiss: () => void }) {
  return (
    <div className="alert alert-warning small mt-2 mb-0 p-2" role="note" aria-label="Safety tip">
      <p className="mb-1">
        Safety tip: never send money or share bank, UPI or OTP details with someone you have not met, and keep the
        conversation here until you trust them.
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-danger" onClick={onReport}>
          Report
        </button>
        <button type="button" className="btn btn-sm btn-on-warning" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

export function Component() {
  const { channelId = '' } = useParams();
  const navigate = useNavigate();
  const [reportRequest, setReportRequest] = useState(0);
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Chat</h1>
        <div className="d-flex align-items-center gap-2">
          <SafetyActions
            compact
            target={{ channelId }}
            reportRequest={reportRequest}
            onDone={() => navigate(paths.messages)}
          />
          <Link to={paths.messages} className="btn btn-link">
            Back to messages
          </Link>
        </div>
      </div>
      <ChatView
        key={channelId}
        channelId={channelId}
        pollMs={CHAT_POLL_MS}
        onReport={() => setReportRequest((n) => n + 1)}
      />
    </section>
  );
}
