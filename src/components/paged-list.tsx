import { Fragment, useState, type ReactNode } from 'react';
import type { ApiResult } from '../api/client';
import { useAsync } from '../lib/use-async';
import { runCall, type CallPolicy } from '../lib/use-call';
import { LoadFailed } from './load-failed';
import { LoadingSpinner } from './loading-spinner';
import { Pager } from './pager';

interface PagedListOptions<D, T> {
  /** Rows the server answers per page; a full page means there may be a next one (spec 9). */
  pageSize: number;
  /** Fetches the page starting at offset `start`. */
  fetchPage: (start: number, signal?: AbortSignal) => Promise<ApiResult<D>>;
  /** The screen's spec 8 texts for a failed load. */
  policy: CallPolicy;
  /** The rows inside the answer; an answer without the list reads as a failed load. */
  rowsOf: (data: D) => readonly T[] | undefined;
}

/** One page of an offset-paged list, as `usePagedList` holds it and `PagedList` shows it. */
export interface PagedListState<T> {
  /** 1-based page number. */
  page: number;
  setPage: (page: number) => void;
  loading: boolean;
  /** The page's rows; null when the load failed or the answer had no list. */
  rows: readonly T[] | null;
  /** Spec 9: a full page came back, so Next is offered. */
  hasNext: boolean;
  reload: () => void;
}

/**
 * Spec 2 and 9: a list the server pages by offset, a page at a time. A change
 * of page aborts the previous load; there is no cache, so coming back to a page
 * loads it again.
 *
 * @typeParam D the answer's body
 * @typeParam T one row
 */
export function usePagedList<D, T>({ pageSize, fetchPage, policy, rowsOf }: PagedListOptions<D, T>): PagedListState<T> {
  const [page, setPage] = useState(1);
  const start = (page - 1) * pageSize;
  const result = useAsync((signal) => runCall((s) => fetchPage(start, s), policy, signal), [start]);
  let rows: readonly T[] | null = null;
  if (result.status === 'success' && result.data.ok && result.data.data != null) {
    // The type says a list; a server answering otherwise gets 'Try again', not a crash.
    const picked = rowsOf(result.data.data);
    if (Array.isArray(picked)) rows = picked;
  }
  return {
    page,
    setPage,
    loading: result.status === 'loading',
    rows,
    hasNext: rows !== null && rows.length === pageSize,
    reload: result.reload,
  };
}

interface PagedListProps<T> {
  list: PagedListState<T>;
  /** What the spinner says while a page loads. */
  loadingLabel: string;
  /** Shown when a page comes back empty. */
  empty: ReactNode;
  /** Names the list, e.g. 'Conversations'. */
  listLabel: string;
  /** Names the pager's landmark, e.g. 'Conversation pages'. */
  pagerLabel: string;
  rowKey: (row: T) => string;
  /** One row, an `<li>`. */
  renderRow: (row: T) => ReactNode;
  /** Something else is on its way (a decision on a row): the pager waits for it. */
  busy?: boolean;
}

/** The body of a paged list (spinner, 'Try again', the empty state or the rows) and its pager. */
export function PagedList<T>({
  list,
  loadingLabel,
  empty,
  listLabel,
  pagerLabel,
  rowKey,
  renderRow,
  busy = false,
}: PagedListProps<T>) {
  const { page, setPage, loading, rows, hasNext, reload } = list;
  let body;
  if (loading) body = <LoadingSpinner label={loadingLabel} />;
  else if (rows === null) body = <LoadFailed onRetry={reload} />;
  else if (rows.length === 0) body = empty;
  else
    body = (
      <ul className="list-group" aria-label={listLabel}>
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
        ))}
      </ul>
    );

  return (
    <>
      {body}
      <Pager
        label={pagerLabel}
        page={page}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        hasNext={hasNext}
        disabled={loading || busy}
      />
    </>
  );
}
