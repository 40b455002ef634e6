import {
  MarkNotificationsReadResponseSchema,
  MarkNotificationsReadSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { notificationsRepository } from '../repositories/notifications';
import { describeNotification } from '../services/notifications';
import type { RoutePlugin } from './types';

/** GET /notifications and PUT /notifications/read: the bell's list, newest first, and marking it read. */
export const notificationsRoutes: RoutePlugin = async (app, { db, auth }) => {
  const notifications = notificationsRepository(db);

  app.get(
    '/notifications',
    {
      preHandler: auth.requireMember,
      schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationsResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const [rows, unread] = await Promise.all([
        notifications.list(userId, request.query.start, request.query.limit),
        notifications.unreadCount(userId),
      ]);
      return { notifications: rows.map(describeNotification), unread };
    },
  );

  app.put(
    '/notifications/read',
    {
      preHandler: auth.requireMember,
      schema: { body: MarkNotificationsReadSchema, response: { 200: MarkNotificationsReadResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await notifications.markRead(userId, request.body.ids ?? null);
      return { unread: await notifications.unreadCount(userId) };
    },
  );
};
