import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test/test-server';

let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'matrimony-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(
    join(distDir, 'index.html'),
    "<!doctype html><script>document.documentElement.dataset.mode='dark'</script><title>landing</title>",
  );
  await writeFile(join(distDir, 'app.html'), '<!doctype html><title>shell</title>');
  await mkdir(join(distDir, 'hi'));
  await writeFile(
    join(distDir, 'hi', 'index.html'),
    '<!doctype html><script>document.documentElement.dataset.mode=\'dark\'</script><script data-entry="/assets/main-abc123.js">start()</script><title>landing</title>',
  );
  await writeFile(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const t = useTestServer({
  config: {
    get distDir() {
      return distDir;
    },
  },
});

describe('serving the built app', () => {
  it('serves the landing page at / with a CSP that forbids framing and foreign scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('landing');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("allows the built page's own inline script by its hash and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    // sha256 of: document.documentElement.dataset.mode='dark' (every page), and of start() (the Hindi landing page)
    expect(scriptSrc?.trim()).toBe(
      "script-src 'self' 'sha256-4XlIJko56KUhrevuANkE7v8rvkFZRw22On9T6w2N4zg=' 'sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='",
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('falls back to the app shell for app routes (SPA), never for /api', async () => {
    for (const path of ['/app/home', '/app/view-profile/123', '/secret-portal/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errorMessage: 'This API call does not exist.' });
    const post = await t.app.inject({ method: 'POST', url: '/app/home' });
    expect(post.statusCode).toBe(404);
  });

  it('caches fingerprinted assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
