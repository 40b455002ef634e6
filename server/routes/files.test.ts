import { describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../services/files';
import { call, expectOk, form, makeJpeg } from '../test/fixtures';
import { TEST_SIGNING_SECRET, useTestServer } from '../test/test-server';

const t = useTestServer();

async function photoUrl(): Promise<string> {
  const member = await t.createAccount('member');
  await expectOk(
    call(t, 'POST', '/api/profile/images', { token: member.token, form: form({ image0: await makeJpeg() }) }),
  );
  const my = (await expectOk(call(t, 'GET', '/api/profile/my', { token: member.token }))) as {
    images: { url: string }[];
  };
  return my.images[0].url;
}

describe('GET /api/files/...', () => {
  it('serves a photo through its signed link, with nosniff and a private cache lifetime', async () => {
    const url = await photoUrl();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a tampered signature, another file under the same signature, and no signature', async () => {
    const url = await photoUrl();
    const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    const otherKey = url.replace(/photo\/[0-9a-f]{32}/, `photo/${'0'.repeat(32)}`);
    const later = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    for (const bad of [tampered, otherKey, later]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorMessage: 'This link is not valid or has expired.' });
    }
    const unsigned = await t.app.inject({ method: 'GET', url: url.split('?')[0] });
    expect(unsigned.statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const url = await photoUrl();
    const key = t.files.keyFromUrl(url) ?? '';
    const past = createLocalFileStore({
      root: '/nonexistent',
      secret: TEST_SIGNING_SECRET,
      now: () => Date.now() - 3 * 3600_000,
    });
    const res = await t.app.inject({ method: 'GET', url: past.signedUrl(key) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses paths outside the storage layout', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/files/photo/..%2F..%2Fsigning-secret?expires=9999999999&signature=x',
    });
    expect([403, 404]).toContain(res.statusCode);
    const kind = await t.app.inject({ method: 'GET', url: '/api/files/secret/x.jpg?expires=9999999999&signature=x' });
    expect(kind.statusCode).toBe(400);
  });
});

describe('signed links', () => {
  it('keep one URL for a file within a time window, so browsers can cache', () => {
    let now = 1_800_000_000_000;
    const store = createLocalFileStore({ root: '/nonexistent', secret: TEST_SIGNING_SECRET, now: () => now });
    const key = `photo/${'a'.repeat(32)}.jpg`;
    const first = store.signedUrl(key);
    now += 1000;
    expect(store.signedUrl(key)).toBe(first);
    expect(store.keyFromUrl(first)).toBe(key);
    expect(store.keyFromUrl('/api/files/photo/nothex.jpg')).toBeNull();
  });

  it('give documents a shorter life than photos', () => {
    const now = 1_800_000_000_000;
    const store = createLocalFileStore({ root: '/nonexistent', secret: TEST_SIGNING_SECRET, now: () => now });
    const expiry = (url: string) => Number(/expires=(\d+)/.exec(url)?.[1]) - now / 1000;
    const photo = expiry(store.signedUrl(`photo/${'a'.repeat(32)}.jpg`));
    const document = expiry(store.signedUrl(`document/${'a'.repeat(32)}.jpg`));
    expect(document).toBeLessThanOrEqual(600);
    expect(document).toBeGreaterThanOrEqual(300);
    expect(photo).toBeGreaterThan(document);
  });
});
