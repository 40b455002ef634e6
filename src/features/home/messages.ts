import { DECISION_MESSAGES } from '../../lib/match-decision-messages';

/** Spec 2 and 8: the texts of the suggested profile, typed from the spec. */
export const HOME_MESSAGES = {
  empty: 'There are no more matches at the moment. Please come back later for more matches!',
  feed: { fallback: 'Failed to fetch profile', exception: 'An error occurred while fetching the profile' },
  ...DECISION_MESSAGES,
} as const;
