import { useState } from 'react';
import { REPORT_REASON_LABELS } from '../../../contract/enums';
import type { AdminReport, ReportAction } from '../../../contract/schemas/safety';
import { getOpenReports, resolveReport } from '../../api/reports';
import { ButtonSpinner } from '../../components/button-spinner';
import { ImageModal } from '../../components/image-modal';
import { LoadFailed } from '../../components/load-failed';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';

const LOAD_MESSAGES = {
  fallback: 'Failed to fetch reports.',
  exception: 'An error occurred while fetching reports.',
} as const;
const RESOLVE_MESSAGES = {
  fallback: 'Sorry, this report could not be updated.',
  exception: 'An error occurred while updating the report.',
} as const;
const DONE: Record<ReportAction, string> = {
  dismiss: 'Report dismissed.',
  warn: 'The member has been warned.',
  suspend: 'The member has been suspended.',
};

/** Staff review of open reports: the reported profile and its documents, the reason, note and chat excerpt. */
export function Component() {
  const reports = useAsync((signal) => runCall(() => getOpenReports(signal), LOAD_MESSAGES, signal), []);
  if (reports.status === 'loading') return <LoadingSpinner label="Loading reports..." />;
  const outcome = reports.status === 'success' ? reports.data : null;
  if (!outcome?.ok) return <LoadFailed onRetry={reports.reload} />;
  const list = outcome.data.reports;
  return (
    <section>
      <h1 className="h3 mb-3">Reports</h1>
      {list.length === 0 ? (
        <p className="text-body-secondary">No open reports.</p>
      ) : (
        <ul className="list-unstyled d-flex flex-column gap-3">
          {list.map((report) => (
            <ReportCard key={report.id} report={report} onResolved={reports.reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportCard({ report, onResolved }: { report: AdminReport; onResolved: () => void }) {
  const resolving = useCall<ReportAction>();
  const busy = resolving.pending;
  const [viewing, setViewing] = useState<{ title: string; src: string } | null>(null);
  const { reported } = report;
  const name = [reported.firstName, reported.lastName].filter(Boolean).join(' ') || reported.id;
  const documents = [
    { title: 'Selfie Image', src: reported.photoImageUrl },
    { title: 'PAN Image', src: reported.panImageUrl },
    ...reported.imageUrls.map((src, index) => ({ title: `Profile Image ${index}`, src })),
  ];

  async function act(action: ReportAction) {
    if (resolving.busy) return;
    if (action === 'suspend' && !window.confirm(`Suspend ${name}? They will be signed out and hidden at once.`)) return;
    await resolving.run(
      () => resolveReport({ id: report.id, action }),
      { ...RESOLVE_MESSAGES, success: DONE[action] },
      { key: action, onSuccess: onResolved },
    );
  }

  return (
    <li className="card shadow-sm">
      <article className="card-body" aria-label={`Report about ${name}`}>
        <h2 className="h5">{name}</h2>
        <p className="mb-1">
          <strong>Reason:</strong> {REPORT_REASON_LABELS[report.reason]}
        </p>
        {report.note && (
          <p className="mb-1">
            <strong>Note:</strong> {report.note}
          </p>
        )}
        <p className="small text-body-secondary">Reported {new Date(report.createdAt).toLocaleString()}</p>
        <div className="d-flex flex-wrap gap-2 mb-2">
          {documents.map((doc) =>
            doc.src ? (
              <button
                key={doc.title}
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setViewing({ title: doc.title, src: doc.src ?? '' })}
              >
                {doc.title}
              </button>
            ) : null,
          )}
          {reported.documentRemoved && <span className="small text-body-secondary">Document removed after review</span>}
        </div>
        {report.excerpt && (
          <figure className="border rounded p-2 small">
            <figcaption className="fw-semibold">Chat excerpt</figcaption>
            <ol className="list-unstyled mb-0">
              {report.excerpt.map((line, index) => (
                <li key={index}>
                  <span className="fw-semibold">{line.fromReporter ? 'Reporter' : name}:</span> {line.message}
                </li>
              ))}
            </ol>
          </figure>
        )}
        <div className="d-flex gap-2">
          {(['dismiss', 'warn', 'suspend'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${action === 'suspend' ? 'btn-danger' : 'btn-outline-secondary'}`}
              disabled={busy !== null}
              onClick={() => act(action)}
            >
              {busy === action && <ButtonSpinner />}
              {{ dismiss: 'Dismiss', warn: 'Warn', suspend: 'Suspend' }[action]}
            </button>
          ))}
        </div>
      </article>
      {viewing && <ImageModal show title={viewing.title} src={viewing.src} onHide={() => setViewing(null)} />}
    </li>
  );
}
