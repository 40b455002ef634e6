import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

function renderPhotos() {
  return renderRoute('/app/profile-onboarding/photos', { member: true });
}

describe('photos onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./photos-page')]));

  // jsdom has no object URLs: each file gets a predictable fake one.
  beforeEach(() => {
    let next = 0;
    createObjectURL = vi.fn((file: File) => `blob:preview-${++next}-${file.name}`);
    revokeObjectURL = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('offers six photo slots', async () => {
    renderPhotos();
    await screen.findByLabelText('Photo 1');
    for (let n = 1; n <= 6; n += 1) expect(screen.getByLabelText(`Photo ${n}`)).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByLabelText('Photo 7')).not.toBeInTheDocument();
  });

  it('asks for at least one photo and sends nothing', async () => {
    const { user } = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByText('Please select at least one photo to continue.')).toBeInTheDocument();
    expect(requestsTo('POST', '/profile/images')).toHaveLength(0);
  });

  it('previews each chosen photo, and revokes a preview when it is replaced or removed', async () => {
    const { user } = renderPhotos();
    await user.upload(await screen.findByLabelText('Photo 1'), jpeg('first.jpg'));
    expect(screen.getByRole('img', { name: 'Slot 1: first.jpg' })).toHaveAttribute('src', 'blob:preview-1-first.jpg');

    await user.upload(screen.getByLabelText('Photo 1'), jpeg('second.jpg'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-first.jpg');
    expect(screen.getByRole('img', { name: 'Slot 1: second.jpg' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2-second.jpg');
    expect(screen.queryByRole('img', { name: /Slot 1/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Photo 1').files).toHaveLength(0);
  });

  it('refuses a file that is not an image, and one of 5 MB or more', async () => {
    renderPhotos();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Photo 2'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo 3'), jpeg('huge.jpg', 5242880));
    expect(await screen.findByText('File size must be less than 5MB.')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('posts image0..image5 for the filled slots only, then goes on to profession', async () => {
    const { user, path } = renderPhotos();
    await user.upload(await screen.findByLabelText('Photo 1'), jpeg('smile.jpg', 1200));
    await user.upload(screen.getByLabelText('Photo 3'), jpeg('family.jpg', 3400));
    await user.upload(
      screen.getByLabelText('Photo 6'),
      new File([new Uint8Array(560)], 'beach.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByText('Your photos have been uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo('POST', '/profile/images').map((r) => r.form)).toEqual([
      {
        image0: [{ name: 'smile.jpg', type: 'image/jpeg', size: 1200 }],
        image2: [{ name: 'family.jpg', type: 'image/jpeg', size: 3400 }],
        image5: [{ name: 'beach.png', type: 'image/png', size: 560 }],
      },
    ]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/profession'));
    // Leaving the step frees every preview.
    await waitFor(() =>
      expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual([
        'blob:preview-1-smile.jpg',
        'blob:preview-2-family.jpg',
        'blob:preview-3-beach.png',
      ]),
    );
  });

  it('posts once for a double click', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('post', '/profile/images', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok();
      }),
    );
    const { user } = renderPhotos();
    await user.upload(await screen.findByLabelText('Photo 2'), jpeg('smile.jpg'));
    const button = screen.getByRole('button', { name: 'Upload and continue' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByText('Your photos have been uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo('POST', '/profile/images').map((r) => Object.keys(r.form ?? {}))).toEqual([['image1']]);
  });

  it.each(failureCases("Sorry, we couldn't upload your photos.", 'An error occurred while uploading photos'))(
    'shows $name when the upload fails and keeps the photos',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('post', '/profile/images', 'member', respond));
      const { user, path } = renderPhotos();
      await user.upload(await screen.findByLabelText('Photo 1'), jpeg('smile.jpg'));
      await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Slot 1: smile.jpg' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload and continue' })).toBeEnabled();
      expect(path()).toBe('/app/profile-onboarding/photos');
    },
  );
});
