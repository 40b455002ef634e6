/**
 * Lighthouse (mobile, default simulated throttling) on the landing page in
 * each language (English at /, Hindi at /hi/, Tamil at /ta/, each prerendered)
 * and on the signed-in member home (the demo member's first suggestion), served
 * by the real server from the production build. Runs several times and prints
 * the median, since this machine is shared and noisy.
 *
 *   npm run bench:lighthouse [-- --runs 5] [-- --page landing|landing-hi|landing-ta|home] [-- --save DIR] [-- --graphs]
 *
 * `--save DIR` keeps each run's Lighthouse report (JSON, with its trace-derived audits: the LCP element and
 * its phases, main-thread work by script, long tasks, the request chains) as DIR/<page>-<run>.json; with
 * `--trace` also the run's trace, JavaScript samples included (DIR/<page>-<run>.trace.json, which the browser's
 * Performance panel opens). Sampling costs main-thread time: figures from a traced run read a little worse.
 * `--graphs` prints, for each run, what Lighthouse's simulation waited for before the first and the largest
 * paint (its optimistic and pessimistic graphs: each request and main-thread task with its simulated start and
 * end), which says what to cut when FCP or LCP is over budget.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { DEMO_MEMBER } from '../../server/seed/credentials';
import { freePort } from '../../server/process/server-process';
import { serverNodeArgs } from '../../server/process/node-flags';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
/** The landing page's prerendered path in each language, all held to the same budget. */
const LANDINGS = [
  { page: 'landing', path: '/' },
  { page: 'landing-hi', path: '/hi/' },
  { page: 'landing-ta', path: '/ta/' },
] as const;
/** `--page landing-hi` (or another of LANDINGS, or `home`) measures one of them; all by default. */
const pageArg = process.argv.indexOf('--page');
const PAGES = pageArg > 0 ? [process.argv[pageArg + 1]] : [...LANDINGS.map((landing) => landing.page), 'home'];
const unknown = PAGES.filter((page) => page !== 'home' && !LANDINGS.some((landing) => landing.page === page));
if (unknown.length > 0) throw new Error(`Unknown --page ${unknown.join(', ')}`);
const saveArg = process.argv.indexOf('--save');
const SAVE_DIR = saveArg > 0 ? process.argv[saveArg + 1] : null;
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const TRACE = SAVE_DIR !== null && process.argv.includes('--trace');
const GRAPHS = process.argv.includes('--graphs');

interface SimulatedNode {
  type: string;
  duration: number;
  request?: { url: string; priority: string; transferSize: number };
}

/** The last run's simulated paint graphs, one line per request or task (`--graphs`). */
function printPaintGraphs() {
  const simulations = Simulator.allNodeTimings as Map<
    string,
    Map<SimulatedNode, { startTime: number; endTime: number }>
  >;
  for (const [label, timings] of simulations) {
    if (!/ContentfulPaint$/.test(label)) continue;
    console.log(`  ${label}:`);
    for (const [node, { startTime, endTime }] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
      const what = node.request
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${node.request.priority}, ${node.request.transferSize} B)`
        : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed`;
      console.log(`    ${startTime.toFixed(0).padStart(6)} to ${endTime.toFixed(0).padStart(6)} ms  ${what}`);
    }
  }
}

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} in time.`);
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** Debian's Chromium, as the journeys use (`.ci/run` installs it): without it the launcher waits and prints nothing. */
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`No ${CHROMIUM}: apt-get install -y --no-install-recommends chromium`);

const root = join(import.meta.dirname, '..', '..');
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = spawn(process.execPath, serverNodeArgs('server/server.ts'), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The signed-in home needs the demo member and a population to suggest from.
    SEED_DEMO: PAGES.includes('home') ? 'true' : 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
interface Row {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  bp: number;
  seo: number;
}

/**
 * Runs Lighthouse `RUNS` times on `url`, each in a fresh browser. `prepare` runs in that browser
 * first (through the DevTools protocol) and Lighthouse keeps its storage, so a page can be measured
 * signed in.
 */
async function measure(
  label: string,
  url: string,
  prepare?: (cdpUrl: string) => Promise<void>,
  saveAs = label,
): Promise<Row[]> {
  const results: Row[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // A fresh browser per run, as Lighthouse recommends: no cache or state carried over.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      await prepare?.(`http://127.0.0.1:${chrome.port}`);
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: {
            disableStorageReset: prepare !== undefined,
            ...(TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
          },
        },
      );
      if (!result) throw new Error('Lighthouse returned no result.');
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed: ${result.lhr.runtimeError.message}`);
      if (SAVE_DIR) writeFileSync(join(SAVE_DIR, `${saveAs}-${run}.json`), JSON.stringify(result.lhr));
      if (TRACE && SAVE_DIR) {
        writeFileSync(join(SAVE_DIR, `${saveAs}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
      }
      const { categories, audits } = result.lhr;
      const row = {
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
        fcp: audits['first-contentful-paint'].numericValue ?? NaN,
        tbt: audits['total-blocking-time'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        a11y: Math.round((categories.accessibility.score ?? 0) * 100),
        bp: Math.round((categories['best-practices'].score ?? 0) * 100),
        seo: Math.round((categories.seo.score ?? 0) * 100),
      };
      results.push(row);
      if (GRAPHS) printPaintGraphs();
      console.log(
        `${label} run ${run}: performance ${row.score}, LCP ${(row.lcp / 1000).toFixed(2)} s, FCP ${(row.fcp / 1000).toFixed(2)} s, TBT ${row.tbt.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, accessibility ${row.a11y}, best practices ${row.bp}, SEO ${row.seo}`,
      );
    } finally {
      chrome.kill();
    }
  }
  return results;
}

/** Stores a member session in the browser the way the login page does, so /app/home opens signed in. */
function signIn(base: string, token: string) {
  return async (cdpUrl: string) => {
    const browser = await chromium.connectOverCDP(cdpUrl);
    try {
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${base}/app/login`);
      await page.evaluate((value) => window.localStorage.setItem('member-token', value), token);
      await page.close();
    } finally {
      await browser.close();
    }
  };
}

try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`, Date.now() + 180000);
  const ok: boolean[] = [];
  for (const { page, path } of LANDINGS.filter((landing) => PAGES.includes(landing.page))) {
    const results = await measure(`${page} (${path})`, `${base}${path}`, undefined, page);
    const score = median(results.map((r) => r.score));
    const lcp = median(results.map((r) => r.lcp)) / 1000;
    console.log(
      `${page} (${path}), median of ${RUNS}: performance ${score} (budget >= 99), LCP ${lcp.toFixed(2)} s (budget <= 1.8 s), FCP ${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s, TBT ${median(results.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(results.map((r) => r.cls)).toFixed(3)}, accessibility ${median(results.map((r) => r.a11y))}, SEO ${median(results.map((r) => r.seo))}`,
    );
    ok.push(score >= 99 && lcp <= 1.8);
  }
  if (PAGES.includes('home')) {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
    });
    if (login.status !== 200) throw new Error(`The demo member could not log in (${login.status}).`);
    const { token } = (await login.json()) as { token: string };
    const results = await measure('signed-in home', `${base}/app/home`, signIn(base, token), 'home');
    const score = median(results.map((r) => r.score));
    console.log(
      `signed-in home, median of ${RUNS}: performance ${score} (budget >= 95), LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s, TBT ${median(results.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(results.map((r) => r.cls)).toFixed(3)}, accessibility ${median(results.map((r) => r.a11y))}`,
    );
    ok.push(score >= 95);
  }
  process.exitCode = ok.every(Boolean) ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
