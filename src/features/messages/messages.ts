/** Spec 2 and 8: the texts of the messages list and the chat, typed from the spec. */
export const MESSAGES_TEXTS = {
  emptyChannels: 'No chat channels available. Start a conversation now!',
  noMessagesYet: 'No messages yet.',
  channels: { fallback: 'Failed to fetch chat channels.', exception: 'An error occurred while fetching chat channels' },
  history: { fallback: 'Failed to fetch chat history.', exception: 'An error occurred while fetching chat history' },
  send: { fallback: 'Failed to send message.', exception: 'An error occurred while sending the message' },
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
