import { useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { sendChatMessage } from '../../api/chat';
import { useCall } from '../../lib/use-call';
import { MESSAGES_TEXTS } from './messages';

/** A message typed here that the server has not accepted yet: on its way, or refused and waiting for a retry. */
export interface OutgoingMessage {
  key: string;
  text: string;
  status: 'sending' | 'failed';
}

interface OutboxOptions {
  channelId: string;
  /** The server accepted `text`: it leaves the outbox and the caller appends it to the history. */
  onSent: (text: string) => void;
}

/**
 * Messages on their way to the server. One goes at a time; it shows as
 * 'Sending...' until the answer, and when refused it stays in the
 * conversation, marked as not sent, with a retry.
 */
export function useOutbox({ channelId, onSent }: OutboxOptions) {
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const sender = useCall();

  function mark(key: string, status: OutgoingMessage['status']) {
    setOutbox((current) => current.map((item) => (item.key === key ? { ...item, status } : item)));
  }

  async function deliver(key: string, text: string) {
    mark(key, 'sending');
    const outcome = await sender.run(() => sendChatMessage({ message: text, channelId }), MESSAGES_TEXTS.send);
    if (!outcome.ok) {
      if (!outcome.aborted) mark(key, 'failed');
      return;
    }
    setOutbox((current) => current.filter((item) => item.key !== key));
    onSent(text);
  }

  /**
   * Queues `text` (trimmed) and sends it.
   * @returns false when nothing was queued: empty text, or a message already on its way
   */
  function send(text: string): boolean {
    const message = text.trim();
    // Spec 5: an empty or whitespace-only message is not sent.
    if (message === '' || sender.busy) return false;
    const key = uuidv4();
    setOutbox((current) => [...current, { key, text: message, status: 'sending' }]);
    void deliver(key, message);
    return true;
  }

  /** @returns false when ignored because another message is on its way */
  function retry(item: OutgoingMessage): boolean {
    if (sender.busy) return false;
    void deliver(item.key, item.text);
    return true;
  }

  return { outbox, busy: sender.busy, send, retry };
}
