import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { uploadSelfie } from '../../api/verification';
import { BusyButton, useStepSubmit, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { SelfieFromFiles } from './selfie-from-files';

/** Spec 5: the front camera. A stable object, so the camera is not restarted on each render. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user' };

const CAPTURE_TRIES = 10;
const CAPTURE_RETRY_MS = 100;

type CameraState = 'starting' | 'ready' | 'denied' | 'missing' | 'unavailable';

const CAMERA_PROBLEMS: Record<'denied' | 'missing' | 'unavailable', MessageDescriptor> = {
  denied: msg`Camera access was denied. Please allow camera access for this site in your browser settings, then try again.`,
  missing: msg`No camera was found. Please connect a camera or use a device with a front camera, then try again.`,
  unavailable: msg`Your camera could not be started. Please close other apps that may be using it, then try again.`,
};

/** What getUserMedia's failure means for the member (its DOMException names). */
function readCameraError(error: string | DOMException): CameraState {
  const name = typeof error === 'string' ? '' : error.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'unavailable';
}

/** The screenshot is a data URL; the upload wants the JPEG bytes themselves (spec 7). */
function dataUrlToJpeg(dataUrl: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** Spec 2 and 4: front camera capture, review or retake, upload, then the identity step. */
export function Component() {
  const { t, i18n } = useLingui();
  const webcamRef = useRef<Webcam>(null);
  const [attempt, setAttempt] = useState(0);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [photo, setPhoto] = useState<string | null>(null);
  // Verification without a camera: the picture chosen from the member's files, uploaded as it is.
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useStepSubmit('selfie', {
    success: t`Selfie uploaded successfully!`,
    fallback: t`Failed to upload selfie.`,
    exception: t`An error occurred while uploading the selfie`,
  });

  function restartCamera() {
    setCamera('starting');
    setAttempt((n) => n + 1);
  }

  async function capture() {
    // The stream is granted a moment before its first frame is decoded (getScreenshot is null
    // until then), so try for up to a second before telling the member.
    for (let tries = 0; tries < CAPTURE_TRIES; tries++) {
      const shot = webcamRef.current?.getScreenshot() ?? null;
      if (shot) {
        setPhoto(shot);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, CAPTURE_RETRY_MS));
    }
    notifyError(t`The camera is not ready yet. Please try again in a moment.`);
  }

  function retake() {
    setPhoto(null);
    setChosen(null);
    restartCamera();
  }

  function choose(file: File, preview: string) {
    setChosen(file);
    setPhoto(preview);
  }

  function handleUpload() {
    void upload.submit(
      chosen
        ? () => uploadSelfie(chosen, true)
        : photo
          ? () => uploadSelfie(dataUrlToJpeg(photo))
          : t`No selfie captured. Please take a photo first.`,
    );
  }

  const problem =
    camera === 'denied' || camera === 'missing' || camera === 'unavailable' ? i18n._(CAMERA_PROBLEMS[camera]) : null;

  return (
    <WizardLayout
      step="selfie"
      title={t`Take a selfie`}
      intro={t`Face the camera in good light, without sunglasses or a hat. We compare it with the photos you add to your profile, so members can trust they show you.`}
    >
      <div className="ratio ratio-4x3 bg-dark rounded overflow-hidden mb-3">
        {photo ? (
          <img src={photo} alt={t`Your selfie`} className="object-fit-cover" />
        ) : problem ? (
          <div className="d-flex flex-column align-items-center justify-content-center text-center text-white p-3">
            <p role="alert" className="mb-3">
              {problem}
            </p>
            <button type="button" className="btn btn-light" onClick={restartCamera}>
              {t`Try again`}
            </button>
          </div>
        ) : (
          <Webcam
            key={attempt}
            ref={webcamRef}
            audio={false}
            mirrored={false}
            // Shown like a mirror, while the picture itself keeps the true orientation.
            style={{ transform: 'scaleX(-1)', objectFit: 'cover' }}
            screenshotFormat="image/jpeg"
            forceScreenshotSourceSize
            videoConstraints={VIDEO_CONSTRAINTS}
            onUserMedia={() => setCamera('ready')}
            onUserMediaError={(error) => setCamera(readCameraError(error))}
            aria-label={t`Camera preview`}
          />
        )}
      </div>
      {camera === 'missing' && !photo && <SelfieFromFiles onChosen={choose} />}
      <div className="d-flex flex-column flex-sm-row gap-2">
        {photo ? (
          <button type="button" className="btn btn-outline-secondary flex-fill" onClick={retake} disabled={upload.busy}>
            {t`Retake`}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary flex-fill"
            onClick={capture}
            disabled={camera !== 'ready'}
          >
            {t`Capture`}
          </button>
        )}
        <BusyButton type="button" busy={upload.busy} className="flex-fill" onClick={handleUpload}>
          {t`Upload`}
        </BusyButton>
      </div>
    </WizardLayout>
  );
}
