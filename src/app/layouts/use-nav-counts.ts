import { useEffect, useRef, useState } from 'react';
import type { CountsResponse } from '../../../contract/schemas/counts';
import { getCounts } from '../../api/counts';
import { getNotifications } from '../../api/notifications';
import { onCountsChanged } from '../../lib/counts-changed';
import { useLiveEvent, useLiveStatus } from '../../lib/live-updates';

/** While the live stream is down, the counts are fetched again this often (a message may arrive meanwhile). */
export const NAV_COUNTS_REFRESH_MS = 60_000;
/**
 * When the stream ends, the counts are asked again after this pause rather than at once: a stream also ends
 * because the session did (a deleted account, a logout elsewhere), and by then the app has signed out
 * instead of asking with a token that no longer counts.
 */
export const STREAM_DOWN_GRACE_MS = 2000;

/** The nav's counts and the bell's. */
export interface NavCounts extends CountsResponse {
  unreadNotifications: number;
}

/**
 * The navigation bar's counts of pending requests, unread messages and unread notifications. They move live
 * with the member's stream (its `counts` events); they are also fetched on every navigation, when a screen
 * announces a change and when the tab comes back into view, and while the stream is down, once a minute.
 * A failed fetch keeps the last numbers: the counts are a convenience, never worth an error on screen.
 *
 * @param signedIn only a member with a session has counts
 * @param pathname the current route, so each navigation refreshes them
 */
export function useNavCounts(signedIn: boolean, pathname: string): NavCounts | null {
  const [counts, setCounts] = useState<CountsResponse | null>(null);
  const [unreadNotifications, setUnreadNotifications] = useState(0);
  const live = useLiveStatus(signedIn);
  const wasLive = useRef(false);

  useLiveEvent(
    'counts',
    ({ pendingRequests, unreadMessages, unreadNotifications: unread }) => {
      setCounts({ pendingRequests, unreadMessages });
      setUnreadNotifications(unread);
    },
    signedIn,
  );

  useEffect(() => {
    if (!signedIn) return;
    let inFlight: AbortController | null = null;
    const refresh = async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const [result, bell] = await Promise.all([
          getCounts(controller.signal),
          // The stream tells the bell's count as it opens and whenever it moves; without it, ask.
          live ? null : getNotifications(0, controller.signal, 1),
        ]);
        if (controller.signal.aborted) return;
        if (result.ok) setCounts(result.data);
        if (bell?.ok) setUnreadNotifications(bell.data.unread);
      } catch {
        // Offline or aborted: the last numbers stay until the next refresh.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    // The first ask, unless the stream has just gone down (then after the grace pause).
    const first = wasLive.current && !live ? setTimeout(onVisible, STREAM_DOWN_GRACE_MS) : undefined;
    if (first === undefined) void refresh();
    wasLive.current = live;
    const timer = live ? undefined : setInterval(onVisible, NAV_COUNTS_REFRESH_MS);
    const unsubscribe = onCountsChanged(() => void refresh());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      inFlight?.abort();
      clearTimeout(first);
      clearInterval(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, pathname, live]);

  return signedIn && counts ? { ...counts, unreadNotifications } : null;
}
