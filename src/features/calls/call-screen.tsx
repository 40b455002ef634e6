import { useEffect, useRef, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { SafetyActions } from '../../components/safety-actions';
import type { CallEngine, CallView } from './call-engine';
import { CALL_TEXTS } from './messages';

/** mm:ss (h:mm:ss past an hour) since a moment. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span>
      <span className="visually-hidden">{CALL_TEXTS.elapsed} </span>
      <time>{formatElapsed(now - since)}</time>
    </span>
  );
}

/** A stream shown in a video (or, for a voice call, played by an audio element). */
function Media({
  stream,
  kind,
  muted,
  className,
  label,
}: {
  stream: MediaStream | null;
  kind: 'video' | 'audio';
  muted?: boolean;
  className?: string;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // A live call has no caption track to give.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  if (kind === 'audio') return <audio ref={ref} autoPlay aria-label={label} />;
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} autoPlay playsInline muted={muted} className={className} aria-label={label} />;
}

/** The quality's colour, from the theme (the call screen is always dark). */
const QUALITY_CLASSES = {
  good: 'text-success-emphasis',
  fair: 'text-warning-emphasis',
  poor: 'text-danger-emphasis',
} as const;

function statusOf(view: CallView): string | null {
  if (view.phase === 'outgoing') return CALL_TEXTS.calling;
  if (view.phase === 'connecting') return CALL_TEXTS.connecting;
  if (view.phase === 'ended') return view.notice;
  return null;
}

/** The call: the other member, elapsed time, connection quality, and mute, camera, switch camera, end, report and block. */
export function CallScreen({ view, engine }: { view: CallView; engine: CallEngine }) {
  const name = view.peerName ?? CALL_TEXTS.yourMatch;
  const status = statusOf(view);
  const live = view.phase !== 'ended';
  return (
    <Modal
      show
      fullscreen
      backdrop="static"
      keyboard={false}
      aria-labelledby="call-title"
      contentClassName="call-screen"
      data-bs-theme="dark"
    >
      <Modal.Body className="d-flex flex-column p-0">
        <header className="call-screen__top d-flex flex-wrap align-items-center justify-content-between gap-2 p-3">
          <div>
            <h2 id="call-title" className="h5 mb-0">
              {name}
            </h2>
            <p className="mb-0 small" role="status">
              {view.video ? CALL_TEXTS.videoCall : CALL_TEXTS.voiceCall}
              {status && <> &middot; {status}</>}
              {view.phase === 'connected' && view.connectedAt !== null && (
                <>
                  {' '}
                  &middot; <Elapsed since={view.connectedAt} />
                </>
              )}
            </p>
            {view.phase === 'connected' && view.quality && (
              <p className={`mb-0 small ${QUALITY_CLASSES[view.quality]}`}>{CALL_TEXTS.quality[view.quality]}</p>
            )}
          </div>
          {live && view.channelId && (
            <SafetyActions compact target={{ channelId: view.channelId }} onDone={() => void engine.hangUp()} />
          )}
        </header>
        <div className="call-screen__stage flex-grow-1 position-relative">
          {view.video && live ? (
            <>
              <Media stream={view.remoteStream} kind="video" className="call-screen__remote" label={name} />
              <Media
                stream={view.localStream}
                kind="video"
                muted
                className="call-screen__local"
                label={CALL_TEXTS.you}
              />
            </>
          ) : (
            <div className="h-100 d-flex align-items-center justify-content-center">
              <div className="call-avatar call-avatar--large text-bg-primary" aria-hidden="true">
                {name.slice(0, 1).toUpperCase()}
              </div>
              {live && <Media stream={view.remoteStream} kind="audio" label={name} />}
            </div>
          )}
        </div>
        <footer className="call-screen__controls d-flex flex-wrap justify-content-center gap-2 p-3">
          {live ? (
            <>
              <button
                type="button"
                className="btn btn-light"
                aria-pressed={view.muted}
                onClick={() => engine.toggleMute()}
              >
                {view.muted ? CALL_TEXTS.unmute : CALL_TEXTS.mute}
              </button>
              {view.video && (
                <button
                  type="button"
                  className="btn btn-light"
                  aria-pressed={view.cameraOff}
                  onClick={() => engine.toggleCamera()}
                >
                  {view.cameraOff ? CALL_TEXTS.cameraOn : CALL_TEXTS.cameraOff}
                </button>
              )}
              {view.video && view.canSwitchCamera && (
                <button type="button" className="btn btn-light" onClick={() => void engine.switchCamera()}>
                  {CALL_TEXTS.switchCamera}
                </button>
              )}
              <button type="button" className="btn btn-danger" onClick={() => void engine.hangUp()}>
                {CALL_TEXTS.end}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-light" onClick={() => engine.dismiss()}>
              {CALL_TEXTS.close}
            </button>
          )}
        </footer>
      </Modal.Body>
    </Modal>
  );
}
