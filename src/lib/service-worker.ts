/**
 * Registers the service worker (public/sw.js: the app shell offline, the offline page, push) from the member
 * area only and after the page has loaded, so the landing page's first load neither waits for it nor pays for
 * the files it precaches.
 */
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
