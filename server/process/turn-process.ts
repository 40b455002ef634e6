import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { createWriteStream, existsSync } from 'node:fs';

/** Debian's coturn package installs it here (.ci/run installs it when missing). */
export const TURNSERVER_PATH = '/usr/bin/turnserver';

export interface TurnPlan {
  port: number;
  secret: string;
  /** What the app server is started with: TURN_URLS and TURN_SECRET. */
  env: { TURN_URLS: string; TURN_SECRET: string };
}

export interface RunningTurn {
  stop(): Promise<void>;
}

/**
 * The relay's port and a secret made for this run, chosen before anything starts (the app server's environment
 * is fixed when its journey is set up).
 */
export function planTurn(): TurnPlan {
  const port = 40_000 + Math.floor(Math.random() * 9_000);
  const secret = randomBytes(24).toString('hex');
  return { port, secret, env: { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret } };
}

async function udpPortFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const probe = createSocket('udp4');
    probe.once('error', () => answer(false));
    probe.bind(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });
}

/*
 * coturn for the calls journey and benchmark: a real relay on 127.0.0.1 only, as production runs one (server
 * README, "Calls between matches (coturn)").
 */

/**
 * A real coturn on 127.0.0.1 only, with a secret made for this run (use-auth-secret: the app server hands out
 * its time-limited REST credentials). Loopback peers are allowed, since both browsers are on this machine.
 */
/**
 * @param plan the port and secret (planTurn)
 * @param logFile where coturn's log goes
 */
export async function startTurn({ port, secret }: TurnPlan, logFile: string): Promise<RunningTurn> {
  if (!existsSync(TURNSERVER_PATH)) {
    throw new Error(`${TURNSERVER_PATH} is missing: install Debian's package (apt-get install -y coturn).`);
  }
  if (!(await udpPortFree(port))) throw new Error(`UDP port ${port} is taken: run the journey again`);
  const relayBase = 50_000 + Math.floor(Math.random() * 10_000);
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(
    TURNSERVER_PATH,
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${relayBase}`,
      `--max-port=${relayBase + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=matrimony.test',
      '--fingerprint',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--no-tcp-relay',
      '--allow-loopback-peers',
      '--no-multicast-peers',
      '--log-file=stdout',
      '--simple-log',
      // Each allocation, permission and channel in the log: where a relayed call failed shows there.
      '-v',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // coturn has no health endpoint: give it a moment, then make sure it is still running.
  await new Promise((wait) => setTimeout(wait, 800));
  if (child.exitCode !== null) throw new Error(`turnserver exited with code ${child.exitCode}; see its log`);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((wait) => setTimeout(wait, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
