/**
 * `npm run dev:full`: the API server (restarting on changes) and the Vite dev
 * server with /api proxied to it, together; Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const port = process.env.PORT || '3000';
const target = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev:full] ${name} exited (${code ?? 'signal'}); stopping the other one`);
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], { PORT: port, HOST: '127.0.0.1' });
run('vite', 'npx', ['vite', '--mode', 'development'], { API_PROXY_TARGET: target });
console.log(`[dev:full] API on ${target}, app on Vite's port with /api proxied to it`);
