import { BELL_TYPES, NOTICES, type BellType, type NoticeKind } from '../../../contract/notices';
import type { Notification } from '../../../contract/schemas';
import type { BellRow } from '../../repositories/notices';
import { noticeLink } from './links';
import { refusalSummary, wordsFor, type NoticeLanguage } from './wording';

/** The notice kind of each bell type (the catalogue read backwards). */
const KIND_OF_BELL = Object.fromEntries(Object.entries(NOTICES).map(([kind, { bell }]) => [bell, kind])) as Record<
  BellType,
  NoticeKind
>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A refusal's reasons and note in the member's language; an item stored with its text keeps that text. */
function refusal(data: Record<string, unknown>, language: NoticeLanguage): string | null {
  if (!Array.isArray(data.reasons)) return text(data.reason);
  return text(refusalSummary(data.reasons.map(String), text(data.note), language));
}

/** The bell's item of a stored row: its text in the member's language and the screen it opens. */
export function bellItem(row: BellRow, language: NoticeLanguage): Notification {
  const type: BellType = (BELL_TYPES as readonly string[]).includes(row.type) ? (row.type as BellType) : 'suggestions';
  const kind = KIND_OF_BELL[type];
  const facts = {
    name: text(row.data.name),
    count: Number(row.data.count ?? 1),
    reason: refusal(row.data, language),
    video: row.data.video === true,
  };
  return {
    id: row.id,
    type,
    text: wordsFor(language).bell[kind](facts),
    link: noticeLink(kind, text(row.data.channelId)),
    createdAt: Number(row.created_ms),
    read: row.read,
  };
}
