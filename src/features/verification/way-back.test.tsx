import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileStatus } from '../../../contract/schemas/profile';
import type { VerificationStatus } from '../../../contract/schemas/verification';
import { renderRoute } from '../../../tests/render';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { fakeStream, installCamera, paintableVideo, removeCamera } from '../../../tests/support/fake-camera';

/**
 * The way back after a staff refusal: the server reopened some steps and says so in its statuses; the
 * member redoes those and only those, then home shows the profile waiting for review again.
 */

let verification: VerificationStatus;
let profile: ProfileStatus;

/** The server as it behaves after a refusal: each redone step closes, and the last one sends the profile back. */
function refusedServer(reopened: { selfie?: boolean; photos?: boolean }) {
  verification = {
    contact: { email: 'VERIFIED', phoneNumber: 'VERIFIED' },
    identity: { image: reopened.selfie ? 'INIT' : 'VERIFIED', id: 'VERIFIED' },
    review: { status: 'REFUSED', reasons: ['SELFIE_UNCLEAR'], note: 'Please face the camera.' },
  };
  profile = {
    name: 'DONE',
    basicDetails: 'DONE',
    lifestyleDetails: 'DONE',
    familyDetails: 'DONE',
    aboutMe: 'DONE',
    images: reopened.photos ? 'INIT' : 'DONE',
    profession: 'DONE',
  };
  const backInReview = () => {
    if (verification.identity.image !== 'INIT' && profile.images !== 'INIT') {
      verification.review = { status: 'WAITING', reasons: [], note: null };
    }
  };
  server.use(
    route('get', '/verification/status', 'member', () => ok(verification)),
    route('get', '/profile/status', 'member', () => ok(profile)),
    route('post', '/verification/verify-image', 'member', () => {
      verification.identity.image = 'VERIFIED';
      backInReview();
      return ok();
    }),
    route('post', '/profile/images', 'member', () => {
      profile.images = 'DONE';
      backInReview();
      return ok();
    }),
    route('get', '/feed/home', 'member', () =>
      verification.review?.status === 'WAITING'
        ? fail(403, 'Your profile is waiting for review.')
        : ok({ profiles: [] }),
    ),
  );
}

/** Every page the member was shown, in order, from the in-memory router. */
function pagesShown(router: ReturnType<typeof renderRoute>['router']) {
  const shown = [router.state.location.pathname];
  router.subscribe((state) => {
    if (shown.at(-1) !== state.location.pathname) shown.push(state.location.pathname);
  });
  return shown;
}

async function retakeSelfie(view: ReturnType<typeof renderRoute>) {
  const capture = await screen.findByRole('button', { name: 'Capture' });
  await waitFor(() => expect(capture).toBeEnabled());
  await view.user.click(capture);
  await view.user.click(await screen.findByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Selfie uploaded successfully!')).toBeInTheDocument();
}

async function expectWaitingPage() {
  expect(await screen.findByRole('heading', { name: 'Your profile is with our review team' })).toBeInTheDocument();
  expect(screen.getByText('Your profile is waiting for review.')).toBeInTheDocument();
}

describe('the way back after a refusal', { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([
      import('../../app/layouts/member-layout'),
      import('../home/home-page'),
      import('./selfie-page'),
      import('../onboarding/photos-page'),
    ]),
  );

  beforeEach(() => {
    installCamera(async () => fakeStream().stream);
    paintableVideo();
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:preview'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  });

  afterEach(() => {
    removeCamera();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('a selfie-only refusal: the selfie, then the waiting page, and no other step', async () => {
    refusedServer({ selfie: true });
    const view = renderRoute('/app/home', { member: true });
    const shown = pagesShown(view.router);

    await waitFor(() => expect(view.path()).toBe('/app/verification/selfie'));
    expect(
      await screen.findByText('We could not see your face clearly in your selfie. Please take a new one.'),
    ).toBeInTheDocument();
    await retakeSelfie(view);

    await expectWaitingPage();
    expect(shown).toEqual(['/app/home', '/app/verification/selfie', '/app/home']);
    expect(requestsTo('POST', '/verification/verify-image')).toHaveLength(1);
    expect(requestsTo('POST', '/verification/verify-identity')).toHaveLength(0);
  });

  it('a refusal of the selfie and the photos: those two steps in order, then the waiting page', async () => {
    refusedServer({ selfie: true, photos: true });
    const view = renderRoute('/app/home', { member: true });
    const shown = pagesShown(view.router);

    await waitFor(() => expect(view.path()).toBe('/app/verification/selfie'));
    await retakeSelfie(view);
    await waitFor(() => expect(view.path()).toBe('/app/profile-onboarding/photos'));
    await view.user.upload(
      await screen.findByLabelText('Photo 1'),
      new File([new Uint8Array(900)], 'me.jpg', { type: 'image/jpeg' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Upload and continue' }));

    await expectWaitingPage();
    expect(shown).toEqual(['/app/home', '/app/verification/selfie', '/app/profile-onboarding/photos', '/app/home']);
  });

  it('a member redoing a step while the status cannot be read goes home, whose gate finds the open step', async () => {
    refusedServer({ selfie: true, photos: true });
    const view = renderRoute('/app/verification/selfie', { member: true });
    await screen.findByRole('button', { name: 'Capture' });
    let reads = 0;
    server.use(route('get', '/verification/status', 'member', () => (++reads === 1 ? fail(500) : ok(verification))));
    await retakeSelfie(view);
    await waitFor(() => expect(view.path()).toBe('/app/profile-onboarding/photos'));
  });
});
