import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_SETTINGS } from '../../../tests/mocks/handlers/privacy';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

describe('home while the profile is paused', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./home-page')]);
  });

  it('says the profile is paused instead of suggesting, and one tap resumes it', async () => {
    let hidden = true;
    server.use(
      route('get', '/profile/privacy', 'member', () => ok({ ...PRIVACY_SETTINGS, hidden })),
      route('put', '/profile/privacy', 'member', async ({ request }) => {
        hidden = ((await request.json()) as { hidden: boolean }).hidden;
        return ok({ ...PRIVACY_SETTINGS, hidden });
      }),
    );
    const { user } = renderRoute('/app/home', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile is paused' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume my profile' }));
    expect(await screen.findByText('Your profile is visible again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/privacy').map((r) => r.json)).toEqual([{ hidden: false }]);
  });

  it('keeps the card and tells why when resuming fails', async () => {
    server.use(
      route('get', '/profile/privacy', 'member', () => ok({ ...PRIVACY_SETTINGS, hidden: true })),
      route('put', '/profile/privacy', 'member', () => fail(500)),
    );
    const { user } = renderRoute('/app/home', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Resume my profile' }));
    expect(await screen.findByText('Failed to resume your profile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume my profile' })).toBeEnabled();
  });

  it('shows the suggestion when the pause cannot be read', async () => {
    server.use(route('get', '/profile/privacy', 'member', () => fail(500)));
    renderRoute('/app/home', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
  });
});
