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

/** Saving the background card, in the language of the moment. */
export function backgroundSaveMessages() {
  return {
    success: t`Thank you! Your details have been saved.`,
    fallback: t`Failed to save your details`,
    exception: t`An error occurred while saving your details`,
  };
}

/** Privacy members control: Home while the member's profile is paused. */
export const PAUSED_MESSAGES = {
  get title() {
    return t`Your profile is paused`;
  },
  get body() {
    return t`Nobody is shown your profile and nobody can send you a request, and we show you no suggestions. Your matches and chats stay as they are.`;
  },
  get resume() {
    return t`Resume my profile`;
  },
  get resuming() {
    return t`Resuming...`;
  },
  get resumed() {
    return t`Your profile is visible again.`;
  },
  get fallback() {
    return t`Failed to resume your profile.`;
  },
  get exception() {
    return t`An error occurred while resuming your profile.`;
  },
} as const;
