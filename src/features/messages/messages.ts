import { t } from '@lingui/core/macro';

/** Spec 2 and 8: the texts of the messages list and the chat, typed from the spec, read in the language of the moment. */
export const MESSAGES_TEXTS = {
  get emptyChannels() {
    return t`No chat channels available. Start a conversation now!`;
  },
  get noMessagesYet() {
    return t`No messages yet.`;
  },
  channels: {
    get fallback() {
      return t`Failed to fetch chat channels.`;
    },
    get exception() {
      return t`An error occurred while fetching chat channels`;
    },
  },
  history: {
    get fallback() {
      return t`Failed to fetch chat history.`;
    },
    get exception() {
      return t`An error occurred while fetching chat history`;
    },
  },
  send: {
    get fallback() {
      return t`Failed to send message.`;
    },
    get exception() {
      return t`An error occurred while sending the message`;
    },
  },
} as const;

/** My number on my terms: sharing the verified number with this match only, in the language of the moment. */
export const PHONE_SHARE_TEXTS = {
  get share() {
    return t`Share my phone number`;
  },
  get withdraw() {
    return t`Stop sharing my number`;
  },
  theirs: (phone: string) => t`Their number: ${phone}`,
  get mineShared() {
    return t`Your number is shared with this match only. You can stop sharing it at any time.`;
  },
  get hint() {
    return t`Share your verified number only when you are ready: only this match sees it, and you can withdraw it. Numbers typed into messages cannot be taken back.`;
  },
  get shared() {
    return t`Your number is now shared with this match.`;
  },
  /** The safety tip's word on numbers: why the button, rather than typing the number here. */
  get tip() {
    return t`When you are ready to talk by phone, use 'Share my phone number' at the top of this chat rather than typing it: only this match sees it, and you can withdraw it at any time.`;
  },
  get withdrawn() {
    return t`Your number is no longer shared.`;
  },
  get failed() {
    return {
      fallback: t`Failed to change sharing of your number.`,
      exception: t`An error occurred while changing sharing of your number.`,
    };
  },
};

/** A call as a line of the chat, and the header's call buttons (calls between matches: an addition to the spec). */
export const CALL_LINE_TEXTS = {
  /** An answered call and how long it lasted ("4 min"). */
  lasted: (video: boolean, length: string) => (video ? t`Video call, ${length}` : t`Voice call, ${length}`),
  inProgress: (video: boolean) => (video ? t`Video call in progress` : t`Voice call in progress`),
  /** The caller's line of a call not answered. */
  declined: (video: boolean) => (video ? t`Video call, declined` : t`Voice call, declined`),
  noAnswer: (video: boolean) => (video ? t`Video call, no answer` : t`Voice call, no answer`),
  /** The callee's line of a call not answered. */
  declinedBy: (video: boolean) => (video ? t`Declined video call` : t`Declined voice call`),
  missed: (video: boolean) => (video ? t`Missed video call` : t`Missed voice call`),
  seconds: (seconds: number) => t`${seconds} s`,
  minutes: (minutes: number) => t`${minutes} min`,
  get voiceButton() {
    return t`Voice call`;
  },
  get videoButton() {
    return t`Video call`;
  },
  get buttons() {
    return t`Call`;
  },
  get unavailable() {
    return t`Calls are not available right now. Please reload the page.`;
  },
};
