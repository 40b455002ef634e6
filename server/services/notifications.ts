import type { Notification, NotificationType } from '../../contract/schemas';
import { NOTIFICATION_TYPES } from '../../contract/schemas';
import type { Queryable } from '../db/types';
import { liveEventsRepository } from '../repositories/live-events';
import { type NotificationRow, notificationsRepository } from '../repositories/notifications';

/*
 * What the bell says and where each item leads. The links are the app's own paths (src/lib/paths.ts: home,
 * profile, activity, chat/:channelId); the server does not import the app, so they are written here.
 */
const APP_PATHS = {
  home: '/app/home',
  profile: '/app/profile',
  activity: '/app/activity',
  chat: (channelId: string) => `/app/chat/${encodeURIComponent(channelId)}`,
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The text and link of a stored notification. */
export function describeNotification(row: NotificationRow): Notification {
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(row.type) ? (row.type as NotificationType) : null;
  const name = text(row.data.name);
  const channelId = text(row.data.channelId);
  const base = { id: row.id, createdAt: Number(row.created_ms), read: row.read };
  switch (type) {
    case 'match':
      return {
        ...base,
        type,
        text: name ? `It's a match! You and ${name} both said yes. Say hello.` : "It's a match! Say hello.",
        link: channelId ? APP_PATHS.chat(channelId) : '/app/messages',
      };
    case 'accepted':
      return {
        ...base,
        type,
        text: `${name ?? 'Someone'} accepted your profile. Answer their request in Activity.`,
        link: APP_PATHS.activity,
      };
    case 'message': {
      const count = Number(row.data.count ?? 1);
      const from = name ?? 'your match';
      return {
        ...base,
        type,
        text: count > 1 ? `${count} new messages from ${from}.` : `New message from ${from}.`,
        link: channelId ? APP_PATHS.chat(channelId) : '/app/messages',
      };
    }
    case 'missed-call':
      return {
        ...base,
        type,
        text: `Missed ${row.data.video === true ? 'video' : 'voice'} call from ${name ?? 'your match'}.`,
        link: channelId ? APP_PATHS.chat(channelId) : '/app/messages',
      };
    case 'published':
      return {
        ...base,
        type,
        text: 'Your profile is published. Your suggestions are waiting on Home.',
        link: APP_PATHS.home,
      };
    case 'refused': {
      const reason = text(row.data.reason);
      return {
        ...base,
        type,
        text: reason
          ? `Your profile was not published: ${reason}`
          : 'Your profile was not published. Please check it and try again.',
        link: APP_PATHS.profile,
      };
    }
    case 'suggestions':
    default:
      return { ...base, type: 'suggestions', text: 'New suggestions are waiting for you.', link: APP_PATHS.home };
  }
}

export type ReviewOutcome = { outcome: 'published' } | { outcome: 'refused'; reason: string };

/**
 * Tells a member how staff reviewed their profile: a notification in the bell and a `review` event on their open
 * streams. Call it with the transaction that records the decision, so both land together or not at all.
 * Publishing again (the profile already was, and the member told) tells nothing new.
 */
export async function announceReviewOutcome(tx: Queryable, memberId: string, review: ReviewOutcome): Promise<void> {
  const notifications = notificationsRepository(tx);
  if (review.outcome === 'published') {
    if (await notifications.toldPublished(memberId)) return;
    await notifications.add(memberId, 'published');
    await liveEventsRepository(tx).add(memberId, 'review', { outcome: 'published' });
    return;
  }
  await notifications.add(memberId, 'refused', { reason: review.reason });
  await liveEventsRepository(tx).add(memberId, 'review', { outcome: 'refused', reason: review.reason });
}

/** For the refusal action of the review portal: the member is told, with the reason, in the caller's transaction. */
export function announceProfileRefused(tx: Queryable, memberId: string, reason: string): Promise<void> {
  return announceReviewOutcome(tx, memberId, { outcome: 'refused', reason });
}
