import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/types';
import { createLocalFileStore } from '../services/files';
import { INTERNAL_ERROR_MESSAGE } from './errors';

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

/** The real app on the broken database, without files, mail or a built web app. */
function brokenApp(logger: AppDeps['logger']) {
  return buildApp({
    db: brokenDb,
    files: createLocalFileStore({ root: '/nonexistent', secret: 'x'.repeat(40) }),
    mailer: { send: async () => undefined },
    sms: { send: async () => undefined },
    config: { ...loadConfig({ DIST_DIR: '/nonexistent' }), signingSecret: 'x'.repeat(40) },
    logger,
  });
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
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorMessage: INTERNAL_ERROR_MESSAGE });
    expect(res.body).not.toContain('10.0.0.5');
    expect(lines.join('')).toContain('password authentication failed');
    const member = await app.inject({ method: 'GET', url: '/api/profile/my', headers: { authorization: 'some-token' } });
    expect(member.json()).toEqual({ errorMessage: INTERNAL_ERROR_MESSAGE });
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
