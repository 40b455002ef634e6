import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/types';
import { createLocalFileStore } from '../services/files';

/** A database that fails every call, with a message that must never reach the client. */
const brokenDb: Db = {
  kind: 'postgres',
  query: async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "app"');
  },
  exec: async () => undefined,
  transaction: async () => {
    throw new Error('unreachable');
  },
  close: async () => undefined,
};

/** The real app's dependencies on the broken database, without files, mail or a built web app. */
async function brokenDeps(): Promise<AppDeps> {
  return {
    db: brokenDb,
    files: createLocalFileStore({ root: '/nonexistent', secret: 'x'.repeat(40) }),
    mailer: { send: async () => undefined },
    sms: { send: async () => undefined },
    config: { ...loadConfig({ DIST_DIR: '/nonexistent' }), signingSecret: 'x'.repeat(40) },
  };
}

async function brokenApp(logger: AppDeps['logger']) {
  return buildApp({ ...(await brokenDeps()), logger });
}

describe('error handler', () => {
  it('hides 5xx details from the client and logs them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await brokenApp({ level: 'error', stream });
    const res = await app.inject({ method: 'GET', url: '/api/profile/my', headers: { authorization: 'some-token' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorMessage: 'Something went wrong on our side. Please try again later.' });
    expect(res.body).not.toContain('10.0.0.5');
    expect(lines.join('')).toContain('password authentication failed');
    await app.close();
  });

  it('answers readiness 503 while the database fails, and liveness 200', async () => {
    const app = await brokenApp(false);
    const ready = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('1');
    expect(ready.json()).toEqual({
      errorMessage: 'The service cannot reach its database right now. Please try again in a moment.',
    });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers a database that cannot answer now with 503 and Retry-After, never 500', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const app = await buildApp({
      ...(await brokenDeps()),
      db: { ...brokenDb, query: async () => Promise.reject(terminated) },
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/api/profile/my', headers: { authorization: 'some-token' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ errorMessage: 'The service is busy right now. Please try again in a moment.' });
    await app.close();
  });

  it('answers malformed JSON with a 400 message', async () => {
    const app = await brokenApp(false);
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: 'The request body is not valid JSON.' });
    await app.close();
  });
});
