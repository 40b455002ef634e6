import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';
import { requestsTo } from '../../../tests/mocks/recorder';
import { allowForColdProfilePage, serveProfile, sparseProfile } from '../../../tests/support/my-profile-page';

allowForColdProfilePage();

/** The read-only value under `label` in the section named `section`. */
function valueOf(section: string, label: string): HTMLElement {
  const term = within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' });
  if (!(term.nextElementSibling instanceof HTMLElement)) throw new Error(`No value after ${label}`);
  return term.nextElementSibling;
}

describe('my profile in Hindi and Tamil', () => {
  it('names the sections, fields and values in Hindi, with heights and amounts in Latin digits', async () => {
    await activateLanguage('hi');
    renderRoute('/app/profile', { member: true });
    await screen.findByRole('region', { name: 'निजी जानकारी' });
    expect(valueOf('निजी जानकारी', 'लिंग')).toHaveTextContent('पुरुष');
    expect(valueOf('निजी जानकारी', 'लंबाई')).toHaveTextContent(`5' 10"`);
    expect(valueOf('जीवनशैली', 'खान-पान')).toHaveTextContent('शाकाहारी');
    expect(valueOf('जीवनशैली', 'शराब')).toHaveTextContent('कभी-कभी');
    expect(valueOf('परिवार की जानकारी', 'पिता का व्यवसाय')).toHaveTextContent('अपना कारोबार');
    expect(valueOf('परिवार की जानकारी', 'बोली जाने वाली भाषाएँ')).toHaveTextContent('हिन्दी, अंग्रेज़ी');
    expect(valueOf('पढ़ाई और काम की जानकारी', 'आय की श्रेणी')).toHaveTextContent('10-20 लाख सालाना');
    expect(screen.getByRole('region', { name: 'गोपनीयता' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'निजी जानकारी बदलें' })).toBeInTheDocument();
  });

  it('reads empty values as not given in Tamil, and says in Tamil what a section still needs', async () => {
    await activateLanguage('ta');
    serveProfile(sparseProfile);
    const { user } = renderRoute('/app/profile', { member: true });
    await screen.findByRole('region', { name: 'தனிப்பட்ட விவரங்கள்' });
    expect(valueOf('தனிப்பட்ட விவரங்கள்', 'பாலினம்')).toHaveTextContent('குறிப்பிடப்படவில்லை');
    expect(valueOf('கல்வி, பணி விவரங்கள்', 'பட்டச் சான்றிதழ்')).toHaveTextContent('பதிவேற்றப்படவில்லை');

    await user.click(screen.getByRole('button', { name: 'என்னைப் பற்றி திருத்து' }));
    const section = screen.getByRole('region', { name: 'என்னைப் பற்றி' });
    await user.type(within(section).getByLabelText('என்னைப் பற்றி'), 'சில சொற்கள் மட்டும்');
    await user.click(within(section).getByRole('button', { name: 'சேமி' }));
    expect(await screen.findByText("'என்னைப் பற்றி' குறைந்தது 30 சொற்களாக இருக்க வேண்டும்.")).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/about-me')).toHaveLength(0);
  });
});
