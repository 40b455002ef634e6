import type { ApiResult } from '../api/client';
import { notifyError } from './notify';

/** The two texts spec 8 gives a call: the fallback for a failure answer and the text for no answer at all. */
export interface CallMessages {
  /** Shown when the server answered non-200 without an errorMessage. */
  fallback: string;
  /** Shown when no answer arrived ('An error occurred ...'). */
  exception: string;
}

export type CallOutcome<T> =
  { ok: true; data: T } | { ok: false; status: number | null; errorMessage?: string; aborted?: boolean };

/**
 * Runs one API call for a member screen and applies spec 8: a failure answer
 * toasts `errorMessage ?? fallback`; a thrown network error is logged and
 * toasts the exception text. A call aborted because the screen moved on stays
 * silent. Never throws, so callers only branch on `ok`.
 *
 * @param call the API function call to run
 * @param messages the spec's fallback and exception texts for this call
 * @param options `signal` silences aborted calls; `quietStatuses` lists statuses the screen shows itself (e.g. 404)
 */
export async function callWithToasts<T>(
  call: () => Promise<ApiResult<T>>,
  messages: CallMessages,
  options: { signal?: AbortSignal; quietStatuses?: readonly number[] } = {},
): Promise<CallOutcome<T>> {
  try {
    const result = await call();
    if (options.signal?.aborted) return { ok: false, status: null, aborted: true };
    if (result.ok) return result;
    if (!options.quietStatuses?.includes(result.status)) notifyError(result.errorMessage ?? messages.fallback);
    return result;
  } catch (error) {
    if (options.signal?.aborted) return { ok: false, status: null, aborted: true };
    console.error(error);
    notifyError(messages.exception);
    return { ok: false, status: null };
  }
}
