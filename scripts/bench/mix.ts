/**
 * npm run bench:mix [-- --profiles 10000 --step-seconds 5 --start 40 --factor 1.5 --max-steps 10 --instances 1,2]
 *
 * Mixed member traffic against the real server on PostgreSQL (DATABASE_URL; a new database on that server, dropped
 * afterwards), in the proportions of scripts/bench/mix-model.ts (about 0.26 requests a second per active member:
 * chat polling, nav counts, decisions with the feed read after each, Activity, the chat list, sends, app openings,
 * and password logins for one opening in ten).
 *
 * 1. Seeds members in bulk (scripts/bench/seed.ts) and gives every account the same password.
 * 2. With one instance: each event of the model alone at a low fixed rate, to print the server's CPU per request of
 *    each (read from /proc/PID/stat around it: less noisy than latency on a shared machine).
 * 3. For one instance, then two on the same database behind a round-robin balancer in this script: the mix at
 *    rising arrival rates (open loop, `--start` req/s times `--factor` each step) until the p99 of any class with
 *    at least 20 answers in the step passes `--p99` ms (200) or more than 1% of requests fail; per step, per class
 *    p50/p99, and CPU per request of the server processes and of their PostgreSQL backends.
 * 4. Prints, for each setup, the last step within budget as active members (its rate / the requests a member makes
 *    a second) and members per core two ways: by throughput (those members / the cores the servers and their
 *    database backends kept busy) and by CPU (1000 ms / the server + database CPU per request / requests a member
 *    makes a second: what one fully used core serves, the figure a crowded machine distorts least); and the ratio
 *    of two instances to one.
 *
 * The load generator runs in this process, on the same machine: on 2 cores it competes with the servers and
 * PostgreSQL, so the absolute figures are a floor; CPU per request is the steadier figure. 127.0.0.1 only; bounded
 * by `--max-steps` and `--step-seconds`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_PASSWORD_HASH_COST } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { createPostgresDb } from '../../server/db/postgres';
import { hashPassword } from '../../server/lib/crypto';
import { createScratchDatabase, freePort, productionEnv, sleep } from '../../server/process/server-process';
import { serverNodeArgs } from '../../server/process/node-flags';
import { Balancer, MIX_PASSWORD, MixRequests, loginIdsFor, runEvents, type StepResult } from './mix-load';
import {
  EVENTS_PER_MEMBER_MINUTE,
  eventSequence,
  requestsPerEvent,
  requestsPerMemberMinute,
  requestsPerMemberSecond,
  MIX_CLASSES,
  type MixEvent,
} from './mix-model';
import { seedBench } from './seed';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '10000' },
    pairs: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '20' },
    'feed-members': { type: 'string', default: '500' },
    /** First arrival rate, in requests per second. */
    start: { type: 'string', default: '40' },
    /** Each step's rate is the one before times this. */
    factor: { type: 'string', default: '1.5' },
    'step-seconds': { type: 'string', default: '5' },
    'max-steps': { type: 'string', default: '10' },
    /** Seconds each event runs alone to measure its CPU per request (0 skips it). */
    'event-seconds': { type: 'string', default: '3' },
    p99: { type: 'string', default: '200' },
    /** Which setups to run: instance counts, comma-separated. */
    instances: { type: 'string', default: '1,2' },
  },
});
const num = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number >= 0`);
  return value;
};
const options = {
  profiles: num('profiles'),
  pairs: num('pairs'),
  messagesPerPair: num('messages'),
  feedMembers: num('feed-members'),
  start: num('start'),
  factor: num('factor'),
  stepSeconds: num('step-seconds'),
  maxSteps: num('max-steps'),
  eventSeconds: num('event-seconds'),
  p99: num('p99'),
  instances: String(args.instances)
    .split(',')
    .map(Number)
    .filter((n) => n >= 1 && n <= 4),
};
const DATABASE_URL = process.env.DATABASE_URL;
const ROOT = join(import.meta.dirname, '..', '..');
const log = (message: string) => console.log(`[mix] ${message}`);

/** CPU time of a process so far (user + system), in milliseconds; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The server processes and the PostgreSQL backends serving the benchmark's database. */
class CpuMeter {
  constructor(
    private readonly admin: pg.Client,
    private readonly database: string,
    private readonly servers: () => number[],
  ) {}

  private async backends(): Promise<number[]> {
    const { rows } = await this.admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [this.database],
    );
    return rows.map((row) => row.pid);
  }

  /** Starts a measurement; the function it answers gives the CPU used since, in ms, by the servers and the database. */
  async start(): Promise<() => Promise<{ app: number; db: number }>> {
    const app0 = this.servers().reduce((sum, pid) => sum + cpuMs(pid), 0);
    const db0 = new Map((await this.backends()).map((pid) => [pid, cpuMs(pid)]));
    return async () => {
      const app = this.servers().reduce((sum, pid) => sum + cpuMs(pid), 0) - app0;
      // A backend opened meanwhile counts from zero; one closed meanwhile is lost (pools hold theirs open).
      const db = (await this.backends()).reduce((sum, pid) => sum + cpuMs(pid) - (db0.get(pid) ?? 0), 0);
      return { app, db };
    };
  }
}

async function startInstance(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-mix-'));
  const child = spawn(process.execPath, serverNodeArgs(join(ROOT, 'server/server.ts')), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...productionEnv(port, dir, 'warn'), MALLOC_ARENA_MAX: '2', ...env },
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('server did not become healthy within 2 minutes');
}

/** Waits until the servers' background work (paced queue refills after decisions) is done, at most 20 s. */
async function settled(pids: number[]): Promise<void> {
  const began = Date.now();
  while (Date.now() - began < 20_000) {
    const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    await sleep(1000);
    if (pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before <= 50 * pids.length) return;
  }
}

/** Answers a class needs in a step before its p99 can stop the ramp. */
const MIN_JUDGED = 20;

interface Step {
  rate: number;
  result: StepResult;
  requests: number;
  failures: number;
  appCpuPerRequest: number;
  dbCpuPerRequest: number;
  /** Cores the servers and their database backends kept busy during the step. */
  coresBusy: number;
  withinBudget: boolean;
}

function requestsOf(result: StepResult): { ok: number; failures: number } {
  let ok = 0;
  let failures = 0;
  for (const cls of MIX_CLASSES) {
    ok += result[cls].latencies.length;
    failures += result[cls].failures;
  }
  return { ok, failures };
}

const fmt = (ms: number) => ms.toFixed(1).padStart(8);

function printStep(step: Step): void {
  log(
    `  ${step.rate.toFixed(0)} req/s: ${step.requests} answered, ${step.failures} failed, server ${step.appCpuPerRequest.toFixed(2)} + database ${step.dbCpuPerRequest.toFixed(2)} ms CPU per request, ${step.coresBusy.toFixed(2)} cores busy${step.withinBudget ? '' : '  (over budget)'}`,
  );
  for (const cls of MIX_CLASSES) {
    const { latencies, failures } = step.result[cls];
    if (latencies.length === 0 && failures === 0) continue;
    log(
      `    ${cls.padEnd(10)} n ${String(latencies.length).padStart(5)}  p50 ${fmt(percentile(latencies, 50))}  p99 ${fmt(percentile(latencies, 99))} ms${failures ? `  ${failures} failed` : ''}`,
    );
  }
}

/** The events of `seconds` at `requestsPerSecond`, in the model's proportions. */
function eventsFor(sequence: { next(): MixEvent }, requestsPerSecond: number, seconds: number): MixEvent[] {
  return Array.from({ length: Math.max(1, Math.round((requestsPerSecond * seconds) / requestsPerEvent())) }, () =>
    sequence.next(),
  );
}

async function ramp(balancer: Balancer, requests: MixRequests, meter: CpuMeter, pids: number[]): Promise<Step[]> {
  const steps: Step[] = [];
  const sequence = eventSequence(7);
  // One step at the first rate, untimed: every instance has compiled its code and opened its pool's connections.
  await runEvents(
    balancer,
    requests,
    eventsFor(sequence, options.start, options.stepSeconds),
    options.start / requestsPerEvent(),
  );
  let rate = options.start;
  for (let i = 0; i < options.maxSteps; i++) {
    await settled(pids);
    const events = eventsFor(sequence, rate, options.stepSeconds);
    const stop = await meter.start();
    const began = performance.now();
    const result = await runEvents(balancer, requests, events, events.length / options.stepSeconds);
    const wall = performance.now() - began;
    const cpu = await stop();
    const { ok, failures } = requestsOf(result);
    const total = Math.max(1, ok + failures);
    // A class judged on a handful of answers would be judged on its slowest one (logins are 0.1% of requests):
    // it counts once it has MIN_JUDGED answers in the step, and its latency alone is measured before the ramp.
    const withinBudget =
      failures <= 0.01 * total &&
      MIX_CLASSES.every(
        (cls) => result[cls].latencies.length < MIN_JUDGED || percentile(result[cls].latencies, 99) <= options.p99,
      );
    const step: Step = {
      rate,
      result,
      requests: ok,
      failures,
      appCpuPerRequest: cpu.app / total,
      dbCpuPerRequest: cpu.db / total,
      coresBusy: (cpu.app + cpu.db) / wall,
      withinBudget,
    };
    printStep(step);
    steps.push(step);
    if (!withinBudget) break;
    rate *= options.factor;
  }
  return steps;
}

/** Each event alone at a low rate on one instance: CPU per request of each (and its latencies, unloaded). */
async function eachEventAlone(balancer: Balancer, requests: MixRequests, meter: CpuMeter, pids: number[]) {
  log(`each event alone for ${options.eventSeconds} s (CPU per request of the server and its database):`);
  for (const event of Object.keys(EVENTS_PER_MEMBER_MINUTE) as MixEvent[]) {
    await settled(pids);
    // Logins are paced slower: each is a memory-hard hash.
    const perSecond = event === 'login' ? 5 : 20;
    const events = Array.from({ length: Math.round(perSecond * options.eventSeconds) }, () => event);
    const stop = await meter.start();
    const result = await runEvents(balancer, requests, events, perSecond);
    const cpu = await stop();
    const { ok, failures } = requestsOf(result);
    const total = Math.max(1, ok + failures);
    const latencies = MIX_CLASSES.flatMap((cls) => result[cls].latencies).sort((a, b) => a - b);
    log(
      `  ${event.padEnd(10)} ${String(ok).padStart(4)} requests${failures ? ` (${failures} failed)` : ''}: p50 ${fmt(percentile(latencies, 50))} p99 ${fmt(percentile(latencies, 99))} ms, CPU per request: server ${(cpu.app / total).toFixed(2)} ms, database ${(cpu.db / total).toFixed(2)} ms`,
    );
  }
}

async function main(): Promise<void> {
  if (!DATABASE_URL)
    throw new Error('set DATABASE_URL (instances share one PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/test');
  const scratch = await createScratchDatabase(DATABASE_URL, 'mix');
  const database = new URL(scratch.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const children: ChildProcess[] = [];
  try {
    log(`seeding ${options.profiles} profiles, ${options.pairs} matched pairs, ${options.feedMembers} feed members`);
    const db = await createPostgresDb({ connectionString: scratch.url });
    await migrate(db);
    const seed = await seedBench(db, options);
    // One production-cost hash for every account: the logins verify it as they would any member's.
    await db.query('UPDATE users SET password_hash = $1', [
      await hashPassword(MIX_PASSWORD, DEFAULT_PASSWORD_HASH_COST),
    ]);
    await db.close();

    const perMember = requestsPerMemberSecond();
    log(`model: ${perMember.toFixed(3)} requests a second per active member; per minute:`);
    for (const [cls, perMinute] of Object.entries(requestsPerMemberMinute())) {
      log(`  ${cls.padEnd(10)} ${perMinute.toFixed(2)} (${((100 * perMinute) / (perMember * 60)).toFixed(1)}%)`);
    }

    // Logins come from many addresses, named in X-Forwarded-For as a proxy would.
    const env = { DATABASE_URL: scratch.url, TRUST_PROXY: 'true' };
    const servers: { url: string; child: ChildProcess }[] = [];
    const addInstance = async () => {
      const server = await startInstance(env);
      children.push(server.child);
      servers.push(server);
      log(`instance ${servers.length}: pid ${server.child.pid} on ${server.url}`);
    };
    await addInstance();
    const pids = () => servers.map((s) => s.child.pid ?? 0);
    const meter = new CpuMeter(admin, database, pids);
    const requests = new MixRequests({ seed, loginIds: loginIdsFor(options.profiles) });

    // First fills of the feed members' queues, untimed: the ramp measures members who have used the app before.
    const warm = new Balancer([servers[0].url]);
    await runEvents(
      warm,
      requests,
      seed.feedTokens.map(() => 'open' as const),
      20,
    );
    if (options.eventSeconds > 0) await eachEventAlone(warm, requests, meter, pids());
    warm.close();

    const summary: { instances: number; step: Step | undefined; first: Step }[] = [];
    for (const count of options.instances) {
      while (servers.length < count) await addInstance();
      const balancer = new Balancer(servers.slice(0, count).map((s) => s.url));
      const loadBefore = loadavg()
        .map((x) => x.toFixed(1))
        .join(' ');
      log(`mix on ${count} instance${count > 1 ? 's (round robin)' : ''}, host load average ${loadBefore}:`);
      const steps = await ramp(balancer, requests, meter, pids().slice(0, count));
      balancer.close();
      summary.push({ instances: count, step: steps.filter((s) => s.withinBudget).at(-1), first: steps[0] });
    }

    console.log(
      `\nMixed traffic on PostgreSQL, ${options.profiles} profiles, steps of ${options.stepSeconds} s from ${options.start} req/s x ${options.factor}, budget p99 <= ${options.p99} ms for every class`,
    );
    console.log(`model: ${perMember.toFixed(3)} requests a second per active member`);
    console.log(
      'instances   req/s   active members   cores busy   by throughput   server+db CPU/req   by CPU   (members per core)',
    );
    for (const { instances, step, first } of summary) {
      // Without a step within budget (a crowded machine), the first step's CPU per request still says what a core serves.
      const measured = step ?? first;
      const cpuPerRequest = measured.appCpuPerRequest + measured.dbCpuPerRequest;
      const byCpu = 1000 / Math.max(cpuPerRequest, 0.001) / perMember;
      const members = step ? step.rate / perMember : 0;
      const byThroughput = step ? (members / Math.max(step.coresBusy, 0.01)).toFixed(0) : 'none';
      console.log(
        `${String(instances).padStart(9)} ${(step ? step.rate.toFixed(0) : '-').padStart(7)} ${members.toFixed(0).padStart(16)} ${(step ? step.coresBusy.toFixed(2) : '-').padStart(12)} ${byThroughput.padStart(15)} ${`${cpuPerRequest.toFixed(2)} ms`.padStart(19)} ${byCpu.toFixed(0).padStart(8)}`,
      );
    }
    const [one, two] = [1, 2].map((n) => summary.find((s) => s.instances === n));
    if (one && two) {
      const cpu = (s: typeof one) => {
        const m = s.step ?? s.first;
        return m.appCpuPerRequest + m.dbCpuPerRequest;
      };
      console.log(
        `two instances / one: ${one.step && two.step ? `${(two.step.rate / one.step.rate).toFixed(2)} x the active members within budget, ` : ''}${(cpu(one) / cpu(two)).toFixed(2)} x the members per core by CPU`,
      );
    }
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => {
              child.kill('SIGKILL');
              resolve();
            }, 10_000).unref();
          }),
      ),
    );
    await admin.end();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error('[mix] failed:', error);
  process.exit(1);
});
