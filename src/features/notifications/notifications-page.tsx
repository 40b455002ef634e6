import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '../../../contract/enums';
import type { Notification } from '../../../contract/schemas/notifications';
import { getNotifications, markNotificationsRead } from '../../api/notifications';
import { ButtonSpinner } from '../../components/button-spinner';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Pager } from '../../components/pager';
import { announceCountsChanged } from '../../lib/counts-changed';
import { formatMoment } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/use-language';
import { useLiveEvent } from '../../lib/live-updates';
import { paths } from '../../lib/paths';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';
import { NOTIFICATION_MESSAGES } from './messages';

const PAGE_SIZE = PAGE_SIZES.notifications;

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface RowProps {
  notification: Notification;
  busy: boolean;
  marking: boolean;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}

function NotificationRow({ notification, busy, marking, onOpen, onMarkRead }: RowProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const textId = useId();
  const { read } = notification;
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3" aria-labelledby={textId}>
      <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
        <Link
          id={textId}
          to={notification.link}
          className={`d-block link-body-emphasis ${read ? '' : 'fw-semibold'}`}
          onClick={() => onOpen(notification)}
        >
          {!read && <span className="visually-hidden">{t`Unread:`}</span>} {notification.text}
        </Link>
        <div className="text-body-secondary small">
          {!read && (
            <span className="badge text-bg-primary me-2" aria-hidden="true">
              {t`New`}
            </span>
          )}
          <time dateTime={new Date(notification.createdAt).toISOString()}>
            {formatMoment(notification.createdAt, language, WHEN)}
          </time>
        </div>
      </div>
      {!read && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={busy}
          onClick={() => onMarkRead(notification)}
        >
          {marking && <ButtonSpinner />}
          {t`Mark as read`}
        </button>
      )}
    </li>
  );
}

/**
 * The notification centre: what happened for the member (a match, a request, messages, the review of their
 * profile, waiting suggestions), newest first, a page at a time; each leads to its screen, and is marked read
 * when opened, by its button, or with all the others.
 */
export function Component() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const start = (page - 1) * PAGE_SIZE;
  const list = useAsync(
    (signal) => runCall(() => getNotifications(start, signal), NOTIFICATION_MESSAGES.load, signal),
    [start],
  );
  const marking = useCall<string>();
  // A new notification (or one read in another tab) moves the bell's count: the list follows it.
  useLiveEvent('counts', () => {
    if (!marking.busy) list.reload();
  });

  const loaded = list.status === 'success' && list.data.ok ? list.data.data : null;
  // While the page reloads (after a mark, or a live change) the last list stays on screen instead of a spinner.
  const [kept, setKept] = useState<{ start: number; data: NonNullable<typeof loaded> } | null>(null);
  if (loaded && kept?.data !== loaded) setKept({ start, data: loaded });
  const data = loaded ?? (list.status === 'loading' && kept?.start === start ? kept.data : null);
  const rows = data && Array.isArray(data.notifications) ? data.notifications : null;

  async function markRead(ids: string[] | undefined, key: string) {
    const outcome = await marking.run(() => markNotificationsRead(ids), NOTIFICATION_MESSAGES.markRead, { key });
    if (!outcome.ok) return false;
    announceCountsChanged();
    list.reload();
    return true;
  }

  function open(notification: Notification) {
    // The link itself navigates; the mark is sent on the way, and a failure costs nothing but the mark.
    if (!notification.read) void markNotificationsRead([notification.id]).then(announceCountsChanged, () => undefined);
  }

  let body;
  if (list.status === 'loading' && rows === null) body = <LoadingSpinner label={t`Loading notifications...`} />;
  else if (rows === null) body = <LoadFailed onRetry={list.reload} />;
  else if (rows.length === 0 && page === 1)
    body = (
      <EmptyState
        message={NOTIFICATION_MESSAGES.empty}
        steps={[
          { label: t`See today's suggestion`, to: paths.home },
          { label: t`Improve your profile`, to: paths.profile },
        ]}
      />
    );
  else
    body = (
      <ul className="list-group" aria-label={t`Notifications`}>
        {rows.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            busy={marking.busy}
            marking={marking.pending === notification.id}
            onOpen={open}
            onMarkRead={(item) => void markRead([item.id], item.id)}
          />
        ))}
      </ul>
    );

  const unread = data?.unread ?? 0;
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{NOTIFICATION_MESSAGES.title}</h1>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={marking.busy || unread === 0}
          onClick={() => void markRead(undefined, 'all')}
        >
          {marking.pending === 'all' && <ButtonSpinner />}
          {t`Mark all as read`}
        </button>
      </div>
      <p className="text-body-secondary small" aria-live="polite">
        {unread === 0
          ? t`Everything is read.`
          : plural(unread, { one: '# unread notification', other: '# unread notifications' })}
      </p>
      {body}
      <Pager
        label={t`Notification pages`}
        page={page}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        hasNext={rows !== null && rows.length === PAGE_SIZE}
        disabled={list.status === 'loading' || marking.busy}
      />
    </section>
  );
}
