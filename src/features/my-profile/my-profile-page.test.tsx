import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { renderRoute } from '../../../tests/render';
import defaultAvatar from '../../assets/default-avatar.svg';
import {
  allowForColdProfilePage,
  gate,
  openProfilePage,
  serveProfile,
  sparseProfile,
} from '../../../tests/support/my-profile-page';

allowForColdProfilePage();

describe('own profile page: loading and header', () => {
  it('shows a spinner while GET /profile/my is on its way', async () => {
    const request = gate();
    server.use(
      route('get', '/profile/my', 'member', async () => {
        await request.opened;
        return ok(ownProfile);
      }),
    );
    renderRoute('/app/profile', { member: true });
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    request.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rohan Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requestsTo('GET', '/profile/my')).toHaveLength(1);
    expect(requestsTo('GET', '/profile/my')[0].headers.authorization).toBe('mock-member-token');
  });

  it('shows the first photo, the full name and the about-me text in the header', async () => {
    await openProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Rohan Verma' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rohan Verma' })).toHaveAttribute('src', ownProfile.images[0].url);
    expect(screen.getByText(ownProfile.aboutMe ?? '', { selector: 'p' })).toBeInTheDocument();
  });

  it('falls back to the default image when there is no photo', async () => {
    serveProfile({ ...sparseProfile, name: { firstName: 'Asha', lastName: 'Rao' } });
    await openProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Default avatar' })).toHaveAttribute('src', defaultAvatar);
  });

  it('shows all six sections', async () => {
    await openProfilePage();
    for (const title of [
      'Personal Details',
      'Lifestyle Details',
      'Family Details',
      'About Me',
      'Professional Details',
      'Photos',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('toasts the errorMessage and shows the failure text when the load fails', async () => {
    server.use(route('get', '/profile/my', 'member', () => fail(403, 'Your session has expired.')));
    renderRoute('/app/profile', { member: true });
    expect(await screen.findByText('Your session has expired.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load profile. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal Details' })).not.toBeInTheDocument();
  });

  it('toasts the fallback when a failed load carries no message', async () => {
    server.use(route('get', '/profile/my', 'member', () => fail(500)));
    renderRoute('/app/profile', { member: true });
    expect(await screen.findByText('Failed to fetch profile data.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load profile. Please try again later.')).toBeInTheDocument();
  });

  it('toasts the exception text when the server cannot be reached', async () => {
    expectConsoleError();
    server.use(route('get', '/profile/my', 'member', () => Response.error()));
    renderRoute('/app/profile', { member: true });
    expect(await screen.findByText('An error occurred while fetching profile data.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load profile. Please try again later.')).toBeInTheDocument();
  });
});
