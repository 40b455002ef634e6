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

/** My number on my terms: sharing the verified number with this match only. */
export const PHONE_SHARE_TEXTS = {
  share: 'Share my phone number',
  withdraw: 'Stop sharing my number',
  theirs: (phone: string) => `Their number: ${phone}`,
  mineShared: 'Your number is shared with this match only. You can stop sharing it at any time.',
  hint: 'Share your verified number only when you are ready: only this match sees it, and you can withdraw it. Numbers typed into messages cannot be taken back.',
  shared: 'Your number is now shared with this match.',
  /** The safety tip's word on numbers: why the button, rather than typing the number here. */
  tip: "When you are ready to talk by phone, use 'Share my phone number' at the top of this chat rather than typing it: only this match sees it, and you can withdraw it at any time.",
  withdrawn: 'Your number is no longer shared.',
  failed: {
    fallback: 'Failed to change sharing of your number.',
    exception: 'An error occurred while changing sharing of your number.',
  },
} as const;

/** A call as a line of the chat (calls between matches: an addition to the spec). */
export const CALL_LINE_TEXTS = {
  video: 'Video call',
  voice: 'Voice call',
  inProgress: ' in progress',
  declined: ', declined',
  noAnswer: ', no answer',
  declinedBy: 'Declined',
  missed: 'Missed',
  voiceButton: 'Voice call',
  videoButton: 'Video call',
  unavailable: 'Calls are not available right now. Please reload the page.',
} as const;
