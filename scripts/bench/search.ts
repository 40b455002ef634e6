/**
 * npm run bench:search [-- --profiles 100000 --duration 15 --rate 50 --runs 3 --searchers 200]
 *
 * Search's budgets: on PostgreSQL (DATABASE_URL; a new database of its own) with 100,000 profiles, p99 at
 * most 100 ms at 50 searches a second; on the embedded engine with 10,000 profiles, at least 300 searches a
 * second. Seeds with the benchmarks' bulk seed (every member with a background, 70% with dealbreakers),
 * starts the real server on 127.0.0.1, and loads GET /api/search with two filters (mother tongue and marital
 * status) sorted by relevance from a second process: at the fixed rate and at maximum throughput. Prints
 * medians over the runs and the host's load average, which says how much else the machine was doing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ONBOARDING_LANGUAGES } from '../../contract/enums';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { createPostgresDb } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import {
  type ServerProcess,
  createScratchDatabase,
  productionEnv,
  startServer,
} from '../../server/process/server-process';
import type { LoadResult, LoadScenario } from './load';
import { runLoadProcess } from './load-process';
import { seedBench } from './seed';
import { median } from './stats';

const DATABASE_URL = process.env.DATABASE_URL;
const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: DATABASE_URL ? '100000' : '10000' },
    searchers: { type: 'string', default: '200' },
    duration: { type: 'string', default: '15' },
    rate: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
  },
});
const options = {
  profiles: Number(args.profiles),
  searchers: Number(args.searchers),
  duration: Number(args.duration),
  rate: Number(args.rate),
  runs: Number(args.runs),
  connections: Number(args.connections),
};
for (const [name, value] of Object.entries(options)) {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
}
const log = (message: string) => console.log(`[bench:search] ${message}`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Each searcher asks for a mother tongue of its own turn, never married, best first: two filters by relevance. */
function searches(tokens: readonly string[]): LoadScenario['requests'] {
  return tokens.map((token, i) => ({
    token,
    path: `/api/search?motherTongues=${ONBOARDING_LANGUAGES[i % ONBOARDING_LANGUAGES.length]}&maritalStatuses=NEVER_MARRIED&sort=relevance&start=0&limit=20`,
  }));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  let server: ServerProcess | null = null;
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
    log(`seeding ${options.profiles} profiles on ${engine}`);
    const seedStarted = performance.now();
    await migrate(db);
    const seed = await seedBench(db, {
      profiles: options.profiles,
      pairs: 10,
      messagesPerPair: 1,
      feedMembers: options.searchers,
      decisionsPerMember: 1,
    });
    await db.close();
    log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(productionEnv(0, dir, 'warn'))) {
      if (value !== undefined && key !== 'PORT' && key !== 'HOST') env[key] = value;
    }
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    server = await startServer(env);
    log(`server on ${server.url}`);

    const requests = searches(seed.feedTokens);
    // Untimed: every searcher once, so the timed runs meet compiled code and planned statements.
    const [warm] = await runLoadProcess(
      {
        url: server.url,
        scenarios: [{ name: 'warm-up', method: 'GET', requests, connections: 4, durationSeconds: 5 }],
      },
      join(dir, 'plan.json'),
    );
    if (!warm || warm.non2xx > 0 || warm.errors > 0) throw new Error(`warm-up failed: ${JSON.stringify(warm)}`);
    const loadBefore = load();

    const fixed: LoadResult[] = [];
    const max: LoadResult[] = [];
    for (let run = 0; run < options.runs; run++) {
      const [atRate, atMax] = await runLoadProcess(
        {
          url: server.url,
          scenarios: [
            {
              name: 'search fixed',
              method: 'GET',
              requests,
              connections: 20,
              durationSeconds: options.duration,
              rate: options.rate,
            },
            {
              name: 'search max',
              method: 'GET',
              requests,
              connections: options.connections,
              durationSeconds: options.duration,
            },
          ],
        },
        join(dir, 'plan.json'),
      );
      fixed.push(atRate!);
      max.push(atMax!);
      log(
        `run ${run + 1}/${options.runs}: ${options.rate}/s p50 ${atRate!.p50.toFixed(1)} ms p99 ${atRate!.p99.toFixed(1)} ms; max ${atMax!.requestsPerSecond.toFixed(0)}/s p99 ${atMax!.p99.toFixed(1)} ms`,
      );
    }

    const failed = [...fixed, ...max].reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    const p99 = median(fixed.map((r) => r.p99));
    const rateHeld = median(fixed.map((r) => r.requestsPerSecond));
    const throughput = median(max.map((r) => r.requestsPerSecond));
    console.log(
      `\nSearch benchmark: ${engine}, ${options.profiles} profiles, medians of ${options.runs} runs of ${options.duration} s`,
    );
    console.log(`host load average before the runs: ${loadBefore}, after: ${load()}`);
    console.log(
      `at ${options.rate}/s: ${rateHeld.toFixed(1)}/s answered, p50 ${median(fixed.map((r) => r.p50)).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    console.log(
      `at most: ${throughput.toFixed(0)}/s, p99 ${median(max.map((r) => r.p99)).toFixed(1)} ms; failed answers ${failed}`,
    );
    const budget = DATABASE_URL
      ? { label: `p99 <= 100 ms at ${options.rate} searches/s`, ok: p99 <= 100 && rateHeld >= 0.95 * options.rate }
      : { label: 'at least 300 searches/s', ok: throughput >= 300 };
    console.log(`budget: ${budget.ok && failed === 0 ? 'PASS' : 'FAIL'}  ${budget.label}`);
  } finally {
    await server?.stop();
    if (dropDatabase) await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[bench:search] failed:', error);
  process.exit(1);
});
