/** Spec 2 and 8: the texts of the suggested profile, typed from the spec. */
export const HOME_MESSAGES = {
  empty: 'There are no more matches at the moment. Please come back later for more matches!',
  feed: { fallback: 'Failed to fetch profile', exception: 'An error occurred while fetching the profile' },
  accept: {
    success: 'Request accepted successfully!',
    fallback: 'Failed to accept the request.',
    exception: 'An error occurred while accepting the request',
  },
  reject: {
    success: 'Request rejected successfully!',
    fallback: 'Failed to reject the request.',
    exception: 'An error occurred while rejecting the request',
  },
} as const;
