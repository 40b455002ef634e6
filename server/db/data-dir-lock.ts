import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file in the embedded data folder that names the process using it. */
export const DATA_DIR_LOCK_FILE = 'server.lock';

interface Holder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it (/proc/PID/stat), so a reused process id is not taken for the holder. */
  started: string | null;
  since: string;
}

function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/PID/stat; the command name (field 2) may hold spaces, so count after its closing parenthesis.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? {
          pid: holder.pid,
          host: holder.host,
          started: holder.started ?? null,
          since: holder.since ?? 'an unknown time',
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Claims an embedded data folder for this process, or throws naming the
 * process that holds it. A lock left by a process that no longer runs (a
 * crash, kill -9) is taken over. Answers the function that gives the folder
 * up (only while the lock is still this process's own).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    started: startTimeOf(process.pid),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const holder = readHolder(file);
        if (holder?.pid === me.pid && holder.host === me.host) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.host !== me.host) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
          `Stop that server first; if that machine is gone, delete ${file}.`,
      );
    }
    if (holder && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} (since ${holder.since}). ` +
          'Stop that server first, or give this one another DATA_DIR.',
      );
    }
    // Left by a process that no longer runs (or half written by one that died while writing it).
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}: another process keeps taking it.`);
}
