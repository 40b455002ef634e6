import type {
  NotificationSettings,
  NotificationSettingsUpdate,
  PushSubscriptionInput,
} from '../../contract/schemas/notify-settings';
import { apiFetch } from './client';

export function getNotificationSettings(signal?: AbortSignal) {
  return apiFetch<NotificationSettings>('/profile/notification-settings', { signal });
}

export function saveNotificationSettings(body: NotificationSettingsUpdate) {
  return apiFetch<NotificationSettings>('/profile/notification-settings', { method: 'PUT', json: body });
}

export function subscribePush(body: PushSubscriptionInput) {
  return apiFetch<unknown>('/profile/push-subscription', { method: 'POST', json: body });
}

export function unsubscribePush(endpoint: string) {
  return apiFetch<unknown>('/profile/push-subscription/remove', { method: 'POST', json: { endpoint } });
}
