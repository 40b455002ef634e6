/**
 * The storm mode of `npm run bench:api -- --storm`: 16 logins at once (each a
 * production-cost password hash), 4 uploads at once of six large PNGs each,
 * and photo reads at a fixed rate all the while, against the real server
 * process. Prints the server's peak resident memory during the storm and the
 * p50/p99 of the photo reads made during it (medians over the runs).
 * 127.0.0.1 only; bounded in count and time.
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { DEFAULT_PASSWORD_HASH_COST } from '../../server/config';
import type { Db } from '../../server/db/types';
import { hashPassword } from '../../server/lib/crypto';
import { usersRepository } from '../../server/repositories/users';
import { MAX_REQUEST_PIXELS } from '../../server/services/images';
import { median, percentile } from './stats';

export const STORM_LOGINS = 16;
export const STORM_UPLOADS = 4;
export const STORM_PHOTOS_PER_UPLOAD = 6;
/** Photo reads per second during the storm, spread evenly. */
const READ_RATE = 50;
const PASSWORD = 'Storm@12345';

export interface StormSeed {
  loginEmails: string[];
  uploaderTokens: string[];
  readerToken: string;
}

/** Members for the storm: some who log in (a real production-cost hash), some who upload, one whose photos are read. */
export async function seedStorm(db: Db): Promise<StormSeed> {
  const users = usersRepository(db);
  const passwordHash = await hashPassword(PASSWORD, DEFAULT_PASSWORD_HASH_COST);
  const create = async (email: string, hash: string | null) => {
    const id = await db.transaction((tx) => users.create({ email, passwordHash: hash, role: 'member' }, tx));
    if (!id) throw new Error(`${email} exists`);
    return id;
  };
  const loginEmails: string[] = [];
  for (let i = 0; i < STORM_LOGINS; i++) {
    loginEmails.push(`storm-login-${i}@bench.example`);
    await create(loginEmails[i], passwordHash);
  }
  const uploaderTokens: string[] = [];
  for (let i = 0; i < STORM_UPLOADS; i++) {
    uploaderTokens.push(await users.createSession(await create(`storm-upload-${i}@bench.example`, null), 24));
  }
  const readerToken = await users.createSession(await create('storm-reader@bench.example', null), 24);
  return { loginEmails, uploaderTokens, readerToken };
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function photoForm(pictures: Buffer[]): FormData {
  const data = new FormData();
  pictures.forEach((bytes, i) =>
    data.append(`image${i}`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`),
  );
  return data;
}

interface StormRun {
  peakRssMb: number;
  readP50: number;
  readP99: number;
  reads: number;
  readFailures: number;
  logins: Record<number, number>;
  uploads: Record<number, number>;
  seconds: number;
}

/** GETs one URL over a keep-alive agent; answers the latency from its due time, or -1 on a failed read. */
function read(agent: Agent, base: URL, path: string, due: number): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest({ agent, host: base.hostname, port: base.port, path, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - due : -1));
    });
    req.on('error', () => resolve(-1));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

async function stormOnce(
  base: string,
  pid: number,
  seed: StormSeed,
  photoPaths: string[],
  pictures: Buffer[],
): Promise<StormRun> {
  const url = new URL(base);
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const latencies: number[] = [];
  let readFailures = 0;
  let storming = true;
  const reads: Promise<void>[] = [];
  const reader = (async () => {
    const start = performance.now();
    for (let i = 0; storming; i++) {
      const due = start + (i * 1000) / READ_RATE;
      const wait = due - performance.now();
      if (wait >= 1) await sleep(wait);
      reads.push(
        read(agent, url, photoPaths[i % photoPaths.length], due).then((ms) => {
          if (ms < 0) readFailures++;
          else latencies.push(ms);
        }),
      );
    }
  })();
  await sleep(300);

  const started = performance.now();
  const count = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((out, status) => ({ ...out, [status]: (out[status] ?? 0) + 1 }), {});
  const [logins, uploads] = await Promise.all([
    Promise.all(
      seed.loginEmails.map((email, i) =>
        fetch(`${base}/api/users/login`, {
          method: 'POST',
          // Sixteen people at sixteen addresses (the server trusts the proxy header here), so the per-address
          // login limit does not stand in for the memory bound being measured.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${i + 1}` },
          body: JSON.stringify({ userName: email, password: PASSWORD }),
        }).then(async (res) => (await res.arrayBuffer(), res.status)),
      ),
    ),
    Promise.all(
      seed.uploaderTokens.map((token) =>
        fetch(`${base}/api/profile/images`, {
          method: 'POST',
          headers: { authorization: token },
          body: photoForm(pictures),
        }).then(async (res) => (await res.arrayBuffer(), res.status)),
      ),
    ),
  ]);
  const seconds = (performance.now() - started) / 1000;
  storming = false;
  await reader;
  await Promise.all(reads);
  clearInterval(sampler);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    peakRssMb: peak,
    readP50: percentile(latencies, 50),
    readP99: percentile(latencies, 99),
    reads: latencies.length,
    readFailures,
    logins: count(logins),
    uploads: count(uploads),
    seconds,
  };
}

