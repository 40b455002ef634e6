import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZES } from '../../../contract/enums';
import type { CallLine } from '../../../contract/schemas/calls';
import { getCalls } from '../../api/calls';
import { useLiveEvent } from '../../lib/live-updates';

/**
 * The chat's calls, as lines among its messages: the newest page at once and again whenever a call moves on
 * (the member's stream), older pages with the history's Load More. A failed read leaves the lines as they were:
 * the messages are what the chat is for.
 */
export function useChatCalls(channelId: string, enabled: boolean) {
  const [lines, setLines] = useState<CallLine[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const loaded = useRef(0);

  const merge = useCallback((incoming: readonly CallLine[]) => {
    setLines((current) => {
      const byId = new Map(current.map((line) => [line.id, line]));
      for (const line of incoming) byId.set(line.id, line);
      return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt);
    });
  }, []);

  // Bumped whenever a call moves on: the newest page is read again.
  const [moved, setMoved] = useState(0);
  useLiveEvent('call-state', () => setMoved((n) => n + 1), enabled);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    (async () => {
      try {
        const result = await getCalls(channelId, 0, controller.signal);
        if (!result.ok || controller.signal.aborted) return;
        merge(result.data.calls);
        if (loaded.current === 0) {
          loaded.current = result.data.calls.length;
          setHasOlder(result.data.calls.length === PAGE_SIZES.chatHistory);
        }
      } catch {
        // Kept as they were.
      }
    })();
    return () => controller.abort();
  }, [channelId, enabled, merge, moved]);

  async function loadOlder(): Promise<void> {
    if (!hasOlder) return;
    try {
      const result = await getCalls(channelId, loaded.current);
      if (!result.ok) return;
      loaded.current += result.data.calls.length;
      setHasOlder(result.data.calls.length === PAGE_SIZES.chatHistory);
      merge(result.data.calls);
    } catch {
      // The next Load More tries again.
    }
  }

  return { lines, loadOlder };
}
