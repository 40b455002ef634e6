import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, expectOk } from '../../test/fixtures';
import { openEventStream } from '../../test/event-stream';
import { createMember, decide, type TestMember } from '../../test/members';
import { useTestServer } from '../../test/test-server';
import { createWebPush, type PushSender } from './push';

/** One request as the stand-in push service received it. */
interface PushRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@matrimony.example' };
let certDir: string;
let pushService: Server;
let origin: string;
let sender: PushSender;
const requests: PushRequest[] = [];

/**
 * A local HTTPS endpoint that plays the browser's push service (RFC 8030): it keeps each request and
 * answers 201 Created, or 410 Gone for a subscription the browser dropped.
 */
beforeAll(async () => {
  certDir = await mkdtemp(join(tmpdir(), 'matrimony-push-'));
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  const cert = await readFile(join(certDir, 'cert.pem'));
  pushService = createServer({ key: await readFile(join(certDir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // The server trusts this test's certificate only (nothing turns certificate checks off).
  sender = createWebPush(vapid, new Agent({ ca: cert }));
});

afterAll(async () => {
  await new Promise<void>((resolve) => pushService?.close(() => resolve()));
  if (certDir) await rm(certDir, { recursive: true, force: true });
});

beforeEach(() => {
  requests.length = 0;
});

const t = useTestServer({
  // Resolved when used: the push service starts after the test server is declared.
  push: {
    get publicKey() {
      return vapid.publicKey;
    },
    send: (subscription, payload) => sender.send(subscription, payload),
  },
  notify: { pollMs: 3_600_000 },
});

/** What a browser holds for a push subscription: its key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm push message body (RFC 8188 and RFC 8291) as the browser would. */
function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 followed by zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

describe('web push', () => {
  it('pushes the same notice as the email to a subscribed browser, signed with VAPID and encrypted for it', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    const keys = browserKeys();
    const endpoint = `${origin}/push/asha-phone`;
    await expectOk(
      call(t, 'POST', '/api/profile/push-subscription', {
        token: asha.token,
        json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      }),
    );
    expect(await expectOk(call(t, 'GET', '/api/profile/notification-settings', { token: asha.token }))).toMatchObject({
      push: { publicKey: vapid.publicKey, subscriptions: 1 },
    });

    await decide(t, bharat, asha, true);
    await t.app.notifier.drain();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/push/asha-phone');
    // RFC 8292: a JWT signed with the server's private key, and its public key beside it.
    const authorization = String(request.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(authorization).toContain(`k=${vapid.publicKey}`);
    const jwt = JSON.parse(Buffer.from(authorization.split('t=')[1].split('.')[1], 'base64url').toString()) as {
      aud: string;
      sub: string;
    };
    expect(jwt).toMatchObject({ aud: origin, sub: 'mailto:no-reply@matrimony.example' });
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    // Encrypted: the words are not readable on the way, only with the browser's keys.
    expect(request.body.toString('latin1')).not.toContain('Bharat');
    expect(JSON.parse(decryptPush(request.body, keys.ecdh, keys.auth))).toEqual({
      title: 'Bharat is interested in you',
      body: 'Bharat accepted your profile. Answer their request in Activity.',
      url: '/app/activity',
    });
    // The email went too.
    expect(t.outbox.messages.filter((m) => m.to === asha.email).map((m) => m.subject)).toEqual([
      'Bharat is interested in you',
    ]);
  });

  it('forgets a subscription the push service says is gone, and sends nothing after unsubscribing', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    const dev = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    const keys = browserKeys();
    await expectOk(
      call(t, 'POST', '/api/profile/push-subscription', {
        token: asha.token,
        json: { endpoint: `${origin}/gone/old-phone`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      }),
    );
    await decide(t, bharat, asha, true);
    await t.app.notifier.drain();
    expect(requests.map((r) => r.path)).toEqual(['/gone/old-phone']);
    expect(await expectOk(call(t, 'GET', '/api/profile/notification-settings', { token: asha.token }))).toMatchObject({
      push: { subscriptions: 0 },
    });

    const endpoint = `${origin}/push/new-phone`;
    const json = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } };
    await expectOk(call(t, 'POST', '/api/profile/push-subscription', { token: asha.token, json }));
    await expectOk(call(t, 'POST', '/api/profile/push-subscription/remove', { token: asha.token, json: { endpoint } }));
    await decide(t, dev, asha, true);
    await t.app.notifier.drain();
    expect(requests).toHaveLength(1);
  });
});

describe("a call's push", () => {
  /** Two matches; Asha's phone subscribed for push after the match's own notices went. */
  async function matchedWithPhone() {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    await decide(t, bharat, asha, true);
    await decide(t, asha, bharat, true);
    await t.app.notifier.drain();
    const keys = browserKeys();
    await expectOk(
      call(t, 'POST', '/api/profile/push-subscription', {
        token: asha.token,
        json: { endpoint: `${origin}/push/asha-phone`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      }),
    );
    const channels = (await expectOk(call(t, 'GET', '/api/chat/channels', { token: asha.token }))) as {
      chatChannels: { id: string }[];
    };
    const channelId = channels.chatChannels[0].id;
    requests.length = 0;
    return { asha, bharat, keys, channelId };
  }

  async function ring(from: TestMember, channelId: string, video: boolean): Promise<string> {
    const started = await expectOk(call(t, 'POST', '/api/calls', { token: from.token, json: { channelId, video } }));
    return (started as { callId: string }).callId;
  }

  it('rings a callee with no tab open on their phone, and tells them of the call they missed', async () => {
    const { asha, bharat, keys, channelId } = await matchedWithPhone();
    const callId = await ring(bharat, channelId, true);
    await t.app.notifier.drain();
    expect(requests.map((request) => JSON.parse(decryptPush(request.body, keys.ecdh, keys.auth)))).toEqual([
      { title: 'Bharat is calling you', body: 'Video call. Open the app to answer.', url: `/app/chat/${channelId}` },
    ]);

    // Unanswered for 45 seconds: the sweep marks it missed, and the phone hears of it.
    await t.db.query(`UPDATE calls SET created_at = now() - interval '46 seconds' WHERE id = $1`, [callId]);
    await expect
      .poll(async () => (await t.db.query(`SELECT state FROM calls WHERE id = $1`, [callId])).rows[0], {
        timeout: 6000,
      })
      .toEqual({ state: 'missed' });
    await t.app.notifier.drain();
    expect(requests).toHaveLength(2);
    expect(JSON.parse(decryptPush(requests[1].body, keys.ecdh, keys.auth))).toEqual({
      title: 'Missed video call from Bharat',
      body: 'Bharat called you. Open your chat to call back.',
      url: `/app/chat/${channelId}`,
    });
    // Not emailed: a call is told by push and the bell only.
    expect(t.outbox.messages.filter((m) => m.to === asha.email && m.subject.includes('call'))).toEqual([]);
  });

  it('does not push a ring to a member whose tab rings, nor one answered before the push went out', async () => {
    const { asha, bharat, channelId } = await matchedWithPhone();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tab = await openEventStream(base, asha.token);
    try {
      await tab.next((event) => event.event === 'counts');
      const rungInTab = await ring(bharat, channelId, false);
      await tab.next((event) => event.event === 'call');
      await t.app.notifier.drain();
      expect(requests).toHaveLength(0);
      await expectOk(call(t, 'POST', `/api/calls/${rungInTab}/decline`, { token: asha.token }));
    } finally {
      tab.close();
    }
    // Her tab closed (its presence gone): the next ring is for her phone, but she answers it elsewhere first.
    await t.db.query('DELETE FROM event_streams WHERE member_id = $1', [asha.id]);
    const answered = await ring(bharat, channelId, false);
    await expectOk(call(t, 'POST', `/api/calls/${answered}/answer`, { token: asha.token }));
    await t.app.notifier.drain();
    expect(requests).toHaveLength(0);
  });
});
