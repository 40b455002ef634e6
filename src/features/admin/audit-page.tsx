import { useState } from 'react';
import { Table } from 'react-bootstrap';
import type { AuditEvent } from '../../../contract/schemas/audit';
import { listAuditEvents } from '../../api/audit';
import { LoadFailed } from '../../components/load-failed';
import { Pager } from '../../components/pager';
import { useAsync } from '../../lib/use-async';
import { LOADING_TEXT } from './messages';

export const AUDIT_PAGE_SIZE = 25;

/** What each recorded action means, in words staff read at a glance. */
const ACTION_LABELS: Record<string, string> = {
  'document.viewed': 'Viewed a document',
  'profile.published': 'Published a profile',
  'identity.refused': 'Number already held by another account',
};

async function loadPage(start: number, signal: AbortSignal): Promise<AuditEvent[]> {
  const result = await listAuditEvents(start, AUDIT_PAGE_SIZE, signal);
  if (!result.ok) throw new Error(result.errorMessage ?? 'Failed to fetch the audit log.');
  return result.data.events;
}

function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** /secret-portal/audit: who viewed which document and who published whom, when and from where. */
export function Component() {
  const [page, setPage] = useState(1);
  const events = useAsync((signal) => loadPage((page - 1) * AUDIT_PAGE_SIZE, signal), [page]);

  return (
    <>
      <h1 className="h3 mb-3" id="audit-heading">
        Audit
      </h1>
      {events.status === 'loading' && <p role="status">{LOADING_TEXT}</p>}
      {events.status === 'error' && (
        <>
          {events.error instanceof Error && (
            <p className="text-danger" role="alert">
              {events.error.message}
            </p>
          )}
          <LoadFailed onRetry={events.reload} />
        </>
      )}
      {events.status === 'success' &&
        (events.data.length === 0 ? (
          <p className="text-body-secondary">Nothing has been recorded yet.</p>
        ) : (
          <Table responsive striped bordered className="align-middle" aria-labelledby="audit-heading">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Who</th>
                <th scope="col">Member</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((event) => (
                <tr key={event.id}>
                  <td>{new Date(event.at).toLocaleString()}</td>
                  <td>{ACTION_LABELS[event.action] ?? event.action}</td>
                  <td>{event.actor ?? 'The service'}</td>
                  <td>{event.subject ?? ''}</td>
                  <td>{describeDetail(event.detail)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
      <Pager
        label="Audit pages"
        page={page}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        hasNext={events.status === 'success' && events.data.length === AUDIT_PAGE_SIZE}
        disabled={events.status === 'loading'}
      />
    </>
  );
}
