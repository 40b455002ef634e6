import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { adminProfiles } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const DASHBOARD = '/secret-portal/dashboard';
const SLOW = { timeout: 5000 };
const [kavya, arjun] = adminProfiles;

/** A woman's profile whose PAN card reads another person's name. */
const mismatch: AdminProfileItem = {
  ...kavya!,
  checks: {
    status: 'DONE',
    selfieFaces: 1,
    faceMatch: 'MATCH',
    documentNumber: 'MATCH',
    documentName: 'MISMATCH',
    documentNameRead: 'RAHUL KUMAR',
    duplicates: [],
    risk: 20,
  },
  email: 'kavya@example.com',
  submittedAt: '2026-11-27T08:00:00.000Z',
  waitingSeconds: 3 * 3600,
  checksState: 'DONE',
  refusals: [{ at: '2026-11-20T10:00:00.000Z', reasons: ['SELFIE_UNCLEAR'] }],
};
const unchecked: AdminProfileItem = { ...arjun!, checksState: 'NOT_CHECKED', refusals: [] };

describe('admin dashboard: publishing past a red check', { timeout: 15000 }, () => {
  it('asks for a note first, then publishes with it', async () => {
    server.use(
      route('get', '/profile/list', 'admin', () => ok([mismatch])),
      route('post', '/profile/verify', 'admin', () => ok()),
    );
    const { user } = renderRoute(DASHBOARD, { admin: true });
    await screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Verify Kavya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Kavya Nair despite red checks?' });
    expect(within(dialog).getByText('Name on document: MISMATCH')).toBeInTheDocument();
    expect(requestsTo('GET', '/profile/verify')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please write a note saying why you publish despite the red checks.',
    );
    expect(requestsTo('POST', '/profile/verify')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Why you publish anyway (kept in the audit)'),
      'PAN issued before marriage.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile Published'));
    expect(requestsTo('POST', '/profile/verify').map((r) => r.json)).toEqual([
      { id: mismatch.id, note: 'PAN issued before marriage.' },
    ]);
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('keeps the note and says why when the publish fails', async () => {
    server.use(
      route('get', '/profile/list', 'admin', () => ok([mismatch])),
      route('post', '/profile/verify', 'admin', () => fail(409, 'This profile is not waiting for review.')),
    );
    const { user } = renderRoute(DASHBOARD, { admin: true });
    await screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Verify Kavya Nair' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Why you publish anyway (kept in the audit)');
    await user.type(note, 'Checked by phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This profile is not waiting for review.');
    expect(note).toHaveValue('Checked by phone.');
  });

  it('shows the name on the document, the waiting time, an unmade check and earlier refusals, and searches', async () => {
    server.use(
      route('get', '/profile/list', 'admin', ({ request }) =>
        ok(new URL(request.url).searchParams.get('q') === 'kavya' ? [mismatch] : [mismatch, unchecked]),
      ),
    );
    const { user } = renderRoute(DASHBOARD, { admin: true });
    const table = await screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('On document: RAHUL KUMAR')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/waiting 3 h/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Refused once before/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not checked')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'kavya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(requestsTo('GET', '/profile/list').at(-1)?.query).toEqual({ q: 'kavya' });
  });
});
