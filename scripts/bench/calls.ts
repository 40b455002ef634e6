/**
 * npm run bench:calls [-- --calls 20 --active 200]
 *
 * Calls between matches, on the real server process (embedded database in a temporary folder, the built app from
 * dist/: run `npm run build` first) and a real coturn on 127.0.0.1 (relay only), 127.0.0.1 only:
 *
 * 1. Ring to connected: `--calls` video calls, each between a different matched pair (the ringing limit counts per
 *    pair), in two headless Chromium contexts with fake camera and microphone. The caller presses Video call; the
 *    callee presses Accept as soon as the incoming-call screen shows. Timed from the press: the incoming screen
 *    (ring), and both browsers' peer connections connected through the relay (ring to connected); and from Accept
 *    to connected. p50 and p99.
 * 2. Server memory per active call: `--active` pairs, each member holding a live stream; RSS before, then after
 *    every pair started and answered a call and exchanged an offer, an answer and ten candidates.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { serverNodeArgs } from '../../server/process/node-flags';
import { freePort, productionEnv, sleep } from '../../server/process/server-process';
import { planTurn, startTurn } from '../../server/process/turn-process';
import { seedBench } from './seed';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: { calls: { type: 'string', default: '20' }, active: { type: 'string', default: '200' } },
});
const CALLS = Number(args.calls);
const ACTIVE = Number(args.active);
const ROOT = join(import.meta.dirname, '../..');
const log = (message: string) => console.log(`[bench:calls] ${message}`);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startInstance(dir: string, env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverNodeArgs(join(ROOT, 'server/server.ts')), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...productionEnv(port, dir, 'warn'), MALLOC_ARENA_MAX: '2', DIST_DIR: join(ROOT, 'dist'), ...env },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { child, base };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 2 minutes');
}

async function api(base: string, token: string, path: string, json?: unknown): Promise<unknown> {
  const res = await fetch(`${base}/api${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: token, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** Whether the page's latest peer connection is connected (the page records them: see watchPeers). */
function connected(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const made = (window as unknown as { benchPeers?: RTCPeerConnection[] }).benchPeers ?? [];
    return made.at(-1)?.connectionState === 'connected';
  });
}

async function ringToConnected(base: string, pairs: { token: string; channelId: string }[][]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  const ring: number[] = [];
  const total: number[] = [];
  const afterAccept: number[] = [];
  try {
    for (const [caller, callee] of pairs.slice(0, CALLS)) {
      const pages: Page[] = [];
      for (const [who, path] of [
        [caller, `/app/chat/${caller.channelId}`],
        [callee, '/app/home'],
      ] as const) {
        const context = await browser.newContext({ baseURL: base, permissions: ['camera', 'microphone'] });
        await context.addInitScript((token: string) => {
          window.localStorage.setItem('member-token', token);
          const Native = window.RTCPeerConnection;
          const made: RTCPeerConnection[] = [];
          (window as unknown as { benchPeers: RTCPeerConnection[] }).benchPeers = made;
          window.RTCPeerConnection = class extends Native {
            constructor(config?: RTCConfiguration) {
              super(config);
              made.push(this);
            }
          };
        }, who.token);
        const page = await context.newPage();
        await page.goto(path);
        pages.push(page);
      }
      const [callerPage, calleePage] = pages;
      await callerPage.getByRole('button', { name: 'Video call' }).waitFor();
      // The callee's live stream opens once its page has loaded.
      await calleePage.waitForTimeout(1500);
      const pressed = performance.now();
      await callerPage.getByRole('button', { name: 'Video call' }).click();
      const accept = calleePage
        .getByRole('dialog', { name: 'Incoming video call' })
        .getByRole('button', { name: 'Accept' });
      await accept.waitFor({ timeout: 20_000 });
      ring.push(performance.now() - pressed);
      const accepted = performance.now();
      await accept.click();
      const deadline = Date.now() + 30_000;
      while (!((await connected(callerPage)) && (await connected(calleePage)))) {
        if (Date.now() > deadline) throw new Error('a call did not connect within 30 s');
        await sleep(20);
      }
      const now = performance.now();
      total.push(now - pressed);
      afterAccept.push(now - accepted);
      await callerPage.getByRole('button', { name: 'End call' }).click();
      await Promise.all(pages.map((page) => page.context().close()));
    }
  } finally {
    await browser.close();
  }
  return { ring, total, afterAccept };
}

async function memoryPerCall(base: string, pid: number, pairs: { token: string; channelId: string }[][]) {
  const controllers: AbortController[] = [];
  try {
    for (const member of pairs.flat()) {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(`${base}/api/events`, {
        headers: { authorization: member.token },
        signal: controller.signal,
      });
      void res.body?.getReader().read();
    }
    await sleep(3000);
    const before = rssMb(pid);
    const candidate = {
      candidate: 'candidate:1 1 udp 41885439 127.0.0.1 50000 typ relay raddr 0.0.0.0 rport 0',
      sdpMid: '0',
    };
    const sdp = 'v=0\r\n' + 'a=x\r\n'.repeat(800);
    for (const [caller, callee] of pairs) {
      const { callId } = (await api(base, caller.token, '/calls', { channelId: caller.channelId, video: true })) as {
        callId: string;
      };
      await api(base, caller.token, `/calls/${callId}/signal`, { kind: 'offer', data: { type: 'offer', sdp } });
      await api(base, callee.token, `/calls/${callId}/answer`, {});
      await api(base, callee.token, `/calls/${callId}/signal`, { kind: 'answer', data: { type: 'answer', sdp } });
      for (let i = 0; i < 5; i++) {
        await api(base, caller.token, `/calls/${callId}/signal`, { kind: 'candidate', data: candidate });
        await api(base, callee.token, `/calls/${callId}/signal`, { kind: 'candidate', data: candidate });
      }
    }
    await sleep(5000);
    const after = rssMb(pid);
    return { before, after };
  } finally {
    for (const controller of controllers) controller.abort();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-calls-'));
  const plan = planTurn();
  const turn = await startTurn(plan, join(dir, 'turn.log'));
  let child: ChildProcess | null = null;
  try {
    const pairCount = CALLS + ACTIVE;
    const db = await createPgliteDb(join(dir, 'pgdata'));
    await migrate(db);
    const seed = await seedBench(db, {
      profiles: pairCount * 2 + 10,
      pairs: pairCount,
      messagesPerPair: 1,
      feedMembers: 1,
    });
    await db.close();
    // Chatters come in pairs: [2k] and [2k+1] share a channel.
    const pairs: { token: string; channelId: string }[][] = [];
    for (let i = 0; i + 1 < seed.chatters.length; i += 2) pairs.push([seed.chatters[i], seed.chatters[i + 1]]);
    const started = await startInstance(dir, plan.env);
    child = started.child;

    const { ring, total, afterAccept } = await ringToConnected(started.base, pairs.slice(0, CALLS));
    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
    };
    log(`${total.length} video calls through the relay:`);
    log(`  press to incoming screen: ${show(ring)}`);
    log(`  ring to connected (press to both connected, Accept pressed at once): ${show(total)}`);
    log(`  Accept to connected: ${show(afterAccept)}`);

    const { before, after } = await memoryPerCall(started.base, child.pid ?? 0, pairs.slice(CALLS, CALLS + ACTIVE));
    log(
      `RSS with ${ACTIVE * 2} streams open: ${before.toFixed(0)} MB; with ${ACTIVE} active calls: ${after.toFixed(0)} MB (${(((after - before) * 1024) / ACTIVE).toFixed(1)} KB a call)`,
    );
  } finally {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    await turn.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
