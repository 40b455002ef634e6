import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileViewer } from '../../../contract/schemas/privacy';
import { ok, route } from '../../../tests/mocks/http';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { activateLanguage } from '../../lib/i18n/i18n';

const viewer: ProfileViewer = {
  profileId: 'viewer-1',
  firstName: 'Kavya',
  photo: null,
  viewedAt: Date.parse('2026-03-02T10:00:00Z'),
};

describe('who viewed you in Hindi and Tamil', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./activity-page')]);
  });

  it('lists the visit in Hindi with the date in Hindi words and Latin digits', async () => {
    await activateLanguage('hi');
    server.use(route('get', '/profile/viewers', 'member', () => ok({ viewers: [viewer], total: 1 })));
    const { user } = renderRoute('/app/activity', { member: true });
    await user.click(await screen.findByRole('tab', { name: 'आपकी प्रोफ़ाइल किसने देखी' }));
    const list = await screen.findByRole('list', { name: 'आपकी प्रोफ़ाइल देखने वाले सदस्य' });
    expect(within(list).getByText('Kavya')).toBeInTheDocument();
    expect(within(list).getByText(/^2 मार्च 2026, .+ को देखा$/)).toBeInTheDocument();
  });

  it('says in Tamil that there are no visits yet', async () => {
    await activateLanguage('ta');
    server.use(route('get', '/profile/viewers', 'member', () => ok({ viewers: [], total: 0 })));
    const { user } = renderRoute('/app/activity', { member: true });
    await user.click(await screen.findByRole('tab', { name: 'உங்களைப் பார்த்தவர்கள்' }));
    expect(await screen.findByText(/^இப்போது காட்ட வருகைகள் இல்லை\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'தனியுரிமை அமைப்புகள்' })).toHaveAttribute('href', '/app/profile');
  });
});
