import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { getMemberToken } from '../../lib/session';

describe('Account section of the own profile page', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./my-profile-page')]);
  });

  it('deletes the account only after the typed word and the password, then lands on the landing page signed out', async () => {
    const { user, path } = renderRoute('/app/profile', { member: true });
    const form = await screen.findByRole('form', { name: 'Delete account' });
    const submit = within(form).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Password'), 'Secret@123');
    await user.click(submit);
    await waitFor(() => expect(path()).toBe('/'));
    expect(window.alert).toHaveBeenCalledWith('Your account has been deleted.');
    expect(requestsTo('POST', '/account/delete').map((r) => r.json)).toEqual([
      { confirmation: 'DELETE', password: 'Secret@123' },
    ]);
    expect(getMemberToken()).toBeNull();
  });

  it('keeps the member signed in and shows the server message when the password is wrong', async () => {
    server.use(
      route('post', '/account/delete', 'member', () => fail(403, 'That password is not right. Please try again.')),
    );
    const { user, path } = renderRoute('/app/profile', { member: true });
    const form = await screen.findByRole('form', { name: 'Delete account' });
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('That password is not right. Please try again.')).toBeInTheDocument();
    expect(path()).toBe('/app/profile');
    expect(getMemberToken()).not.toBeNull();
  });

  it('shows the privacy notice on request and asks the server for the data download', async () => {
    const { user } = renderRoute('/app/profile', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Read the privacy notice' }));
    expect(screen.getByRole('region', { name: 'Privacy notice' })).toHaveTextContent('grievance@matrimony.example');
    URL.createObjectURL = () => 'blob:my-data';
    URL.revokeObjectURL = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(requestsTo('GET', '/account/export')).toHaveLength(1));
  });

  it('says so when the download fails', async () => {
    server.use(route('get', '/account/export', 'member', () => fail(500)));
    const { user } = renderRoute('/app/profile', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Sorry, we could not prepare your data.')).toBeInTheDocument();
  });
});
