import { UnavailableError } from './failures';

export interface LimiterOptions {
  /** Tasks running at once. */
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
  run<T>(task: () => Promise<T>): Promise<T>;
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
  const queue: (() => void)[] = [];
  const busy = () => new UnavailableError(options.busyMessage, options.retryAfterSeconds);

  function next(): void {
    if (running >= options.concurrency) return;
    const start = queue.shift();
    if (start) start();
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency || queue.length > 0) {
        if (queue.length >= options.maxQueue) throw busy();
        await new Promise<void>((resolve, reject) => {
          // The slot is taken when it is handed over, so no later arrival can slip in before this task starts.
          const start = () => {
            if (timer) clearTimeout(timer);
            running++;
            resolve();
          };
          const timer = options.maxWaitMs
            ? setTimeout(() => {
                const index = queue.indexOf(start);
                if (index >= 0) queue.splice(index, 1);
                reject(busy());
              }, options.maxWaitMs)
            : undefined;
          queue.push(start);
        });
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        running--;
        next();
      }
    },
  };
}
