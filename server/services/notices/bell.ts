import { BELL_TYPES, NOTICES, type BellType, type NoticeKind } from '../../../contract/notices';
import type { Notification } from '../../../contract/schemas';
import type { BellRow } from '../../repositories/notices';
import { noticeLink } from './links';
import { wordsFor, type NoticeLanguage } from './wording';

/** The notice kind of each bell type (the catalogue read backwards). */
const KIND_OF_BELL = Object.fromEntries(Object.entries(NOTICES).map(([kind, { bell }]) => [bell, kind])) as Record<
  BellType,
  NoticeKind
>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The bell's item of a stored row: its text in the member's language and the screen it opens. */
export function bellItem(row: BellRow, language: NoticeLanguage): Notification {
  const type: BellType = (BELL_TYPES as readonly string[]).includes(row.type) ? (row.type as BellType) : 'suggestions';
  const kind = KIND_OF_BELL[type];
  const { bell } = wordsFor(language);
  const name = text(row.data.name);
  const channelId = text(row.data.channelId);
  const base = {
    id: row.id,
    type,
    createdAt: Number(row.created_ms),
    read: row.read,
    link: noticeLink(kind, channelId),
  };
  switch (kind) {
    case 'match':
      return { ...base, text: bell.match(name) };
    case 'request':
      return { ...base, text: bell.request(name) };
    case 'message':
      return { ...base, text: bell.message(Number(row.data.count ?? 1), name) };
    case 'published':
      return { ...base, text: bell.published() };
    case 'refused':
      return { ...base, text: bell.refused(text(row.data.reason)) };
    case 'suggestions':
      return { ...base, text: bell.suggestions() };
  }
}
