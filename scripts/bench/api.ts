/**
 * npm run bench:api [-- --profiles 100000 --duration 10 --rate 200 --runs 3 --dealbreakers 0.7 --blurred 0.5]
 *
 * Seeds a fresh database (embedded PGlite in a temporary folder, or a new
 * database on the PostgreSQL server of DATABASE_URL) with published profiles,
 * matched pairs and messages; starts the real server process on 127.0.0.1;
 * fills every loading member's suggestion queue; then loads GET /api/health
 * (the ceiling), GET /feed/home, GET /chat/history and POST /chat/send from a
 * second process with autocannon, at maximum throughput and at a fixed
 * arrival rate, and prints requests/s, p50 and p99 (medians over the runs)
 * and the server's resident memory at rest. Bounded in time; 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { createPostgresDb } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import type { LoadPlan, LoadResult, LoadScenario } from './load';
import { runLoadProcess } from './load-process';
import { WARM_DECISIONS, seedBench, type BenchSeed } from './seed';
import { createScratchDatabase, freePort, productionEnv } from '../../server/process/server-process';
import { serverNodeArgs } from '../../server/process/node-flags';
import { runLogins, seedLogins } from './logins';
import { runStorm, seedStorm } from './storm';
import { runUploads, seedUploads } from './uploads';
import { median, percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '10000' },
    pairs: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '30' },
    'feed-members': { type: 'string', default: '500' },
    /** Share of profiles with partner-preference dealbreakers. */
    dealbreakers: { type: 'string', default: '0.7' },
    /** Share of profiles whose photos are BLURRED until they accept (photo privacy): compare 0.5 with 0. */
    blurred: { type: 'string', default: '0' },
    duration: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    /** Write a V8 CPU profile of the server (for chrome://inspect or speedscope) into this folder. */
    'cpu-prof': { type: 'string' },
    /** Load only the endpoints whose path contains this text (e.g. feed). */
    only: { type: 'string' },
    /** Instead of the endpoint loads: logins, uploads and photo reads at once (scripts/bench/storm.ts). */
    storm: { type: 'boolean', default: false },
    /** Instead of the endpoint loads: sixteen password logins at once, again and again (scripts/bench/logins.ts). */
    logins: { type: 'boolean', default: false },
    /** Instead of the endpoint loads: photo uploads one at a time, each with its blurred copy (scripts/bench/uploads.ts). */
    uploads: { type: 'boolean', default: false },
    /** Uploads per run in the uploads mode. */
    'upload-count': { type: 'string', default: '40' },
  },
});
const options = {
  profiles: Number(args.profiles),
  pairs: Number(args.pairs),
  messagesPerPair: Number(args.messages),
  feedMembers: Number(args['feed-members']),
  duration: Number(args.duration),
  rate: Number(args.rate),
  runs: Number(args.runs),
  connections: Number(args.connections),
};
for (const [name, value] of Object.entries(options)) {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
}

const ROOT = join(import.meta.dirname, '..', '..');
const DATABASE_URL = process.env.DATABASE_URL;
const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's CPU time so far (user + system), in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of /proc/PID/stat (utime, stime), in clock ticks of 10 ms on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the server has finished the background work a load left behind (queue refills after many
 * decisions run paced, for a minute or more on the embedded engine): at most 5% of a core used over a second,
 * or two minutes. Answers how long it waited, so each load starts on a quiet server and its CPU per request is its own.
 */
