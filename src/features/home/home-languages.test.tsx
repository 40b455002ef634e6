import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';
import { ownProfile, verifiedStatus } from '../../../tests/mocks/fixtures';
import { PRIVACY_SETTINGS } from '../../../tests/mocks/handlers/privacy';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';

describe('home in Hindi and Tamil', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./home-page')]);
  });

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

  it('words in Hindi what widening the dealbreakers would add, whatever language the server wrote it in', async () => {
    await activateLanguage('hi');
    server.use(
      route('get', '/feed/home', 'member', () => ok({ profiles: [] })),
      route('get', '/profile/partner-preferences/pool', 'member', () =>
        ok({
          count: 0,
          relax: [
            {
              field: 'ageRange',
              text: 'Widening the age range to 21-34 adds 9 members',
              adds: 9,
              preferences: { ageRange: { min: 21, max: 34 }, dealbreakers: ['ageRange'] },
            },
            {
              field: 'cities',
              text: 'Making city a wish instead of a dealbreaker adds 1 member',
              adds: 1,
              preferences: { cities: ['Kohima'] },
            },
          ],
        }),
      ),
    );
    renderRoute('/app/home', { member: true });
    expect(await screen.findByText('उम्र की सीमा 21-34 तक बढ़ाना: 9 सदस्य और जुड़ेंगे.')).toBeInTheDocument();
    expect(screen.getByText("शहर को 'बिल्कुल मंज़ूर नहीं' की जगह सिर्फ़ पसंद बनाना: 1 सदस्य और जुड़ेगा.")).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'लागू करें: उम्र की सीमा 21-34 तक बढ़ाना: 9 सदस्य और जुड़ेंगे' }),
    ).toBeInTheDocument();
  });

  it('asks the background in Hindi, with the options in Hindi and the values sent as before', async () => {
    await activateLanguage('hi');
    const none = {
      createdFor: null,
      maritalStatus: null,
      children: null,
      motherTongue: null,
      community: null,
      occupation: null,
    };
    // A published member: one not yet published is sent to the onboarding step that asks the same.
    const review = { status: 'PUBLISHED' as const, reasons: [], note: null };
    server.use(route('get', '/verification/status', 'member', () => ok({ ...verifiedStatus, review })));
    server.use(route('get', '/profile/my', 'member', () => ok({ ...ownProfile, background: none })));
    const { user } = renderRoute('/app/home', { member: true });
    const card = await screen.findByRole('region', { name: 'कुछ बातें जो परिवार सबसे पहले पूछते हैं' });
    await user.selectOptions(within(card).getByLabelText('यह प्रोफ़ाइल किसके लिए है'), 'मेरी बेटी');
    await user.selectOptions(within(card).getByLabelText('वैवाहिक स्थिति'), 'तलाकशुदा');
    await user.selectOptions(within(card).getByLabelText('मातृभाषा'), 'मराठी');
    await user.click(within(card).getByRole('button', { name: 'सहेजें' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('कृपया बच्चों के बारे में बताएँ।');
    await user.selectOptions(within(card).getByLabelText('बच्चे'), 'बच्चे मेरे साथ रहते हैं');
    await user.click(within(card).getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('धन्यवाद! आपकी जानकारी सहेज ली गई।')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/background').map((r) => r.json)).toEqual([
      { createdFor: 'DAUGHTER', maritalStatus: 'DIVORCED', children: 'LIVING_WITH_ME', motherTongue: 'MARATHI' },
    ]);
  }, 20_000);

  it('says in Tamil that the profile is paused, and resumes it', async () => {
    await activateLanguage('ta');
    let hidden = true;
    server.use(
      route('get', '/profile/privacy', 'member', () => ok({ ...PRIVACY_SETTINGS, hidden })),
      route('put', '/profile/privacy', 'member', async ({ request }) => {
        hidden = ((await request.json()) as { hidden: boolean }).hidden;
        return ok({ ...PRIVACY_SETTINGS, hidden });
      }),
    );
    const { user } = renderRoute('/app/home', { member: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'உங்கள் சுயவிவரம் நிறுத்தி வைக்கப்பட்டுள்ளது' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'என் சுயவிவரத்தை மீண்டும் தொடங்கு' }));
    expect(await screen.findByText('உங்கள் சுயவிவரம் மீண்டும் தெரிகிறது.')).toBeInTheDocument();
  });
});
