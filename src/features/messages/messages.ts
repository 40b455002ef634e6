/** Spec 2 and 8: the texts of the messages list and the chat, typed from the spec. */
export const MESSAGES_TEXTS = {
  emptyChannels: 'No chat channels available. Start a conversation now!',
  noMessagesYet: 'No messages yet.',
  channels: { fallback: 'Failed to fetch chat channels.', exception: 'An error occurred while fetching chat channels' },
  history: { fallback: 'Failed to fetch chat history.', exception: 'An error occurred while fetching chat history' },
  send: { fallback: 'Failed to send message.', exception: 'An error occurred while sending the message' },
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
