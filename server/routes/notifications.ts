import {
  MarkNotificationsReadResponseSchema,
  MarkNotificationsReadSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { languageRepository } from '../repositories/language';
import { noticesRepository } from '../repositories/notices';
import { bellItem } from '../services/notices/bell';
import type { RoutePlugin } from './types';

/** GET /notifications and PUT /notifications/read: the bell's list, newest first, and marking it read. */
export const notificationsRoutes: RoutePlugin = async (app, { db, auth }) => {
  const notices = noticesRepository(db);
  const languages = languageRepository(db);

  app.get(
    '/notifications',
    {
      preHandler: auth.requireMember,
      schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationsResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      // The items are written when read, in the member's language now (a change of language rewrites the list).
      const [rows, unread, language] = await Promise.all([
        notices.bell(userId, request.query.start, request.query.limit),
        notices.unreadCount(userId),
        languages.of(userId),
      ]);
      return { notifications: rows.map((row) => bellItem(row, language)), unread };
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
      await notices.markRead(userId, request.body.ids ?? null);
      return { unread: await notices.unreadCount(userId) };
    },
  );
};
