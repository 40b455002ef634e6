import { useState } from 'react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { verifyProfile } from '../../api/profile';
import { useCall } from '../../lib/use-call';
import { DOCUMENT_COLUMNS, displayName, profileImageLabel, profileImageTitle } from './documents';
import { MISSING_DOCUMENT, PUBLISHED, REFUSED, VERIFY_FAILURE, VERIFY_SUCCESS } from './messages';
import { ChecksSummary } from './checks-summary';
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

  function publish() {
    void verify.run(() => verifyProfile(profile.id), VERIFY_POLICY, { onSuccess: () => onPublished(profile.id) });
  }
  return (
    <tr>
      <td className="text-nowrap">{profile.id}</td>
      <td>{profile.firstName}</td>
      <td>{profile.lastName}</td>
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
