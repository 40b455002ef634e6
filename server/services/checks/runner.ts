import { setTimeout as sleep } from 'node:timers/promises';
import type { DocumentType } from '../../../contract/enums';
import type { AdminChecks } from '../../../contract/schemas/profile';
import type { Db } from '../../db/types';
import { checksRepository, type CheckJob } from '../../repositories/checks';
import type { FileStore } from '../files';
import type { Checker } from './checker';
import type { CheckImage } from './types';
import {
  nameOnDocument,
  DUPLICATE_MAX_BITS,
  documentNameVerdict,
  documentNumberVerdict,
  faceMatch,
  faceMatchOfSelfie,
  NOT_LIVE_WARNING,
  numberCandidates,
  riskOf,
  selfieFaceTooSmall,
} from './verdicts';

export interface ChecksRunnerOptions {
  db: Db;
  files: FileStore;
  checker: Checker;
  /** Whether a number read off the document is the one typed (its keyed hash, as verification stores it). */
  isTypedNumber: (idType: string, candidate: string, storedHash: string) => boolean;
  /** A job not finished this long after its claim is claimed again (a crash or kill -9 mid-check). */
  leaseSeconds: number;
  /** Claims of one job before it is given up, failed, for staff to see: failed runs and runs a crash cut short. */
  maxAttempts: number;
  /** How long a failed check waits before it is tried again. */
  retrySeconds: number;
  /** How often the table is looked at for jobs nobody announced (another instance's uploads, lapsed leases). */
  pollMs?: number;
  log?: (message: string) => void;
}

export interface ChecksRunner {
  /** An upload asked for checks: look at the table now. */
  poke(): void;
  /** Resolves when no job is left in the table (tests, measurements). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Between jobs the worker rests a quarter of the time the last one took. The models run in the niced child
 * process, so the rest only spaces this process's own reads and writes; a longer one would add to every
 * member's wait when uploads queue up.
 */
const REST_FACTOR = 0.25;

/**
 * Works the check_jobs table in the background: claim one job, hand the member's pictures to the checker's
 * child process, turn its measurements into the staff's verdicts, store them, rest, repeat; stops when the
 * table has nothing claimable and waits for the next upload or poll.
 */
export function createChecksRunner(options: ChecksRunnerOptions): ChecksRunner {
  const repo = checksRepository(options.db);
  const log = options.log ?? (() => {});
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const poller = setInterval(() => poke(), options.pollMs ?? 5_000);
  poller.unref();

  async function load(key: string | null): Promise<CheckImage | null> {
    if (!key) return null;
    const file = await options.files.get(key);
    return file ? { key, bytes: file.bytes } : null;
  }

  async function runOne(job: CheckJob): Promise<void> {
    const subject = await repo.subject(job.profile_id);
    if (!subject) {
      await options.db.transaction((tx) => repo.finish(job, { checks: {}, details: {}, models: {}, risk: 0 }, [], tx));
      return;
    }
    const photos = (await Promise.all(subject.image_keys.map(load))).filter((p): p is CheckImage => p !== null);
    const analysis = await options.checker.analyse({
      selfie: await load(subject.selfie_file),
      document: await load(subject.id_file),
      photos,
    });
    const type = (subject.id_type ?? 'PAN') as DocumentType;
    const candidates = analysis.documentText ? numberCandidates(analysis.documentText, type) : [];
    const warnings = [...subject.id_format_warnings];
    if (analysis.selfieFaces && selfieFaceTooSmall(analysis.selfieFaces))
      warnings.push('The face in the selfie is small.');
    if (subject.selfie_file && !subject.selfie_live) warnings.push(NOT_LIVE_WARNING);
    const duplicates = await repo.duplicates(job.profile_id, analysis.hashes, DUPLICATE_MAX_BITS);
    const checks: Omit<AdminChecks, 'status' | 'risk'> = {
      selfieFaces: analysis.selfieFaces?.length ?? 0,
      faceMatch: faceMatchOfSelfie(faceMatch(analysis), subject.selfie_live),
      selfieLive: subject.selfie_live,
      documentNumber:
        analysis.documentText === null || !subject.id_number_hash
          ? 'UNREADABLE'
          : documentNumberVerdict(candidates, (c) => options.isTypedNumber(type, c, subject.id_number_hash!)),
      documentName:
        analysis.documentText === null
          ? 'UNREADABLE'
          : documentNameVerdict(analysis.documentText, subject.first_name, subject.last_name),
      duplicates: duplicates.map((d) => ({ profileId: d.profileId, kind: d.kind as 'photo' | 'selfie' | 'document' })),
      warnings,
    };
    // The name read, for staff to set beside the profile's (kept with the checks, which members never see).
    const nameRead = analysis.documentText === null ? null : nameOnDocument(analysis.documentText);
    if (nameRead) checks.documentNameRead = nameRead;
    const risk = riskOf(checks);
    const details = {
      selfieFaces: analysis.selfieFaces,
      photos: analysis.photos,
      // Only how many numbers were read, never the numbers: the service keeps no document number in full.
      numbersRead: candidates.length,
      textCharacters: analysis.documentText?.length ?? 0,
    };
    await options.db.transaction((tx) =>
      repo.finish(job, { checks: { ...checks, risk }, details, models: analysis.models, risk }, analysis.hashes, tx),
    );
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const job = await repo.claim(options.leaseSeconds);
        if (!job) break;
        // Claimed more often than allowed: the earlier runs all ended in a crash or a kill (the lease lapsed).
        if (job.attempts > options.maxAttempts) {
          await repo.giveUp(job, `stopped ${job.attempts - 1} times without finishing`);
          continue;
        }
        const began = performance.now();
        try {
          await runOne(job);
        } catch (error) {
          // Stopping mid-check leaves the lease to lapse, so the next start (or another instance) takes it.
          if (closed) return;
          const message = error instanceof Error ? error.message : String(error);
          const last = job.attempts >= options.maxAttempts;
          log(`check of ${job.profile_id} failed (attempt ${job.attempts}${last ? ', given up' : ''}): ${message}`);
          await (last ? repo.giveUp(job, message) : repo.retryLater(job, options.retrySeconds, message)).catch(
            () => {},
          );
        }
        await sleep((performance.now() - began) * REST_FACTOR);
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
      .catch((error: unknown) => log(`checks stopped: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  }

  return {
    poke,
    async drained() {
      for (;;) {
        if (running) await running;
        if ((await repo.waiting()) === 0) return;
        poke();
        await sleep(100);
      }
    },
    async close() {
      closed = true;
      clearInterval(poller);
      await options.checker.close();
      if (running) await running.catch(() => {});
    },
  };
}
