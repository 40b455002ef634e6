import { PAGE_SIZES } from '../../../contract/enums';
import { chatBadges, chatChannels, chatHistory } from '../fixtures';
import { ok, pageOf, route } from '../http';

/** History pages newest first by offset, so 'Load More' goes back in time. */
const newestFirst = [...chatHistory].sort((a, b) => b.createdAt - a.createdAt);

export const chatHandlers = [
  route('get', '/chat/channels', 'member', ({ request }) =>
    ok({ chatChannels: pageOf(chatChannels, request, PAGE_SIZES.chatChannels) }),
  ),
  route('get', '/chat/history', 'member', ({ request }) =>
    ok({ messages: pageOf(newestFirst, request, PAGE_SIZES.chatHistory), badges: chatBadges }),
  ),
  route('post', '/chat/send', 'member', () => ok()),
];
