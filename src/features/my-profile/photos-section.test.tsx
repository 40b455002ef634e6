import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownProfile } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import {
  allowForColdProfilePage,
  gate,
  imageFile,
  openProfilePage,
  region,
  serveProfile,
  sparseProfile,
} from '../../../tests/support/my-profile-page';

allowForColdProfilePage();

const photos = () => within(region('Photos'));
const picker = () => photos().getByLabelText('Choose Photos');
const previews = () => photos().queryAllByRole('img', { name: /^Preview of / });
const uploadButton = () => photos().getByRole('button', { name: 'Upload Photos' });

const images = (count: number, prefix = 'photo') =>
  Array.from({ length: count }, (_, i) => imageFile(`${prefix}${i + 1}.png`, 8 + i));

// jsdom has no object URLs; previews only need a distinct string per file.
beforeEach(() => {
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('own profile photos: existing photos', () => {
  it('shows each photo with a delete button', async () => {
    await openProfilePage();
    const shown = photos().getAllByRole('img', { name: /^Uploaded / });
    expect(shown.map((img) => img.getAttribute('src'))).toEqual(ownProfile.images.map((image) => image.url));
    expect(photos().getByRole('button', { name: 'Delete photo 1' })).toBeEnabled();
    expect(photos().getByRole('button', { name: 'Delete photo 2' })).toBeEnabled();
  });

  it("reads 'Not Uploaded' when there is none", async () => {
    serveProfile(sparseProfile);
    await openProfilePage();
    expect(photos().getByText('Not Uploaded')).toBeInTheDocument();
    expect(photos().queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('deletes after the member confirms, then reloads the profile', async () => {
    const remaining = { ...ownProfile, images: ownProfile.images.slice(1) };
    server.use(
      route('get', '/profile/my', 'member', () =>
        ok(requestsTo('DELETE', '/profile/images').length > 0 ? remaining : ownProfile),
      ),
    );
    const { user } = await openProfilePage();
    await user.click(photos().getByRole('button', { name: 'Delete photo 1' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this photo?');
    expect(await screen.findByText('Photo deleted successfully!')).toBeInTheDocument();
    const sent = requestsTo('DELETE', '/profile/images');
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toEqual({ imageUrl: ownProfile.images[0].url });
    await waitFor(() => expect(photos().getAllByRole('img', { name: /^Uploaded / })).toHaveLength(1));
    expect(requestsTo('GET', '/profile/my')).toHaveLength(2);
  });

  it('sends nothing when the member cancels the confirm', async () => {
    vi.mocked(window.confirm).mockReturnValueOnce(false);
    const { user } = await openProfilePage();
    await user.click(photos().getByRole('button', { name: 'Delete photo 2' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this photo?');
    expect(requestsTo('DELETE', '/profile/images')).toHaveLength(0);
    expect(photos().getAllByRole('img', { name: /^Uploaded / })).toHaveLength(2);
  });

  it('disables the delete buttons while a delete is on its way', async () => {
    const request = gate();
    server.use(
      route('delete', '/profile/images', 'member', async () => {
        await request.opened;
        return ok();
      }),
    );
    const { user } = await openProfilePage();
    await user.click(photos().getByRole('button', { name: 'Delete photo 2' }));
    expect(await photos().findByText('Deleting...')).toBeInTheDocument();
    expect(photos().getByRole('button', { name: 'Delete photo 1' })).toBeDisabled();
    expect(uploadButton()).toBeDisabled();
    request.open();
    expect(await screen.findByText('Photo deleted successfully!')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/profile/images')).toHaveLength(1);
  });

  it.each([
    { failure: 'an errorMessage', answer: () => fail(404, 'Photo not found.'), toast: 'Photo not found.' },
    { failure: 'a 500 without body', answer: () => fail(500), toast: 'Failed to delete photo.' },
    {
      failure: 'a network error',
      answer: () => Response.error(),
      toast: 'An error occurred while deleting the photo.',
    },
  ])('on $failure toasts the right text and keeps the photo', async ({ failure, answer, toast }) => {
    if (failure === 'a network error') expectConsoleError();
    server.use(route('delete', '/profile/images', 'member', answer));
    const { user } = await openProfilePage();
    await user.click(photos().getByRole('button', { name: 'Delete photo 1' }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(photos().getByRole('button', { name: 'Delete photo 1' })).toBeEnabled());
    expect(photos().getAllByRole('img', { name: /^Uploaded / })).toHaveLength(2);
    expect(requestsTo('GET', '/profile/my')).toHaveLength(1);
  });
});

describe('own profile photos: choosing and uploading', () => {
  it('offers a picker for several images', async () => {
    await openProfilePage();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAttribute('accept', 'image/*');
  });

  it('refuses a file that is not an image', async () => {
    await openProfilePage();
    // The accept filter is only a hint to the file dialog; the page checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), [imageFile('a.png'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    expect(previews()).toHaveLength(0);
  });

  it('refuses a single file of 5242880 bytes with the single message', async () => {
    const { user } = await openProfilePage();
    await user.upload(picker(), imageFile('big.png', 5242880));
    expect(await screen.findByText('File size must be less than 5MB.')).toBeInTheDocument();
    expect(previews()).toHaveLength(0);
  });

  it('refuses several files when one has 5242880 bytes, with the multiple message', async () => {
    const { user } = await openProfilePage();
    await user.upload(picker(), [imageFile('small.png'), imageFile('big.png', 5242880)]);
    expect(await screen.findByText('Each file size must be less than 5MB.')).toBeInTheDocument();
    expect(previews()).toHaveLength(0);
  });

  it('accepts a file of 5242879 bytes and uploads it as image0', async () => {
    const { user } = await openProfilePage();
    await user.upload(picker(), imageFile('almost.png', 5242879));
    expect(photos().getByRole('img', { name: 'Preview of almost.png' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(uploadButton());
    expect(await screen.findByText('Photos uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/images')[0].form).toEqual({
      image0: [{ name: 'almost.png', type: 'image/png', size: 5242879 }],
    });
  });

  it('accepts 6 photos, refuses 7 and keeps the previous selection', async () => {
    const { user } = await openProfilePage();
    await user.upload(picker(), images(6));
    expect(previews()).toHaveLength(6);
    await user.upload(picker(), images(7, 'more'));
    expect(await screen.findByText('You can upload a maximum of 6 photos.')).toBeInTheDocument();
    expect(previews().map((img) => img.getAttribute('alt'))).toEqual(
      images(6).map((file) => `Preview of ${file.name}`),
    );
  });

  it('asks for at least one photo before uploading', async () => {
    const { user } = await openProfilePage();
    await user.click(uploadButton());
    expect(await screen.findByText('Please select at least one photo to upload.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/images')).toHaveLength(0);
  });

  it('uploads image0..: Uploading... while busy, then the toast, an empty selection and a reload', async () => {
    const request = gate();
    const withNew = { ...ownProfile, images: [...ownProfile.images, { url: 'https://files.example/new.png' }] };
    server.use(
      route('put', '/profile/images', 'member', async () => {
        await request.opened;
        return ok();
      }),
      route('get', '/profile/my', 'member', () =>
        ok(requestsTo('PUT', '/profile/images').length > 0 ? withNew : ownProfile),
      ),
    );
    const { user } = await openProfilePage();
    await user.upload(picker(), images(3));
    expect(previews()).toHaveLength(3);
    await user.click(uploadButton());

    const busy = await photos().findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(picker()).toBeDisabled();
    await user.click(busy);
    request.open();

    expect(await screen.findByText('Photos uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(photos().getAllByRole('img', { name: /^Uploaded / })).toHaveLength(3));
    expect(previews()).toHaveLength(0);
    expect(uploadButton()).toBeEnabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3);
    expect(requestsTo('GET', '/profile/my')).toHaveLength(2);
    const sent = requestsTo('PUT', '/profile/images');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe('mock-member-token');
    expect(sent[0].form).toEqual({
      image0: [{ name: 'photo1.png', type: 'image/png', size: 8 }],
      image1: [{ name: 'photo2.png', type: 'image/png', size: 9 }],
      image2: [{ name: 'photo3.png', type: 'image/png', size: 10 }],
    });
  });

  it.each([
    {
      failure: 'an errorMessage',
      answer: () => fail(413, 'Too many photos on your profile.'),
      toast: 'Too many photos on your profile.',
    },
    { failure: 'a 500 without body', answer: () => fail(500), toast: 'Failed to upload photos.' },
    { failure: 'a network error', answer: () => Response.error(), toast: 'An error occurred while uploading photos.' },
  ])('on $failure toasts the right text and keeps the selection', async ({ failure, answer, toast }) => {
    if (failure === 'a network error') expectConsoleError();
    server.use(route('put', '/profile/images', 'member', answer));
    const { user } = await openProfilePage();
    await user.upload(picker(), images(2));
    await user.click(uploadButton());
    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(previews()).toHaveLength(2);
    expect(requestsTo('GET', '/profile/my')).toHaveLength(1);
  });
});
