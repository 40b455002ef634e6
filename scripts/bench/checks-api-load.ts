/**
 * `npm run bench:checks -- --api-load`: are the API's feed and chat answers as fast while the automatic checks run
 * as without them? On a fresh embedded database the script seeds published members with matched pairs and chats
 * (scripts/bench/seed.ts), two batches of members awaiting review who will upload, and a staff session. Then the same
 * fixed-rate load, GET /api/feed/home and GET /api/chat/history at `rate` req/s each for `durationSeconds` (two
 * processes of scripts/bench/load.ts side by side, from a common start), runs three times against the real server
 * (server/process/server-process.ts):
 *   1. quiet: the server without its checker (CHECKS=off), nothing else happening;
 *   2. uploads, no checks: the same server while the first batch uploads a selfie, a PAN card and a photo each
 *      through the API, one member every `everyMs` ms (their check jobs wait in the table);
 *   3. uploads + checks: the server restarted with its checker, which first works off the first batch (loading the
 *      models), then the load while the second batch uploads the same way and is checked meanwhile.
 * Phases 2 and 3 differ only in the checks, so their p99 ratio is what the checks cost the API; phase 1 shows what
 * the uploads themselves cost (each one changes a profile, which drops every kept feed answer). It prints p50 and
 * p99 of each class per phase and those ratios, the checker's CPU time in phase 3 and its peak memory, the API's
 * peak memory per phase, and how long after each second-batch member's last upload their checks were done (read
 * from check_results once the server has stopped). 127.0.0.1 only; about four minutes at the defaults.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE } from '../../contract/enums';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';
import { manA, manB, panCard, woman } from '../../server/eval/checks/pictures';
import { productionEnv, sleep, startServer, type ServerProcess } from '../../server/process/server-process';
import { type CompleteProfile, writeCompleteMembers } from '../../server/repositories/members';
import { usersRepository } from '../../server/repositories/users';
import type { LoadPlan, LoadResult, LoadScenario } from './load';
import { runLoadProcess } from './load-process';
import { childProcess, cpuSeconds, peakKb, rssKb } from './proc';
import { seedBench, type BenchSeed } from './seed';
import { percentile } from './stats';

export interface ApiLoadOptions {
  profiles: number;
  pairs: number;
  feedMembers: number;
  /** Requests per second of each class. */
  rate: number;
  /** Length of each phase's load. */
  durationSeconds: number;
  /** A member's uploads start this often during the busy phase. */
  everyMs: number;
}

const log = (message: string) => console.log(`[bench:checks] ${message}`);
const ADMIN_HEADERS = { [ADMIN_REQUEST_ID_HEADER]: ADMIN_REQUEST_ID_VALUE };

/** Every onboarding answer of a member who uploads: the name the rendered PAN card prints. */
const UPLOADER_PROFILE: CompleteProfile = {
  firstName: 'Priya',
  lastName: 'Rao',
  dob: '1995-06-15',
  gender: 'FEMALE',
  height: 64,
  weight: 58,
  smoking: 'NEVER',
  drinking: 'NEVER',
  food: 'VEGETARIAN',
  pets: 'NO',
  religion: 'HINDU',
  religious: 'MODERATE',
  brothers: 1,
  sisters: 0,
  fathersOccupation: 'BUSINESS',
  mothersOccupation: 'HOUSE WIFE',
  languages: ['HINDI', 'ENGLISH'],
  aboutMyFamily: 'A close family.',
  aboutMe: 'About me.',
  city: 'Pune',
  country: 'India',
  degree: 'BTech',
  college: 'College',
  workplace: 'Workplace',
  minIncome: 10,
  maxIncome: 20,
};

interface Uploader {
  id: string;
  token: string;
  pan: string;
  /** Rendered before the phases, so the script's own drawing does not compete with the server. */
  card?: Buffer;
}

