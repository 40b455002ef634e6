import { MEDIA_ERROR_TEXTS } from './messages';

/** The member's microphone, and camera for a video call; throws a CallMediaError with a text to show. */
export async function openMedia(video: boolean): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CallMediaError(MEDIA_ERROR_TEXTS.unsupported);
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: video ? { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } } : false,
    });
  } catch (error) {
    throw new CallMediaError(explainCallMediaError(error, video));
  }
}

export class CallMediaError extends Error {
  override name = 'CallMediaError';
}

/** What a getUserMedia failure means for the member. */
export function explainCallMediaError(error: unknown, video: boolean): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return MEDIA_ERROR_TEXTS.blocked(video);
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return MEDIA_ERROR_TEXTS.missing(video);
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return MEDIA_ERROR_TEXTS.busy;
  return MEDIA_ERROR_TEXTS.unsupported;
}

/** Whether the device has more than one camera (a phone's front and back): switching is offered then. */
export async function hasSeveralCameras(): Promise<boolean> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((device) => device.kind === 'videoinput').length > 1;
  } catch {
    return false;
  }
}

/** Stops every track of a stream (the camera light goes off). */
export function stopMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
