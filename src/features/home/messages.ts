import { t } from '@lingui/core/macro';
import { DECISION_MESSAGES } from '../../lib/match-decision-messages';

/** Spec 2 and 8: the texts of the suggested profile, typed from the spec, read in the language of the moment. */
export const HOME_MESSAGES = {
  get empty() {
    return t`There are no more matches at the moment. Please come back later for more matches!`;
  },
  feed: {
    get fallback() {
      return t`Failed to fetch profile`;
    },
    get exception() {
      return t`An error occurred while fetching the profile`;
    },
  },
  ...DECISION_MESSAGES,
} as const;
