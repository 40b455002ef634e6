import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ButtonSpinner } from '../../components/button-spinner';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { TrustBadges } from '../../components/profile-details/trust-badges';
import { SafetyActions } from '../../components/safety-actions';
import { paths } from '../../lib/paths';
import { CallButtons } from './call-buttons';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ChatPartnerHeader } from './chat-partner';
import { PhoneShare } from './phone-share';
import { useChatCalls } from './use-chat-calls';
import { useChatHistory } from './use-chat-history';
import { useChatLive } from './use-chat-live';
import { useChatPolling } from './use-chat-polling';
import { useChatScroll } from './use-chat-scroll';
import { useOutbox, type OutgoingMessage } from './use-outbox';
import './chat.css';

/** How often the newest page is fetched again while the chat is open and visible, and the live stream is down. */
export const CHAT_POLL_MS = 4000;

interface ChatViewProps {
  channelId: string;
  /** Poll interval in milliseconds, while the live stream is down. */
  pollMs: number;
  /** Opens the report dialog (the one-tap report beside a safety tip). */
  onReport: () => void;
}

/**
 * Spec 2 and 4: one chat. The history (pages merged by id, oldest first) is
 * kept fresh by the member's live stream (a new message here reads the newest
 * page at once), and by polling the newest page while the stream is down. Sent
 * messages wait in the outbox until the server accepts them. The other
 * member's trust badges, which the first page brings, head the conversation.
 */
function ChatView({ channelId, pollMs, onReport }: ChatViewProps) {
  const { t } = useLingui();
  const history = useChatHistory(channelId);
  const ready = history.load === 'ready';
  const live = useChatLive({
    channelId,
    enabled: ready,
    receive: history.receive,
    onSharedPhone: history.setSharedPhone,
  });
  const calls = useChatCalls(channelId, ready);
  useChatPolling({
    channelId,
    enabled: ready && !live,
    pollMs,
    receive: history.receive,
    onSharedPhone: history.setSharedPhone,
  });
  const outbox = useOutbox({ channelId, onSent: history.appendSent });
  const { listRef, onScroll, unseenBelow, showNewest, followNewest, keepPosition } = useChatScroll(
    history.messages,
    outbox.outbox,
  );

  // Whoever sends follows the conversation down to their message.
  function send(text: string): boolean {
    const queued = outbox.send(text);
    if (queued) followNewest();
    return queued;
  }

  function retry(item: OutgoingMessage) {
    if (outbox.retry(item)) followNewest();
  }

  if (history.load === 'loading') return <LoadingSpinner label={t`Loading messages...`} />;
  if (history.load === 'error') return <LoadFailed onRetry={history.retry} />;

  const withBadges = history.badges.length > 0;
  return (
    <div className="card shadow-sm">
      <div className="card-header bg-transparent py-2 d-flex flex-column gap-2">
        {history.partner && <ChatPartnerHeader partner={history.partner} />}
        {withBadges && <TrustBadges badges={history.badges} className="" />}
        <PhoneShare channelId={channelId} phone={history.phone} onChanged={history.setSharingMine} />
      </div>
      <div
        ref={listRef}
        className="chat__messages chat__messages--below-badges d-flex flex-column gap-2 p-3"
        role="log"
        aria-label={t`Conversation`}
        tabIndex={0}
        onScroll={onScroll}
      >
        {history.hasOlder && (
          <div className="text-center">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => {
                void history.loadOlder(keepPosition);
                void calls.loadOlder();
              }}
              disabled={history.loadingOlder}
            >
              {history.loadingOlder && <ButtonSpinner />}
              {t`Load More`}
            </button>
          </div>
        )}
        <ChatMessageList
          messages={history.messages}
          outbox={outbox.outbox}
          sending={outbox.busy}
          onRetry={retry}
          onReport={onReport}
          calls={calls.lines}
        />
      </div>
      {unseenBelow && (
        <div className="chat__pill-anchor">
          <button type="button" className="btn btn-primary btn-sm rounded-pill shadow chat__pill" onClick={showNewest}>
            {t`New messages`} <span aria-hidden="true">&darr;</span>
          </button>
        </div>
      )}
      <ChatComposer onSend={send} busy={outbox.busy} />
    </div>
  );
}

export function Component() {
  const { t } = useLingui();
  const { channelId = '' } = useParams();
  const navigate = useNavigate();
  const [reportRequest, setReportRequest] = useState(0);
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      {/* The heading keeps its word whole: when the actions do not fit beside it (a phone, a longer language),
          they wrap to the line below instead of squeezing it one letter a line. */}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0 text-nowrap">{t`Chat`}</h1>
        <div className="d-flex flex-wrap align-items-center justify-content-end gap-2">
          <CallButtons channelId={channelId} />
          <SafetyActions
            compact
            target={{ channelId }}
            reportRequest={reportRequest}
            onDone={() => navigate(paths.messages)}
          />
          <Link to={paths.messages} className="btn btn-link">
            {t`Back to messages`}
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
