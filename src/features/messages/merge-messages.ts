import { t } from '@lingui/core/macro';
import type { ChatMessage } from '../../../contract/schemas/chat';
import { formatMoment } from '../../lib/i18n/format';
import { activeLanguage } from '../../lib/i18n/i18n';

/** A message as the chat shows it; `local` marks one appended after a send, before the server's copy arrived. */
export interface ShownMessage extends ChatMessage {
  local?: boolean;
}

/**
 * How far the server's clock may be behind the device's and still count a
 * server message as the copy of one sent from here.
 */
const CLOCK_SKEW_MS = 5 * 60_000;

function byTime(a: ShownMessage, b: ShownMessage): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Spec 4: history pages are merged by id and sorted by createdAt ascending.
 * A message sent from here was appended with a generated id (spec 4); when the
 * server's copy of it arrives (same text, sent by me, not older than the local
 * one allowing for clock skew) the local copy gives way, so it never shows twice.
 */
export function mergeMessages(current: readonly ShownMessage[], incoming: readonly ChatMessage[]): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    if (!byId.has(message.id) && message.fromMe) {
      const local = [...byId.values()].find(
        (m) => m.local && m.message === message.message && message.createdAt >= m.createdAt - CLOCK_SKEW_MS,
      );
      if (local) byId.delete(local.id);
    }
    byId.set(message.id, {
      id: message.id,
      message: message.message,
      fromMe: message.fromMe,
      createdAt: message.createdAt,
      ...(message.safetyTip ? { safetyTip: true } : {}),
    });
  }
  return [...byId.values()].sort(byTime);
}

/** Readable timestamps: the time alone for today, the date and time otherwise. */
export function formatMessageTime(createdAt: number, now: number = Date.now()): string {
  const date = new Date(createdAt);
  const today = new Date(now);
  const sameDay = date.toDateString() === today.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return formatMoment(date, activeLanguage(), options);
}

/** The label of the separator above a day's first message: 'Today', 'Yesterday', or the date. */
export function formatDayLabel(createdAt: number, now: number = Date.now()): string {
  const day = new Date(createdAt);
  const today = new Date(now);
  if (day.toDateString() === today.toDateString()) return t`Today`;
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (day.toDateString() === yesterday.toDateString()) return t`Yesterday`;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: day.getFullYear() === today.getFullYear() ? undefined : 'numeric',
  };
  return formatMoment(day, activeLanguage(), options);
}
