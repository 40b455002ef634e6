import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb } from '../db/postgres';
import { hashPassword } from '../lib/crypto';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';
import { usersRepository } from '../repositories/users';
import { createScratchDatabase, type ServerProcess, sleep, startServer } from '../process/server-process';
import { memberWithChannel } from './members';

/**
 * Several server processes on one database: on PostgreSQL (DATABASE_URL) two
 * instances share limits and see each other's logouts within a second; the
 * embedded database admits one process, and a second is refused saying which
 * process holds the folder. Everything stays on 127.0.0.1.
 */
const DATABASE_URL = process.env.DATABASE_URL;

let dataDir: string;
let scratch: { url: string; drop: () => Promise<void> } | null = null;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'faults-instances-'));
  if (DATABASE_URL) scratch = await createScratchDatabase(DATABASE_URL);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe(DATABASE_URL ? 'two instances on one PostgreSQL' : 'two processes on one embedded data folder', () => {
  if (!DATABASE_URL) {
    it('refuses the second process, naming the one that holds the folder, and the first keeps serving', async () => {
      const first = await startServer({ DATA_DIR: dataDir });
      servers.push(first);
      const second = await startServer({ DATA_DIR: dataDir }, { waitReady: false });
      servers.push(second);
      const exit = await second.exited();
      expect(exit.code).toBe(1);
      expect(second.output()).toContain(`is in use by process ${first.child.pid} `);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    }, 120_000);
    return;
  }

  it('share the login and chat limits, and a logout on one reaches the other within a second', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' };
    const a = await startServer(env);
    servers.push(a);
    const b = await startServer(env);
    servers.push(b);

    const db = await createPostgresDb({ connectionString: env.DATABASE_URL, max: 2 });
    const passwordHash = await hashPassword('Right@12345', DEFAULT_PASSWORD_HASH_COST);
    const { id: one, email, channelId } = await memberWithChannel(db, passwordHash);
    await db.close();

    // Logins: ten a minute per address in all, whichever instance answers. Each attempt names another
    // account, so the per-account waits (which start after five failures in a row) play no part.
    const logins: number[] = [];
    for (let i = 0; i < 11; i++) {
      const userName = i === 0 ? email : `nobody-${i}@example.com`;
      logins.push((await post(i % 2 ? b : a, '/api/users/login', { userName, password: 'wrong-password' })).status);
    }
    expect(logins.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(logins[10]).toBe(429);

    // Chat: thirty messages a minute per member in all.
    const token = await loginDirect(env.DATABASE_URL, one);
    const sends: number[] = [];
    for (let i = 0; i < 31; i++)
      sends.push((await post(i % 2 ? b : a, '/api/chat/send', { channelId, message: `hello ${i}` }, token)).status);
    expect(sends.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(sends[30]).toBe(429);

    // Revocation: B has checked the token (and trusts it); a logout on A reaches B within a second.
    const mine = () =>
      fetch(`${b.url}/api/profile/my`, { headers: { authorization: token } }).then((res) => res.status);
    expect(await mine()).toBe(200);
    expect(await mine()).toBe(200);
    expect((await post(a, '/api/users/logout', {}, token)).status).toBe(200);
    const loggedOut = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - loggedOut < 1000) {
      status = await mine();
      if (status === 200) await sleep(25);
    }
    expect(status).toBe(401);
  }, 120_000);
});

/** A session for the member straight in the database (the login limit of this address is used up by now). */
async function loginDirect(url: string, userId: string): Promise<string> {
  const db = await createPostgresDb({ connectionString: url, max: 1 });
  try {
    return await usersRepository(db).createSession(userId, 1);
  } finally {
    await db.close();
  }
}
