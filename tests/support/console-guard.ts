/**
 * console.error fails a test unless the test expects it (`expectConsoleError`),
 * so React warnings and unhandled failures never pass silently.
 */
let calls: unknown[][] = [];
let allowed = 0;
let original: typeof console.error = console.error;

export const consoleErrorGuard = {
  start() {
    calls = [];
    allowed = 0;
    original = console.error;
    console.error = (...args: unknown[]) => {
      calls.push(args);
    };
  },
  stop(): string[] {
    console.error = original;
    return calls.length <= allowed ? [] : calls.map((args) => args.map(String).join(' '));
  },
};

/** Declares that the test expects console.error to be called (at most `times` times). */
export function expectConsoleError(times = 1): void {
  allowed += times;
}

/** The console.error calls so far, for tests that assert what was logged. */
export function consoleErrorCalls(): unknown[][] {
  return calls;
}
