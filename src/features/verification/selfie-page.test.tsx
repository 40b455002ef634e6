import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import {
  fakeStream,
  installCamera,
  JPEG_BASE64,
  JPEG_BYTES,
  paintableVideo,
  removeCamera,
} from '../../../tests/support/fake-camera';
import { failureCases } from '../../../tests/support/failure-cases';

function renderSelfie() {
  return renderRoute('/app/verification/selfie', { member: true });
}

async function captureWithFakeCamera() {
  const view = renderSelfie();
  const capture = await screen.findByRole('button', { name: 'Capture' });
  await waitFor(() => expect(capture).toBeEnabled());
  await view.user.click(capture);
  await screen.findByRole('img', { name: 'Your selfie' });
  return view;
}

describe('selfie verification step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./selfie-page')]));

  afterEach(removeCamera);

  describe('with a fake camera stream', () => {
    let camera: ReturnType<typeof fakeStream>;
    let getUserMedia: ReturnType<typeof installCamera>;

    beforeEach(() => {
      camera = fakeStream();
      getUserMedia = installCamera(async () => camera.stream);
    });

    it('asks for the front camera without sound', async () => {
      renderSelfie();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled());
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' } });
      expect(screen.getByRole('progressbar', { name: 'Verification: step 3 of 4' })).toBeInTheDocument();
      // Says what the automatic check does: the selfie against the profile's photos, not the document.
      expect(screen.getByText(/We compare it with the photos you add to your profile/)).toBeInTheDocument();
      expect(screen.queryByText(/identity document/)).toBeNull();
    });

    it('captures a JPEG, shows it for review and stops the camera', async () => {
      const { toDataUrl } = paintableVideo();
      await captureWithFakeCamera();
      expect(toDataUrl).toHaveBeenCalledWith('image/jpeg', expect.any(Number));
      expect(screen.getByRole('img', { name: 'Your selfie' })).toHaveAttribute(
        'src',
        `data:image/jpeg;base64,${JPEG_BASE64}`,
      );
      expect(screen.getByRole('button', { name: 'Retake' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Capture' })).not.toBeInTheDocument();
      expect(camera.track.stop).toHaveBeenCalled();
    });

    it('retakes: the review is dropped and the camera starts again', async () => {
      paintableVideo();
      const { user } = await captureWithFakeCamera();
      await user.click(screen.getByRole('button', { name: 'Retake' }));
      expect(screen.queryByRole('img', { name: 'Your selfie' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled());
      expect(getUserMedia).toHaveBeenCalledTimes(2);
    });

    it('uploads the capture as document selfie.jpg (image/jpeg) and goes on to identity', async () => {
      paintableVideo();
      const { user, path } = await captureWithFakeCamera();
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('Selfie uploaded successfully!')).toBeInTheDocument();
      const [request] = requestsTo('POST', '/verification/verify-image');
      expect(request.form).toEqual({ document: [{ name: 'selfie.jpg', type: 'image/jpeg', size: JPEG_BYTES.length }] });
      await waitFor(() => expect(path()).toBe('/app/verification/identity'));
    });

    it('refuses to upload before a photo was taken', async () => {
      const { user } = renderSelfie();
      await user.click(await screen.findByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('No selfie captured. Please take a photo first.')).toBeInTheDocument();
      expect(requestsTo('POST', '/verification/verify-image')).toHaveLength(0);
    });

    it.each(failureCases('Failed to upload selfie.', 'An error occurred while uploading the selfie'))(
      'shows $name when the upload fails and keeps the photo',
      async ({ respond, text, logs }) => {
        if (logs) expectConsoleError(logs);
        server.use(route('post', '/verification/verify-image', 'member', respond));
        paintableVideo();
        const { user, path } = await captureWithFakeCamera();
        await user.click(screen.getByRole('button', { name: 'Upload' }));
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
        expect(path()).toBe('/app/verification/selfie');
      },
    );
  });

  describe('without a camera', () => {
    it('says so when access is denied, and retries when asked', async () => {
      const stream = fakeStream().stream;
      const getUserMedia = installCamera(() =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      );
      const { user } = renderSelfie();
      expect(await screen.findByText(/Camera access was denied\. Please allow camera access/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();

      getUserMedia.mockImplementation(async () => stream);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled());
      expect(getUserMedia).toHaveBeenCalledTimes(2);
      expect(screen.queryByText(/Camera access was denied/)).not.toBeInTheDocument();
      // A camera the member can allow is no reason to choose a photo from files.
      expect(screen.queryByLabelText('Choose a photo from your files')).not.toBeInTheDocument();
    });

    it('says so when there is no camera device', async () => {
      installCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
      renderSelfie();
      expect(await screen.findByText(/No camera was found\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    });

    it('with no camera device, a photo chosen from files is reviewed and uploaded as not taken live', async () => {
      installCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
      const { user, path } = renderSelfie();
      expect(
        await screen.findByText(/No camera here\? Take a photo of yourself now, for example with your phone/),
      ).toBeInTheDocument();
      const photo = new File([new Uint8Array(JPEG_BYTES)], 'IMG_2041.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Choose a photo from your files'), photo);
      expect(await screen.findByRole('img', { name: 'Your selfie' })).toHaveAttribute(
        'src',
        `data:image/jpeg;base64,${JPEG_BASE64}`,
      );
      expect(screen.queryByLabelText('Choose a photo from your files')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('Selfie uploaded successfully!')).toBeInTheDocument();
      const [request] = requestsTo('POST', '/verification/verify-image');
      expect(request.form).toEqual({
        document: [{ name: 'selfie.jpg', type: 'image/jpeg', size: JPEG_BYTES.length }],
        source: ['file'],
      });
      await waitFor(() => expect(path()).toBe('/app/verification/identity'));
    });

    it('a photo chosen from files can be dropped for another try with the camera', async () => {
      installCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
      const { user } = renderSelfie();
      const photo = new File([new Uint8Array(JPEG_BYTES)], 'me.jpg', { type: 'image/jpeg' });
      await user.upload(await screen.findByLabelText('Choose a photo from your files'), photo);
      await user.click(await screen.findByRole('button', { name: 'Retake' }));
      expect(screen.queryByRole('img', { name: 'Your selfie' })).not.toBeInTheDocument();
      expect(await screen.findByText(/No camera was found\./)).toBeInTheDocument();
      expect(await screen.findByLabelText('Choose a photo from your files')).toBeInTheDocument();
    });

    it('says so when the browser offers no camera API at all (plain jsdom)', async () => {
      const { user } = renderSelfie();
      expect(await screen.findByText(/Your camera could not be started\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('No selfie captured. Please take a photo first.')).toBeInTheDocument();
      expect(requestsTo('POST', '/verification/verify-image')).toHaveLength(0);
    });
  });
});
