import { DECISION_MESSAGES } from '../../lib/match-decision-messages';

/** Spec 2 and 8: the texts of the activity screen, typed from the spec. */
export const ACTIVITY_MESSAGES = {
  empty: 'No match requests found. Please check back later.',
  load: { fallback: 'Failed to fetch requests', exception: 'An error occurred while fetching requests' },
  ...DECISION_MESSAGES,
} as const;
