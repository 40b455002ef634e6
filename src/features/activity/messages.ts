import { t } from '@lingui/core/macro';
import { DECISION_MESSAGES } from '../../lib/match-decision-messages';

/** Spec 2 and 8: the texts of the activity screen, typed from the spec, read in the language of the moment. */
export const ACTIVITY_MESSAGES = {
  get empty() {
    return t`No match requests found. Please check back later.`;
  },
  load: {
    get fallback() {
      return t`Failed to fetch requests`;
    },
    get exception() {
      return t`An error occurred while fetching requests`;
    },
  },
  ...DECISION_MESSAGES,
} as const;

/** Who viewed me (privacy members control). */
export const VIEWERS_MESSAGES = {
  get title() {
    return t`Viewed you`;
  },
  get empty() {
    return t`No visits to show yet. Visits are listed when you and the visitor both record visits (Privacy, on Profile).`;
  },
  load: {
    get fallback() {
      return t`Failed to fetch who viewed you`;
    },
    get exception() {
      return t`An error occurred while fetching who viewed you`;
    },
  },
} as const;
