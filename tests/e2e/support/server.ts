import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const RESULTS_DIR = join(REPO_ROOT, 'test-results', 'e2e');
/** The latest screenshots of every screen, kept in the repository with a gallery (docs/screenshots/README.md). */
export const SCREENSHOTS_DIR = join(REPO_ROOT, 'docs', 'screenshots');

/** A line of <DATA_DIR>/outbox.jsonl (server/services/messaging.ts). */
export interface OutboxEntry {
  to: string;
  channel: 'email' | 'sms';
  code: string | null;
  text: string;
  at: string;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Every message the development outbox delivered so far, oldest first. */
  outbox(): OutboxEntry[];
  /** The newest one-time code sent to `to` (an email address, or '+91' and the number) on a channel. */
  latestCode(to: string, channel: 'email' | 'sms'): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it answered; see ${logFile}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`The server did not answer GET /api/health within 90 s; see ${logFile}`);
}

/**
 * Starts the real server (server/server.ts) as a newcomer would, on a free
 * port of 127.0.0.1 with a fresh embedded database in a temporary folder, and
 * the app built into dist/. Its log goes to test-results/e2e/<name>.server.log.
 */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = join(RESULTS_DIR, `${name}.server.log`);
  const log = createWriteStream(logFile);

  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // A developer's DATABASE_URL must not send the journeys to a shared PostgreSQL.
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  delete childEnv.SMS_WEBHOOK_URL;
  delete childEnv.ASSISTANT_LLM_URL;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...childEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(REPO_ROOT, 'dist'),
      SEED_DEMO: 'true',
      // A smaller generated population (the named demo accounts and their matches stay) keeps each start
      // short; ignored by a server that does not read it, which then seeds its full default.
      SEED_DEMO_POPULATION: '40',
      LOG_LEVEL: 'warn',
      // The checks' models load in a child process of their own; only the journey about review turns them on.
      CHECKS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  const outboxFile = join(dataDir, 'outbox.jsonl');
  const outbox = (): OutboxEntry[] =>
    existsSync(outboxFile)
      ? readFileSync(outboxFile, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as OutboxEntry)
      : [];

  return {
    baseUrl,
    dataDir,
    outbox,
    latestCode(to, channel) {
      const entry = outbox()
        .filter((message) => message.to === to && message.channel === channel && message.code)
        .at(-1);
      if (!entry?.code) throw new Error(`No ${channel} code was sent to ${to}`);
      return entry.code;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
