/**
 * The load generator of `npm run bench:api`, run as its own process so it
 * does not share a CPU budget with the server's event loop. Reads a plan
 * (JSON file path in argv[2]), runs each scenario against 127.0.0.1 only, and
 * prints one JSON result per line: maximum throughput with autocannon (closed
 * loop), a fixed arrival rate with evenly spaced requests (open loop).
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadScenario {
  name: string;
  method: 'GET' | 'POST';
  /**
   * Requests cycle through these (a token and path, and a JSON body for POST).
   * With `before`, that request is sent first and answered, and only the
   * request after it is timed (a read right after a write of the same member).
   */
  requests: {
    token?: string;
    path: string;
    body?: unknown;
    before?: { method: 'PUT' | 'POST'; path: string; body: unknown };
  }[];
  connections: number;
  durationSeconds: number;
  /** Fixed arrival rate in requests per second; absent for maximum throughput. */
  rate?: number;
}

export interface LoadPlan {
  url: string;
  scenarios: LoadScenario[];
  /**
   * When to send the first request (epoch ms, Date.now()): load processes started side by side then begin
   * together, after each has loaded, rather than one loading while the other already sends.
   */
  startAt?: number;
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
  timeout?: number;
  requests: { method: string; setupRequest: (request: RawRequest) => RawRequest }[];
}

type Autocannon = (
  options: AutocannonOptions,
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

// autocannon ships no type declarations; the subset above is what this script uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * A fixed arrival rate: request i is due at start + i / rate, whether or not
 * earlier ones have been answered, over up to `connections` keep-alive
 * sockets. Latency counts from the due time, so a late send (a busy generator)
 * counts against the server rather than hiding a queue (coordinated omission).
 * autocannon's overallRate is not used here: it sends each connection's share
 * of a second back to back at the start of the second, bursts of the whole
 * second's requests, which is a burst test rather than the arrival rate named.
 */
async function runPaced(url: string, scenario: LoadScenario, rate: number): Promise<LoadResult> {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: scenario.connections });
  const total = Math.round(rate * scenario.durationSeconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;

  const call = (
    method: string,
    item: { token?: string; path: string; body?: unknown },
  ): Promise<{ status: number } | null> =>
    new Promise((resolve) => {
      const body = item.body === undefined ? undefined : JSON.stringify(item.body);
      const headers: Record<string, string> = {};
      if (item.token) headers.authorization = item.token;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const req = httpRequest(
        { agent, host: hostname, port, path: item.path, method, headers, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', () => resolve(null));
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.end(body);
    });

  const send = async (index: number, due: number): Promise<void> => {
    const item = scenario.requests[index % scenario.requests.length];
    let timedFrom = due;
    if (item.before) {
      const first = await call(item.before.method, { token: item.token, ...item.before });
      if (!first || first.status < 200 || first.status > 299) {
        if (first) non2xx++;
        else errors++;
        return;
      }
      timedFrom = performance.now();
    }
    const answer = await call(scenario.method, item);
    if (!answer) {
      errors++;
      return;
    }
    latencies.push(performance.now() - timedFrom);
    if (answer.status < 200 || answer.status > 299) non2xx++;
  };

  const inflight: Promise<void>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(Math.floor(wait));
    inflight.push(send(i, due));
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    rate,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: latencies.length,
    non2xx,
    errors,
  };
}

function run(url: string, scenario: LoadScenario): Promise<LoadResult> {
  if (scenario.rate) return runPaced(url, scenario, scenario.rate);
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: scenario.connections,
        duration: scenario.durationSeconds,
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
  if (plan.startAt) await sleep(Math.max(0, plan.startAt - Date.now()));
  for (const scenario of plan.scenarios) {
    process.stdout.write(`${JSON.stringify(await run(plan.url, scenario))}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
