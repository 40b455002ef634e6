import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfiles } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const [kavya, arjun] = adminProfiles;

describe('admin dashboard: a selfie not taken live', { timeout: 15000 }, () => {
  it('says so on the row of a member who chose the selfie from files, and only there', async () => {
    server.use(
      route('get', '/profile/list', 'admin', () =>
        ok([
          { ...kavya!, selfieLive: false },
          { ...arjun!, selfieLive: true },
        ]),
      ),
    );
    renderRoute('/secret-portal/dashboard', { admin: true });
    const table = await screen.findByRole('table', { name: 'Profiles awaiting review' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Selfie not taken live (chosen from files)')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/not taken live/)).not.toBeInTheDocument();
  });
});
