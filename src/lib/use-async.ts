import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Runs `load` on mount and whenever `deps` change; aborts the previous run.
 * No retries, no cache: screens decide what to show for each status. A result
 * belongs to the deps it was loaded for, so a change of deps reads as loading
 * at once, without an extra render.
 *
 * @param load async loader; receives an AbortSignal to pass to the API call
 * @param deps values that restart the load when they change
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<{ deps: readonly unknown[]; state: AsyncState<T> } | null>(null);
  const currentDeps = [...deps, generation];

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setResult({ deps: currentDeps, state: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult({ deps: currentDeps, state: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `deps` states what really restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, currentDeps);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const state: AsyncState<T> = result && sameDeps(result.deps, currentDeps) ? result.state : LOADING;
  return { ...state, reload };
}
