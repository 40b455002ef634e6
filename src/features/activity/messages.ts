/** Spec 2 and 8: the texts of the activity screen, typed from the spec. */
export const ACTIVITY_MESSAGES = {
  empty: 'No match requests found. Please check back later.',
  load: { fallback: 'Failed to fetch requests', exception: 'An error occurred while fetching requests' },
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
