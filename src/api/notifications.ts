import { PAGE_SIZES } from '../../contract/enums';
import type { NotificationsResponse } from '../../contract/schemas/notifications';
import { apiFetch } from './client';

export function getNotifications(start: number, signal?: AbortSignal, limit: number = PAGE_SIZES.notifications) {
  return apiFetch<NotificationsResponse>('/notifications', { query: { start, limit }, signal });
}

/** Marks those notifications read, or every one when ids is omitted; answers how many stay unread. */
export function markNotificationsRead(ids?: readonly string[]) {
  return apiFetch<{ unread: number }>('/notifications/read', { method: 'PUT', json: ids ? { ids } : {} });
}