/** Members who gave everything but their pictures (those come through the API), and a staff session. */
async function seedUploaders(db: Db, count: number): Promise<{ uploaders: Uploader[]; adminToken: string }> {
  const users = usersRepository(db);
  const uploaders: Uploader[] = [];
  for (let i = 0; i < count; i++) {
    const id = (await users.create({ email: `upload${i}@bench.example`, passwordHash: null, role: 'member' }))!;
    uploaders.push({ id, token: await users.createSession(id, 24), pan: `ABCPR${String(1000 + i)}F` });
  }
  await writeCompleteMembers(
    db,
    uploaders.map(({ id }, i) => ({
      id,
      profile: UPLOADER_PROFILE,
      imagesDone: true,
      professionDone: true,
      publishedAt: null,
      // Replaced by the uploads; until then the keys name no file, which the checks read as no picture.
      verification: {
        phone: `8${String(i).padStart(9, '0')}`,
        selfieFile: `document/none-${i}.jpg`,
        idType: 'PAN',
        idFile: `document/none-id-${i}.jpg`,
      },
      photos: [],
    })),
  );
  const admin = (await users.create({ email: 'staff@bench.example', passwordHash: null, role: 'admin' }))!;
  return { uploaders, adminToken: await users.createSession(admin, 24) };
}

const pictures = async () => ({ a: await manA(), b: await manB(), w: await woman() });
type Shots = Awaited<ReturnType<typeof pictures>>;

/** A member's selfie, PAN card and photo, one after the other, as the app sends them; answers when the last was answered. */
async function upload(base: string, member: Uploader, index: number, shots: Shots) {
  const file = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  const post = async (path: string, fields: Record<string, string | Buffer>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, file(value), `${key}.jpg`);
    }
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: member.token }, body: form });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  await post('/api/verification/verify-image', { document: index % 2 ? shots.w : shots.a });
  await post('/api/verification/verify-identity', {
    document: member.card ?? (await panCard('PRIYA RAO', member.pan)),
    idNumber: member.pan,
    idType: 'PAN',
  });
  await post('/api/profile/images', { image0: shots.b });
  return Date.now();
}

/** Waits until staff see these members' checks DONE (GET /api/profile/list), at most three minutes. */
async function checksDone(base: string, adminToken: string, ids: readonly string[]): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/profile/list`, { headers: { authorization: adminToken, ...ADMIN_HEADERS } });
    const list = (await res.json()) as { id: string; checks?: { status: string } }[];
    const done = new Set(list.filter((item) => item.checks?.status === 'DONE').map((item) => item.id));
    if (ids.every((id) => done.has(id))) return;
    await sleep(500);
  }
  throw new Error('the checks were not done within three minutes');
}

/** Fills each loading member's suggestion queue once, four at a time, so the phases measure warm feeds. */
async function warmFeeds(base: string, tokens: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const res = await fetch(`${base}/api/feed/home`, { headers: { authorization: tokens[next++]! } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`feed warm-up answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** Waits until the server's own CPU use falls under 5% of a core over a second (at most a minute). */
async function settled(pid: number): Promise<void> {
  const began = Date.now();
  for (;;) {
    const before = cpuSeconds(pid);
    await sleep(1000);
    if (cpuSeconds(pid) - before <= 0.05 || Date.now() - began > 60_000) return;
  }
}

/** One scenario in its own load process (scripts/bench/load.ts), so two classes run side by side from `startAt`. */
async function runLoad(scenario: LoadScenario, base: string, dir: string, startAt: number): Promise<LoadResult> {
  const file = join(dir, `plan-${randomBytes(4).toString('hex')}.json`);
  const [result] = await runLoadProcess({ url: base, scenarios: [scenario], startAt } satisfies LoadPlan, file);
  if (!result) throw new Error('the load process answered nothing');
  return result;
}

function scenarios(seed: BenchSeed, options: ApiLoadOptions): LoadScenario[] {
  const base = {
    method: 'GET' as const,
    connections: 20,
    durationSeconds: options.durationSeconds,
    rate: options.rate,
  };
  return [
    {
      ...base,
      name: 'GET /api/feed/home',
      requests: seed.feedTokens.map((token) => ({ token, path: '/api/feed/home' })),
    },
    {
      ...base,
      name: 'GET /api/chat/history',
      requests: seed.chatters.map(({ token, channelId }) => ({
        token,
        path: `/api/chat/history?channelId=${channelId}&start=0&limit=20`,
      })),
    },
  ];
}

