import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';
import { renderRoute } from '../../tests/render';
import { DEMO_MEMBER, ownProfile } from '../../tests/mocks/fixtures';
import { ok, route } from '../../tests/mocks/http';
import { requestsTo } from '../../tests/mocks/recorder';
import { server } from '../../tests/mocks/server';

describe('language picker', () => {
  it('names each language in its own script on the landing page, and switches the page to the one chosen', async () => {
    const { user } = renderRoute('/');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी', 'தமிழ்']);
    await user.selectOptions(picker, 'हिन्दी');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आर्टिफ़िशियल इंटेलिजेंस की मदद से अपना सही जीवनसाथी पाइए' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/app/login');
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    // A visitor's choice is kept in a cookie; there is no account to keep it in.
    expect(Cookies.get('lang')).toBe('hi');
    expect(requestsTo('PUT', '/users/language')).toHaveLength(0);
  });

  it('is on the login page, in Tamil too', async () => {
    const { user } = renderRoute('/app/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'தமிழ்');
    expect(await screen.findByRole('heading', { name: 'உறுப்பினர் உள்நுழைவு' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'பதிவு செய்யுங்கள்' })).toHaveAttribute('href', '/app/signup');
    expect(document.documentElement.lang).toBe('ta');
    expect(Cookies.get('lang')).toBe('ta');
  });

  it("keeps a member's choice from the member menu in the account", async () => {
    const { user } = renderRoute('/app/ai-matchmaker/', { member: true });
    const nav = await screen.findByRole('navigation');
    await user.selectOptions(within(nav).getByRole('combobox', { name: 'Language' }), 'தமிழ்');
    await waitFor(() => expect(requestsTo('PUT', '/users/language')).toHaveLength(1));
    const [request] = requestsTo('PUT', '/users/language');
    expect(request.json).toEqual({ language: 'ta' });
    expect(request.headers['accept-language']).toBe('ta');
    expect(Cookies.get('lang')).toBe('ta');
  });
});

describe('the app in Hindi', () => {
  it('shows the login page in Hindi and asks the server for Hindi errors', async () => {
    await activateLanguage('hi');
    const { user } = renderRoute('/app/login');
    expect(await screen.findByRole('heading', { name: 'सदस्य लॉग इन' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ईमेल'), 'member@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    await waitFor(() => expect(requestsTo('POST', '/users/login')).toHaveLength(1));
    expect(requestsTo('POST', '/users/login')[0].headers['accept-language']).toBe('hi');
  });

  it('shows the sign-up page, its privacy notice and consent in Hindi', async () => {
    await activateLanguage('hi');
    renderRoute('/app/signup');
    expect(await screen.findByRole('heading', { name: 'अपनी प्रोफ़ाइल बनाएँ' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'गोपनीयता सूचना' });
    expect(within(notice).getByText(/हम आपका ईमेल, फ़ोन नंबर, सेल्फ़ी/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'मैंने गोपनीयता सूचना पढ़ ली है और मैं सहमत हूँ कि मेरी जानकारी का उपयोग उसमें बताए गए तरीके से हो।',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeInTheDocument();
  });

  it("names the member bar's links and counts in Tamil", async () => {
    await activateLanguage('ta');
    renderRoute('/app/ai-matchmaker/', { member: true });
    const nav = await screen.findByRole('navigation');
    for (const name of ['சுயவிவரம்', 'AI மேட்ச்மேக்கர்', 'முகப்பு', 'செயல்பாடு', 'செய்திகள்']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'பட்டியைத் திற அல்லது மூடு' })).toBeInTheDocument();
  });
});

describe("a member's language across devices", () => {
  it('keeps the language chosen on the login page in the account when the member signs in', async () => {
    const { user } = renderRoute('/app/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await user.type(await screen.findByLabelText('ईमेल'), DEMO_MEMBER.userName);
    await user.type(screen.getByLabelText('पासवर्ड'), DEMO_MEMBER.password);
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    await waitFor(() => expect(requestsTo('PUT', '/users/language').map((r) => r.json)).toEqual([{ language: 'hi' }]));
  });

  it("takes the account's language on a device where none was chosen", async () => {
    server.use(route('get', '/profile/my', 'member', () => ok({ ...ownProfile, language: 'ta' })));
    const { user } = renderRoute('/app/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_MEMBER.userName);
    await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(Cookies.get('lang')).toBe('ta');
    expect(requestsTo('PUT', '/users/language')).toHaveLength(0);
  });
});
