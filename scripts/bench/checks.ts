/**
 * The automatic checks under a stream of sign-ups, on the embedded database with the real models:
 * `npm run bench:checks -- --members 20 --every 2000`. Each member uploads a selfie, a PAN card and a photo
 * (through the repositories, as the upload routes record them, jobs included; `--nice 0` runs the models'
 * child at normal priority instead of the server's 15); the script prints how long
 * after each member's last upload their checks were done (p50, p95, max) and the checker child's peak memory.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { documentNumberHash, safeEqual } from '../../server/lib/crypto';
import { checksRepository } from '../../server/repositories/checks';
import { usersRepository } from '../../server/repositories/users';
import { createChildChecker } from '../../server/services/checks/checker';
import { createChecksRunner } from '../../server/services/checks/runner';
import { createLocalFileStore } from '../../server/services/files';
import { manA, manB, panCard, woman } from '../../server/eval/checks/pictures';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '20' },
    every: { type: 'string', default: '2000' },
    // The child's niceness: 15 as the server runs it; 0 shows what the checks take at a normal priority.
    nice: { type: 'string', default: '15' },
  },
});
const members = Number(values.members);
const everyMs = Number(values.every);
const secret = 'bench-secret-0123456789abcdef0123456789';

/** CPU seconds (user + system) a process has used: what a check costs whatever else the machine runs. */
function cpuSeconds(pid: number | null): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function peakKb(pid: number | null): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

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
  const id = (await usersRepository(db).create({ email: `m${i}@bench.example`, passwordHash: null, role: 'member' }))!;
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
