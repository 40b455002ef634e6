import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';

describe('a profile in Hindi and Tamil', () => {
  beforeAll(async () => {
    // Lazy screens import cold on a busy machine: warm them before the clock of the first test starts.
    await Promise.all([import('../../app/layouts/member-layout'), import('./view-profile-page')]);
  });

  it('names its sections, fields and values in Hindi, with the text the member wrote as it is', async () => {
    await activateLanguage('hi');
    renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByRole('heading', { name: 'बुनियादी जानकारी' })).toBeInTheDocument();
    for (const label of ['उम्र', 'लंबाई', 'पेशा', 'शिक्षा', 'पिता का व्यवसाय']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('लिंग')).toHaveTextContent('महिला');
    expect(screen.getByLabelText('खान-पान')).toHaveTextContent('शाकाहारी');
    expect(screen.getByLabelText('पिता का व्यवसाय')).toHaveTextContent('सेवानिवृत्त');
    expect(screen.getByLabelText('भाषाएँ')).toHaveTextContent('तमिल, अंग्रेज़ी');
    expect(screen.getByLabelText('लंबाई')).toHaveTextContent(`5' 2"`);
    expect(screen.getByRole('button', { name: 'ब्लॉक करें' })).toBeInTheDocument();
  });

  it('reads its values in Tamil', async () => {
    await activateLanguage('ta');
    renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByLabelText('பாலினம்')).toHaveTextContent('பெண்');
    expect(screen.getByLabelText('புகைப்பழக்கம்')).toHaveTextContent('ஒருபோதும் இல்லை');
    expect(screen.getByLabelText('மொழிகள்')).toHaveTextContent('தமிழ், ஆங்கிலம்');
  });
});
