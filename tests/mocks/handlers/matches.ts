import { PAGE_SIZES } from '../../../contract/enums';
import { pendingRequests } from '../fixtures';
import { ok, pageOf, route } from '../http';

export const matchesHandlers = [
  route('put', '/matches/send', 'member', () => ok()),
  route('get', '/matches/get', 'member', ({ request }) =>
    ok({ pendingRequests: pageOf(pendingRequests, request, PAGE_SIZES.activity) }),
  ),
];
