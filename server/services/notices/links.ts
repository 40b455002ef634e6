import { APP_PATHS } from '../../../contract/app-paths';
import type { NoticeKind } from '../../../contract/notices';

/** The screen a notice opens, in the bell, an email and a push alike: a path of the app (contract/app-paths.ts). */
export function noticeLink(kind: NoticeKind, channelId: string | null): string {
  switch (kind) {
    case 'match':
    case 'message':
      return channelId ? APP_PATHS.chat(channelId) : APP_PATHS.messages;
    case 'request':
      return APP_PATHS.activity;
    case 'published':
    case 'suggestions':
      return APP_PATHS.home;
    case 'refused':
      return APP_PATHS.profile;
  }
}
