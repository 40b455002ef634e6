import { describe, expect, it } from 'vitest';
import { call } from '../test/fixtures';
import { useTestServer } from '../test/test-server';
import { usersRepository } from '../repositories/users';
import { DEFAULT_PASSWORD_HASHING, hashPassword, limitPasswordHashing } from './crypto';
import { UnavailableError } from './failures';
import { createLimiter } from './limiter';

const t = useTestServer();

describe('a bounded limiter', () => {
  it('runs at most its concurrency at once, in arrival order, and refuses beyond its queue', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueue: 2, busyMessage: 'Busy.' });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push(n);
      running--;
      return n;
    };
    const runs = [1, 2, 3, 4].map((n) => limiter.run(task(n)));
    await expect(limiter.run(task(5))).rejects.toThrow(new UnavailableError('Busy.'));
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order.slice(2).sort()).toEqual([3, 4]);
  });

  it('refuses a task that waited too long without starting it', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 30, busyMessage: 'Busy.' });
    let started = false;
    const long = limiter.run(() => new Promise((resolve) => setTimeout(resolve, 120)));
    await expect(limiter.run(async () => (started = true))).rejects.toBeInstanceOf(UnavailableError);
    await long;
    expect(started).toBe(false);
    expect(limiter.waiting).toBe(0);
  });
});

describe('password hashing under a burst of logins', () => {
  it('answers those beyond the queue 503 with Retry-After and an errorMessage instead of hashing them all at once', async () => {
    // A hash slow enough (tens of ms, 32 MiB) that the six logins arrive while the first is still being computed.
    const passwordHash = await hashPassword('Right@12345', 2 ** 15);
    const emails = Array.from({ length: 6 }, (_, i) => `burst${i}@example.com`);
    await t.db.transaction(async (tx) => {
      for (const email of emails) await usersRepository(t.db).create({ email, passwordHash, role: 'member' }, tx);
    });
    // Memory for one such hash at a time, and one waiting.
    limitPasswordHashing({ memoryMiB: 32, maxQueue: 1, maxWaitMs: 10_000 });
    try {
      const answers = await Promise.all(
        emails.map((email, i) =>
          call(t, 'POST', '/api/users/login', {
            json: { userName: email, password: 'Right@12345' },
            headers: { 'x-forwarded-for': `10.9.0.${i}` },
          }),
        ),
      );
      const busy = answers.filter((answer) => answer.status === 503);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const answer of busy) {
        expect(answer.body).toEqual({ errorMessage: 'Too many sign-ins at once. Please try again in a moment.' });
        expect(answer.response.headers['retry-after']).toBe('2');
      }
    } finally {
      limitPasswordHashing(DEFAULT_PASSWORD_HASHING);
    }
  });
});
