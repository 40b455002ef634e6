import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { expectConsoleError } from '../../../tests/support/console-guard';

describe('view profile', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./view-profile-page')]);
  });

  it('shows the profile of GET /profile/get?profileId= read-only, with every section and no Accept or Reject', async () => {
    renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
    for (const section of ['Basic Details', 'About', 'Career', 'Lifestyle', 'Family', 'Location']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('definition', { name: 'Income' })).toHaveTextContent(/^20-50 LPA$/);
    expect(screen.getByRole('definition', { name: 'Height' })).toHaveTextContent(/^5' 2"$/);
    expect(screen.getByRole('img', { name: 'Meera Iyer, 1 of 1' })).toHaveAttribute(
      'src',
      memberProfiles[1].images[0].url,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    const calls = requestsTo('GET', '/profile/get');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toEqual({ profileId: 'p-meera' });
    expect(calls[0].headers.authorization).toBe('mock-member-token');
  });

  it("shows 'Profile not found.' for a 404, without a toast", async () => {
    server.use(route('get', '/profile/get', 'member', () => fail(404)));
    renderRoute('/app/view-profile/p-unknown', { member: true });
    expect(await screen.findByText('Profile not found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo('GET', '/profile/get')[0].query).toEqual({ profileId: 'p-unknown' });
  });

  it("shows 'Profile not found.' when the default mock answers 404 with its message, and for an empty answer", async () => {
    const { unmount } = renderRoute('/app/view-profile/p-request-3', { member: true });
    expect(await screen.findByText('Profile not found.')).toBeInTheDocument();
    unmount();

    server.use(route('get', '/profile/get', 'member', () => ok({})));
    renderRoute('/app/view-profile/p-gone', { member: true });
    expect(await screen.findByText('Profile not found.')).toBeInTheDocument();
  });

  it('toasts errorMessage, the fallback or the exception text when loading fails otherwise', async () => {
    server.use(route('get', '/profile/get', 'member', () => fail(500, 'Profiles are resting.')));
    const { unmount } = renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByText('Profiles are resting.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();

    server.use(route('get', '/profile/get', 'member', () => fail(500)));
    const { unmount: unmountAgain } = renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
    unmountAgain();

    expectConsoleError();
    server.use(route('get', '/profile/get', 'member', () => Response.error()));
    const { user } = renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByText('An error occurred while fetching the profile')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
  });
});
