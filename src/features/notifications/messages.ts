/** The texts of the notification centre (an addition to the spec; written in the spec's manner). */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  empty: 'No notifications yet. We will tell you here when something happens.',
  load: {
    fallback: 'Failed to fetch notifications',
    exception: 'An error occurred while fetching notifications',
  },
  markRead: {
    fallback: 'Failed to mark notifications as read',
    exception: 'An error occurred while marking notifications as read',
  },
} as const;
