import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';
import { renderRoute } from '../../tests/render';
import { requestsTo } from '../../tests/mocks/recorder';

describe('block and report in Tamil', () => {
  it('asks for a reason in Tamil, sends the same report, and confirms in Tamil', async () => {
    await activateLanguage('ta');
    const { user, path } = renderRoute('/app/view-profile/p-meera', { member: true });
    await user.click(await screen.findByRole('button', { name: 'புகாரளி' }));
    const dialog = await screen.findByRole('dialog', { name: 'இந்த உறுப்பினர் மீது புகாரளிக்கவும்' });
    const reason = within(dialog).getByLabelText('காரணம்');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'காரணத்தைத் தேர்ந்தெடுங்கள்',
      'போலிச் சுயவிவரம்',
      'பணம் கேட்கிறார்',
      'தொல்லை கொடுக்கிறார்',
      'பொருத்தமற்ற படங்கள்',
      'மற்றவை',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'புகாரை அனுப்பு' }));
    expect(within(dialog).getByText('ஒரு காரணத்தைத் தேர்ந்தெடுங்கள்.')).toBeInTheDocument();
    await user.selectOptions(reason, 'பணம் கேட்கிறார்');
    await user.click(within(dialog).getByRole('button', { name: 'புகாரை அனுப்பு' }));
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(requestsTo('POST', '/safety/report').map((r) => r.json)).toEqual([
      { profileId: 'p-meera', reason: 'ASKS_FOR_MONEY' },
    ]);
    expect(await screen.findByText('நன்றி. உங்கள் புகாரை எங்கள் குழு ஆராயும்.')).toBeInTheDocument();
    // A whole report walked through cold screens: seconds on a busy machine.
  }, 15_000);
});
