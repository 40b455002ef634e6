import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { verifyProfileConfirmed } from '../../api/profile';
import { SHOWN_INLINE } from '../../lib/inline-refusals';
import { useCall } from '../../lib/use-call';
import { CONFIRM_PUBLISH } from './messages';

const POLICY = {
  fallback: CONFIRM_PUBLISH.failed,
  exception: CONFIRM_PUBLISH.failed,
  notice: 'log',
  quietStatuses: SHOWN_INLINE,
} as const;

interface ConfirmPublishDialogProps {
  show: boolean;
  name: string;
  profileId: string;
  /** The red checks, as the list says them ("Name on document: MISMATCH"). */
  red: string[];
  onHide: () => void;
  onPublished: () => void;
}

/** Publishing past a red check: staff read what is red and write why they publish anyway (kept in the audit). */
export function ConfirmPublishDialog({ show, name, profileId, red, onHide, onPublished }: ConfirmPublishDialogProps) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useCall();
  const titleId = useId();
  const noteId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') {
      setProblem(CONFIRM_PUBLISH.noteNeeded);
      return;
    }
    void publish
      .run(() => verifyProfileConfirmed(profileId, note.trim()), POLICY, { onSuccess: onPublished })
      .then((outcome) => {
        if (!outcome.ok && !outcome.aborted) setProblem(outcome.message ?? CONFIRM_PUBLISH.failed);
      });
  }

  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{CONFIRM_PUBLISH.title(name)}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{CONFIRM_PUBLISH.intro}</p>
          <ul className="text-danger-emphasis">
            {red.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
          <Form.Group controlId={noteId}>
            <Form.Label>{CONFIRM_PUBLISH.note}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => {
                setProblem(null);
                setNote(e.target.value);
              }}
            />
          </Form.Group>
          {problem && (
            <p className="text-danger mt-2 mb-0" role="alert">
              {problem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={publish.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="warning" disabled={publish.busy}>
            {publish.busy && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
            {CONFIRM_PUBLISH.submit}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
