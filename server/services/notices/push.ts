import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushSubscriptionRow } from '../../repositories/notices-outbox';

/** Delivers one push message to one browser's subscription (RFC 8030, encrypted per RFC 8291, VAPID RFC 8292). */
export interface PushSender {
  /** The VAPID public key the browser subscribes with. */
  readonly publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (the row is then dropped). */
  send(subscription: PushSubscriptionRow, payload: string): Promise<'sent' | 'gone'>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service can reach the sender at (RFC 8292). */
  subject: string;
}

/** How long a push service keeps a message for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** Web push through the `web-push` package; agent: only tests pass one (to trust their own certificate). */
export function createWebPush(keys: VapidKeys, agent?: Agent): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, timeout: 10_000, ...(agent ? { agent } : {}) },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
