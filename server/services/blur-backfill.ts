import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/types';
import { BACKGROUND_REST } from '../lib/pacing';
import { blurBackfillRepository, type BlurJob } from '../repositories/blur-backfill';
import type { FileStore } from './files';
import { toBlurredJpeg } from './images';
import { storeAndRecord } from './uploads';

export interface BlurBackfillOptions {
  /** Photos claimed and worked together; their copies are recorded in one transaction. */
  sliceSize: number;
  /** A slice not finished this long after its claim is claimed again (a crash or kill -9 mid-slice). */
  leaseSeconds: number;
  /** Claims of one photo before it is given up: failed runs and runs a crash cut short. */
  maxAttempts: number;
  /** How long a failed copy waits before it is tried again. */
  retrySeconds: number;
  /** How often the table is looked at for rows nobody announced (another instance's, lapsed leases). */
  pollMs: number;
  /** The rest after a slice, as a multiple of the time it took (lib/pacing.ts). */
  rest: number;
}

export const DEFAULT_BLUR_BACKFILL_OPTIONS: BlurBackfillOptions = {
  // About a quarter of a second of decoding per slice: an upload waits behind at most one photo's copy.
  sliceSize: 16,
  leaseSeconds: 120,
  maxAttempts: 3,
  retrySeconds: 300,
  pollMs: 60_000,
  rest: BACKGROUND_REST,
};

export interface BlurBackfill {
  /** Asks for copies of the photos written without one since the last start, then looks at the table. */
  start(): Promise<void>;
  /** Look at the table now. */
  poke(): void;
  /** Resolves when no row is left that could be claimed now (tests, measurements). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Photo privacy for photos stored before blurred copies were made: works the rows of blur_backfill_jobs
 * (migration 250) in the background. A slice of photos is claimed with a lease; each original is read and its
 * strongly blurred copy made exactly as at upload (images.ts, through the same one-at-a-time decoding as
 * uploads) and stored; the slice's copies are recorded and its rows ended in one transaction; then the worker
 * rests `rest` times as long as the slice took. A crash leaves the lease to lapse and the rows to be claimed
 * again; a copy stored but not recorded is an orphan that the sweep removes (services/uploads.ts).
 */
export function createBlurBackfill(
  deps: { db: Db; files: FileStore; log?: (message: string) => void },
  options: BlurBackfillOptions = DEFAULT_BLUR_BACKFILL_OPTIONS,
): BlurBackfill {
  const repo = blurBackfillRepository(deps.db);
  const log = deps.log ?? (() => {});
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  // Ends a rest at once when the app closes.
  const stopping = new AbortController();
  const poller = setInterval(() => poke(), options.pollMs);
  poller.unref();

  async function failed(job: BlurJob, message: string): Promise<void> {
    const last = job.attempts >= options.maxAttempts;
    log(`blurred copy of ${job.image_id} failed (attempt ${job.attempts}${last ? ', given up' : ''}): ${message}`);
    await (last ? repo.giveUp(job.image_id, message) : repo.retryLater(job.image_id, options.retrySeconds, message));
  }

  async function runSlice(jobs: readonly BlurJob[]): Promise<void> {
    const made: { job: BlurJob; bytes: Buffer }[] = [];
    for (const job of jobs) {
      if (closed) return;
      // Claimed more often than allowed: the earlier runs all ended in a crash or a kill (the lease lapsed).
      if (job.attempts > options.maxAttempts) {
        await repo.giveUp(job.image_id, `stopped ${job.attempts - 1} times without finishing`);
        continue;
      }
      try {
        const original = await deps.files.get(job.file_key);
        if (!original) {
          await repo.giveUp(job.image_id, 'the original is not stored');
          continue;
        }
        made.push({ job, bytes: await toBlurredJpeg(original.bytes) });
      } catch (error) {
        await failed(job, error instanceof Error ? error.message : String(error));
      }
    }
    if (made.length === 0 || closed) return;
    await storeAndRecord(
      deps.files,
      'photo',
      made.map((copy) => copy.bytes),
      (keys) =>
        deps.db.transaction(async (tx) => {
          const done = made.map((copy, index) => ({ imageId: copy.job.image_id, blurredKey: keys[index] }));
          const recorded = await repo.record(done, tx);
          // A photo deleted meanwhile, or given a copy by a new upload: the copy made here is not needed.
          return keys.filter((key) => !recorded.has(key));
        }),
    );
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const jobs = await repo.claim(options.sliceSize, options.leaseSeconds);
        if (jobs.length === 0) break;
        const began = performance.now();
        try {
          await runSlice(jobs);
        } catch (error) {
          // Recording failed: the leases lapse and the slice is claimed again (its stored copies were removed).
          log(`blurred copies not recorded: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (closed) return;
        await sleep((performance.now() - began) * options.rest, undefined, { signal: stopping.signal }).catch(() => {});
      }
    } while (again && !closed);
  }

  function poke(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`backfill stopped: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  }

  return {
    async start() {
      // A database that cannot answer now must not stop the server from starting (its readiness says so);
      // the photos without a copy are listed again at the next start.
      try {
        const added = await repo.requestMissing();
        if (added > 0) log(`${added} photos without a blurred copy are waiting for one`);
      } catch (error) {
        log(`could not list photos without a blurred copy: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      poke();
    },
    poke,
    async drained() {
      for (;;) {
        if (running) await running;
        if ((await repo.claimable()) === 0) return;
        poke();
        await sleep(50);
      }
    },
    async close() {
      closed = true;
      stopping.abort();
      clearInterval(poller);
      if (running) await running.catch(() => {});
    },
  };
}
