/** Spec 8: the texts of an Accept or Reject, shared by home and activity. */
export const DECISION_MESSAGES = {
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
