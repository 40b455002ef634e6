import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { activateLanguage } from '../../lib/i18n/i18n';

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
    guna: { total: 28, max: 36, kootas: [{ name: 'NADI', score: 0, max: 8 }] },
  },
};

describe("a member's view from search in Tamil", () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../app/layouts/member-layout'),
      import('./view-profile-page'),
      import('../search/search-page'),
    ]);
  });

  it('names the background and horoscope in Tamil and sends interest with a Tamil toast', async () => {
    await activateLanguage('ta');
    server.use(route('get', '/profile/get', 'member', () => ok(MEERA)));
    const { user } = renderRoute('/app/search', { member: true });
    const row = await screen.findByRole('listitem', { name: 'Found 1' });
    await user.click(within(row).getByRole('link', { name: 'சுயவிவரத்தைப் பார்' }));
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });

    const background = screen.getByRole('region', { name: 'பின்னணி' });
    expect(within(background).getByRole('definition', { name: 'திருமண நிலை' })).toBeInTheDocument();
    const horoscope = screen.getByRole('region', { name: 'ஜாதகம்' });
    expect(within(horoscope).getByRole('definition', { name: 'குணப் பொருத்தம்' })).toHaveTextContent('36-இல் 28');

    await user.click(screen.getByRole('button', { name: 'பொருத்தக் கோரிக்கை அனுப்பு' }));
    expect(await screen.findByText('உங்கள் பொருத்தக் கோரிக்கை அனுப்பப்பட்டது.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'பொருத்தக் கோரிக்கை அனுப்பப்பட்டது' })).toBeDisabled();
    expect(requestsTo('PUT', '/matches/send').map((r) => r.json)).toEqual([
      { toProfileId: 'p-search-1', interested: true },
    ]);
    expect(screen.getByRole('button', { name: 'விருப்பப் பட்டியல்' })).toHaveAttribute('aria-pressed', 'false');
  }, 20_000);
});