interface Phase {
  results: LoadResult[];
  checkerCpu: number;
  apiRssMb: number;
}

/** Time the load processes get to start before the first request (they load through tsx, seconds on a busy machine). */
const LOAD_START_MS = 4000;

/**
 * The two loads side by side from a common start, with `alongside` beginning at that start too; samples the API's
 * memory as it goes.
 */
async function phase(
  server: ServerProcess,
  plans: LoadScenario[],
  dir: string,
  checker: () => number | null,
  alongside: () => Promise<unknown>,
): Promise<Phase> {
  const pid = server.child.pid!;
  const startAt = Date.now() + LOAD_START_MS;
  const loads = Promise.all(plans.map((plan) => runLoad(plan, server.url, dir, startAt)));
  await sleep(startAt - Date.now());
  let apiRss = 0;
  const sampler = setInterval(() => (apiRss = Math.max(apiRss, rssKb(pid))), 200);
  const cpuBefore = cpuSeconds(checker());
  const [results] = await Promise.all([loads, alongside()]);
  clearInterval(sampler);
  return { results, checkerCpu: cpuSeconds(checker()) - cpuBefore, apiRssMb: apiRss / 1024 };
}

/** Each member's uploads, one member every `everyMs`; answers when each member's last upload was answered. */
async function uploadBatch(base: string, batch: readonly Uploader[], everyMs: number, shots: Shots) {
  const lastUpload = new Map<string, number>();
  await Promise.all(
    batch.map(async (member, i) => {
      await sleep(i * everyMs);
      lastUpload.set(member.id, await upload(base, member, i, shots));
    }),
  );
  return lastUpload;
}

/** The server as production runs it (startServer picks the port and address), with or without its checker. */
function startApi(dir: string, checks: boolean): Promise<ServerProcess> {
  const env = Object.entries(productionEnv(0, dir, 'warn')).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'PORT' && entry[0] !== 'HOST',
  );
  return startServer({
    ...Object.fromEntries(env),
    CHECKS: checks ? 'on' : 'off',
    // The checker's child stays loaded through the run, as in a server that checked someone minutes ago.
    CHECKER_IDLE_SECONDS: '600',
  });
}

async function stopApi(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited();
}

const PHASES = ['quiet', 'uploads, no checks', 'uploads + checks'] as const;

function report(
  options: ApiLoadOptions,
  plans: LoadScenario[],
  runs: Phase[],
  checkerPeakKb: number,
  latencies: number[],
) {
  console.log(
    `\nAPI while the checks run: embedded PGlite, ${options.profiles} profiles, ${options.rate} req/s of each class for ${options.durationSeconds} s per phase`,
  );
  console.log('endpoint                 phase                 req/s   p50 ms   p99 ms   non-2xx');
  plans.forEach((plan, index) => {
    runs.forEach((run, p) => {
      const r = run.results[index]!;
      console.log(
        `${plan.name.padEnd(24)} ${PHASES[p]!.padEnd(20)} ${r.requestsPerSecond.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.non2xx + r.errors).padStart(9)}`,
      );
    });
    const p99 = (p: number) => Math.max(runs[p]!.results[index]!.p99, 0.001);
    console.log(
      `${plan.name.padEnd(24)} p99 ratio, checks on / off (same uploads): ${(p99(2) / p99(1)).toFixed(2)}; uploads / quiet: ${(p99(1) / p99(0)).toFixed(2)}`,
    );
  });
  const checking = runs[2]!;
  console.log(
    `checker CPU in the checks phase: ${checking.checkerCpu.toFixed(1)} s (${((100 * checking.checkerCpu) / options.durationSeconds).toFixed(0)}% of a core); child peak RSS ${(checkerPeakKb / 1024).toFixed(0)} MB`,
  );
  console.log(`API process peak RSS per phase: ${runs.map((run) => `${run.apiRssMb.toFixed(0)} MB`).join(', ')}`);
  console.log(
    `checks of ${latencies.length} members done after their last upload: p50 ${percentile(latencies, 50).toFixed(1)} s, p95 ${percentile(latencies, 95).toFixed(1)} s, max ${(latencies.at(-1) ?? 0).toFixed(1)} s`,
  );
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
}

