/**
 * Runs a load plan in a process of its own (scripts/bench/load.ts), so the load's own work is not the server's
 * or the caller's: the plan is written to `file`, and each scenario's result comes back as one line of JSON.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadPlan, LoadResult } from './load';

const ROOT = join(import.meta.dirname, '..', '..');

export function runLoadProcess(plan: LoadPlan, file: string): Promise<LoadResult[]> {
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/bench/load.ts'), file], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with code ${code}`));
      resolve(
        out
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LoadResult),
      );
    });
  });
}
