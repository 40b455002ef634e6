import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { serverNodeArgs } from './node-flags';

const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment the server runs with in production, on this port and data folder, without demo data and with a
 * fresh signing secret: what the benchmarks start it with before adding their own settings.
 */
export function productionEnv(port: number, dataDir: string, logLevel: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    SEED_DEMO: 'false',
    LOG_LEVEL: logLevel,
    // The fault tests are about the API's own process; the checks' models would only add load.
    CHECKS: 'off',
    SIGNING_SECRET: randomBytes(32).toString('hex'),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr and stdout so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the time it took from the call. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/**
 * The real server (server/server.ts) as its own process on 127.0.0.1 and a
 * free port, as production runs it: for faults a process has to suffer
 * (kill -9, SIGTERM, a second process on the same data). Resolves once it
 * answers /api/health/live, or rejects with what it printed if it exits first.
 */
export async function startServer(env: Record<string, string>, { waitReady = true } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverNodeArgs(join(ROOT, 'server/server.ts')), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CHECKS: 'off',
      DIST_DIR: join(ROOT, 'no-dist-in-tests'),
      SIGNING_SECRET: 'fault-tests-signing-secret-0123456789',
      // As npm start runs it.
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited: () => exit,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exit;
    },
  };
  if (!waitReady) return server;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  await server.stop();
  throw new Error(`server did not start within a minute: ${output}`);
}

/**
 * A database of its own on the PostgreSQL server of `url` (server processes cannot take a schema, and a benchmark
 * must never touch existing data); `drop` removes it.
 */
export async function createScratchDatabase(
  url: string,
  prefix = 'fault',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
