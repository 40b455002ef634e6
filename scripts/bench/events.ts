/**
 * npm run bench:events [-- --streams 2000 --messages 300 --rate 20]
 *
 * Live updates (GET /api/events), on the real server process, 127.0.0.1 only:
 *
 * 1. Memory: one instance on the embedded database (a temporary folder). RSS at rest, then with `--streams` idle
 *    streams open (five per member, the cap), each having read its first event. Budget: under 400 MB in all.
 * 2. Latency across instances: two instances on one PostgreSQL (a scratch database on the server of DATABASE_URL,
 *    default postgres://postgres@127.0.0.1:5432/test, dropped afterwards). Receivers hold a stream on instance B;
 *    their matches send `--messages` messages through instance A at `--rate` a second; the time from sending to
 *    the event's arrival on B's stream, p50 and p99. Budget: p99 at most 1 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request, Agent } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { createPostgresDb } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import { createScratchDatabase, freePort, productionEnv } from '../../server/process/server-process';
import { serverNodeArgs } from '../../server/process/node-flags';
import { seedBench } from './seed';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    messages: { type: 'string', default: '300' },
    rate: { type: 'string', default: '20' },
  },
});
const STREAMS = Number(args.streams);
const MESSAGES = Number(args.messages);
const RATE = Number(args.rate);
const STREAMS_PER_MEMBER = 5;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = join(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[bench:events] ${message}`);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startInstance(dir: string, databaseUrl?: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverNodeArgs(join(ROOT, 'server/server.ts')), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...productionEnv(port, dir, 'warn'),
      // As npm start runs it (server README, "Memory").
      MALLOC_ARENA_MAX: '2',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SIGNING_SECRET: 'bench-events-shared-secret-0123456789' } : {}),
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, base };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 2 minutes');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(12_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

interface Stream {
  /** Resolves once the stream has read its first event. */
  ready: Promise<void>;
  close(): void;
}

/** An event stream over a plain socket, as lean as a browser tab's; onMessage gets each message event's text. */
function openStream(base: string, token: string, agent: Agent, onMessage?: (message: string) => void): Stream {
  let close = () => undefined as void;
  const ready = new Promise<void>((resolve, reject) => {
    const req = request(`${base}/api/events`, { headers: { authorization: token }, agent }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ')) resolve();
          if (onMessage && block.includes('event: message')) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) onMessage((JSON.parse(data.slice(6)) as { message: string }).message);
          }
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.end();
    close = () => req.destroy();
  });
  return { ready, close: () => close() };
}

async function memory(): Promise<{ before: number; after: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  let server: ChildProcess | null = null;
  const streams: Stream[] = [];
  try {
    const members = Math.ceil(STREAMS / STREAMS_PER_MEMBER);
    const db = await createPgliteDb(join(dir, 'pgdata'));
    await migrate(db);
    const seed = await seedBench(db, { profiles: members + 200, pairs: 1, messagesPerPair: 1, feedMembers: members });
    await db.close();
    const started = await startInstance(dir);
    server = started.child;
    const pid = server.pid ?? 0;
    // The server as it runs: every route's code loaded, the database warm.
    for (const token of seed.feedTokens.slice(0, 20)) {
      await fetch(`${started.base}/api/counts`, { headers: { authorization: token } }).then((res) => res.text());
    }
    await sleep(3000);
    const before = rssMb(pid);
    log(`embedded instance pid ${pid}: RSS at rest ${before} MB`);
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
    const opened = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) =>
        openStream(started.base, seed.feedTokens[Math.floor((i + j) / STREAMS_PER_MEMBER)], agent),
      );
      streams.push(...batch);
      await Promise.all(batch.map((stream) => stream.ready));
    }
    log(`${STREAMS} streams open in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
    await sleep(5000);
    const after = rssMb(pid);
    log(
      `RSS with ${STREAMS} idle streams: ${after} MB (${(((after - before) * 1024) / STREAMS).toFixed(1)} KB a stream)`,
    );
    return { before, after };
  } finally {
    for (const stream of streams) stream.close();
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function acrossInstances(): Promise<{ p50: number; p99: number; lost: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-events-pg-'));
  const scratch = await createScratchDatabase(DATABASE_URL, 'bench_events');
  const children: ChildProcess[] = [];
  const streams: Stream[] = [];
  try {
    const pairs = Math.max(10, Math.ceil(MESSAGES / 20));
    const db: Db = await createPostgresDb({ connectionString: scratch.url, max: 2 });
    await migrate(db);
    const seed = await seedBench(db, { profiles: pairs * 2 + 10, pairs, messagesPerPair: 1, feedMembers: 1 });
    await db.close();
    const a = await startInstance(dir, scratch.url);
    children.push(a.child);
    const b = await startInstance(dir, scratch.url);
    children.push(b.child);
    log(`two instances on PostgreSQL: A ${a.base} (senders), B ${b.base} (receivers)`);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
    // Chatters come in pairs: [2k] and [2k+1] share channel k+1. The second of each pair listens on B.
    for (let k = 0; k < pairs; k++) {
      const receiver = seed.chatters[2 * k + 1];
      const stream = openStream(b.base, receiver.token, agent, (message) => {
        const at = sentAt.get(message);
        if (at !== undefined) latencies.push(performance.now() - at);
      });
      streams.push(stream);
      await stream.ready;
    }
    await sleep(1000);
    for (let i = 0; i < MESSAGES; i++) {
      const sender = seed.chatters[2 * (i % pairs)];
      const message = `bench ${i}`;
      const tick = performance.now();
      sentAt.set(message, tick);
      const res = await fetch(`${a.base}/api/chat/send`, {
        method: 'POST',
        headers: { authorization: sender.token, 'content-type': 'application/json' },
        body: JSON.stringify({ channelId: sender.channelId, message }),
      });
      if (!res.ok) throw new Error(`send answered ${res.status}: ${await res.text()}`);
      await res.text();
      await sleep(Math.max(0, 1000 / RATE - (performance.now() - tick)));
    }
    await sleep(2000);
    const sorted = [...latencies].sort((x, y) => x - y);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), lost: MESSAGES - latencies.length };
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(children.map(stop));
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { before, after } = await memory();
  const { p50, p99, lost } = await acrossInstances();
  log(`send on A to arrival on B over ${MESSAGES} messages: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  const checks: [string, boolean][] = [
    [`RSS with ${STREAMS} idle streams < 400 MB (${after} MB; ${before} MB at rest)`, after < 400],
    [`p99 send to arrival across two instances <= 1000 ms (${p99.toFixed(1)} ms)`, p99 <= 1000],
    [`every message arrived (${lost} lost)`, lost === 0],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