async function settled(pid: number): Promise<number> {
  const began = performance.now();
  for (;;) {
    const before = cpuMs(pid);
    await sleep(1000);
    if (cpuMs(pid) - before <= 50 || performance.now() - began > 120_000) return performance.now() - began;
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('server did not become healthy within 2 minutes');
}

/** Fills each loading member's queue once (the cold path), and times it. */
async function warmFeeds(base: string, tokens: string[]): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  let index = 0;
  const worker = async () => {
    while (index < tokens.length) {
      const token = tokens[index++];
      const started = performance.now();
      const res = await fetch(`${base}/api/feed/home`, { headers: { authorization: token } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`feed warm-up answered ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Decisions each member makes per run in the "after a decision" load, taken in turn from their targets. */
const DECISIONS_PER_RUN = 8;

/** Times a first fill of these members' queues one at a time: the cold path with nothing else running. */
async function coldFillsAlone(base: string, tokens: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const token of tokens) {
    const started = performance.now();
    const res = await fetch(`${base}/api/feed/home`, { headers: { authorization: token } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`cold feed answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const AFTER_DECISION = 'GET /api/feed/home after a decision';
/** Members whose first fill is timed alone, after the others were filled. */
const COLD_ALONE = 30;

function measuresAfterDecision(): boolean {
  return !args.only || AFTER_DECISION.includes(args.only);
}

/**
 * Reads that each follow a new decision of the same member, so no kept answer can serve them: members take turns,
 * each deciding on their targets from `first` on, `steps` times.
 */
function decisionsThenReads(seed: BenchSeed, first: number, steps: number): LoadScenario['requests'] {
  return Array.from({ length: steps }, (_, step) =>
    seed.feedTokens.map((token, member) => ({
      token,
      member,
      target: seed.decisionTargets[member]?.[first + step],
    })),
  )
    .flat()
    .filter((entry): entry is { token: string; member: number; target: string } => entry.target !== undefined)
    .map(({ token, member, target }) => ({
      token,
      path: '/api/feed/home',
      before: {
        method: 'PUT' as const,
        path: '/api/matches/send',
        body: { toProfileId: target, interested: member % 3 === 0 },
      },
    }));
}

function scenarios(seed: BenchSeed, round: number): LoadScenario[] {
  const feed = seed.feedTokens.map((token) => ({ token, path: '/api/feed/home' }));
  const afterDecision = decisionsThenReads(seed, WARM_DECISIONS + round * DECISIONS_PER_RUN, DECISIONS_PER_RUN);
  const history = seed.chatters.map(({ token, channelId }) => ({
    token,
    path: `/api/chat/history?channelId=${channelId}&start=0&limit=20`,
  }));
  const send = seed.chatters.map(({ token, channelId }, i) => ({
    token,
    path: '/api/chat/send',
    body: { channelId, message: `Bench reply ${round}-${i}` },
  }));
  const health = [{ path: '/api/health' }];
  const base = { durationSeconds: options.duration };
  const out: LoadScenario[] = [];
  for (const [name, method, requests] of [
    ['GET /api/health', 'GET', health],
    ['GET /api/feed/home', 'GET', feed],
    ['GET /api/chat/history', 'GET', history],
    ['POST /api/chat/send', 'POST', send],
  ] as const) {
    if (args.only && !name.includes(args.only)) continue;
    out.push({ ...base, name, method, requests: [...requests], connections: options.connections });
    out.push({ ...base, name, method, requests: [...requests], connections: 20, rate: options.rate });
  }
  if (measuresAfterDecision()) out.push(afterDecisionLoad(AFTER_DECISION, afterDecision, options.duration));
  return out;
}

/** The "after a decision" mix at the fixed rate: each decision and the read after it. */
function afterDecisionLoad(name: string, requests: LoadScenario['requests'], durationSeconds: number): LoadScenario {
  return { name, method: 'GET', requests, connections: 20, durationSeconds, rate: options.rate };
}

function runLoad(plan: LoadPlan, dir: string): Promise<LoadResult[]> {
  return runLoadProcess(plan, join(dir, 'plan.json'));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  let server: ChildProcess | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  try {
    let db: Db;
    let databaseUrl: string | undefined;
    if (DATABASE_URL) {
      const created = await createScratchDatabase(DATABASE_URL, 'bench');
      dropDatabase = created.drop;
      databaseUrl = created.url;
      db = await createPostgresDb({ connectionString: databaseUrl });
    } else {
      db = await createPgliteDb(join(dir, 'pgdata'));
    }
    const engine = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    log(
      `seeding ${options.profiles} profiles (${args.dealbreakers} of them with partner-preference dealbreakers, ${args.blurred} with photos BLURRED), ${options.pairs} matched pairs x ${options.messagesPerPair} messages on ${engine}`,
    );
    const seedStarted = performance.now();
    await migrate(db);
    const seed = await seedBench(db, {
      ...options,
      dealbreakerShare: Number(args.dealbreakers),
      blurredShare: Number(args.blurred),
      // Each run's "after a decision" load decides on targets of its own.
      decisionsPerMember: DECISIONS_PER_RUN * Math.max(3, options.runs),
    });
    const stormSeed = args.storm ? await seedStorm(db) : null;
    const loginsSeed = args.logins ? await seedLogins(db, options.runs) : null;
    const uploadsSeed = args.uploads ? await seedUploads(db) : null;
    await db.close();
    log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const profile = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof']] : [];
    server = spawn(process.execPath, [...profile, ...serverNodeArgs(join(ROOT, 'server/server.ts'))], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...productionEnv(port, dir, 'warn'),
        ...(process.env.PGLITE_SHARED_BUFFERS ? { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS } : {}),
        // As npm start runs it (server README, "Memory"): two malloc arenas, not one per thread.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
        // The storm's logins come from many addresses, named in X-Forwarded-For.
        ...(stormSeed || loginsSeed ? { TRUST_PROXY: 'true' } : {}),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    await waitForHealth(base, server);
    const pid = server.pid ?? 0;
    log(`server pid ${pid} on ${base}; RSS after start ${rssMb(pid)} MB`);

    const alone = seed.feedTokens.slice(-COLD_ALONE);
    const warm = await warmFeeds(base, seed.feedTokens.slice(0, -COLD_ALONE));
    log(
      `filled ${seed.feedTokens.length - COLD_ALONE} suggestion queues, 4 at once (cold feed: p50 ${warm.p50.toFixed(1)} ms, p99 ${warm.p99.toFixed(1)} ms)`,
    );
    const coldAlone = await coldFillsAlone(base, alone);
    const coldAloneP50 = percentile(coldAlone, 50);
    log(`filled ${COLD_ALONE} more one at a time (cold feed alone: p50 ${coldAloneP50.toFixed(1)} ms)`);
    await sleep(3000);
    const restRss = rssMb(pid);
    log(`RSS at rest after warm-up: ${restRss} MB`);
    if (stormSeed) {
      await runStorm(base, pid, stormSeed, options.runs, restRss);
      return;
    }
    if (loginsSeed) {
      await runLogins(base, pid, loginsSeed, options.runs, restRss, cpuMs);
      return;
    }
    if (uploadsSeed) {
      await runUploads(base, uploadsSeed, options.runs, Number(args['upload-count']));
      return;
    }

    // One load process per scenario, so the server's CPU time can be read around each one: requests per
    // CPU-second is the throughput one idle core would give, whatever else the machine is running.
    const loadBefore = loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
    // Untimed, the same mix as the timed "after a decision" load on targets of their own: the timed runs then
    // measure a server that has already served decisions (its code compiled, each pooled connection's plans made).
    if (measuresAfterDecision()) {
      const warmUp = decisionsThenReads(seed, 0, WARM_DECISIONS);
      const scenario = afterDecisionLoad('warm-up', warmUp, Math.ceil(warmUp.length / options.rate));
      await runLoad({ url: base, scenarios: [scenario] }, dir);
      log(`warmed up with ${warmUp.length} decisions, each followed by a feed read`);
    }
    const runs: (LoadResult & { cpuPerRequestMs: number })[][] = [];
    for (let round = 0; round < options.runs; round++) {
      log(`run ${round + 1}/${options.runs}`);
      const results = [];
      for (const scenario of scenarios(seed, round)) {
        const waited = await settled(pid);
        if (waited > 1500) log(`  (waited ${(waited / 1000).toFixed(0)} s for the server's background work to finish)`);
        const before = cpuMs(pid);
        const [result] = await runLoad({ url: base, scenarios: [scenario] }, dir);
        const cpuPerRequestMs = (cpuMs(pid) - before) / Math.max(1, result.total);
        results.push({ ...result, cpuPerRequestMs });
        log(
          `  ${scenario.name}${scenario.rate ? ` ${scenario.rate} req/s` : ''}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${cpuPerRequestMs.toFixed(2)} ms CPU per request`,
        );
      }
      runs.push(results);
    }
    const loadedRss = rssMb(pid);

    console.log(
      `\nAPI benchmark: ${engine}, ${options.profiles} profiles (${args.blurred} with photos BLURRED), medians of ${options.runs} runs of ${options.duration} s`,
    );
    console.log(
      `host load average before the runs: ${loadBefore}, after: ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      'endpoint                 load           req/s     p50 ms   p99 ms   non-2xx   server CPU/req   req per CPU-s',
    );
    const rows = runs[0].map((first, index) => {
      const same = runs.map((run) => run[index]);
      return {
        name: first.name,
        rate: first.rate,
        rps: median(same.map((r) => r.requestsPerSecond)),
        p50: median(same.map((r) => r.p50)),
        p99: median(same.map((r) => r.p99)),
        non2xx: same.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
        cpu: median(same.map((r) => r.cpuPerRequestMs)),
      };
    });
    for (const row of rows) {
      const load = row.rate ? `${row.rate} req/s` : 'max';
      console.log(
        `${row.name.padEnd(24)} ${load.padEnd(12)} ${row.rps.toFixed(0).padStart(7)} ${row.p50.toFixed(1).padStart(9)} ${row.p99.toFixed(1).padStart(8)} ${String(row.non2xx).padStart(9)} ${`${row.cpu.toFixed(3)} ms`.padStart(16)} ${(1000 / Math.max(row.cpu, 0.001)).toFixed(0).padStart(15)}`,
      );
    }
    console.log(`server RSS: ${restRss} MB at rest, ${loadedRss} MB after load`);

    const find = (name: string, fixed: boolean) => rows.find((r) => r.name === name && (r.rate !== null) === fixed);
    const feedMax = find('GET /api/feed/home', false);
    const feedFixed = find('GET /api/feed/home', true);
    const afterDecision = find(AFTER_DECISION, true);
    // A fixed-rate figure counts only when every request was answered at that rate.
    const held = (row: (typeof rows)[number] | undefined) => row && row.non2xx === 0 && row.rps >= 0.95 * options.rate;
    const historyMax = find('GET /api/chat/history', false);
    // With --only, a budget whose endpoint was not loaded is left out.
    const checks: [string, boolean][] = (
      DATABASE_URL
        ? [
            [`feed p99 < 25 ms at ${options.rate} req/s`, feedFixed && held(feedFixed) && feedFixed.p99 < 25],
            [
              `feed after a decision p99 < 25 ms at ${options.rate} req/s`,
              afterDecision && held(afterDecision) && afterDecision.p99 < 25,
            ],
            ['cold queue fill alone p50 <= 150 ms', coldAloneP50 <= 150],
          ]
        : [
            ['feed >= 1000 req/s', feedMax && feedMax.rps >= 1000],
            ['history >= 2000 req/s', historyMax && historyMax.rps >= 2000],
            ['RSS at rest < 400 MB', restRss < 400],
          ]
    )
      .filter((check): check is [string, boolean] => check[1] !== undefined)
      .map(([label, ok]) => [label, ok === true]);
    console.log('budgets:');
    for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
    if (dropDatabase) await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
