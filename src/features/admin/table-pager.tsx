import { Button } from 'react-bootstrap';

interface TablePagerProps {
  /** Zero-based current page. */
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous / Next under the review table, with where the user is. */
export function TablePager({ page, pageCount, total, pageSize, onPage }: TablePagerProps) {
  const first = page * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  return (
    <nav aria-label="Profile pages" className="d-flex flex-wrap align-items-center gap-2">
      <Button variant="outline-secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page + 1} of {pageCount} ({first}–{last} of {total})
      </span>
      <Button variant="outline-secondary" size="sm" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
