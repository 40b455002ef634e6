import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';

describe('a profile in Hindi', () => {
  it('names its sections and fields in Hindi, with the values as the member wrote them', async () => {
    await activateLanguage('hi');
    renderRoute('/app/view-profile/p-meera', { member: true });
    expect(await screen.findByRole('heading', { name: 'बुनियादी जानकारी' })).toBeInTheDocument();
    for (const label of ['उम्र', 'लंबाई', 'पेशा', 'शिक्षा', 'पिता का व्यवसाय']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'ब्लॉक करें' })).toBeInTheDocument();
  });
});
