import { useEffect, useState } from 'react';
import type { CountsResponse } from '../../../contract/schemas/counts';
import { getCounts } from '../../api/counts';
import { onCountsChanged } from '../../lib/counts-changed';

/** While a page stays open, the counts are fetched again this often (a message may arrive meanwhile). */
export const NAV_COUNTS_REFRESH_MS = 60_000;

/**
 * The navigation bar's counts of pending requests and unread messages, fetched again on every
 * navigation, when a screen announces a change, when the tab comes back into view and once a minute.
 * A failed fetch keeps the last numbers: the counts are a convenience, never worth an error on screen.
 *
 * @param signedIn only a member with a session has counts
 * @param pathname the current route, so each navigation refreshes them
 */
export function useNavCounts(signedIn: boolean, pathname: string): CountsResponse | null {
  const [counts, setCounts] = useState<CountsResponse | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let inFlight: AbortController | null = null;
    const refresh = async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const result = await getCounts(controller.signal);
        if (result.ok && !controller.signal.aborted) setCounts(result.data);
      } catch {
        // Offline or aborted: the last numbers stay until the next refresh.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    void refresh();
    const timer = setInterval(onVisible, NAV_COUNTS_REFRESH_MS);
    const unsubscribe = onCountsChanged(() => void refresh());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      inFlight?.abort();
      clearInterval(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, pathname]);

  return signedIn ? counts : null;
}
