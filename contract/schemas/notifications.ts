import { z } from 'zod';
import { decimal } from './common';

/*
 * The notification centre (not in the spec; an addition): GET /api/notifications?start=0&limit=20 and
 * PUT /api/notifications/read with {ids: [...]} (those) or {} (all).
 */

export const NOTIFICATION_TYPES = [
  'match',
  'accepted',
  'message',
  'published',
  'refused',
  'suggestions',
  'missed-call',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  /** The app path of the screen it is about. */
  link: z.string(),
  createdAt: z.number(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  start: decimal(z.number().int().min(0)).default(0),
  limit: decimal(z.number().int().min(1).max(100)).default(20),
});

export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const MarkNotificationsReadSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/, 'Not a notification id.'))
    .max(100)
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

export const MarkNotificationsReadResponseSchema = z.object({ unread: z.number().int().min(0) });
