import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '../../../contract/enums';
import type { ChatChannel } from '../../../contract/schemas/chat';
import { getChatChannels } from '../../api/chat';
import { paths } from '../../lib/paths';
import defaultProfileImage from '../../assets/default-profile.svg';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Pager } from '../../components/pager';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';
import { MESSAGES_TEXTS } from './messages';

const PAGE_SIZE = PAGE_SIZES.chatChannels;

function ChannelRow({ channel }: { channel: ChatChannel }) {
  return (
    <li className="list-group-item p-0">
      <Link
        to={paths.chat(channel.id)}
        className="d-flex align-items-center gap-3 p-3 text-reset text-decoration-none list-group-item-action"
      >
        <img
          src={channel.imageUrl || defaultProfileImage}
          alt=""
          width={48}
          height={48}
          className="rounded-circle object-fit-cover flex-shrink-0 bg-body-secondary"
          onError={(event) => {
            event.currentTarget.src = defaultProfileImage;
          }}
        />
        <span className="d-block flex-grow-1" style={{ minWidth: 0 }}>
          <span className="d-block fw-semibold">{channel.name}</span>
          <span className="d-block text-body-secondary small text-truncate">
            {channel.lastMessage || MESSAGES_TEXTS.noMessagesYet}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Spec 2 and 9: chat channels, a page at a time by offset; a row opens its chat. */
export function Component() {
  const [page, setPage] = useState(1);
  const start = (page - 1) * PAGE_SIZE;
  const channels = useAsync(
    (signal) => runCall(() => getChatChannels(start, signal), MESSAGES_TEXTS.channels, signal),
    [start],
  );
  const rows =
    channels.status === 'success' && channels.data.ok && Array.isArray(channels.data.data?.chatChannels)
      ? channels.data.data.chatChannels
      : null;

  let body;
  if (channels.status === 'loading') body = <LoadingSpinner label="Loading conversations..." />;
  else if (rows === null) body = <LoadFailed onRetry={channels.reload} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        message={MESSAGES_TEXTS.emptyChannels}
        steps={[
          { label: "See today's suggestion", to: paths.home },
          { label: 'See your match requests', to: paths.activity },
        ]}
      />
    );
  else
    body = (
      <ul className="list-group" aria-label="Conversations">
        {rows.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} />
        ))}
      </ul>
    );

  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">Messages</h1>
      {body}
      <Pager
        label="Conversation pages"
        page={page}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        hasNext={rows !== null && rows.length === PAGE_SIZE}
        disabled={channels.status === 'loading'}
      />
    </section>
  );
}
