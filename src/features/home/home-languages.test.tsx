import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';

describe('home in Hindi and Tamil', () => {
  it("says in Hindi what is done and what comes next while the profile waits for review, with the server's own Hindi reason", async () => {
    await activateLanguage('hi');
    server.use(route('get', '/feed/home', 'member', () => fail(403, 'आपकी प्रोफ़ाइल अभी प्रकाशित नहीं हुई है।')));
    renderRoute('/app/home', { member: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपकी प्रोफ़ाइल हमारी जाँच टीम के पास है' }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'आपकी प्रगति' });
    expect(within(progress).getByText('ईमेल और फ़ोन नंबर सत्यापित')).toBeInTheDocument();
    expect(screen.getByText('आपकी प्रोफ़ाइल अभी प्रकाशित नहीं हुई है।')).toHaveClass('alert');
    expect(screen.getByRole('button', { name: 'फिर से देखें' })).toBeInTheDocument();
    expect(requestsTo('GET', '/feed/home')[0].headers['accept-language']).toBe('hi');
  });

  it('offers the next steps in Tamil when there is no suggestion', async () => {
    await activateLanguage('ta');
    server.use(route('get', '/feed/home', 'member', () => ok({ profiles: [] })));
    renderRoute('/app/home', { member: true });
    expect(
      await screen.findByText('இப்போதைக்கு வேறு பரிந்துரைகள் இல்லை. மேலும் பரிந்துரைகளுக்குப் பிறகு வாருங்கள்!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உங்கள் பொருத்தக் கோரிக்கைகளைப் பாருங்கள்' })).toHaveAttribute(
      'href',
      '/app/activity',
    );
  });
});
