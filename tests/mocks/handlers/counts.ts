import type { CountsResponse } from '../../../contract/schemas/counts';
import { pendingRequests } from '../fixtures';
import { ok, route } from '../http';

/** The fixtures' pending requests and a couple of unread messages; tests override it for other numbers. */
export const DEFAULT_COUNTS: CountsResponse = { pendingRequests: pendingRequests.length, unreadMessages: 2 };

export const countsHandlers = [route('get', '/counts', 'member', () => ok(DEFAULT_COUNTS))];
