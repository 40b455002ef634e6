import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

describe('admin Audit page', () => {
  it('is linked from the portal and lists who did what to whom, newest first, a page at a time', async () => {
    const { user } = renderRoute('/secret-portal', { admin: true });
    await user.click(await screen.findByRole('link', { name: 'Audit' }));
    const table = await screen.findByRole('table', { name: 'Audit' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Published a profile',
      'Viewed a document',
    ]);
    expect(within(rows[1]).getByText('document: identity, ip: 10.0.0.5')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Kavya Rao')).toBeInTheDocument();
    const [request] = requestsTo('GET', '/audit/events');
    expect(request.query).toEqual({ start: '0', limit: '25' });
    expect(request.headers['x-request-id']).toBe('matrimony-admin-portal');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows the server's errorMessage with a way to try again", async () => {
    server.use(
      route('get', '/audit/events', 'admin', () => fail(401, 'Your session has expired. Please log in again.')),
    );
    renderRoute('/secret-portal/audit', { admin: true });
    expect(
      await screen.findByText('Your session has expired. Please log in again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
