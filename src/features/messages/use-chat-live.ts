import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../contract/schemas/chat';
import { getChatHistory } from '../../api/chat';
import { useLiveEvent, useLiveStatus } from '../../lib/live-updates';
import { messagesOf } from './use-chat-history';

interface ChatLiveOptions {
  channelId: string;
  /** Listens only while true (once the first page is shown). */
  enabled: boolean;
  /** Where the newest page goes: `useChatHistory`'s `receive`. */
  receive: (messages: readonly ChatMessage[]) => void;
  /** Where the other member's number goes when they share or withdraw it: `useChatHistory`'s `setSharedPhone`. */
  onSharedPhone: (sharedPhone: string | null) => void;
}

/**
 * The push source of fresh messages for `useChatHistory`: when the member's stream tells of a new message in
 * this chat, the newest page is read at once. Reading it (rather than showing the event's text alone) marks the
 * chat read on the server, as a poll does, and brings the server's safety tip with the message. Answers
 * whether the stream is open, so the chat polls only while it is not.
 */
export function useChatLive({ channelId, enabled, receive, onSharedPhone }: ChatLiveOptions): boolean {
  const live = useLiveStatus(enabled);
  const inFlight = useRef<AbortController | null>(null);
  const again = useRef(false);

  useEffect(() => () => inFlight.current?.abort(), [channelId]);

  async function fetchNewest(): Promise<void> {
    // Messages that arrive while a read is on its way are fetched by one more read after it.
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const result = await getChatHistory(channelId, 0, controller.signal);
      if (result.ok && !controller.signal.aborted) receive(messagesOf(result.data));
    } catch {
      // Missed: the next message, the reconnect or the fallback poll brings it.
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    if (again.current && !controller.signal.aborted) {
      again.current = false;
      await fetchNewest();
    }
  }

  // A stream that (re)opens may have missed what came while it was down or opening: read the newest page once.
  useEffect(() => {
    if (live && enabled) void fetchNewest();
    // fetchNewest reads only refs and props that the chat's key fixes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, enabled]);

  useLiveEvent(
    'message',
    (data) => {
      if (data.channelId === channelId) void fetchNewest();
    },
    enabled,
  );
  // My number on my terms: the header shows the match's number as they share it, and drops it when withdrawn.
  useLiveEvent(
    'phone-share',
    (data) => {
      if (data.channelId === channelId) onSharedPhone(data.sharedPhone);
    },
    enabled,
  );
  return live;
}
