/**
 * The client side of `npm run bench:mix`: turns the model's events (scripts/bench/mix-model.ts) into requests for
 * seeded members, sends them at a fixed arrival rate (open loop) across one or more instances in turn (round robin,
 * the load balancer), and collects latencies per class. 127.0.0.1 only.
 */
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { MIX_CLASSES, MIX_EVENTS, type MixClass, type MixEvent } from './mix-model';
import type { BenchSeed } from './seed';

export const MIX_PASSWORD = 'Mix@12345';

/** Who the events are made for, and where each member stands (decisions made so far). */
export interface MixMembers {
  seed: BenchSeed;
  /** Seeded member numbers whose accounts carry the password, for logins. */
  loginIds: number[];
}

export interface ClassResult {
  latencies: number[];
  failures: number;
}

export type StepResult = Record<MixClass, ClassResult>;

interface Request {
  cls: MixClass;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Makes the requests of each event for the next member in turn; state carries across steps. */
export class MixRequests {
  private decisionCursor: number[];
  private turn = 0;
  private logins = 0;
  private sends = 0;

  constructor(private readonly members: MixMembers) {
    this.decisionCursor = members.seed.feedTokens.map(() => 0);
  }

  /** The requests of one event, in the order a member's app sends them. */
  event(event: MixEvent): Request[] {
    const { seed } = this.members;
    const n = this.turn++;
    const chatter = seed.chatters[n % seed.chatters.length];
    const feedMember = n % seed.feedTokens.length;
    // Reads that any member makes alternate between chatters and feed members.
    const anyToken = n % 2 === 0 ? chatter.token : seed.feedTokens[feedMember];
    const classes = MIX_EVENTS[event];
    switch (event) {
      case 'login': {
        const id = this.members.loginIds[this.logins % this.members.loginIds.length];
        const address = this.logins++;
        return [
          {
            cls: 'login',
            method: 'POST',
            path: '/api/users/login',
            body: { userName: `bench${id}@bench.example`, password: MIX_PASSWORD },
            // Each login from an address of its own, as members' devices are: the per-address limit is not the test.
            headers: { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
          },
        ];
      }
      case 'open':
        return [
          { cls: 'open app', method: 'GET', path: '/api/verification/status', token: anyToken },
          { cls: 'open app', method: 'GET', path: '/api/profile/status', token: anyToken },
          { cls: 'counts', method: 'GET', path: '/api/counts', token: anyToken },
          { cls: 'feed', method: 'GET', path: '/api/feed/home', token: seed.feedTokens[feedMember] },
        ];
      case 'decide': {
        const token = seed.feedTokens[feedMember];
        const target = seed.decisionTargets[feedMember]?.[this.decisionCursor[feedMember]++];
        const read: Request = { cls: 'feed', method: 'GET', path: '/api/feed/home', token };
        // Targets run out only on very long runs: then the member just reads the feed.
        if (!target) return [read];
        return [
          {
            cls: 'decide',
            method: 'PUT',
            path: '/api/matches/send',
            token,
            body: { toProfileId: target, interested: n % 3 === 0 },
          },
          read,
        ];
      }
      case 'activity':
        return [
          { cls: 'activity', method: 'GET', path: '/api/matches/get?start=0&limit=5', token: anyToken },
          { cls: 'counts', method: 'GET', path: '/api/counts', token: anyToken },
        ];
      case 'chatList':
        return [
          { cls: 'chat list', method: 'GET', path: '/api/chat/channels?start=0&limit=10', token: chatter.token },
          { cls: 'counts', method: 'GET', path: '/api/counts', token: chatter.token },
        ];
      case 'chatOpen':
      case 'chatPoll':
        return classes.map((cls) =>
          cls === 'history'
            ? {
                cls,
                method: 'GET' as const,
                path: `/api/chat/history?channelId=${chatter.channelId}&start=0&limit=20`,
                token: chatter.token,
              }
            : { cls, method: 'GET' as const, path: '/api/counts', token: chatter.token },
        );
      case 'send':
        return [
          {
            cls: 'send',
            method: 'POST',
            path: '/api/chat/send',
            token: chatter.token,
            body: { channelId: chatter.channelId, message: `Mix message ${this.sends++}` },
          },
        ];
      case 'countsPoll':
        return [{ cls: 'counts', method: 'GET', path: '/api/counts', token: anyToken }];
    }
  }
}

/** Seeded member numbers that log in during the runs: every member in turn, so no account logs in twice at once. */
export function loginIdsFor(profiles: number): number[] {
  return Array.from({ length: profiles }, (_, i) => i + 1);
}

export function emptyStep(): StepResult {
  return Object.fromEntries(MIX_CLASSES.map((cls) => [cls, { latencies: [], failures: 0 }])) as unknown as StepResult;
}

/** Sends requests to a list of instances in turn, over keep-alive sockets. */
export class Balancer {
  private next = 0;
  private readonly agents: Agent[];

  constructor(private readonly targets: string[]) {
    for (const target of targets) {
      if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(target)) throw new Error('the benchmark only loads 127.0.0.1');
    }
    this.agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: 64 }));
  }

  /** Answers the status, or 0 when the request failed or took over 10 s. */
  send(req: Request): Promise<number> {
    const index = this.next++ % this.targets.length;
    const { hostname, port } = new URL(this.targets[index]);
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    const headers: Record<string, string> = { ...req.headers };
    if (req.token) headers.authorization = req.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve) => {
      const out = httpRequest(
        {
          agent: this.agents[index],
          host: hostname,
          port,
          path: req.path,
          method: req.method,
          headers,
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      out.on('error', () => resolve(0));
      out.on('timeout', () => out.destroy(new Error('timeout')));
      out.end(body);
    });
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }
}

/**
 * Starts `events` evenly spaced at `eventsPerSecond` (open loop: each is due at its time whether or not earlier ones
 * were answered), each sending its requests one after another as an app does. The first request's latency counts
 * from its due time, so a late send counts against the server (no coordinated omission); each later one from the
 * answer before it.
 */
export async function runEvents(
  balancer: Balancer,
  requests: MixRequests,
  events: MixEvent[],
  eventsPerSecond: number,
): Promise<StepResult> {
  const result = emptyStep();
  const run = async (event: MixEvent, due: number) => {
    let from = due;
    for (const req of requests.event(event)) {
      const status = await balancer.send(req);
      const now = performance.now();
      if (status >= 200 && status < 300) result[req.cls].latencies.push(now - from);
      else {
        result[req.cls].failures++;
        // The app stops there too (a failed decision is not followed by its read).
        return;
      }
      from = now;
    }
  };
  const inflight: Promise<void>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < events.length; i++) {
    const due = start + (i * 1000) / eventsPerSecond;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(Math.floor(wait));
    inflight.push(run(events[i], due));
  }
  await Promise.all(inflight);
  for (const cls of Object.values(result)) cls.latencies.sort((a, b) => a - b);
  return result;
}
