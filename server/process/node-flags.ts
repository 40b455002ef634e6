/**
 * The Node.js flags the server runs with: `npm start` and `npm run server` pass them, and so do the benchmarks and
 * the tests that start the server as a process, so that they measure what ships. A young generation of at most
 * 2 × 8 MB instead of V8's default 2 × 16 MB keeps 30-50 MB less resident at rest and in storms, for somewhat more
 * frequent young collections: the feed after a decision at 100,000 profiles measured the same p99 with it (server
 * README, "Memory").
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/** Node's arguments that run a TypeScript entry point of the server as production does. */
export function serverNodeArgs(entry: string): string[] {
  return [...SERVER_NODE_FLAGS, '--import', 'tsx', entry];
}

/** The flags of SERVER_NODE_FLAGS a process was started without, on its command line or in NODE_OPTIONS. */
export function missingNodeFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  return SERVER_NODE_FLAGS.filter((flag) => !given.includes(flag));
}
