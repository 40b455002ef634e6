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
