import { vi } from 'vitest';

/** A few JPEG-looking bytes; their base64 is what the fake canvas hands back. */
export const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9];
export const JPEG_BASE64 = btoa(String.fromCharCode(...JPEG_BYTES));

/**
 * jsdom has no camera: a fake MediaStream stands in for the device, and the
 * video's size and the canvas stand in for what a browser would paint.
 */
export function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' };
  const stream = { getVideoTracks: () => [track], getAudioTracks: () => [], removeTrack: vi.fn() };
  return { stream: stream as unknown as MediaStream, track };
}

const originalMediaDevices = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

export function installCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true });
  return spy;
}

/** Puts back the browser's own camera access after a test installed a fake one. */
export function removeCamera() {
  if (originalMediaDevices) Object.defineProperty(navigator, 'mediaDevices', originalMediaDevices);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
}

export function paintableVideo() {
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  const context = { drawImage: vi.fn(), translate: vi.fn(), scale: vi.fn(), imageSmoothingEnabled: true };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const toDataUrl = vi
    .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
    .mockImplementation((type?: string) => `data:${type};base64,${JPEG_BASE64}`);
  return { context, toDataUrl };
}
