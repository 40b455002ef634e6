/**
 * The automatic checks on the embedded database with the real models, in one of two modes.
 *
 * `npm run bench:checks -- --members 20 --every 2000`: the checks under a stream of sign-ups. Each member uploads a
 * selfie, a PAN card and a photo (through the repositories, as the upload routes record them, jobs included;
 * `--nice 0` runs the models' child at normal priority instead of the server's 15); the script prints how long
 * after each member's last upload their checks were done (p50, p95, max) and the checker child's peak memory.
 *
 * `npm run bench:checks -- --api-load [--profiles 2000 --rate 100 --duration 20 --every 2000]`: the API's feed and
 * chat p50/p99 with and without the checks running (scripts/bench/checks-api-load.ts). The real server, a
 * fixed-rate load of GET /api/feed/home and GET /api/chat/history in three phases: quiet; while members upload
 * through the API (one every `--every` ms) with the checker off; and while other members upload the same way with
 * the checker on and busy. Prints each class's p50/p99 per phase, the p99 ratio of checks on to off, the checker's
 * CPU and peak memory, and when each member's checks were done after their last upload.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { manA, manB, panCard, woman } from '../../server/eval/checks/pictures';
import { documentNumberHash, safeEqual } from '../../server/lib/crypto';
import { checksRepository } from '../../server/repositories/checks';
import { usersRepository } from '../../server/repositories/users';
import { createChildChecker } from '../../server/services/checks/checker';
import { createChecksRunner } from '../../server/services/checks/runner';
import { createLocalFileStore } from '../../server/services/files';
import { runChecksUnderApiLoad } from './checks-api-load';
import { cpuSeconds, peakKb } from './proc';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '20' },
    every: { type: 'string', default: '2000' },
    // The child's niceness: 15 as the server runs it; 0 shows what the checks take at a normal priority.
    nice: { type: 'string', default: '15' },
    'api-load': { type: 'boolean', default: false },
    // The API-load mode's population and load (as in npm run bench:api, smaller).
    profiles: { type: 'string', default: '2000' },
    pairs: { type: 'string', default: '200' },
    'feed-members': { type: 'string', default: '300' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
  },
});
const secret = 'bench-secret-0123456789abcdef0123456789';

async function inProcess(members: number, everyMs: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-checks-'));
  const db = await createPgliteDb();
  await migrate(db);
  const files = createLocalFileStore({ root: dir, secret });
  const checker = createChildChecker({ idleMs: 60_000, niceness: Number(values.nice) });
  const runner = createChecksRunner({
    db,
    files,
    checker,
    leaseSeconds: 120,
    maxAttempts: 5,
    retrySeconds: 60,
    isTypedNumber: (type, candidate, hash) => safeEqual(documentNumberHash(secret, type, candidate), hash),
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, peakKb(checker.pid()))), 200);

  // The models load before the clock starts, as in a server that already checked someone today.
  console.log('loading the models…');
  await checker.analyse({ selfie: { key: 'warm', bytes: await manA() }, document: null, photos: [] });
  console.log('models loaded');
  const cpuBefore = cpuSeconds(checker.pid());

  const pictures = { a: await manA(), b: await manB(), w: await woman() };
  const uploadedAt = new Map<string, number>();
  for (let i = 0; i < members; i++) {
    const started = Date.now();
    const id = (await usersRepository(db).create({
      email: `m${i}@bench.example`,
      passwordHash: null,
      role: 'member',
    }))!;
    const pan = `ABCPR${String(1000 + i)}F`;
    const selfie = await files.put('document', i % 2 ? pictures.w : pictures.a, 'jpg');
    const card = await files.put('document', await panCard('PRIYA RAO', pan), 'jpg');
    const photo = await files.put('photo', pictures.b, 'jpg');
    await db.transaction(async (tx) => {
      await tx.query("UPDATE profiles SET first_name = 'Priya', last_name = 'Rao' WHERE id = $1", [id]);
      await tx.query(
        `UPDATE verifications SET selfie_file = $2, id_file = $3, id_type = 'PAN', id_number_hash = $4, id_at = now() WHERE user_id = $1`,
        [id, selfie, card, documentNumberHash(secret, 'PAN', pan)],
      );
      await tx.query('INSERT INTO profile_images (id, profile_id, file_key, position) VALUES ($1, $2, $3, 0)', [
        `img-${i}`,
        id,
        photo,
      ]);
      await checksRepository(tx).request(id);
    });
    uploadedAt.set(id, Date.now());
    runner.poke();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))));
  }
  await runner.drained();
  const { rows } = await db.query<{ profile_id: string; done: number }>(
    'SELECT profile_id, (extract(epoch FROM done_at) * 1000)::float8 AS done FROM check_results',
  );
  const latencies = rows.map((row) => row.done - uploadedAt.get(row.profile_id)!).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  clearInterval(sampler);
  const cpuPerMember = (cpuSeconds(checker.pid()) - cpuBefore) / members;
  console.log(
    `members ${latencies.length}, one every ${everyMs} ms: done after the last upload p50 ${(at(0.5) / 1000).toFixed(1)} s, p95 ${(at(0.95) / 1000).toFixed(1)} s, max ${(latencies.at(-1)! / 1000).toFixed(1)} s`,
  );
  console.log(`checker child peak RSS ${(peak / 1024).toFixed(0)} MB; CPU per member ${cpuPerMember.toFixed(2)} s`);
  console.log(`load average while measuring: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  await runner.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
}

const number = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
};

if (values['api-load']) {
  await runChecksUnderApiLoad({
    profiles: number('profiles'),
    pairs: number('pairs'),
    feedMembers: number('feed-members'),
    rate: number('rate'),
    durationSeconds: number('duration'),
    everyMs: number('every'),
  });
} else {
  await inProcess(number('members'), number('every'));
}
