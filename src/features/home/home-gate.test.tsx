import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileStatus } from '../../../contract/schemas/profile';
import type { VerificationStatus } from '../../../contract/schemas/verification';
import { ownProfile } from '../../../tests/mocks/fixtures';
import { renderRoute } from '../../../tests/render';
import { fail, ok, route } from '../../../tests/mocks/http';
import { recordedRequests, requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';

const VERIFICATION_FIELDS = [
  ['email', (s: VerificationStatus) => (s.contact.email = 'INIT')],
  ['phone', (s: VerificationStatus) => (s.contact.phoneNumber = 'INIT')],
  ['selfie', (s: VerificationStatus) => (s.identity.image = 'INIT')],
  ['identity', (s: VerificationStatus) => (s.identity.id = 'INIT')],
] as const;

const PROFILE_FIELDS: ReadonlyArray<[string, keyof ProfileStatus]> = [
  ['name', 'name'],
  ['basic-details', 'basicDetails'],
  ['lifestyle-details', 'lifestyleDetails'],
  ['family-details', 'familyDetails'],
  ['about-me', 'aboutMe'],
  ['photos', 'images'],
  ['profession', 'profession'],
];

function verified(): VerificationStatus {
  return { contact: { email: 'VERIFIED', phoneNumber: 'VERIFIED' }, identity: { image: 'VERIFIED', id: 'VERIFIED' } };
}

function allDone(): ProfileStatus {
  return {
    name: 'DONE',
    basicDetails: 'DONE',
    lifestyleDetails: 'DONE',
    familyDetails: 'DONE',
    aboutMe: 'DONE',
    images: 'DONE',
    profession: 'DONE',
  };
}

function answer(verification: VerificationStatus, profile: ProfileStatus) {
  server.use(
    route('get', '/verification/status', 'member', () => ok(verification)),
    route('get', '/profile/status', 'member', () => ok(profile)),
  );
}

/** The gate's message shows twice: in the page's alert box and in a toast. */
async function expectAlertAndToast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
}

function statusCalls() {
  return recordedRequests.filter((r) => r.path === '/verification/status' || r.path === '/profile/status');
}

describe('home gate', { timeout: 20_000 }, () => {
  // Every step from this one on is INIT too, so the case also proves the order wins.
  it.each(VERIFICATION_FIELDS.map(([id], index) => [id, index] as const))(
    'sends the member to the %s verification step when it is the first INIT one',
    async (id, index) => {
      const status = verified();
      for (const [, setInit] of VERIFICATION_FIELDS.slice(index)) setInit(status);
      const profile = allDone();
      for (const [, field] of PROFILE_FIELDS) profile[field] = 'INIT';
      answer(status, profile);

      const { path } = renderRoute('/app/home', { member: true });
      await waitFor(() => expect(path()).toBe(`/app/verification/${id}`));
      // Spec 4: the profile status is read only once verification is complete.
      expect(requestsTo('GET', '/profile/status')).toHaveLength(0);
    },
  );

  it.each(PROFILE_FIELDS.map(([id], index) => [id, index] as const))(
    'sends a verified member to the %s onboarding step when it is the first INIT one',
    async (id, index) => {
      const profile = allDone();
      for (const [, field] of PROFILE_FIELDS.slice(index)) profile[field] = 'INIT';
      answer(verified(), profile);

      const { path } = renderRoute('/app/home', { member: true });
      await waitFor(() => expect(path()).toBe(`/app/profile-onboarding/${id}`));
      expect(
        statusCalls()
          .slice(0, 2)
          .map((r) => r.path),
      ).toEqual(['/verification/status', '/profile/status']);
    },
  );

  it('stays on home for the suggested profile when nothing is INIT', async () => {
    answer(verified(), allDone());
    const { path } = renderRoute('/app/home', { member: true });
    await waitFor(() => expect(requestsTo('GET', '/profile/status')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(path()).toBe('/app/home');
    expect(statusCalls().map((r) => r.path)).toEqual(['/verification/status', '/profile/status']);
    expect(screen.queryByText(/Failed to fetch|An error occurred/)).not.toBeInTheDocument();
  });

  describe("after the spec's steps, the background", () => {
    const NONE = {
      createdFor: null,
      maritalStatus: null,
      children: null,
      motherTongue: null,
      community: null,
      occupation: null,
    };

    it('sends a new member, whose profile waits for review, to the background step', async () => {
      const status = { ...verified(), review: { status: 'WAITING' as const, reasons: [], note: null } };
      answer(status, allDone());
      server.use(route('get', '/profile/my', 'member', () => ok({ ...ownProfile, background: NONE })));
      const { path } = renderRoute('/app/home', { member: true });
      await waitFor(() => expect(path()).toBe('/app/profile-onboarding/background'));
    });

    it('keeps a published member on home, where the card asks it', async () => {
      const status = { ...verified(), review: { status: 'PUBLISHED' as const, reasons: [], note: null } };
      answer(status, allDone());
      server.use(route('get', '/profile/my', 'member', () => ok({ ...ownProfile, background: NONE })));
      const { path } = renderRoute('/app/home', { member: true });
      await screen.findByRole('region', { name: 'A few things families ask first' });
      expect(path()).toBe('/app/home');
    });

    it('keeps a new member who gave it on home', async () => {
      const status = { ...verified(), review: { status: 'WAITING' as const, reasons: [], note: null } };
      answer(status, allDone());
      const { path } = renderRoute('/app/home', { member: true });
      await waitFor(() => expect(requestsTo('GET', '/profile/my').length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
      expect(path()).toBe('/app/home');
    });
  });

  it('shows a spinner while the statuses load', async () => {
    renderRoute('/app/home', { member: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  describe('when the verification status fails', () => {
    it('shows the server errorMessage', async () => {
      server.use(route('get', '/verification/status', 'member', () => fail(403, 'Your account is blocked.')));
      renderRoute('/app/home', { member: true });
      await expectAlertAndToast('Your account is blocked.');
      expect(screen.getAllByRole('alert').some((el) => el.textContent === 'Your account is blocked.')).toBe(true);
      expect(requestsTo('GET', '/profile/status')).toHaveLength(0);
    });

    it('shows the fallback for a 500 without a body', async () => {
      server.use(route('get', '/verification/status', 'member', () => fail(500)));
      const { path } = renderRoute('/app/home', { member: true });
      await expectAlertAndToast('Failed to fetch verification status.');
      expect(path()).toBe('/app/home');
    });

    it('shows the exception text for a network error', async () => {
      expectConsoleError();
      server.use(route('get', '/verification/status', 'member', () => Response.error()));
      renderRoute('/app/home', { member: true });
      await expectAlertAndToast('An error occurred while fetching verification status.');
    });
  });

  describe('when the profile status fails', () => {
    it('shows the server errorMessage', async () => {
      server.use(route('get', '/profile/status', 'member', () => fail(500, 'Profile service is down.')));
      renderRoute('/app/home', { member: true });
      await expectAlertAndToast('Profile service is down.');
    });

    it('shows the fallback for a 500 without a body', async () => {
      server.use(route('get', '/profile/status', 'member', () => fail(500)));
      const { path } = renderRoute('/app/home', { member: true });
      await expectAlertAndToast('Failed to fetch profile');
      expect(path()).toBe('/app/home');
    });

    it('shows the exception text for a network error', async () => {
      expectConsoleError();
      server.use(route('get', '/profile/status', 'member', () => Response.error()));
      renderRoute('/app/home', { member: true });
      await expectAlertAndToast('An error occurred while fetching the profile');
    });
  });
});
