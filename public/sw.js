/*
 * The installed app's service worker (registered from the member area: src/lib/service-worker.ts).
 * - Precaches the app shell (app.html and the fingerprinted files it loads) and the offline page at install.
 * - Pages: the network first, and the offline page when there is none (an API-backed screen cannot work
 *   offline, so it says so instead of a browser error). What that page loads (its icon and its script, which
 *   brings the page back when the network returns) and the other precached files: the network first, else
 *   the cache, so the offline page shows whole.
 * - /assets/: from the cache first (their names change with their content), else the network, kept.
 * - API calls are never cached: they carry a member's token and private answers.
 * - Web push: shows the notice the server sent, and opens its screen on a click.
 */
// v2: the offline page speaks Hindi and Tamil; a new name makes installed apps fetch it again.
const SHELL_CACHE = 'shell-v2';
const ASSET_CACHE = 'assets-v1';
const OFFLINE_PAGE = '/offline.html';
const SHELL = [
  '/app.html',
  OFFLINE_PAGE,
  '/offline.js',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/favicon.svg',
];
/** Fingerprinted files an old build left in the cache are dropped beyond this many. */
const MAX_ASSETS = 80;

/** The script and style files app.html loads (Vite writes them under /assets/). */
async function shellAssets(response) {
  const html = await response.clone().text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL);
      const page = await shell.match('/app.html');
      if (page) await (await caches.open(ASSET_CACHE)).addAll(await shellAssets(page));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      await Promise.all((await caches.keys()).filter((name) => !keep.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function fromNetworkOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function fromNetworkOrCache(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request)) ?? Response.error();
  }
}

async function assetFirstFromCache(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(fromNetworkOrOffline(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetFirstFromCache(request));
  else if (SHELL.includes(url.pathname)) event.respondWith(fromNetworkOrCache(request));
});

self.addEventListener('push', (event) => {
  let notice = { title: 'Matrimony AI', body: '', url: '/app/home' };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // A push without a readable body still tells the member something happened.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/app/home', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== target && 'navigate' in open) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
