import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '../../../contract/enums';
import type { ChatChannel } from '../../../contract/schemas/chat';
import { getChatChannels } from '../../api/chat';
import { useLiveEvent } from '../../lib/live-updates';
import { paths } from '../../lib/paths';
import { MemberPhoto } from '../../components/member-photo';
import { EmptyState } from '../../components/empty-state';
import { PagedList, usePagedList } from '../../components/paged-list';
import { ChannelMeta } from './channel-meta';
import { MESSAGES_TEXTS } from './messages';

function ChannelRow({ channel }: { channel: ChatChannel }) {
  return (
    <li className="list-group-item p-0">
      <Link
        to={paths.chat(channel.id)}
        className="d-flex align-items-center gap-3 p-3 text-reset text-decoration-none list-group-item-action"
      >
        <MemberPhoto src={channel.imageUrl} size={48} />
        <span className="d-block flex-grow-1" style={{ minWidth: 0 }}>
          <span className={`d-block ${channel.unreadCount ? 'fw-bold' : 'fw-semibold'}`}>{channel.name}</span>
          <span className="d-block text-body-secondary small text-truncate">
            {channel.lastMessage || MESSAGES_TEXTS.noMessagesYet}
          </span>
        </span>
        <ChannelMeta lastMessageAt={channel.lastMessageAt} unreadCount={channel.unreadCount} />
      </Link>
    </li>
  );
}

/** Spec 2 and 9: chat channels, a page at a time by offset; a row opens its chat. */
export function Component() {
  const { t } = useLingui();
  const channels = usePagedList({
    pageSize: PAGE_SIZES.chatChannels,
    fetchPage: getChatChannels,
    policy: MESSAGES_TEXTS.channels,
    rowsOf: (data) => data.chatChannels,
  });
  // A new match, or a message, changes the list: it shows at once, without a reload of the page.
  const { reload } = channels;
  useLiveEvent('match', () => reload());
  useLiveEvent('message', () => reload());

  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{t`Messages`}</h1>
      <PagedList
        list={channels}
        loadingLabel={t`Loading conversations...`}
        empty={
          <EmptyState
            message={MESSAGES_TEXTS.emptyChannels}
            steps={[
              { label: t`See today's suggestion`, to: paths.home },
              { label: t`See your match requests`, to: paths.activity },
            ]}
          />
        }
        listLabel={t`Conversations`}
        pagerLabel={t`Conversation pages`}
        rowKey={(channel) => channel.id}
        renderRow={(channel) => <ChannelRow channel={channel} />}
      />
    </section>
  );
}
