import { t } from '@lingui/core/macro';

/**
 * Spec 8: the texts of an Accept or Reject, shared by home and activity; each read in the language of the
 * moment it is shown (English keeps the spec's words).
 */
export const DECISION_MESSAGES = {
  accept: {
    get success() {
      return t`Request accepted successfully!`;
    },
    get fallback() {
      return t`Failed to accept the request.`;
    },
    get exception() {
      return t`An error occurred while accepting the request`;
    },
  },
  reject: {
    get success() {
      return t`Request rejected successfully!`;
    },
    get fallback() {
      return t`Failed to reject the request.`;
    },
    get exception() {
      return t`An error occurred while rejecting the request`;
    },
  },
} as const;