/** Runs the storm `runs` times against the server at `base` (process `pid`) and prints the figures and budgets. */
export async function runStorm(
  base: string,
  pid: number,
  seed: StormSeed,
  runs: number,
  restRssMb: number,
): Promise<void> {
  const log = (message: string) => console.log(`[bench] ${message}`);
  // Photos to read: six ordinary pictures of one member, behind their signed links.
  const ordinary = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: 40 * i, g: 120, b: 200 },
          noise: { type: 'gaussian', mean: 120, sigma: 30 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  const seeded = await fetch(`${base}/api/profile/images`, {
    method: 'POST',
    headers: { authorization: seed.readerToken },
    body: photoForm(ordinary),
  });
  if (seeded.status !== 200)
    throw new Error(`seeding the photos to read answered ${seeded.status}: ${await seeded.text()}`);
  const own = (await (
    await fetch(`${base}/api/profile/my`, { headers: { authorization: seed.readerToken } })
  ).json()) as { images: { url: string }[] };
  const photoPaths = own.images.map((image) => image.url);

  // The largest pictures one upload may bring in all, as flat PNGs that compress to a few hundred KB: the most
  // decoding work per byte sent.
  const pixelsEach = Math.floor(MAX_REQUEST_PIXELS / STORM_PHOTOS_PER_UPLOAD);
  const width = Math.floor(Math.sqrt((pixelsEach * 4) / 3));
  const height = Math.floor(pixelsEach / width);
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 210, g: 180, b: 140 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const pictures = Array.from({ length: STORM_PHOTOS_PER_UPLOAD }, () => png);
  log(
    `storm: ${STORM_LOGINS} logins + ${STORM_UPLOADS} uploads of ${STORM_PHOTOS_PER_UPLOAD} PNGs of ${width}x${height} ` +
      `(${((width * height) / 1e6).toFixed(1)} MP, ${Math.round(png.length / 1024)} KB each) at once, photo reads at ${READ_RATE}/s`,
  );

  const results: StormRun[] = [];
  for (let run = 0; run < runs; run++) {
    await sleep(2000);
    const result = await stormOnce(base, pid, seed, photoPaths, pictures);
    results.push(result);
    log(
      `storm ${run + 1}/${runs}: ${result.seconds.toFixed(1)} s, peak RSS ${result.peakRssMb.toFixed(0)} MiB, ` +
        `reads p50 ${result.readP50.toFixed(1)} ms p99 ${result.readP99.toFixed(1)} ms (${result.reads} reads, ${result.readFailures} failed), ` +
        `logins ${JSON.stringify(result.logins)}, uploads ${JSON.stringify(result.uploads)}`,
    );
  }
  await sleep(3000);
  const settled = rssMb(pid);
  const peak = median(results.map((r) => r.peakRssMb));
  const p99 = median(results.map((r) => r.readP99));
  console.log(`\nStorm benchmark: medians of ${runs} runs`);
  console.log(
    `server RSS at rest ${restRssMb.toFixed(0)} MiB, peak during the storm ${peak.toFixed(0)} MiB, ${settled.toFixed(0)} MiB after it`,
  );
  console.log(
    `photo reads during the storm: p50 ${median(results.map((r) => r.readP50)).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  console.log('budgets:');
  for (const [label, ok] of [
    ['RSS at rest < 400 MB', restRssMb < 400],
    ['peak RSS during the storm <= 512 MiB', peak <= 512],
    ['photo read p99 during the storm < 200 ms', p99 < 200],
    [
      'every storm login and upload answered 200',
      results.every((r) => r.logins[200] === STORM_LOGINS && r.uploads[200] === STORM_UPLOADS),
    ],
  ] as const) {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  }
}