export async function runChecksUnderApiLoad(options: ApiLoadOptions): Promise<void> {
  const members = Math.max(1, Math.floor((options.durationSeconds * 1000) / options.everyMs));
  const dir = mkdtempSync(join(tmpdir(), 'bench-checks-api-'));
  let server: ServerProcess | null = null;
  try {
    log(`seeding ${options.profiles} profiles, ${options.pairs} matched pairs, 2 x ${members} members to upload`);
    const db = await createPgliteDb(join(dir, 'pgdata'));
    await migrate(db);
    const seed = await seedBench(db, {
      profiles: options.profiles,
      pairs: options.pairs,
      messagesPerPair: 30,
      feedMembers: options.feedMembers,
    });
    const { uploaders, adminToken } = await seedUploaders(db, 2 * members);
    await db.close();
    const shots = await pictures();
    for (const member of uploaders) member.card = await panCard('PRIYA RAO', member.pan);
    const [withoutChecks, withChecks] = [uploaders.slice(0, members), uploaders.slice(members)];
    const plans = scenarios(seed, options);
    const runs: Phase[] = [];
    const none = () => null;

    // Without the checker: the load alone, then the load while the first batch uploads (their jobs wait).
    server = await startApi(dir, false);
    await warmFeeds(server.url, seed.feedTokens);
    log(`server without checks on ${server.url}; filled ${seed.feedTokens.length} suggestion queues`);
    await settled(server.child.pid!);
    log(`phase 1: ${options.rate} req/s each of feed and history for ${options.durationSeconds} s, nothing else`);
    runs.push(await phase(server, plans, dir, none, async () => {}));
    await settled(server.child.pid!);
    log(`phase 2: the same load while ${members} members upload, one every ${options.everyMs} ms; checks off`);
    runs.push(
      await phase(server, plans, dir, none, () => uploadBatch(server!.url, withoutChecks, options.everyMs, shots)),
    );
    await stopApi(server);

    // With the checker: it works off the first batch's waiting jobs (loading the models), then the load runs while
    // the second batch uploads and is checked.
    server = await startApi(dir, true);
    const pid = server.child.pid!;
    let checkerPid: number | null = null;
    let checkerPeak = 0;
    const checker = () => (checkerPid = childProcess(pid, 'checker-child') ?? checkerPid);
    const memory = setInterval(() => (checkerPeak = Math.max(checkerPeak, peakKb(checker()))), 200);
    await checksDone(
      server.url,
      adminToken,
      withoutChecks.map((member) => member.id),
    );
    await warmFeeds(server.url, seed.feedTokens);
    log(`server with checks on ${server.url}; the first batch is checked, the checker (pid ${checker()}) idle`);
    await settled(pid);
    log(`phase 3: the same load while ${members} other members upload, one every ${options.everyMs} ms; checks on`);
    let lastUpload = new Map<string, number>();
    runs.push(
      await phase(server, plans, dir, checker, async () => {
        lastUpload = await uploadBatch(server!.url, withChecks, options.everyMs, shots);
      }),
    );
    await checksDone(
      server.url,
      adminToken,
      withChecks.map((member) => member.id),
    );
    clearInterval(memory);
    await stopApi(server);
    server = null;

    const stored = await createPgliteDb(join(dir, 'pgdata'));
    const { rows } = await stored.query<{ profile_id: string; done: number }>(
      'SELECT profile_id, (extract(epoch FROM done_at) * 1000)::float8 AS done FROM check_results',
    );
    await stored.close();
    const latencies = rows
      .filter((row) => lastUpload.has(row.profile_id))
      .map((row) => (row.done - lastUpload.get(row.profile_id)!) / 1000)
      .sort((a, b) => a - b);
    report(options, plans, runs, checkerPeak, latencies);
  } finally {
    if (server) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
