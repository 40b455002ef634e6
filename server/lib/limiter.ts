import { UnavailableError } from './failures';

export interface LimiterOptions {
  /** Tasks running at once, or, when tasks are weighed, the weight they may hold together. */
  concurrency: number;
  /** Tasks waiting at once; one more is refused at once. */
  maxQueue: number;
  /** A task that waited this long without starting is refused (0: no limit). */
  maxWaitMs?: number;
  /** The refusal's errorMessage (503 with Retry-After). */
  busyMessage: string;
  retryAfterSeconds?: number;
}

export interface Limiter {
  /**
   * Runs the task when `weight` fits beside those running (default 1: a count of tasks). A task heavier than
   * the whole capacity runs alone, so one is never refused for its size.
   */
  run<T>(task: () => Promise<T>, weight?: number): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Bounds how many memory- or CPU-heavy tasks (a password hash, a picture
 * decode) run at once, in arrival order. The queue is bounded too, so a
 * burst is answered "busy, try again shortly" instead of piling up memory
 * and latency for everyone.
 */
export function createLimiter(options: LimiterOptions): Limiter {
  let running = 0;
  let held = 0;
  const queue: { weight: number; start: () => void }[] = [];
  const busy = () => new UnavailableError(options.busyMessage, options.retryAfterSeconds);
  const fits = (weight: number) => held === 0 || held + weight <= options.concurrency;

  // In arrival order: the first waiting task starts once it fits, and no later, lighter one passes it.
  function next(): void {
    while (queue.length > 0 && fits(queue[0].weight)) queue.shift()?.start();
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>, weight = 1): Promise<T> {
      if (!fits(weight) || queue.length > 0) {
        if (queue.length >= options.maxQueue) throw busy();
        await new Promise<void>((resolve, reject) => {
          // The slot is taken when it is handed over, so no later arrival can slip in before this task starts.
          const entry = {
            weight,
            start: () => {
              if (timer) clearTimeout(timer);
              running++;
              held += weight;
              resolve();
            },
          };
          const timer = options.maxWaitMs
            ? setTimeout(() => {
                const index = queue.indexOf(entry);
                if (index >= 0) queue.splice(index, 1);
                reject(busy());
                // A heavy task that gave up may have held back lighter ones behind it.
                next();
              }, options.maxWaitMs)
            : undefined;
          queue.push(entry);
        });
      } else {
        running++;
        held += weight;
      }
      try {
        return await task();
      } finally {
        running--;
        held -= weight;
        next();
      }
    },
  };
}
