import { t } from '@lingui/core/macro';

/**
 * The texts of the notification centre (an addition to the spec; written in the spec's manner), read in the
 * language of the moment.
 */
export const NOTIFICATION_MESSAGES = {
  get title() {
    return t`Notifications`;
  },
  get empty() {
    return t`No notifications yet. We will tell you here when something happens.`;
  },
  load: {
    get fallback() {
      return t`Failed to fetch notifications`;
    },
    get exception() {
      return t`An error occurred while fetching notifications`;
    },
  },
  markRead: {
    get fallback() {
      return t`Failed to mark notifications as read`;
    },
    get exception() {
      return t`An error occurred while marking notifications as read`;
    },
  },
} as const;
