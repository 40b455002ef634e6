import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requestsTo } from '../../../tests/mocks/recorder';
import { renderRoute } from '../../../tests/render';

describe('staff Reports page', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/admin-layout'), import('./reports-page')]);
  });

  it('lists an open report with its reason, note, excerpt and documents, and suspends after a confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderRoute('/secret-portal/reports', { admin: true });
    const report = await screen.findByRole('article', { name: 'Report about Ravi Kumar' });
    expect(report).toHaveTextContent('Reason: Asks for money');
    expect(report).toHaveTextContent('Note: Asked for money on day one');
    expect(report).toHaveTextContent('Reporter: Hi Ravi');
    expect(report).toHaveTextContent('Ravi Kumar: Please send 5000 by UPI');
    expect(within(report).getByText('Document removed after review')).toBeInTheDocument();
    expect(within(report).queryByRole('button', { name: 'PAN Image' })).not.toBeInTheDocument();

    await user.click(within(report).getByRole('button', { name: 'Selfie Image' }));
    expect(await screen.findByRole('dialog', { name: 'Selfie Image' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(report).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(requestsTo('POST', '/admin/reports/resolve').map((r) => r.json)).toEqual([
        { id: 'r-1', action: 'suspend' },
      ]),
    );
    expect(await screen.findByText('The member has been suspended.')).toBeInTheDocument();
  });
});
