import { useEffect, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { ButtonSpinner } from '../../components/button-spinner';
import type { CallEngine, CallView } from './call-engine';
import { CALL_TEXTS } from './messages';
import { startRinging } from './ringer';

/** Someone is calling: Accept, Decline, and a ring the member can silence. */
export function IncomingCall({ view, engine }: { view: CallView; engine: CallEngine }) {
  const [silenced, setSilenced] = useState(false);
  useEffect(() => (silenced ? undefined : startRinging()), [silenced]);
  const title = view.video ? CALL_TEXTS.incomingVideo : CALL_TEXTS.incomingVoice;
  return (
    <Modal
      show
      centered
      backdrop="static"
      keyboard={false}
      aria-labelledby="incoming-call-title"
      className="call-incoming"
    >
      <Modal.Header>
        <Modal.Title id="incoming-call-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <div className="call-avatar text-bg-primary mx-auto mb-3" aria-hidden="true">
          {(view.peerName ?? '?').slice(0, 1).toUpperCase()}
        </div>
        <p className="fs-5 mb-1">{CALL_TEXTS.isCalling(view.peerName ?? CALL_TEXTS.yourMatch)}</p>
        <p className="text-body-secondary small mb-0">{CALL_TEXTS.neverRecorded}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center flex-wrap">
        <button type="button" className="btn btn-success" onClick={() => void engine.accept()} disabled={view.busy}>
          {view.busy && <ButtonSpinner />}
          {CALL_TEXTS.accept}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void engine.decline()} disabled={view.busy}>
          {CALL_TEXTS.decline}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setSilenced(true)}
          disabled={silenced}
          aria-pressed={silenced}
        >
          {silenced ? CALL_TEXTS.silenced : CALL_TEXTS.silence}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
