/**
 * Work that the first screen of a page does not need (the member's live stream, and with it the bar's counts
 * and the bell) waits until the page has loaded and the browser has a quiet moment: it then neither runs in the
 * same task as the screen's own first calls nor delays them.
 */

/** However busy the page stays, the work runs at most this long after the load event. */
export const FIRST_SCREEN_TIMEOUT_MS = 2000;

/**
 * Runs `work` once, after the window's load event, when the browser is idle (or after the timeout).
 *
 * @returns cancels the work if it has not run yet
 */
export function afterFirstScreen(work: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const whenLoaded = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    } else {
      // No idle callbacks (Safari): the next task, which still comes after the screen's own first calls.
      timer = setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** `afterFirstScreen` as a promise for a loader; rejects as aborted when `signal` is. */
export function firstScreenShown(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The screen was left.', 'AbortError'));
      return;
    }
    const cancel = afterFirstScreen(resolve);
    signal.addEventListener(
      'abort',
      () => {
        cancel();
        reject(new DOMException('The screen was left.', 'AbortError'));
      },
      { once: true },
    );
  });
}
