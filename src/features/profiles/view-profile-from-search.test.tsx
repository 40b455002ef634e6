import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const MEERA = {
  ...memberProfiles[1],
  background: {
    createdFor: 'DAUGHTER',
    maritalStatus: 'DIVORCED',
    children: 'NONE',
    motherTongue: 'MARATHI',
    community: null,
    occupation: 'Software Engineer',
  },
  horoscope: {
    rashi: 'KARKA',
    nakshatra: 'ASHLESHA',
    manglik: 'NO',
    guna: {
      total: 28,
      max: 36,
      kootas: [
        { name: 'VARNA', score: 1, max: 1 },
        { name: 'NADI', score: 0, max: 8 },
      ],
    },
  },
};

describe("a member's view from search", () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../app/layouts/member-layout'),
      import('./view-profile-page'),
      import('../search/search-page'),
    ]);
  });

  it('shows the background and the shared horoscope, sends interest as Home’s Accept does and stars', async () => {
    server.use(route('get', '/profile/get', 'member', () => ok(MEERA)));
    const { user } = renderRoute('/app/search', { member: true });
    const row = await screen.findByRole('listitem', { name: 'Found 1' });
    await user.click(within(row).getByRole('link', { name: 'View Profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });

    const background = screen.getByRole('region', { name: 'Background' });
    expect(within(background).getByRole('definition', { name: 'Marital status' })).toHaveTextContent('Divorced');
    expect(within(background).getByRole('definition', { name: 'Mother tongue' })).toHaveTextContent('Marathi');
    expect(within(background).getByRole('definition', { name: 'Profile created for' })).toHaveTextContent(
      'My daughter',
    );
    const horoscope = screen.getByRole('region', { name: 'Horoscope' });
    expect(within(horoscope).getByRole('definition', { name: 'Guna match' })).toHaveTextContent('28 of 36');
    expect(within(horoscope).getByRole('definition', { name: 'Nakshatra' })).toHaveTextContent('Ashlesha');

    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Your interest has been sent.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/matches/send').map((r) => r.json)).toEqual([
      { toProfileId: 'p-search-1', interested: true },
    ]);
    expect(screen.getByRole('button', { name: 'Interest sent' })).toBeDisabled();

    const star = screen.getByRole('button', { name: 'Shortlist' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText('Added to your shortlist.')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('PUT', '/shortlist/p-search-1')).toHaveLength(1);
  }, 20_000);

  it('offers no Send interest when opened otherwise, as the spec’s read-only view', async () => {
    renderRoute('/app/view-profile/p-meera', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });
    expect(screen.queryByRole('button', { name: 'Send interest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Horoscope' })).not.toBeInTheDocument();
  });
});
