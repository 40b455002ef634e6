/**
 * Registers the service worker (public/sw.js: the app shell offline, the offline page, push) from the member
 * area only, and well after the page has loaded: its install fetches the app shell, which must not compete with
 * the first screen's own data and photos. The landing page never loads this code.
 */

/** After the load event: the member's first screen has fetched its data and photos by then. */
const AFTER_LOAD_MS = 10_000;

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.MODE !== 'production') {
    return;
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (no offline page, no push); nothing to tell the member.
      console.warn('The service worker could not be registered.', error);
    });
  };
  const later = () => {
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: AFTER_LOAD_MS });
      else register();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
