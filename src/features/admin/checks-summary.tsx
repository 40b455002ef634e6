import { Badge } from 'react-bootstrap';
import type { AdminChecks } from '../../../contract/schemas/profile';

const VERDICT_LOOK: Record<string, string> = {
  MATCH: 'success',
  UNCERTAIN: 'warning',
  MISMATCH: 'danger',
  NO_FACE: 'danger',
  UNREADABLE: 'secondary',
};

/** How much to look: the risk score as a coloured badge (text says the same for screen readers). */
function riskLook(risk: number): string {
  if (risk >= 50) return 'danger';
  if (risk >= 20) return 'warning';
  return 'success';
}

function Verdict({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  const look = VERDICT_LOOK[value] ?? 'secondary';
  return (
    <li>
      {label}:{' '}
      <Badge bg={look} text={look === 'warning' ? 'dark' : undefined}>
        {value.replace('_', ' ')}
      </Badge>
    </li>
  );
}

/**
 * The automatic checks of one profile, beside its documents: faces in the selfie, the selfie against the
 * photos, the document's number and name against what was typed, pictures seen on other accounts.
 */
export function ChecksSummary({ checks }: { checks: AdminChecks | undefined }) {
  if (!checks) return null;
  if (checks.status === 'PENDING' && checks.risk === undefined) {
    return <p className="small text-body-secondary mb-2">Checks running…</p>;
  }
  // Given up after its attempts: staff look at the documents themselves.
  if (checks.status === 'FAILED' && checks.risk === undefined) {
    return <p className="small text-danger-emphasis mb-2">Checks failed</p>;
  }
  const risk = checks.risk ?? 0;
  return (
    <div className="small mb-2" data-testid="checks">
      <p className="mb-1">
        Risk{' '}
        <Badge bg={riskLook(risk)} text={riskLook(risk) === 'warning' ? 'dark' : undefined}>
          {risk}
        </Badge>
        {checks.status === 'PENDING' && <span className="text-body-secondary"> (updating)</span>}
        {checks.status === 'FAILED' && (
          <span className="text-danger-emphasis"> (checks failed on the latest upload)</span>
        )}
      </p>
      <ul className="list-unstyled mb-0">
        {checks.selfieFaces !== undefined && (
          <li>
            Faces in selfie: <Badge bg={checks.selfieFaces === 1 ? 'success' : 'danger'}>{checks.selfieFaces}</Badge>
          </li>
        )}
        <Verdict label="Selfie vs photos" value={checks.faceMatch} />
        <Verdict label="Document number" value={checks.documentNumber} />
        <Verdict label="Name on document" value={checks.documentName} />
        {(checks.duplicates ?? []).map((duplicate) => (
          <li key={`${duplicate.profileId}-${duplicate.kind}`} className="text-danger-emphasis">
            Same {duplicate.kind} as profile {duplicate.profileId}
          </li>
        ))}
        {(checks.warnings ?? []).map((warning) => (
          <li key={warning} className="text-warning-emphasis">
            {warning}
          </li>
        ))}
      </ul>
    </div>
  );
}
