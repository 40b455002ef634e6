import type { SearchProfile } from '../../../contract/schemas/search';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { ok, pageOf, route } from '../http';

/** Search results: 23 members, so the list pages. */
export const searchResults: SearchProfile[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p-search-${i + 1}`,
  firstName: `Found ${i + 1}`,
  age: 25 + (i % 8),
  city: i % 2 ? 'Pune' : 'Mumbai',
  occupation: i % 3 ? 'Software Engineer' : 'Doctor',
  photo: null,
  badges: i % 4 ? ['ID_VERIFIED'] : ['ID_VERIFIED', 'PHOTO_VERIFIED'],
  shortlisted: i === 1,
}));

export const searchHandlers = [
  route('get', '/search', 'member', ({ request }) =>
    ok({ profiles: pageOf(searchResults, request, SEARCH_PAGE_SIZE), total: searchResults.length }),
  ),
  route('get', '/shortlist', 'member', ({ request }) => {
    const starred = searchResults.filter((p) => p.shortlisted);
    return ok({ profiles: pageOf(starred, request, SEARCH_PAGE_SIZE), total: starred.length });
  }),
  route('put', '/shortlist/:profileId', 'member', () => ok()),
  route('delete', '/shortlist/:profileId', 'member', () => ok()),
];
