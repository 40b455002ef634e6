import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { REFUSAL_REASONS, type RefusalReason } from '../../../contract/enums';
import { refuseProfile } from '../../api/profile';
import { useCall } from '../../lib/use-call';

/** What staff tick; the member reads their own plain words for each (the refused screen). */
export const REASON_LABELS: Record<RefusalReason, string> = {
  SELFIE_UNCLEAR: 'Selfie unclear',
  FACE_MISMATCH: 'Selfie does not match the photos',
  DOCUMENT_UNREADABLE: 'Document unreadable',
  DOCUMENT_NUMBER_MISMATCH: 'Document number differs from the one typed',
  DOCUMENT_NOT_OWN: 'Document is not theirs',
  PHOTO_NOT_OWN: 'Photos are not of them',
  OTHER: 'Something else (say what in the note)',
};

/** The failure stays in the dialog (with what was ticked and typed); success is the row's own badge. */
const REFUSE_POLICY = {
  fallback: 'The profile could not be refused. Please try again.',
  exception: 'The profile could not be refused. Please try again.',
  notice: 'log',
} as const;

interface RefuseDialogProps {
  show: boolean;
  name: string;
  profileId: string;
  onHide: () => void;
  onRefused: () => void;
}

/** Refuse with reasons and a note: the member is told why and the steps to redo open again. */
export function RefuseDialog({ show, name, profileId, onHide, onRefused }: RefuseDialogProps) {
  const [reasons, setReasons] = useState<RefusalReason[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refuse = useCall();
  const titleId = useId();
  const noteId = useId();

  function toggle(reason: RefusalReason) {
    setProblem(null);
    setReasons((current) => (current.includes(reason) ? current.filter((r) => r !== reason) : [...current, reason]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reasons.length === 0) {
      setProblem('Please choose at least one reason.');
      return;
    }
    if (reasons.includes('OTHER') && note.trim() === '') {
      setProblem('Please say in the note what the member should change.');
      return;
    }
    void refuse
      .run(() => refuseProfile({ id: profileId, reasons, note: note.trim() }), REFUSE_POLICY, {
        onSuccess: onRefused,
      })
      .then((outcome) => {
        if (!outcome.ok && !outcome.aborted) setProblem(outcome.message ?? REFUSE_POLICY.fallback);
      });
  }

  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Refuse {name}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <fieldset>
            <legend className="fs-6">Reasons the member will read</legend>
            {REFUSAL_REASONS.map((reason) => (
              <Form.Check
                key={reason}
                id={`${profileId}-${reason}`}
                type="checkbox"
                label={REASON_LABELS[reason]}
                checked={reasons.includes(reason)}
                onChange={() => toggle(reason)}
              />
            ))}
          </fieldset>
          <Form.Group className="mt-3" controlId={noteId}>
            <Form.Label>Note to the member</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Group>
          {problem && (
            <p className="text-danger mt-2 mb-0" role="alert">
              {problem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={refuse.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={refuse.busy}>
            {refuse.busy && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
            {refuse.busy ? 'Refusing...' : 'Refuse'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
