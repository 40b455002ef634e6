import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { getMemberToken } from '../../lib/session';
import { activateLanguage } from '../../lib/i18n/i18n';
import { MOCK_SESSIONS } from '../../../tests/mocks/handlers/account-access';
import { ok } from '../../../tests/mocks/http';

describe('the Account section: sessions, password, log out', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./my-profile-page')]);
  });

  it('lists the devices, marks this one, and logs out one or all others', async () => {
    const { user } = renderRoute('/app/profile', { member: true });
    const list = await screen.findByRole('list', { name: 'Where you are logged in' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Chrome on AndroidThis device'),
      expect.stringContaining('Safari on iPhone'),
    ]);
    // The device in use has no Log out of its own.
    expect(within(items[0]).queryByRole('button')).toBeNull();
    await user.click(within(items[1]).getByRole('button', { name: 'Log out Safari on iPhone' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requestsTo('DELETE', '/users/sessions/session-family-phone')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Log out all other devices' })).toBeNull();
  });

  it('names the devices in Hindi, browser and system names as they are', async () => {
    await activateLanguage('hi');
    const unknown = { ...MOCK_SESSIONS[1], id: 'session-old', device: 'Unknown device' };
    server.use(route('get', '/users/sessions', 'member', () => ok({ sessions: [...MOCK_SESSIONS, unknown] })));
    const { user } = renderRoute('/app/profile', { member: true });
    const list = await screen.findByRole('list', { name: 'आप कहाँ-कहाँ लॉग इन हैं' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Android पर Chromeयह डिवाइस/),
      expect.stringMatching(/^iPhone पर Safari/),
      expect.stringMatching(/^अनजान डिवाइस/),
    ]);
    await user.click(within(items[1]).getByRole('button', { name: 'iPhone पर Safari से लॉग आउट करें' }));
    // The toast, and the library's own labels around it, in Hindi too.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('उस डिवाइस से लॉग आउट हो गया।');
    expect(within(toast).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'सूचनाएँ Alt+T' })).toContainElement(toast);
  });

  it('logs out all other devices', async () => {
    const { user } = renderRoute('/app/profile', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Log out all other devices' }));
    await waitFor(() => expect(requestsTo('POST', '/users/logout-others')).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Where you are logged in' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    server.use(route('get', '/users/sessions', 'member', () => fail(503)));
    const { user } = renderRoute('/app/profile', { member: true });
    expect(await screen.findByText('Sorry, we could not load where you are logged in.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Where you are logged in' })).toBeInTheDocument();
  });

  it('changes the password, keeping what was typed when the current one is wrong', async () => {
    const { user } = renderRoute('/app/profile', { member: true });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Wrong@123');
    await user.type(within(form).getByLabelText('New password'), 'Fresh@Start9');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is not right. Please try again.',
    );
    expect(within(form).getByLabelText('New password')).toHaveValue('Fresh@Start9');
    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Demo@12345');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(requestsTo('PUT', '/users/password').at(-1)?.json).toEqual({
      currentPassword: 'Demo@12345',
      newPassword: 'Fresh@Start9',
    });
  });

  it('logs out from the Account section', async () => {
    const { user, path } = renderRoute('/app/profile', { member: true });
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(path()).toBe('/app/login'));
    expect(getMemberToken()).toBeNull();
  });
});
