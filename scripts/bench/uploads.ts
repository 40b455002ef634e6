/**
 * The uploads mode of `npm run bench:api -- --uploads`: members upload one phone-camera photo (12 megapixels)
 * at a time, as onboarding's photo step does, against the real server process, which checks and re-encodes
 * each photo and stores its strongly blurred copy beside it (photo privacy). Prints the uploads' p50 and p99
 * (medians over the runs), and what the blurred copy costs of each in this process (the same image functions the
 * server runs), so the figure can be read as "with the extra version". 127.0.0.1 only; bounded in count.
 */
import sharp from 'sharp';
import type { Db } from '../../server/db/types';
import { usersRepository } from '../../server/repositories/users';
import { toBlurredJpeg, toSafeJpeg } from '../../server/services/images';
import { median, percentile } from './stats';

const UPLOADERS = 4;

export interface UploadsSeed {
  tokens: string[];
}

/** Members who upload: accounts with a session and nothing else (the photo step needs no other step first). */
export async function seedUploads(db: Db): Promise<UploadsSeed> {
  const users = usersRepository(db);
  const tokens: string[] = [];
  for (let i = 0; i < UPLOADERS; i++) {
    const id = await db.transaction((tx) =>
      users.create({ email: `photo-upload-${i}@bench.example`, passwordHash: null, role: 'member' }, tx),
    );
    if (!id) throw new Error(`uploader ${i} exists`);
    tokens.push(await users.createSession(id, 24));
  }
  return { tokens };
}

/** A 12-megapixel photo with some grain, under the 5 MB limit, as a phone camera gives. */
function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 60 + seed * 20, g: 130, b: 190 },
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

function form(photo: Buffer): FormData {
  const data = new FormData();
  data.append('image0', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  return data;
}

/** Runs `count` uploads `runs` times (one at a time, the members in turn) and prints the figures. */
export async function runUploads(base: string, seed: UploadsSeed, runs: number, count: number): Promise<void> {
  const log = (message: string) => console.log(`[bench] ${message}`);
  const photos = await Promise.all(Array.from({ length: UPLOADERS }, (_, i) => phonePhoto(i)));
  log(`uploads: ${count} per run of one ${(photos[0].length / 1024 / 1024).toFixed(1)} MB 12-megapixel JPEG each`);
  const results: { p50: number; p99: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const member = i % UPLOADERS;
      const started = performance.now();
      const res = await fetch(`${base}/api/profile/images`, {
        method: 'POST',
        headers: { authorization: seed.tokens[member] },
        body: form(photos[member]),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ p50: percentile(times, 50), p99: percentile(times, 99) });
    log(
      `  run ${run + 1}/${runs}: upload p50 ${results[run].p50.toFixed(1)} ms, p99 ${results[run].p99.toFixed(1)} ms`,
    );
  }

  // The same work in this process, piece by piece: the check and re-encode, then the blurred copy of its result.
  const reencode: number[] = [];
  const blur: number[] = [];
  for (let i = 0; i < 10; i++) {
    let started = performance.now();
    const safe = await toSafeJpeg(photos[i % UPLOADERS]);
    reencode.push(performance.now() - started);
    started = performance.now();
    await toBlurredJpeg(safe);
    blur.push(performance.now() - started);
  }
  console.log(`\nUpload benchmark: medians of ${runs} runs of ${count} uploads, one at a time`);
  console.log(
    `photo upload (with its blurred copy): p50 ${median(results.map((r) => r.p50)).toFixed(1)} ms, p99 ${median(results.map((r) => r.p99)).toFixed(1)} ms`,
  );
  console.log(
    `of which, in this process: check and re-encode p50 ${percentile(
      reencode.sort((a, b) => a - b),
      50,
    ).toFixed(1)} ms, ` +
      `blurred copy p50 ${percentile(
        blur.sort((a, b) => a - b),
        50,
      ).toFixed(1)} ms`,
  );
}
