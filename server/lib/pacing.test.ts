import { describe, expect, it } from 'vitest';
import { pacedLine, restingPauses, timeSlices } from './pacing';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLine(rest: number, pieceMs: number) {
  const log: { key: string; job: string; at: number; end: number }[] = [];
  const work: Promise<void>[] = [];
  let running = 0;
  let most = 0;
  const line = pacedLine<string>({
    rest,
    run: async (key, job) => {
      running++;
      most = Math.max(most, running);
      const at = performance.now();
      await pause(pieceMs);
      log.push({ key, job, at, end: performance.now() });
      running--;
    },
    merge: (waiting, next) => `${waiting}+${next}`,
    started: (drained) => work.push(drained),
  });
  const settled = async () => {
    while (work.length > 0) await work.shift();
  };
  return { line, log, settled, most: () => most };
}

describe('a paced line', () => {
  it('runs one piece at a time, in the order asked, each key once with its jobs merged', async () => {
    const { line, log, settled, most } = recordingLine(0, 5);
    line.add('a', 'a1');
    line.add('b', 'b1');
    line.add('c', 'c1');
    // 'a' is running: asking for it again is ignored; 'b' waits, so its jobs merge and it keeps its place.
    line.add('a', 'a2');
    line.add('b', 'b2');
    line.drop('c');
    await settled();
    expect(log.map((entry) => [entry.key, entry.job])).toEqual([
      ['a', 'a1'],
      ['b', 'b1+b2'],
    ]);
    expect(most()).toBe(1);
    expect(line.waiting).toBe(0);
  });

  it('rests after each piece as many times as long as it took', async () => {
    const { line, log, settled } = recordingLine(3, 10);
    for (const key of ['a', 'b', 'c']) line.add(key, key);
    await settled();
    expect(log.map((entry) => entry.key)).toEqual(['a', 'b', 'c']);
    for (let i = 1; i < log.length; i++) {
      const took = log[i - 1].end - log[i - 1].at;
      // The rest is three times the piece before (timers may fire a little late, never early).
      expect(log[i].at - log[i - 1].end).toBeGreaterThanOrEqual(3 * took - 2);
    }
  });

  it('starts again when asked after it stood empty, without resting first', async () => {
    const { line, log, settled } = recordingLine(1000, 2);
    line.add('a', 'a');
    await settled();
    const asked = performance.now();
    line.add('b', 'b');
    await settled();
    expect(log.map((entry) => entry.key)).toEqual(['a', 'b']);
    // A rest after 'a' would have lasted at least two seconds.
    expect(log[1].at - asked).toBeLessThan(1000);
  });
});

describe('resting pauses', () => {
  it('rest as many times as long as the work ran since the pause before', async () => {
    const pause = restingPauses(3);
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    for (const ms of [10, 20]) {
      busy(ms);
      const began = performance.now();
      await pause();
      // Timers may fire a little late, never early.
      expect(performance.now() - began).toBeGreaterThanOrEqual(3 * ms - 2);
    }
  });

  it('only let waiting work run once when the work ran for less than a millisecond', async () => {
    const pause = restingPauses(1000);
    const began = performance.now();
    await pause();
    // A rest would have lasted at least a second.
    expect(performance.now() - began).toBeLessThan(500);
  });
});

describe('time slices', () => {
  it('lets waiting work in once a slice of busy work has run, and never holds it much longer', async () => {
    const slices = timeSlices(undefined, 2);
    let waited = -1;
    const asked = performance.now();
    // Something that arrives while the loop is busy, such as an answer to send.
    setTimeout(() => (waited = performance.now() - asked), 0);
    let pauses = 0;
    const until = performance.now() + 30;
    for (let i = 0; performance.now() < until; i++) {
      if (i % 64 === 63 && slices.due()) {
        await slices.pause();
        pauses++;
      }
    }
    expect(waited).toBeGreaterThanOrEqual(0);
    // Let in after about one slice, not after the whole 30 ms of work.
    expect(waited).toBeLessThan(15);
    expect(pauses).toBeGreaterThanOrEqual(3);
  });

  it('is not due until a slice has run since it began or last paused', async () => {
    const slices = timeSlices(undefined, 50);
    expect(slices.due()).toBe(false);
    await pause(60);
    expect(slices.due()).toBe(true);
    await slices.pause();
    expect(slices.due()).toBe(false);
  });
});
