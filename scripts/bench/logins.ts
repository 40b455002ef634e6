/**
 * The logins mode of `npm run bench:api -- --logins`: sixteen members log in at once, again and again, each
 * login a fresh account at its own address with a production-cost password hash, against the real server
 * process. Prints logins per second, p50/p99 and the server's peak resident memory (medians over the runs),
 * and checks the budget: at least 25 logins a second, p99 at most 1 s, peak RSS at most 512 MiB.
 * 127.0.0.1 only; bounded in count and time.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_PASSWORD_HASH_COST } from '../../server/config';
import type { Db } from '../../server/db/types';
import { hashPassword } from '../../server/lib/crypto';
import { usersRepository } from '../../server/repositories/users';
import { median, percentile } from './stats';

/** Logins in flight at every moment. */
export const LOGINS_AT_ONCE = 16;
/** How long each run keeps sixteen logins in flight. */
const RUN_SECONDS = 8;
/** Accounts enough that no run logs the same one in twice at the measured rate with room to spare. */
const ACCOUNTS_PER_RUN = 600;
const PASSWORD = 'Login@Bench77';

export interface LoginsSeed {
  emails: string[];
}

/** Fresh accounts, each with the production-cost hash of one password (its salt shared: it costs the same). */
export async function seedLogins(db: Db, runs: number): Promise<LoginsSeed> {
  const users = usersRepository(db);
  const passwordHash = await hashPassword(PASSWORD, DEFAULT_PASSWORD_HASH_COST);
  const emails = Array.from({ length: ACCOUNTS_PER_RUN * runs }, (_, i) => `login-${i}@bench.example`);
  await db.transaction(async (tx) => {
    for (const email of emails) await users.create({ email, passwordHash, role: 'member' }, tx);
  });
  return { emails };
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

interface LoginsRun {
  perSecond: number;
  /** Server CPU time per answered login: what one core would give, whatever else the machine runs. */
  cpuPerLoginMs: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  statuses: Record<number, number>;
}

async function runOnce(
  base: string,
  pid: number,
  emails: string[],
  cpuMs: (pid: number) => number,
): Promise<LoginsRun> {
  const cpuBefore = cpuMs(pid);
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const until = started + RUN_SECONDS * 1000;
  // Sixteen members at sixteen addresses at every moment (the server trusts X-Forwarded-For here), each
  // logging in as soon as the one before them was answered.
  const worker = async (slot: number) => {
    while (performance.now() < until && next < emails.length) {
      const email = emails[next++];
      const sent = performance.now();
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.88.${slot}.${next % 250}` },
        body: JSON.stringify({ userName: email, password: PASSWORD }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: LOGINS_AT_ONCE }, (_, slot) => worker(slot)));
  const seconds = (performance.now() - started) / 1000;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const cpuPerLoginMs = (cpuMs(pid) - cpuBefore) / Math.max(1, answered);
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (statuses[200] ?? 0) / seconds,
    cpuPerLoginMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    peakRssMb: peak,
    statuses,
  };
}

/** Runs the logins load `runs` times against the server at `base` (process `pid`) and prints figures and budgets. */
export async function runLogins(
  base: string,
  pid: number,
  seed: LoginsSeed,
  runs: number,
  restRssMb: number,
  cpuMs: (pid: number) => number,
) {
  const log = (message: string) => console.log(`[bench] ${message}`);
  const results: LoginsRun[] = [];
  for (let run = 0; run < runs; run++) {
    const emails = seed.emails.slice(run * ACCOUNTS_PER_RUN, (run + 1) * ACCOUNTS_PER_RUN);
    const result = await runOnce(base, pid, emails, cpuMs);
    results.push(result);
    log(
      `logins ${run + 1}/${runs}: ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(0)} ms, ` +
        `p99 ${result.p99.toFixed(0)} ms, ${result.cpuPerLoginMs.toFixed(1)} ms server CPU per login, peak RSS ${result.peakRssMb.toFixed(0)} MiB, answers ${JSON.stringify(result.statuses)}`,
    );
  }
  const perSecond = median(results.map((r) => r.perSecond));
  const p99 = median(results.map((r) => r.p99));
  const peak = median(results.map((r) => r.peakRssMb));
  console.log(
    `\nLogins benchmark: ${LOGINS_AT_ONCE} at once, fresh accounts, medians of ${runs} runs of ${RUN_SECONDS} s`,
  );
  const cpu = median(results.map((r) => r.cpuPerLoginMs));
  console.log(
    `${perSecond.toFixed(1)} logins/s, p50 ${median(results.map((r) => r.p50)).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
      `${cpu.toFixed(1)} ms server CPU per login (${(1000 / cpu).toFixed(0)} logins/s per core); ` +
      `server RSS at rest ${restRssMb.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`,
  );
  console.log('budgets:');
  for (const [label, ok] of [
    ['at least 25 logins a second with 16 at once', perSecond >= 25],
    ['login p99 at most 1 s', p99 <= 1000],
    ['peak RSS at most 512 MiB', peak <= 512],
    ['every login answered 200', results.every((r) => Object.keys(r.statuses).join() === '200')],
  ] as const) {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  }
}
