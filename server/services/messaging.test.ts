import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_FILE, type OutboxEntry, createOutbox, createWebhookSms } from './messaging';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('development outbox', () => {
  it('appends each message as one JSON line {to, channel, code, text, at}, and logs it without the code', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const outbox = createOutbox(dir, { info: (_object, message) => logged.push(message) });
    await outbox.mailer.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 012345.', code: '012345' });
    await outbox.sms.send({ to: '+919876543210', subject: 'Code', text: 'Code 999999', code: '999999' });
    const lines = (await readFile(join(dir, OUTBOX_FILE), 'utf8')).trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as OutboxEntry);
    expect(entries.map(({ at: _at, ...rest }) => rest)).toEqual([
      { to: 'a@example.com', channel: 'email', code: '012345', text: 'Your code is 012345.' },
      { to: '+919876543210', channel: 'sms', code: '999999', text: 'Code 999999' },
    ]);
    expect(Object.keys(entries[0])).toEqual(['to', 'channel', 'code', 'text', 'at']);
    expect(Number.isNaN(Date.parse(entries[0].at))).toBe(false);
    expect(logged).toHaveLength(2);
    expect(logged.join('\n')).not.toMatch(/012345|999999/);
  });
});

describe('SMS webhook', () => {
  it('posts {to, text} as JSON and reports a failing provider', async () => {
    const calls: { url: string; body: unknown }[] = [];
    let status = 200;
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status });
    };
    const sms = createWebhookSms('http://127.0.0.1:9/sms', fakeFetch);
    await sms.send({ to: '+919876543210', subject: 's', text: 'Code 123456', code: '123456' });
    expect(calls).toEqual([{ url: 'http://127.0.0.1:9/sms', body: { to: '+919876543210', text: 'Code 123456' } }]);
    status = 500;
    await expect(sms.send({ to: '+91', subject: 's', text: 't' })).rejects.toThrow('SMS webhook answered 500');
  });
});
