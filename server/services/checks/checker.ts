import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CheckAnalysis, CheckInput, ChildReply } from './types';

/** Analyses a member's pictures somewhere other than the API's own process. */
export interface Checker {
  analyse(input: CheckInput): Promise<CheckAnalysis>;
  close(): Promise<void>;
  /** The child's process id while it runs (for measurements), else null. */
  pid(): number | null;
}

export interface ChildCheckerOptions {
  /** The child exits after this long without a job; the next job starts it again (models load in ~0.4 s). */
  idleMs?: number;
  /** A job taking longer than this kills the child (a stuck model) and fails; the job's lease brings it back. */
  jobTimeoutMs?: number;
  /** Extra time the first job of a fresh child gets: the models load then (seconds on a busy machine). */
  startupMs?: number;
  /** Scheduling niceness of the child (15 unless said: the API's answers come first). */
  niceness?: number;
  /** V8 heap of the child. The models' WebAssembly memory comes on top (about 300 MB measured). */
  maxOldSpaceMb?: number;
}

const CHILD_ENTRY = fileURLToPath(new URL('./checker-child.ts', import.meta.url));
/** Lowest scheduling priority short of idle: on a busy machine the API's answers come first. */
const CHILD_NICENESS = 15;

/**
 * The checks' models in a child process, started on the first job and ended when idle: the API's memory
 * budget never carries them. One job at a time goes to the child (the job table is the queue), so its memory
 * is bounded by one member's pictures.
 */
export function createChildChecker(options: ChildCheckerOptions = {}): Checker {
  const idleMs = options.idleMs ?? 30_000;
  const jobTimeoutMs = options.jobTimeoutMs ?? 60_000;
  const startupMs = options.startupMs ?? 120_000;
  let fresh = false;
  let child: ChildProcess | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (a: CheckAnalysis) => void; reject: (e: Error) => void }>();

  function stop(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const running = child;
    child = null;
    if (running && running.exitCode === null) running.kill('SIGKILL');
    for (const [, waiter] of pending) waiter.reject(new Error('The checker stopped.'));
    pending.clear();
  }

  function start(): ChildProcess {
    const started = fork(CHILD_ENTRY, [], {
      // TypeScript runs through tsx, as the server itself does.
      execArgv: ['--import', 'tsx', `--max-old-space-size=${options.maxOldSpaceMb ?? 256}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    });
    if (started.pid) {
      try {
        setPriority(started.pid, options.niceness ?? CHILD_NICENESS);
      } catch {
        // Not permitted here: the child runs at normal priority.
      }
    }
    started.on('message', (message: ChildReply) => {
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if ('error' in message) waiter.reject(new Error(message.error));
      else waiter.resolve(message.analysis);
    });
    started.on('exit', () => {
      if (child !== started) return;
      child = null;
      for (const [, waiter] of pending) waiter.reject(new Error('The checker exited.'));
      pending.clear();
    });
    return started;
  }

  return {
    analyse(input) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      if (!child) {
        child = start();
        fresh = true;
      }
      const running = child;
      const allowed = jobTimeoutMs + (fresh ? startupMs : 0);
      fresh = false;
      const id = nextId++;
      return new Promise<CheckAnalysis>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error('The check took too long.'));
          if (child === running) stop();
        }, allowed);
        pending.set(id, {
          resolve: (analysis) => {
            clearTimeout(timer);
            resolve(analysis);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        running.send({ id, input });
      }).finally(() => {
        if (pending.size === 0 && child) {
          idleTimer = setTimeout(stop, idleMs);
          idleTimer.unref();
        }
      });
    },
    async close() {
      stop();
    },
    pid: () => child?.pid ?? null,
  };
}
