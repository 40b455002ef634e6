import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test/test-server';

/** The installable app as the build ships it: public/ is copied into dist/ as it is. */
const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'matrimony-pwa-'));
  await cp(PUBLIC_DIR, distDir, { recursive: true });
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>landing</title>');
  await writeFile(
    join(distDir, 'app.html'),
    '<!doctype html><script type="module" src="/assets/main-abc.js"></script>',
  );
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const t = useTestServer({
  config: {
    get distDir() {
      return distDir;
    },
  },
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the installable app', () => {
  it('serves a valid web app manifest that starts at the member home, in the look of the app', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      name: 'Matrimony AI',
      short_name: 'Matrimony',
      start_url: '/app/home',
      id: '/app/home',
      scope: '/',
      display: 'standalone',
    });
    // The look's brand and page colours (src/app/theme.css, light mode, which the splash screen uses).
    const theme = await readFile(join(import.meta.dirname, '..', 'src', 'app', 'theme.css'), 'utf8');
    const light = theme.slice(theme.indexOf("[data-bs-theme='light']"), theme.indexOf("[data-bs-theme='dark']"));
    expect(light).toContain(`--app-brand: ${manifest.theme_color};`);
    expect(light).toContain(`--bs-body-bg: ${manifest.background_color};`);

    // Installable: a 192 and a 512 PNG (one of them maskable), each served and of the size it claims.
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
    }
    expect(manifest.icons.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const served = await get(icon.src);
      expect(served.statusCode, icon.src).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(served.rawPayload).metadata();
      expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
    }
  });

  it('serves the service worker from the root, revalidated on every load, under the page policy', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A browser checks for a new worker on each visit; a cached one would keep an old worker for long.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.body).toContain("'/offline.html'");
    expect(res.body).toContain("addEventListener('push'");
  });

  it('serves the offline page the service worker falls back to, self-contained', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>You are offline</h1>');
    expect(res.body).toContain('<a href="">Try again</a>');
    // Nothing but itself, the icon it shows and the script that brings it back: offline, nothing else can load.
    expect(res.body).not.toMatch(/<link rel="stylesheet"/);
    expect([...res.body.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/offline.js">']);
    expect([...res.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/icons/icon-192.png', '/offline.js']);
    const script = await get('/offline.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("addEventListener('online'");
    expect(script.body).toContain('location.reload()');
  });
});

/**
 * The service worker itself, run in a small stand-in for a browser's worker scope: its listeners, a cache
 * storage and a network that can be cut.
 */
async function startWorker() {
  const origin = 'https://matrimony.test';
  const listeners = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, Map<string, Response>>();
  let online = true;
  const network = async (input: Request | string) => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(typeof input === 'string' ? input : input.url, origin).pathname;
    const res = await get(path);
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type']) },
    });
  };
  const keyOf = (input: Request | string) => new URL(typeof input === 'string' ? input : input.url, origin).pathname;
  const openStore = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), await network(url));
      },
      match: async (input: Request | string) => store.get(keyOf(input))?.clone(),
      put: async (input: Request | string, response: Response) => void store.set(keyOf(input), response),
      keys: async () => [...store.keys()],
      delete: async (key: string) => store.delete(key),
    };
  };
  const caches = {
    open: async (name: string) => openStore(name),
    match: async (input: Request | string) => {
      for (const store of stores.values()) {
        const hit = store.get(keyOf(input));
        if (hit) return hit.clone();
      }
      return undefined;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: new URL(origin),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  runInNewContext(await readFile(join(PUBLIC_DIR, 'sw.js'), 'utf8'), { self, caches, fetch: network, URL, Response });
  let installed: Promise<unknown> = Promise.resolve();
  listeners.get('install')!({ waitUntil: (work: Promise<unknown>) => (installed = work) });
  await installed;
  /** What the worker answers for a request a page makes (undefined: left to the browser). */
  async function request(path: string, mode: 'navigate' | 'no-cors' = 'no-cors'): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    const request = { method: 'GET', url: new URL(path, origin).href, mode };
    listeners.get('fetch')!({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer;
  }
  return { request, goOffline: () => void (online = false) };
}

describe('the service worker offline', () => {
  it('shows the offline page whole: its icon and its script come from the cache', async () => {
    const worker = await startWorker();
    worker.goOffline();
    const page = await worker.request('/app/home', 'navigate');
    expect(await page!.text()).toContain('<h1>You are offline</h1>');
    const icon = await worker.request('/icons/icon-192.png');
    expect(icon!.status).toBe(200);
    expect((await sharp(Buffer.from(await icon!.arrayBuffer())).metadata()).width).toBe(192);
    const script = await worker.request('/offline.js');
    expect(await script!.text()).toContain('location.reload()');
  });

  it('leaves the API to the network, never to the cache', async () => {
    const worker = await startWorker();
    expect(await worker.request('/api/profile/my')).toBeUndefined();
  });
});

describe('the offline page comes back by itself', () => {
  /** offline.js in a page of its own: the network answers as `reachable` says; what the page did is recorded. */
  async function offlinePage() {
    let reachable = false;
    const asked: string[] = [];
    const reloads: number[] = [];
    const listeners = new Map<string, () => void>();
    const timers: Array<{ run: () => void; every: number }> = [];
    runInNewContext(await readFile(join(PUBLIC_DIR, 'offline.js'), 'utf8'), {
      // An English visitor: the page keeps its own words (its other languages: tests/offline-page.test.ts).
      document: { cookie: '' },
      navigator: { languages: ['en-IN'] },
      location: { href: 'https://app.example/app/messages', reload: () => reloads.push(Date.now()) },
      fetch: (url: string, init: { method: string }) => {
        asked.push(`${init.method} ${url}`);
        return reachable ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('Failed to fetch'));
      },
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      setInterval: (run: () => void, every: number) => timers.push({ run, every }),
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {
      asked,
      reloads,
      timers,
      setReachable: (value: boolean) => void (reachable = value),
      fire: async (name: string) => {
        listeners.get(name)?.();
        await settle();
      },
      tick: async () => {
        for (const timer of timers) timer.run();
        await settle();
      },
    };
  }

  it('stays while the network reaches nothing, and reloads the page the member wanted once it does', async () => {
    const page = await offlinePage();
    expect(page.timers.map((timer) => timer.every)).toEqual([5000]);
    // The browser says "online" on a network that reaches nothing: the page stays.
    await page.fire('online');
    await page.tick();
    expect(page.asked).toEqual(['HEAD https://app.example/app/messages', 'HEAD https://app.example/app/messages']);
    expect(page.reloads).toHaveLength(0);
    // The next try after the network returns brings the page back, with no tap.
    page.setReachable(true);
    await page.tick();
    expect(page.reloads).toHaveLength(1);
    await page.fire('online');
    expect(page.reloads).toHaveLength(2);
  });
});
