import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

function renderStep() {
  return renderRoute('/app/profile-onboarding/background', { member: true });
}

describe('background onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./background-page')]));

  it('is the onboarding step after the spec seven, and asks children only when not never married', async () => {
    const { user } = renderStep();
    expect(await screen.findByRole('progressbar', { name: 'Profile: step 8 of 8' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'A few things families ask first' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please choose who this profile is for.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('This profile is for'), 'SON');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'WIDOWED');
    await user.selectOptions(screen.getByLabelText('Mother tongue'), 'TAMIL');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please tell us about children.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/background')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Marital status'), 'NEVER_MARRIED');
    expect(screen.queryByLabelText('Children')).not.toBeInTheDocument();
  });

  it('saves the background with the community of the member religion, skips the horoscope, and goes home', async () => {
    const { user, path } = renderStep();
    await user.selectOptions(await screen.findByLabelText('This profile is for'), 'DAUGHTER');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'DIVORCED');
    await user.selectOptions(screen.getByLabelText('Children'), 'NONE');
    await user.selectOptions(screen.getByLabelText('Mother tongue'), 'MARATHI');
    // The fixture member is Hindu: the Hindu list is offered.
    await user.selectOptions(await screen.findByLabelText('Community (optional)'), 'Maratha');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Thank you! Your details have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(requestsTo('PUT', '/profile/background').map((r) => r.json)).toEqual([
      {
        createdFor: 'DAUGHTER',
        maritalStatus: 'DIVORCED',
        children: 'NONE',
        motherTongue: 'MARATHI',
        community: 'Maratha',
      },
    ]);
    expect(requestsTo('GET', '/profile/communities').map((r) => r.query)).toEqual([{ religion: 'HINDU' }]);
    expect(requestsTo('PUT', '/profile/horoscope')).toHaveLength(0);
  });

  it('saves the horoscope too when the member adds it', async () => {
    const { user, path } = renderStep();
    await user.selectOptions(await screen.findByLabelText('This profile is for'), 'SELF');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'NEVER_MARRIED');
    await user.selectOptions(screen.getByLabelText('Mother tongue'), 'HINDI');
    await user.click(screen.getByRole('checkbox', { name: 'Add my horoscope' }));
    await user.type(screen.getByLabelText('Birth city'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please choose whether you are manglik.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Manglik'), 'NO');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('Please give the birth city, country, latitude and longitude, or none of them.'),
    ).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/background')).toHaveLength(0);

    await user.type(screen.getByLabelText('Birth country'), 'India');
    await user.type(screen.getByLabelText('Latitude'), '18.52');
    await user.type(screen.getByLabelText('Longitude'), '73.86');
    await user.type(screen.getByLabelText('Birth time (local)'), '06:45');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(requestsTo('PUT', '/profile/background').map((r) => r.json)).toEqual([
      { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', children: null, motherTongue: 'HINDI' },
    ]);
    expect(requestsTo('PUT', '/profile/horoscope').map((r) => r.json)).toEqual([
      {
        birthTime: '06:45',
        birthPlace: { city: 'Pune', country: 'India', latitude: 18.52, longitude: 73.86 },
        manglik: 'NO',
        share: true,
      },
    ]);
  });

  it('shows the server errorMessage and stays when the background is refused', async () => {
    server.use(route('put', '/profile/background', 'member', () => fail(400, 'That community is not in the list.')));
    const { user, path } = renderStep();
    await user.selectOptions(await screen.findByLabelText('This profile is for'), 'SELF');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'NEVER_MARRIED');
    await user.selectOptions(screen.getByLabelText('Mother tongue'), 'HINDI');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('That community is not in the list.')).toBeInTheDocument();
    expect(path()).toBe('/app/profile-onboarding/background');
    expect(requestsTo('PUT', '/profile/horoscope')).toHaveLength(0);
  });
});
