/**
 * Background work that makes way for answers: a line of jobs done one at a
 * time with a rest after each (queue refills), and pauses for long work
 * between its slices (the model's refit, ranking a pool).
 */
import { setImmediate as yieldToEvents, setTimeout as sleep } from 'node:timers/promises';

/**
 * How long background work rests, as a multiple of the time it just ran: at
 * 3 it takes at most a quarter of the instance's time.
 */
export const BACKGROUND_REST = 3;

/**
 * Work that may wait, done one piece at a time in the order it was asked
 * for. Each key waits in line once: asking again while it waits replaces its
 * job (through `merge`) and keeps its place, and asking while its job runs
 * is ignored. After each piece the line rests `rest` times as long as the
 * piece took, so this work takes at most 1 / (1 + rest) of the time however
 * much of it arrives at once.
 */
export function pacedLine<Job>(options: {
  rest: number;
  run: (key: string, job: Job) => Promise<void>;
  merge: (waiting: Job, next: Job) => Job;
  /** Called with the line's work each time it starts after standing empty (so a caller can wait for it). */
  started: (work: Promise<void>) => void;
}) {
  const waiting = new Map<string, Job>();
  let running: string | null = null;
  let draining = false;

  async function drain(): Promise<void> {
    try {
      while (waiting.size > 0) {
        const [key, job] = waiting.entries().next().value as [string, Job];
        waiting.delete(key);
        running = key;
        const began = performance.now();
        try {
          await options.run(key, job);
        } finally {
          running = null;
        }
        const rest = (performance.now() - began) * options.rest;
        if (rest > 0 && waiting.size > 0) await sleep(rest);
      }
    } finally {
      // Set in the same step as the last check of the line, so nothing added after it is left waiting.
      draining = false;
    }
  }

  return {
    add(key: string, job: Job): void {
      if (running === key) return;
      const before = waiting.get(key);
      waiting.set(key, before === undefined ? job : options.merge(before, job));
      if (draining) return;
      draining = true;
      options.started(drain());
    },
    /** The key's job is no longer needed (done another way). */
    drop(key: string): void {
      waiting.delete(key);
    },
    get waiting(): number {
      return waiting.size;
    },
  };
}

/** Where long background work lets other work run between two slices of its own. */
export type Pause = () => Promise<void>;

/** A pause that only lets whatever waits run once (one turn of the event loop). */
export const turn: Pause = async () => {
  await yieldToEvents();
};

/**
 * Pauses that rest `rest` times as long as the work ran since the pause
 * before, so the work takes at most 1 / (1 + rest) of the time however long
 * it is.
 */
export function restingPauses(rest: number): Pause {
  let since = performance.now();
  return async () => {
    const ran = performance.now() - since;
    if (rest > 0 && ran >= 1) await sleep(ran * rest);
    else await yieldToEvents();
    since = performance.now();
  };
}

/** The longest stretch long background work runs before letting waiting answers in, in milliseconds. */
export const SLICE_MS = 2;

/**
 * Slices of long synchronous work measured by the clock rather than by a count of items, whose cost varies with
 * the machine, the pool and what each item costs: a loop asks `due()` every few dozen items and pauses when a
 * slice's worth has run, so no answer waits behind more than about SLICE_MS of it.
 */
export function timeSlices(pause: Pause = turn, sliceMs = SLICE_MS) {
  let since = performance.now();
  return {
    due(): boolean {
      return performance.now() - since >= sliceMs;
    },
    async pause(): Promise<void> {
      await pause();
      since = performance.now();
    },
  };
}
