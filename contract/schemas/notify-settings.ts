import { z } from 'zod';
import { EMAIL_KINDS, type EmailKind } from '../notices';

/** Which kinds of email are on (contract/notices.ts EMAIL_KINDS): every kind is present, true when on. */
export const EmailSwitchesSchema = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<EmailKind, z.ZodBoolean>,
);
export type EmailSwitches = z.infer<typeof EmailSwitchesSchema>;

/**
 * GET /profile/notification-settings and the answer of PUT: the email switches, and web push as far as the
 * server offers it (publicKey null: not configured, the section offers no push).
 */
export const NotificationSettingsSchema = z.object({
  emails: EmailSwitchesSchema,
  push: z.object({ publicKey: z.string().nullable(), subscriptions: z.number().int().min(0) }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PUT /profile/notification-settings: the switches as the member left them. */
export const NotificationSettingsUpdateSchema = z.object({ emails: EmailSwitchesSchema });
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;

/** POST /profile/push-subscription: the browser's PushSubscription.toJSON(). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000).startsWith('https://'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** POST /profile/push-subscription/remove: this browser's endpoint (absent: every browser of the member). */
export const PushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000).optional() });

/** The query of the signed unsubscribe link in every email: member, kind, signature. */
export const UnsubscribeQuerySchema = z.object({
  m: z.string().max(64).optional(),
  k: z.string().max(16).optional(),
  s: z.string().max(64).optional(),
});
