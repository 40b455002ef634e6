import type { NotificationSettings, NotificationSettingsUpdate } from '../../../contract/schemas/notify-settings';
import { ok, route } from '../http';

/** Every kind on, and no web push offered (jsdom has no service worker either). */
export const NOTIFICATION_SETTINGS: NotificationSettings = {
  emails: { match: true, accepted: true, message: true, review: true, digest: true },
  push: { publicKey: null, subscriptions: 0 },
};

export const notifySettingsHandlers = [
  route('get', '/profile/notification-settings', 'member', () => ok(NOTIFICATION_SETTINGS)),
  route('put', '/profile/notification-settings', 'member', async ({ request }) => {
    const body = (await request.json()) as NotificationSettingsUpdate;
    return ok({ ...NOTIFICATION_SETTINGS, emails: body.emails });
  }),
  route('post', '/profile/push-subscription', 'member', () => ok()),
  route('post', '/profile/push-subscription/remove', 'member', () => ok()),
];
