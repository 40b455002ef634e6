import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';
import { requestsTo } from '../../../tests/mocks/recorder';
import { wordsOf } from '../../../tests/support/words';

describe('the onboarding steps in Hindi and Tamil', { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([
      import('../../app/layouts/member-layout'),
      import('./family-details-page'),
      import('./lifestyle-details-page'),
      import('./profession-page'),
    ]),
  );

  it('asks about the family in Hindi, with its options and its spec checks in Hindi, and sends the same values', async () => {
    await activateLanguage('hi');
    const { user } = renderRoute('/app/profile-onboarding/family-details', { member: true });
    expect(await screen.findByRole('heading', { name: 'आपका परिवार' })).toBeInTheDocument();
    const languages = screen.getByRole('group', { name: 'भाषाएँ जो मुझे आती हैं' });
    expect(within(languages).getByLabelText('मराठी')).not.toBeChecked();
    await user.type(screen.getByLabelText('भाई'), '1');
    await user.type(screen.getByLabelText('बहनें'), '2');
    await user.selectOptions(screen.getByLabelText('पिता का व्यवसाय'), 'सरकारी नौकरी');
    await user.selectOptions(screen.getByLabelText('माता का व्यवसाय'), 'गृहिणी');
    await user.click(screen.getByLabelText('मेरे परिवार के बारे में'));
    await user.paste(wordsOf(19));
    expect(screen.getByText('19 शब्द (कम से कम 20 चाहिए)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('कृपया अपने परिवार के बारे में कम से कम 20 शब्द लिखें।')).toBeInTheDocument();

    await user.type(screen.getByLabelText('मेरे परिवार के बारे में'), ' आख़िरी');
    await user.click(within(languages).getByLabelText('तमिल'));
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('आपके परिवार की जानकारी सहेज ली गई!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/family-details')[0].json).toMatchObject({
      fathersOccupation: 'GOVT SERVICE',
      mothersOccupation: 'HOUSE WIFE',
      languages: ['TAMIL'],
    });
  });

  it('offers the lifestyle choices in Tamil', async () => {
    await activateLanguage('ta');
    renderRoute('/app/profile-onboarding/lifestyle-details', { member: true });
    const food = await screen.findByLabelText('உணவு');
    expect(
      within(food)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['தேர்ந்தெடுங்கள்…', 'சைவம்', 'அசைவம்']);
    expect(within(screen.getByLabelText('மதம்')).getByRole('option', { name: 'இந்து' })).toHaveValue('HINDU');
    expect(screen.getByRole('heading', { name: 'உங்கள் வாழ்க்கைமுறை' })).toBeInTheDocument();
  });

  it('names the income slabs and says what the degree step needs in Tamil', async () => {
    await activateLanguage('ta');
    const { user } = renderRoute('/app/profile-onboarding/profession', { member: true });
    const slab = await screen.findByLabelText('வருமான வரம்பு');
    expect(within(slab).getByRole('option', { name: 'ஆண்டுக்கு 5-10 லட்சம்' })).toHaveValue('5_10_LPA');
    await user.click(screen.getByRole('button', { name: 'முடிக்கவும்' }));
    expect(await screen.findByText('உங்கள் உயர்ந்த பட்டத்தைத் தேர்ந்தெடுங்கள்.')).toBeInTheDocument();
    expect(requestsTo('POST', '/profile/profession')).toHaveLength(0);
  });
});
