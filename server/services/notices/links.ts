import { APP_PATHS } from '../../../contract/app-paths';
import { NOTICES, type NoticeKind } from '../../../contract/notices';

/** The screen a notice opens, in the bell, an email and a push alike: a path of the app (contract/app-paths.ts). */
export function noticeLink(kind: NoticeKind, channelId: string | null): string {
  const { screen } = NOTICES[kind];
  if (screen !== 'chat') return APP_PATHS[screen];
  return channelId ? APP_PATHS.chat(channelId) : APP_PATHS.messages;
}
