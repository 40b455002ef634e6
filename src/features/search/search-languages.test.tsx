import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { activateLanguage } from '../../lib/i18n/i18n';

describe('search and the shortlist in Hindi and Tamil', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./search-page'), import('./shortlist-page')]);
  });

  it('shows the Hindi filters, counts the results in Hindi and stars a member with a Hindi toast', async () => {
    await activateLanguage('hi');
    const { user } = renderRoute('/app/search', { member: true });
    const first = await screen.findByRole('listitem', { name: 'Found 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'खोजें' })).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'खोज की शर्तें' });
    expect(within(filters).getByLabelText('उम्र (कम से कम)')).toBeInTheDocument();
    expect(within(filters).getByLabelText('मातृभाषा')).toHaveDisplayValue('कोई भी');
    expect(within(filters).getByLabelText('क्रम')).toHaveDisplayValue('सबसे अच्छा मेल');
    const marital = within(filters).getByRole('group', { name: 'वैवाहिक स्थिति' });
    expect(within(marital).getByRole('checkbox', { name: 'अविवाहित' })).toBeInTheDocument();
    expect(within(marital).queryByRole('checkbox', { name: 'Never married' })).toBeNull();
    expect(screen.getByText('23 सदस्य मिले')).toBeInTheDocument();
    expect(within(first).getByText('25 वर्ष · Mumbai · Doctor')).toBeInTheDocument();
    expect(within(first).getByText('फ़ोटो सत्यापित')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'प्रोफ़ाइल देखें' })).toBeInTheDocument();

    const star = within(screen.getByRole('listitem', { name: 'Found 3' })).getByRole('button', {
      name: 'पसंदीदा सूची',
    });
    await user.click(star);
    expect(await screen.findByText('आपकी पसंदीदा सूची में जोड़ दिया गया।')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('PUT', '/shortlist/p-search-3')[0].headers['accept-language']).toBe('hi');
  }, 15_000);

  it('says in Tamil when the ages are the wrong way round', async () => {
    await activateLanguage('ta');
    const { user } = renderRoute('/app/search', { member: true });
    await screen.findByRole('listitem', { name: 'Found 1' });
    await user.type(screen.getByLabelText('குறைந்தபட்ச வயது'), '40');
    await user.type(screen.getByLabelText('அதிகபட்ச வயது'), '30');
    await user.click(screen.getByRole('button', { name: 'தேடல்' }));
    expect(screen.getByRole('alert')).toHaveTextContent('குறைந்தபட்ச வயது அதிகபட்ச வயதைவிட அதிகமாக இருக்கக் கூடாது.');
    expect(requestsTo('GET', '/search')).toHaveLength(1);
  }, 15_000);

  it('says in Hindi that no member matches, and what to try', async () => {
    await activateLanguage('hi');
    server.use(route('get', '/search', 'member', () => ok({ profiles: [], total: 0 })));
    renderRoute('/app/search', { member: true });
    expect(await screen.findByText('कोई सदस्य नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('इन शर्तों से मेल खाता कोई सदस्य नहीं मिला। शर्तें थोड़ी ढीली करके देखें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आज का सुझाव देखें' })).toHaveAttribute('href', '/app/home');
  });

  it('tells in Tamil how to fill an empty shortlist', async () => {
    await activateLanguage('ta');
    server.use(route('get', '/shortlist', 'member', () => ok({ profiles: [], total: 0 })));
    renderRoute('/app/shortlist', { member: true });
    expect(
      await screen.findByText(
        'உங்கள் விருப்பப் பட்டியல் காலியாக உள்ளது. தேடல், முகப்பு அல்லது ஒரு சுயவிவரத்தில் உறுப்பினர்களுக்கு நட்சத்திரம் இடுங்கள்; அவர்கள் இங்கே தெரிவார்கள்.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'விருப்பப் பட்டியல்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உறுப்பினர்களைத் தேடுங்கள்' })).toHaveAttribute('href', '/app/search');
  });

  it('lists the shortlist in Hindi and takes a member off with a Hindi toast', async () => {
    await activateLanguage('hi');
    const { user } = renderRoute('/app/shortlist', { member: true });
    const list = await screen.findByRole('list', { name: 'पसंदीदा सूची के सदस्य' });
    const [row] = within(list).getAllByRole('listitem');
    const star = within(row).getByRole('button', { name: 'पसंदीदा सूची' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('आपकी पसंदीदा सूची से हटा दिया गया।')).toBeInTheDocument();
  });
});
