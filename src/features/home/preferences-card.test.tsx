import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartnerPool } from '../../../contract/schemas/partner-preferences';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const INVITE = 'Tell us who you are looking for';
const EMPTY = 'There are no more matches at the moment. Please come back later for more matches!';

describe('home: partner preferences', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./home-page')]);
  });

  it('invites a member who set none, links to the section, and stays closed once dismissed', async () => {
    const { user } = renderRoute('/app/home', { member: true });
    const card = await screen.findByRole('region', { name: INVITE });
    expect(within(card).getByRole('link', { name: 'Set partner preferences' })).toHaveAttribute(
      'href',
      '/app/profile#partner-preferences',
    );
    await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: INVITE })).not.toBeInTheDocument();
  });

  it('stays away once dismissed, on the next visit too', async () => {
    window.localStorage.setItem('partner-preferences-card-dismissed', '1');
    renderRoute('/app/home', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
    expect(screen.queryByRole('region', { name: INVITE })).not.toBeInTheDocument();
  });

  it('is not shown to a member who has set preferences, nor when they cannot be read', async () => {
    server.use(route('get', '/profile/partner-preferences', 'member', () => ok({ food: ['VEGAN'] })));
    const view = renderRoute('/app/home', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
    await waitFor(() => expect(requestsTo('GET', '/profile/partner-preferences')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: INVITE })).not.toBeInTheDocument();
    view.unmount();

    server.use(route('get', '/profile/partner-preferences', 'member', () => fail(500)));
    renderRoute('/app/home', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
    await waitFor(() => expect(requestsTo('GET', '/profile/partner-preferences')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: INVITE })).not.toBeInTheDocument();
  });

  it('invites while the profile waits for review', async () => {
    server.use(
      route('get', '/feed/home', 'member', () => fail(403, 'Your profile is waiting for review.')),
      route('get', '/profile/my', 'member', () => fail(500)),
    );
    renderRoute('/app/home', { member: true });
    expect(await screen.findByRole('heading', { name: 'Your profile is with our review team' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: INVITE })).toBeInTheDocument();
  });

  it('under "no more matches", says when dealbreakers leave few people and widens them in one tap', async () => {
    const narrow: PartnerPool = {
      count: 0,
      relax: [
        {
          field: 'food',
          text: 'Making food a wish instead of a dealbreaker adds 14 members',
          adds: 14,
          preferences: { food: ['VEGAN'] },
        },
      ],
    };
    let profiles: unknown[] = [];
    server.use(
      route('get', '/feed/home', 'member', () => ok({ profiles })),
      route('get', '/profile/partner-preferences/pool', 'member', () => ok(narrow)),
      route('put', '/profile/partner-preferences', 'member', async ({ request }) => {
        profiles = (await import('../../../tests/mocks/fixtures')).memberProfiles;
        return ok({ preferences: await request.json(), pool: { count: 14, relax: [] } });
      }),
    );
    const { user } = renderRoute('/app/home', { member: true });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(await screen.findByText('No members fit your dealbreakers right now.')).toBeInTheDocument();
    expect(screen.getByText('Making food a wish instead of a dealbreaker adds 14 members.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Apply: Making food a wish instead of a dealbreaker adds 14 members' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/partner-preferences').map((r) => r.json)).toEqual([{ food: ['VEGAN'] }]);
  });

  it('adds nothing under "no more matches" when plenty of people fit', async () => {
    server.use(route('get', '/feed/home', 'member', () => ok({ profiles: [] })));
    renderRoute('/app/home', { member: true });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET', '/profile/partner-preferences/pool')).toHaveLength(1));
    expect(screen.queryByText(/fit your dealbreakers/)).not.toBeInTheDocument();
  });
});
