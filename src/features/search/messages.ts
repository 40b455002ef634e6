import { t } from '@lingui/core/macro';

/** The texts of the search and shortlist screens, in the language of the moment. */
export const SEARCH_MESSAGES = {
  get empty() {
    return t`No members match these filters. Try widening them.`;
  },
  get shortlistEmpty() {
    return t`Your shortlist is empty. Star members from search, Home or a profile to find them here.`;
  },
  get ageOrder() {
    return t`The lowest age must not be above the highest.`;
  },
  get load() {
    return { fallback: t`Failed to search members`, exception: t`An error occurred while searching members` };
  },
  get shortlistLoad() {
    return {
      fallback: t`Failed to load your shortlist`,
      exception: t`An error occurred while loading your shortlist`,
    };
  },
};
