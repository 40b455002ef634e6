import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { adminProfiles } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const DASHBOARD = '/secret-portal/dashboard';
const SLOW = { timeout: 5000 };
const [kavya, arjun] = adminProfiles;

const risky: AdminProfileItem = {
  ...arjun!,
  checks: {
    status: 'DONE',
    selfieFaces: 1,
    faceMatch: 'MISMATCH',
    documentNumber: 'MISMATCH',
    documentName: 'MATCH',
    duplicates: [{ profileId: 'a-9', kind: 'photo' }],
    risk: 100,
  },
};
const pending: AdminProfileItem = { ...kavya!, checks: { status: 'PENDING' } };
const failed: AdminProfileItem = { ...kavya!, id: 'a-3', checks: { status: 'FAILED' } };
const failedAgain: AdminProfileItem = { ...risky, id: 'a-4', checks: { ...risky.checks!, status: 'FAILED' } };

describe('admin dashboard: checks and refusing', { timeout: 15000 }, () => {
  it('shows each profile’s checks beside its documents, the columns of the spec unchanged', async () => {
    server.use(route('get', '/profile/list', 'admin', () => ok([risky, pending])));
    renderRoute(DASHBOARD, { admin: true });
    const table = await screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    const rows = within(table).getAllByRole('row');
    const arjunRow = rows[1]!;
    expect(within(arjunRow).getByText('Selfie vs photos:')).toBeInTheDocument();
    expect(within(arjunRow).getAllByText('MISMATCH')).toHaveLength(2);
    expect(within(arjunRow).getByText('Same photo as profile a-9')).toBeInTheDocument();
    expect(within(arjunRow).getByText('100')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Checks running…')).toBeInTheDocument();
  });

  it('says on the row when the checks were given up, with the earlier outcome when there is one', async () => {
    server.use(route('get', '/profile/list', 'admin', () => ok([failed, failedAgain])));
    renderRoute(DASHBOARD, { admin: true });
    const table = await screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Checks failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('(checks failed on the latest upload)', { exact: false })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('100')).toBeInTheDocument();
  });

  it('refuses with reasons and a note; no reason chosen says so and sends nothing', async () => {
    server.use(
      route('get', '/profile/list', 'admin', () => ok([risky])),
      route('post', '/profile/refuse', 'admin', () => ok({})),
    );
    const { user } = renderRoute(DASHBOARD, { admin: true });
    await screen.findByRole('table', { name: 'Profiles awaiting review' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Refuse Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Arjun Mehta' });
    await user.type(within(dialog).getByLabelText('Note to the member'), 'Please retake it in daylight.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose at least one reason.');
    expect(requestsTo('POST', '/profile/refuse')).toHaveLength(0);
    // What was typed is kept.
    expect(within(dialog).getByLabelText('Note to the member')).toHaveValue('Please retake it in daylight.');

    await user.click(within(dialog).getByLabelText('Selfie does not match the photos'));
    await user.click(within(dialog).getByLabelText('Document number differs from the one typed'));
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    const [request] = requestsTo('POST', '/profile/refuse');
    expect(request!.headers['x-request-id']).toBe('matrimony-admin-portal');
    expect(request!.json).toEqual({
      id: 'a-2',
      reasons: ['FACE_MISMATCH', 'DOCUMENT_NUMBER_MISMATCH'],
      note: 'Please retake it in daylight.',
    });
  });
});
