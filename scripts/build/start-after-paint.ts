/**
 * A prerendered landing page paints from its HTML and stylesheet alone, so it starts the app only once it has
 * painted: Vite's `<script type="module" src>` for the entry becomes a small inline script that adds the entry
 * (and the page's catalog, as a module preload) when the browser reports the first contentful paint. Fetched
 * beside the stylesheet and fonts, the entry's 100 KiB took the bandwidth they needed, and on a slow phone
 * the browser ran it before painting. The entry then hydrates the page as before (src/main.tsx).
 *
 * The script's text is the same on every page, so the server's policy allows it by one hash
 * (server/lib/inline-scripts.ts); what it loads is read from its own data attributes. It starts the app at
 * once where a page cannot report its paint (a hidden tab, an older browser), and after two seconds at the
 * latest.
 */
const START_AFTER_PAINT = `(function (script) {
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    script.dataset.preload.split(' ').filter(Boolean).forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: script.dataset.entry });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !types || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 2000);
})(document.currentScript);`;

/** Vite's tag for the entry in a built page. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * `page` with its entry started after the first paint instead of at parse, `preloads` (module URLs) fetched with
 * it.
 */
export function startAfterPaint(page: string, preloads: string[]): string {
  const entry = ENTRY.exec(page);
  if (!entry) throw new Error('The built page has no module script for the entry.');
  return page.replace(
    entry[0],
    `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${START_AFTER_PAINT}</script>`,
  );
}
