import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** The bell in the member bar: the notification centre's link, with the unread count beside it. */
export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useLingui();
  const label =
    unread === 0
      ? t`Notifications`
      : plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' });
  return (
    <NavLink to={paths.notifications} className="nav-link app-bell position-relative px-2" aria-label={label}>
      <svg width="22" height="22" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
      </svg>
      {unread > 0 && (
        <span
          className="badge rounded-pill app-count position-absolute top-0 start-100 translate-middle pe-none"
          aria-hidden="true"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
