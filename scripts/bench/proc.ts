/** What the checks benchmark reads of a process from Linux's /proc (0 or nothing once the process is gone). */
import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system) a process has used: what a check costs whatever else the machine runs. */
export function cpuSeconds(pid: number | null): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 of /proc/PID/stat (utime, stime), in clock ticks of 10 ms on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function statusKb(pid: number | null, field: 'VmHWM' | 'VmRSS'): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process's peak resident memory so far (VmHWM), in kB. */
export const peakKb = (pid: number | null) => statusKb(pid, 'VmHWM');

/** The process's resident memory now (VmRSS), in kB. */
export const rssKb = (pid: number | null) => statusKb(pid, 'VmRSS');

/** The first child of `parent` whose command line contains `needle` (the checks' child of a server), else null. */
export function childProcess(parent: number, needle: string): number | null {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${parent}/task`).flatMap((task) =>
      readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return null;
  }
  for (const pid of children) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle)) return pid;
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}
