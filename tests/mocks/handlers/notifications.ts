import type { Notification } from '../../../contract/schemas/notifications';
import { ok, pageOf, route } from '../http';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 9, 0);

/** 23 notifications, newest first: two pages of 20; the first five unread. */
export const notificationFixtures: Notification[] = [
  {
    id: '23',
    type: 'message',
    text: '2 new messages from Priya.',
    link: '/app/chat/channel-1',
    createdAt: NOW,
    read: false,
  },
  {
    id: '22',
    type: 'match',
    text: "It's a match! You and Priya both said yes. Say hello.",
    link: '/app/chat/channel-1',
    createdAt: NOW - HOUR,
    read: false,
  },
  {
    id: '21',
    type: 'accepted',
    text: 'Rohan accepted your profile. Answer their request in Activity.',
    link: '/app/activity',
    createdAt: NOW - 2 * HOUR,
    read: false,
  },
  ...Array.from({ length: 20 }, (_, i): Notification => ({
    id: String(20 - i),
    type: 'suggestions',
    text: 'New suggestions are waiting for you.',
    link: '/app/home',
    createdAt: NOW - (i + 3) * 24 * HOUR,
    read: i >= 2,
  })),
];

export const notificationsHandlers = [
  route('get', '/notifications', 'member', ({ request }) =>
    ok({
      notifications: pageOf(notificationFixtures, request, 20),
      unread: notificationFixtures.filter((n) => !n.read).length,
    }),
  ),
  route('put', '/notifications/read', 'member', () => ok({ unread: 0 })),
];
