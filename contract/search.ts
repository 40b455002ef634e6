/** Search's limits (plain data, so the app may import them). */

/** Search's and the shortlist's page size when none is asked for, and the most one page holds. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;
/** The ages search takes (members are at least 18). */
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 99;
export const SEARCH_SORTS = ['relevance', 'newest'] as const;
