/** The texts of the search and shortlist screens (English; the language catalogs come with the machinery). */
export const SEARCH_MESSAGES = {
  title: 'Search',
  empty: 'No members match these filters. Try widening them.',
  shortlistTitle: 'Shortlist',
  shortlistEmpty: 'Your shortlist is empty. Star members from search, Home or a profile to find them here.',
  ageOrder: 'The lowest age must not be above the highest.',
  load: { fallback: 'Failed to search members', exception: 'An error occurred while searching members' },
  shortlistLoad: {
    fallback: 'Failed to load your shortlist',
    exception: 'An error occurred while loading your shortlist',
  },
  star: {
    success: 'Added to your shortlist.',
    fallback: 'Failed to update your shortlist',
    exception: 'An error occurred while updating your shortlist',
  },
  unstar: {
    success: 'Removed from your shortlist.',
    fallback: 'Failed to update your shortlist',
    exception: 'An error occurred while updating your shortlist',
  },
} as const;
