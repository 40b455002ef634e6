import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleErrorCalls, expectConsoleError } from '../../tests/support/console-guard';
import type { ApiResult } from '../api/client';
import { runCall, useCall } from './use-call';

const TEXTS = { success: 'Saved!', fallback: 'Could not save.', exception: 'An error occurred while saving' };
const ALERTS = { ...TEXTS, notice: 'alert' } as const;

const answer =
  <T>(result: ApiResult<T>) =>
  () =>
    Promise.resolve(result);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('runCall', () => {
  it('shows the success text and hands back the data', async () => {
    const outcome = await runCall(answer({ ok: true, data: 7 }), ALERTS);
    expect(outcome).toEqual({ ok: true, data: 7 });
    expect(window.alert).toHaveBeenCalledWith('Saved!');
  });

  it("shows the server's errorMessage, else the fallback", async () => {
    const told = await runCall(answer({ ok: false, status: 400, errorMessage: 'Name is too long.' }), ALERTS);
    expect(told).toMatchObject({ ok: false, status: 400, message: 'Name is too long.' });
    await runCall(answer({ ok: false, status: 500 }), ALERTS);
    expect(window.alert).toHaveBeenNthCalledWith(1, 'Name is too long.');
    expect(window.alert).toHaveBeenNthCalledWith(2, 'Could not save.');
  });

  it('shows its own text whatever the server says where the screen asks so', async () => {
    await runCall(answer({ ok: false, status: 400, errorMessage: 'Name is too long.' }), {
      ...ALERTS,
      serverMessage: false,
    });
    expect(window.alert).toHaveBeenCalledWith('Could not save.');
  });

  it('logs a thrown call and shows the exception text', async () => {
    expectConsoleError(1);
    const outcome = await runCall(() => Promise.reject(new TypeError('Failed to fetch')), ALERTS);
    expect(outcome).toEqual({ ok: false, status: null, message: 'An error occurred while saving' });
    expect(window.alert).toHaveBeenCalledWith('An error occurred while saving');
    expect(consoleErrorCalls()).toHaveLength(1);
  });

  it('stays quiet on the statuses the screen shows itself', async () => {
    const outcome = await runCall(answer({ ok: false, status: 404 }), { ...ALERTS, quietStatuses: [404] });
    expect(outcome).toMatchObject({ ok: false, status: 404 });
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('shows nothing once the signal is aborted, answered or thrown', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await runCall(answer({ ok: false, status: 500 }), ALERTS, controller.signal)).toEqual({
      ok: false,
      status: null,
      aborted: true,
    });
    expect(await runCall(() => Promise.reject(new Error('aborted')), ALERTS, controller.signal)).toEqual({
      ok: false,
      status: null,
      aborted: true,
    });
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('only logs where the screen only logs, once per failure', async () => {
    expectConsoleError(2);
    const logOnly = { ...TEXTS, notice: 'log' } as const;
    await runCall(answer({ ok: false, status: 500 }), logOnly);
    await runCall(() => Promise.reject(new TypeError('Failed to fetch')), logOnly);
    expect(window.alert).not.toHaveBeenCalled();
    expect(consoleErrorCalls().map((args) => args[0])).toEqual(['Could not save.', 'An error occurred while saving']);
  });
});

describe('useCall', () => {
  it('is busy while the call runs and ignores a second run meanwhile', async () => {
    const { result } = renderHook(() => useCall<'save'>());
    const gate = deferred<ApiResult<number>>();
    let calls = 0;
    const call = () => {
      calls += 1;
      return gate.promise;
    };
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.run(call, ALERTS, { key: 'save' });
      second = result.current.run(call, ALERTS, { key: 'save' });
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.pending).toBe('save');
    await expect(second).resolves.toEqual({ ok: false, status: null, aborted: true });

    await act(async () => {
      gate.resolve({ ok: true, data: 1 });
      await first;
    });
    expect(calls).toBe(1);
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(window.alert).toHaveBeenCalledWith('Saved!');
    expect(result.current.busy).toBe(false);
    expect(result.current.pending).toBeNull();
  });

  it('waits for onSuccess before it is idle again, and gives it the data', async () => {
    const { result } = renderHook(() => useCall());
    const followUp = deferred<void>();
    const seen: number[] = [];
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run(answer({ ok: true, data: 42 }), TEXTS, {
        onSuccess: (data) => {
          seen.push(data);
          return followUp.promise;
        },
      });
    });
    await act(() => Promise.resolve());
    expect(seen).toEqual([42]);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      followUp.resolve();
      await run;
    });
    expect(result.current.busy).toBe(false);
  });

  it('tells the member only once the screen is usable again: busy over and onSuccess done', async () => {
    const { result } = renderHook(() => useCall());
    const busyWhenTold: boolean[] = [];
    vi.mocked(window.alert).mockImplementation(() => busyWhenTold.push(result.current.busy));
    let followedUp = false;
    await act(async () => {
      await result.current.run(answer({ ok: false, status: 500 }), ALERTS);
      await result.current.run(answer({ ok: true, data: 1 }), ALERTS, {
        onSuccess: async () => {
          await Promise.resolve();
          followedUp = true;
          expect(window.alert).toHaveBeenCalledTimes(1);
        },
      });
    });
    expect(followedUp).toBe(true);
    expect(vi.mocked(window.alert).mock.calls).toEqual([['Could not save.'], ['Saved!']]);
    expect(busyWhenTold).toEqual([false, false]);
  });

  it('aborts the call when the screen unmounts and then shows nothing', async () => {
    const { result, unmount } = renderHook(() => useCall());
    let seenSignal: AbortSignal | undefined;
    const gate = deferred<ApiResult<number>>();
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run((signal) => {
        seenSignal = signal;
        return gate.promise;
      }, ALERTS);
    });
    unmount();
    expect(seenSignal?.aborted).toBe(true);
    gate.resolve({ ok: false, status: 500 });
    await expect(run).resolves.toEqual({ ok: false, status: null, aborted: true });
    expect(window.alert).not.toHaveBeenCalled();
  });
});
