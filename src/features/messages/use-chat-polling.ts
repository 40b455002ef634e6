import { useEffect } from 'react';
import type { ChatMessage } from '../../../contract/schemas/chat';
import { getChatHistory } from '../../api/chat';
import { messagesOf } from './use-chat-history';

interface ChatPollingOptions {
  channelId: string;
  /** Polls only while true (once the first page is shown). */
  enabled: boolean;
  /** Poll interval in milliseconds. */
  pollMs: number;
  /** Where the newest page goes: `useChatHistory`'s `receive`; keep it stable. */
  receive: (messages: readonly ChatMessage[]) => void;
  /** Where the page's number of the other member goes (null when not shared): `setSharedPhone`; keep it stable. */
  onSharedPhone: (sharedPhone: string | null) => void;
}

/**
 * One source of fresh messages for `useChatHistory`: while the chat is open
 * and the page visible, the newest page is fetched every `pollMs` so the other
 * member's messages appear without a reload. Paused while the page is hidden,
 * polled at once when it shows again; one poll in flight at a time.
 */
export function useChatPolling({ channelId, enabled, pollMs, receive, onSharedPhone }: ChatPollingOptions): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let inFlight: AbortController | null = null;

    const poll = async () => {
      if (inFlight) return;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const result = await getChatHistory(channelId, 0, controller.signal);
        if (result.ok && !controller.signal.aborted) {
          receive(messagesOf(result.data));
          // While the live stream is down, a number shared or withdrawn reaches the header with the next poll.
          onSharedPhone(result.data?.sharedPhone ?? null);
        }
      } catch {
        // A missed poll is simply tried again at the next tick; no toast every few seconds.
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    };
    const start = () => {
      if (timer === undefined) timer = setInterval(() => void poll(), pollMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else {
        void poll();
        start();
      }
    };

    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, channelId, pollMs, receive, onSharedPhone]);
}
