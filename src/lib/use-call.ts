import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApiResult } from '../api/client';
import { notifyError, notifySuccess } from './notify';

/**
 * How a screen tells the member about a call (spec 8): a toast on the member
 * screens, onboarding and profile; an alert on the older screens (login, the
 * admin portal); only a log line where the spec says 'only logged'.
 */
export type CallNotice = 'toast' | 'alert' | 'log';

/** What spec 8 says a screen shows for one call; every text is written by the screen. */
export interface CallPolicy {
  /** Shown on a 200 answer; omitted where the screen says nothing on success. */
  success?: string;
  /**
   * Shown when the answer is a failure without an errorMessage. Omitted where
   * the spec gives none (member login): such a failure shows nothing.
   */
  fallback?: string;
  /** The 'An error occurred ...' text for a call that got no answer; omitted: only logged. */
  exception?: string;
  /** Toast (the default), alert, or log only. */
  notice?: CallNotice;
  /** False where the screen shows its own failure text whatever the server says (admin verify). */
  serverMessage?: boolean;
  /** Failure statuses the screen shows itself instead of a notice (a feed's 403, a profile's 404). */
  quietStatuses?: readonly number[];
}

export type CallOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The answer's status; null when no answer arrived or the call was aborted. */
      status: number | null;
      errorMessage?: string;
      /** The screen moved on; nothing was shown. */
      aborted?: boolean;
      /** The text shown (or, for a quiet status, that would have been), so a screen can also keep it on the page. */
      message?: string;
    };

function show(notice: CallNotice, text: string, kind: 'success' | 'error'): void {
  if (notice === 'alert') window.alert(text);
  else if (notice === 'toast') (kind === 'success' ? notifySuccess : notifyError)(text);
  else if (kind === 'error') console.error(text);
}

/** A call's outcome and the notice it calls for, not yet shown. */
interface Settled<T> {
  outcome: CallOutcome<T>;
  notice?: () => void;
}

/**
 * Runs one API call and decides, by the spec 8 policy, what the member is to
 * be told; `runCall` tells it at once, `useCall` once the screen is usable again.
 */
async function settleCall<T>(
  call: (signal?: AbortSignal) => Promise<ApiResult<T>>,
  policy: CallPolicy,
  signal?: AbortSignal,
): Promise<Settled<T>> {
  const notice = policy.notice ?? 'toast';
  let result: ApiResult<T>;
  try {
    result = await call(signal);
  } catch (error) {
    // An abort can arrive dressed as a network error; the screen that asked is gone either way.
    if (signal?.aborted) return { outcome: { ok: false, status: null, aborted: true } };
    const outcome: CallOutcome<T> = { ok: false, status: null, message: policy.exception };
    // Logged once: with its text where the screen only logs, else beside the notice.
    if (notice === 'log') {
      console.error(policy.exception, error);
      return { outcome };
    }
    console.error(error);
    const text = policy.exception;
    return { outcome, notice: text === undefined ? undefined : () => show(notice, text, 'error') };
  }
  if (signal?.aborted) return { outcome: { ok: false, status: null, aborted: true } };
  if (result.ok) {
    const text = policy.success;
    return { outcome: result, notice: text === undefined ? undefined : () => show(notice, text, 'success') };
  }
  const message = (policy.serverMessage === false ? undefined : result.errorMessage) ?? policy.fallback;
  const quiet = message === undefined || policy.quietStatuses?.includes(result.status);
  return { outcome: { ...result, message }, notice: quiet ? undefined : () => show(notice, message, 'error') };
}

/**
 * Runs one API call with the spec 8 failure policy, for loaders and for
 * `useCall`: a failure answer shows the server's errorMessage, else the
 * fallback; a thrown call (network) is logged and shows the exception text; an
 * aborted call shows nothing. Never throws, so callers branch on `ok` only.
 *
 * @param call the API call; gets `signal` to pass on where the request may be cancelled
 * @param policy the screen's texts and how it shows them
 * @param signal aborted when the screen no longer wants the answer
 */
export async function runCall<T>(
  call: (signal?: AbortSignal) => Promise<ApiResult<T>>,
  policy: CallPolicy,
  signal?: AbortSignal,
): Promise<CallOutcome<T>> {
  const { outcome, notice } = await settleCall(call, policy, signal);
  notice?.();
  return outcome;
}

export interface RunOptions<K, T> {
  /** Names what is running (which row, which button), read back as `pending`. */
  key?: K;
  /** Work after a success that still counts as busy (reloading the profile, going on). */
  onSuccess?: (data: T) => unknown;
}

/**
 * One call at a time with the spec 8 policy: `busy` while it runs (buttons
 * disable and read as busy), a second `run` meanwhile is ignored so a double
 * click sends one request, and once the screen unmounts the call's signal is
 * aborted and its outcome shows nothing.
 *
 * @typeParam K what a screen names its calls by, when it shows which one runs
 */
export function useCall<K = never>() {
  const [pending, setPending] = useState<{ key: K | undefined } | null>(null);
  // A second click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  const alive = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  /**
   * @param call the API call; pass `signal` on where the request itself may be cancelled
   * @param policy the screen's texts and how it shows them
   * @param options `key` names the call for `pending`; `onSuccess` runs before busy ends and the notice shows
   * @returns the outcome; `{ ok: false, aborted: true }` when ignored as a second click
   */
  async function run<T>(
    call: (signal?: AbortSignal) => Promise<ApiResult<T>>,
    policy: CallPolicy,
    options: RunOptions<K, T> = {},
  ): Promise<CallOutcome<T>> {
    if (inFlight.current) return { ok: false, status: null, aborted: true };
    inFlight.current = true;
    setPending({ key: options.key });
    const signal = alive.current?.signal;
    let notice: (() => void) | undefined;
    try {
      const settled = await settleCall(call, policy, signal);
      notice = settled.notice;
      if (settled.outcome.ok && !signal?.aborted) await options.onSuccess?.(settled.outcome.data);
      return settled.outcome;
    } finally {
      inFlight.current = false;
      // The notice comes once the button is usable again and onSuccess's render
      // is on screen: a toast renders at once (react-toastify reads an external
      // store), so busy's end is committed first rather than left for later.
      if (!signal?.aborted) flushSync(() => setPending(null));
      notice?.();
    }
  }

  return {
    /** True while a call (and its onSuccess) runs. */
    busy: pending !== null,
    /** The key of the call that runs, if it was given one. */
    pending: pending?.key ?? null,
    run,
  };
}
