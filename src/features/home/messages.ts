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

/** The background card on Home: who the profile is for, marital status and mother tongue. */
export const HOME_BACKGROUND_MESSAGES = {
  get title() {
    return t`A few things families ask first`;
  },
  get intro() {
    return t`Who is this profile for, marital status and mother tongue: families filter on these.`;
  },
  get createdFor() {
    return t`Please choose who this profile is for.`;
  },
  get maritalStatus() {
    return t`Please choose the marital status.`;
  },
  get children() {
    return t`Please tell us about children.`;
  },
  get motherTongue() {
    return t`Please choose the mother tongue.`;
  },
  save: {
    get success() {
      return t`Thank you! Your details have been saved.`;
    },
    get fallback() {
      return t`Failed to save your details`;
    },
    get exception() {
      return t`An error occurred while saving your details`;
    },
  },
} as const;

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
