import { useEffect, useRef, useState } from 'react';
import type { CountsResponse } from '../../../contract/schemas/counts';
import { getCounts } from '../../api/counts';
import { getNotifications } from '../../api/notifications';
import { onCountsChanged } from '../../lib/counts-changed';
import { useLiveEvent, useLiveState, type LiveState } from '../../lib/live-updates';

/** While the live stream is down, the counts are fetched again this often (a message may arrive meanwhile). */
export const NAV_COUNTS_REFRESH_MS = 60_000;
/**
 * When the stream ends, the counts are asked again after this pause rather than at once: a stream also ends
 * because the session did (a deleted account, a logout elsewhere), and by then the app has signed out
 * instead of asking with a token that no longer counts.
 */
export const STREAM_DOWN_GRACE_MS = 2000;
/**
 * The first counts come with the stream as it opens; they are asked for when it is refused, or when it has
 * given no answer after this long.
 */
export const STREAM_WAIT_MS = 5000;

/** The nav's counts and the bell's. */
export interface NavCounts extends CountsResponse {
  unreadNotifications: number;
}

/**
 * The navigation bar's counts of pending requests, unread messages and unread notifications. They move live
 * with the member's stream (its `counts` events, the first as it opens); they are also fetched on every
 * navigation, when a screen announces a change and when the tab comes back into view, and while the stream is
 * down, once a minute. A page's first counts wait for the stream's first answer (the stream opens once the
 * first screen has loaded), so the bar does not ask for what the stream is about to tell.
 * A failed fetch keeps the last numbers: the counts are a convenience, never worth an error on screen.
 *
 * @param signedIn only a member with a session has counts
 * @param pathname the current route, so each navigation refreshes them
 */
export function useNavCounts(signedIn: boolean, pathname: string): NavCounts | null {
  const [counts, setCounts] = useState<CountsResponse | null>(null);
  const [unreadNotifications, setUnreadNotifications] = useState(0);
  const stream = useLiveState(signedIn);
  const live = stream === 'open';
  /** What the last run of the effect below saw, to tell what changed since. */
  const seen = useRef<{ pathname: string; stream: LiveState } | null>(null);

  useLiveEvent(
    'counts',
    ({ pendingRequests, unreadMessages, unreadNotifications: unread }) => {
      setCounts({ pendingRequests, unreadMessages });
      setUnreadNotifications(unread);
    },
    signedIn,
  );

  useEffect(() => {
    if (!signedIn) {
      seen.current = null;
      return;
    }
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
    const before = seen.current;
    seen.current = { pathname, stream };
    const first = firstAsk(before, { pathname, stream });
    const firstTimer = first === 'none' || first === 0 ? undefined : setTimeout(onVisible, first);
    if (first === 0) void refresh();
    const timer = live ? undefined : setInterval(onVisible, NAV_COUNTS_REFRESH_MS);
    const unsubscribe = onCountsChanged(() => void refresh());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      inFlight?.abort();
      clearTimeout(firstTimer);
      clearInterval(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, pathname, stream, live]);

  return signedIn && counts ? { ...counts, unreadNotifications } : null;
}

/**
 * When the counts are next asked for, as the route or the stream's state changes: 0 at once, a pause in ms, or
 * 'none' where the stream tells them.
 */
function firstAsk(
  before: { pathname: string; stream: LiveState } | null,
  now: { pathname: string; stream: LiveState },
): number | 'none' {
  switch (now.stream) {
    // Its first answer tells: the counts as it opens, or a refusal (then 'down'). A stream that gives none (a
    // connection that hangs) is not waited for beyond a while; a navigation meanwhile asks as ever.
    case 'pending':
      return before !== null && before.pathname !== now.pathname ? 0 : STREAM_WAIT_MS;
    // Just opened: its first event brought them. Open before (a navigation): asked as ever.
    case 'open':
      return before !== null && before.stream !== 'open' ? 'none' : 0;
    // Just gone down: after the grace pause (the session may have ended with it). Refused, or down already: at once.
    case 'down':
      return before?.stream === 'open' ? STREAM_DOWN_GRACE_MS : 0;
  }
}
