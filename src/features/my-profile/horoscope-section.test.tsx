import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { allowForColdProfilePage, openProfilePage } from '../../../tests/support/my-profile-page';

allowForColdProfilePage();

describe('own profile: horoscope', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./my-profile-page')]);
  });

  it('saves birth time, place, manglik and sharing, and shows the Moon worked out', async () => {
    const { user } = await openProfilePage();
    const section = screen.getByRole('region', { name: 'Horoscope' });
    await user.type(within(section).getByLabelText('Birth time (local)'), '22:56');
    await user.type(within(section).getByLabelText('Birth city'), 'Mumbai');
    await user.click(within(section).getByRole('button', { name: 'Save horoscope' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Please choose whether you are manglik.');
    await user.selectOptions(within(section).getByLabelText('Manglik'), 'NO');
    await user.click(within(section).getByRole('button', { name: 'Save horoscope' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Please give the birth city, country, latitude and longitude, or none of them.',
    );
    expect(within(section).getByLabelText('Birth city')).toHaveValue('Mumbai');
    await user.type(within(section).getByLabelText('Birth country'), 'India');
    await user.type(within(section).getByLabelText('Latitude'), '19.076');
    await user.type(within(section).getByLabelText('Longitude'), '72.8777');
    await user.click(within(section).getByLabelText('Share my horoscope with members who share theirs'));
    await user.click(within(section).getByRole('button', { name: 'Save horoscope' }));
    expect(await within(section).findByText('Your Moon: Karka, Ashlesha (pada 2).')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/horoscope').map((r) => r.json)).toEqual([
      {
        birthTime: '22:56',
        birthPlace: { city: 'Mumbai', country: 'India', latitude: 19.076, longitude: 72.8777 },
        manglik: 'NO',
        share: true,
      },
    ]);
    // Eleven fields typed one keystroke at a time on the profile page: slow on a busy machine.
  }, 30_000);

  it('says how uncertain the birth star is without a birth time', async () => {
    server.use(
      route('put', '/profile/horoscope', 'member', () =>
        ok({
          rashi: 'KARKA',
          nakshatra: 'ASHLESHA',
          pada: 1,
          nakshatraCertain: false,
          possibleNakshatras: ['PUSHYA', 'ASHLESHA'],
          timeZone: 'Asia/Kolkata',
        }),
      ),
    );
    const { user } = await openProfilePage();
    const section = screen.getByRole('region', { name: 'Horoscope' });
    await user.selectOptions(within(section).getByLabelText('Manglik'), 'DONT_KNOW');
    await user.click(within(section).getByRole('button', { name: 'Save horoscope' }));
    expect(
      await within(section).findByText(
        'Your Moon: Karka, Ashlesha (pada 1). Without a birth time the birth star is one of: Pushya, Ashlesha.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/horoscope')[0]?.json).toEqual({
      birthTime: null,
      birthPlace: null,
      manglik: 'DONT_KNOW',
      share: false,
    });
  });
});
