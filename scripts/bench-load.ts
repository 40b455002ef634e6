/**
 * The load generator of `npm run bench:api`, run as its own process so it
 * does not share a CPU budget with the server's event loop. Reads a plan
 * (JSON file path in argv[2]), runs each scenario with autocannon against
 * 127.0.0.1 only, and prints one JSON result per line.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface LoadScenario {
  name: string;
  method: 'GET' | 'POST';
  /** Requests cycle through these (a token and path, and a JSON body for POST). */
  requests: { token?: string; path: string; body?: unknown }[];
  connections: number;
  durationSeconds: number;
  /** Fixed arrival rate in requests per second; absent for maximum throughput. */
  rate?: number;
}

export interface LoadPlan {
  url: string;
  scenarios: LoadScenario[];
}

export interface LoadResult {
  name: string;
  rate: number | null;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  timeout?: number;
  requests: { method: string; setupRequest: (request: RawRequest) => RawRequest }[];
}

type Autocannon = (
  options: AutocannonOptions,
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

// autocannon ships no type declarations; the subset above is what this script uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function run(url: string, scenario: LoadScenario): Promise<LoadResult> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: scenario.connections,
        duration: scenario.durationSeconds,
        overallRate: scenario.rate,
        timeout: 10,
        requests: [
          {
            method: scenario.method,
            setupRequest(request) {
              const item = scenario.requests[next++ % scenario.requests.length];
              const headers: Record<string, string> = { ...(request.headers ?? {}) };
              if (item.token) headers.authorization = item.token;
              if (item.body !== undefined) headers['content-type'] = 'application/json';
              return {
                ...request,
                method: scenario.method,
                path: item.path,
                headers,
                body: item.body === undefined ? undefined : JSON.stringify(item.body),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name: scenario.name,
          rate: scenario.rate ?? null,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadPlan;
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(plan.url)) throw new Error('the benchmark only loads 127.0.0.1');
  for (const scenario of plan.scenarios) {
    process.stdout.write(`${JSON.stringify(await run(plan.url, scenario))}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
