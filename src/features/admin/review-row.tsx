import { useState } from 'react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { verifyProfile } from '../../api/profile';
import { useCall } from '../../lib/use-call';
import { DOCUMENT_COLUMNS, displayName, profileImageLabel, profileImageTitle } from './documents';
import { redChecks } from '../../../contract/review';
import { MISSING_DOCUMENT, PUBLISHED, REFUSED, REVIEW_FACTS, VERIFY_FAILURE, VERIFY_SUCCESS } from './messages';
import { ChecksSummary } from './checks-summary';
import { ConfirmPublishDialog } from './confirm-publish-dialog';
import { RefuseDialog } from './refuse-dialog';

/**
 * Spec 4 and 8: GET /profile/verify?id= publishes a profile; 200 alerts
 * 'Profile Published' and marks the row published, anything else (a network
 * error too, and whatever errorMessage the server sends) alerts the failure
 * text and leaves the row as it was.
 */
const VERIFY_POLICY = {
  success: VERIFY_SUCCESS,
  fallback: VERIFY_FAILURE,
  exception: VERIFY_FAILURE,
  notice: 'alert',
  serverMessage: false,
} as const;

export interface OpenImage {
  title: string;
  src: string;
}

interface ReviewRowProps {
  profile: AdminProfileItem;
  /** Kept by the table, so a row published stays so when its page comes back. */
  published: boolean;
  onView: (image: OpenImage) => void;
  onPublished: (id: string) => void;
}

function waited(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 48 * 3600) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * Beyond the spec's columns: when it was submitted and has waited, a check not made or running, a selfie not
 * taken live, earlier refusals.
 */
function ReviewFacts({ profile }: { profile: AdminProfileItem }) {
  const refusals = profile.refusals ?? [];
  return (
    <ul className="list-unstyled small mb-2">
      {profile.submittedAt && (
        <li>
          {REVIEW_FACTS.submitted(new Date(profile.submittedAt).toLocaleString(), waited(profile.waitingSeconds ?? 0))}
        </li>
      )}
      {profile.checksState === 'NOT_CHECKED' && <li className="text-warning-emphasis">{REVIEW_FACTS.notChecked}</li>}
      {profile.selfieLive === false && <li className="text-warning-emphasis">{REVIEW_FACTS.selfieNotLive}</li>}
      {refusals.length > 0 && (
        <li className="text-danger-emphasis">{REVIEW_FACTS.refusedBefore(refusals.length, day(refusals[0].at))}</li>
      )}
    </ul>
  );
}

/** A missing document reads as such instead of a broken image. */
function MissingDocument() {
  return <span className="text-body-secondary small">{MISSING_DOCUMENT}</span>;
}

/**
 * One profile of the review table (spec 2 and 3). No <img> here: images load
 * only when a modal opens, so hundreds of rows stay light.
 */
export function ReviewRow({ profile, published, onView, onPublished }: ReviewRowProps) {
  const name = displayName(profile);
  // Each row publishes on its own, so two rows may be verified at once.
  const verify = useCall();
  const verifying = verify.busy;
  const [refusing, setRefusing] = useState(false);
  const [refused, setRefused] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const red = redChecks(profile.checks);

  function publish() {
    // A red check asks for confirmation and a note first (kept in the audit).
    if (red.length > 0) {
      setConfirming(true);
      return;
    }
    void verify.run(() => verifyProfile(profile.id), VERIFY_POLICY, { onSuccess: () => onPublished(profile.id) });
  }
  return (
    <tr>
      <td className="text-nowrap">{profile.id}</td>
      <td>{profile.firstName}</td>
      <td>
        {profile.lastName}
        {profile.checks?.documentNameRead && (
          <div className="small text-body-secondary">{REVIEW_FACTS.onDocument(profile.checks.documentNameRead)}</div>
        )}
      </td>
      {DOCUMENT_COLUMNS.map(({ key, title }) => {
        const src = profile[key];
        return (
          <td key={key}>
            {src ? (
              <Button
                variant="outline-primary"
                size="sm"
                aria-label={`View ${title} of ${name}`}
                onClick={() => onView({ title, src })}
              >
                View
              </Button>
            ) : (
              <MissingDocument />
            )}
          </td>
        );
      })}
      <td>
        {profile.imageUrls.length === 0 ? (
          <MissingDocument />
        ) : (
          <div className="d-flex flex-wrap gap-1">
            {profile.imageUrls.map((src, index) => (
              <Button
                // Two slots may hold the same URL, so the position is part of the key.
                key={`${index}-${src}`}
                variant="outline-secondary"
                size="sm"
                className="text-nowrap"
                aria-label={`${profileImageLabel(index)} of ${name}`}
                onClick={() => onView({ title: profileImageTitle(index), src })}
              >
                {profileImageLabel(index)}
              </Button>
            ))}
          </div>
        )}
      </td>
      <td>
        {/* The automatic checks sit beside the documents, where the decision is made. */}
        <ChecksSummary checks={profile.checks} />
        <ReviewFacts profile={profile} />
        {published ? (
          <Badge bg="success">{PUBLISHED}</Badge>
        ) : refused ? (
          <Badge bg="danger">{REFUSED}</Badge>
        ) : (
          <div className="d-flex flex-wrap gap-1">
            <Button
              variant="success"
              size="sm"
              className="text-nowrap"
              aria-label={`Verify ${name}`}
              disabled={verifying}
              onClick={publish}
            >
              {verifying && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
              Verify
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              className="text-nowrap"
              aria-label={`Refuse ${name}`}
              disabled={verifying}
              onClick={() => setRefusing(true)}
            >
              Refuse
            </Button>
          </div>
        )}
        <ConfirmPublishDialog
          show={confirming}
          name={name}
          profileId={profile.id}
          red={red}
          onHide={() => setConfirming(false)}
          onPublished={() => {
            setConfirming(false);
            window.alert(VERIFY_SUCCESS);
            onPublished(profile.id);
          }}
        />
        <RefuseDialog
          show={refusing}
          name={name}
          profileId={profile.id}
          onHide={() => setRefusing(false)}
          onRefused={() => {
            setRefusing(false);
            setRefused(true);
          }}
        />
      </td>
    </tr>
  );
}
