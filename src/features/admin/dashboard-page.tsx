import { useState } from 'react';
import { Table } from 'react-bootstrap';
import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { listProfilesForReview } from '../../api/profile';
import { ImageModal } from '../../components/image-modal';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';
import { TABLE_COLUMNS } from './documents';
import { EMPTY_LIST, LOADING_TEXT, REVIEW_FACTS, TABLE_HEADING } from './messages';
import { ReviewRow, type OpenImage } from './review-row';
import { TablePager } from './table-pager';

/** Rows per page: hundreds of profiles stay quick to render and to scan on a phone. */
export const REVIEW_PAGE_SIZE = 25;

/** Spec 8: a failed list is only logged; loading ends and the table stays empty. */
const LIST_POLICY = {
  fallback: 'Failed to fetch the profiles for review.',
  exception: 'An error occurred while fetching the profiles for review.',
  notice: 'log',
} as const;

/** Null tells a failure from an empty list, which gets a short note. */
async function loadProfiles(signal: AbortSignal, search = ''): Promise<AdminProfileItem[] | null> {
  const outcome = await runCall(() => listProfilesForReview(signal, search), LIST_POLICY, signal);
  if (outcome.ok && Array.isArray(outcome.data)) return outcome.data;
  if (!outcome.ok && outcome.aborted) throw new DOMException('The dashboard was left.', 'AbortError');
  if (outcome.ok) console.error(LIST_POLICY.fallback, outcome.data);
  return null;
}

/** Spec 2: /secret-portal/dashboard, the profile review table. */
export function Component() {
  // Staff search by name or email (beyond the spec): the list is asked for again with ?q=.
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const profiles = useAsync((signal) => loadProfiles(signal, search), [search]);
  const [published, setPublished] = useState<ReadonlySet<string>>(() => new Set());
  const [page, setPage] = useState(0);
  // The image stays while the modal fades out; `show` alone opens and closes it.
  const [image, setImage] = useState<OpenImage | null>(null);
  const [showImage, setShowImage] = useState(false);

  const searchForm = (
    <form
      role="search"
      className="d-flex flex-wrap gap-2 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        setPage(0);
        setSearch(draft.trim());
      }}
    >
      <label htmlFor="review-search" className="visually-hidden">
        {REVIEW_FACTS.search}
      </label>
      <input
        id="review-search"
        type="search"
        className="form-control w-auto flex-grow-1"
        placeholder={REVIEW_FACTS.search}
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn-outline-primary">
        Search
      </button>
    </form>
  );
  if (profiles.status === 'loading') {
    return (
      <>
        {search && searchForm}
        <p role="status">{LOADING_TEXT}</p>
      </>
    );
  }

  const rows = profiles.data ?? [];
  const pageCount = Math.max(1, Math.ceil(rows.length / REVIEW_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const visible = rows.slice(current * REVIEW_PAGE_SIZE, (current + 1) * REVIEW_PAGE_SIZE);

  function openImage(next: OpenImage) {
    setImage(next);
    setShowImage(true);
  }

  return (
    <>
      <h1 className="h3 mb-3" id="review-heading">
        {TABLE_HEADING}
      </h1>
      {searchForm}
      <Table responsive striped bordered hover className="align-middle" aria-labelledby="review-heading">
        <thead>
          <tr>
            {TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {profiles.data?.length === 0 ? (
            <tr>
              <td colSpan={TABLE_COLUMNS.length} className="text-center text-body-secondary">
                {EMPTY_LIST}
              </td>
            </tr>
          ) : (
            visible.map((profile) => (
              <ReviewRow
                key={profile.id}
                profile={profile}
                published={published.has(profile.id)}
                onView={openImage}
                onPublished={(id) => setPublished((current) => new Set(current).add(id))}
              />
            ))
          )}
        </tbody>
      </Table>
      {pageCount > 1 && (
        <TablePager
          page={current}
          pageCount={pageCount}
          total={rows.length}
          pageSize={REVIEW_PAGE_SIZE}
          onPage={setPage}
        />
      )}
      {image && <ImageModal show={showImage} title={image.title} src={image.src} onHide={() => setShowImage(false)} />}
    </>
  );
}
