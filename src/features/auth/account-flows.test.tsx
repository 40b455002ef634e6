import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { DEMO_MEMBER, DEMO_MEMBER_TOKEN } from '../../../tests/mocks/fixtures';
import { MOCK_ACCOUNT_CODE, MOCK_WRONG_CODE_MESSAGE } from '../../../tests/mocks/handlers/account-access';
import { requestsTo } from '../../../tests/mocks/recorder';
import { getMemberToken } from '../../lib/session';

describe('log out', () => {
  it('ends the session on the server from the member navigation, forgets the token and shows the login page', async () => {
    const { user, path } = renderRoute('/app/home', { member: true });
    const nav = await screen.findByRole('navigation');
    await user.click(await within(nav).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(path()).toBe('/app/login'));
    expect(requestsTo('POST', '/users/logout')).toHaveLength(1);
    expect(requestsTo('POST', '/users/logout')[0].headers.authorization).toBe(DEMO_MEMBER_TOKEN);
    expect(getMemberToken()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('sends a code to the email, sets a new password with it and returns to the login', async () => {
    const { user, path } = renderRoute('/app/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), DEMO_MEMBER.userName);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`If ${DEMO_MEMBER.userName} belongs to an account`);
    expect(requestsTo('POST', '/users/password-reset').map((r) => r.json)).toEqual([
      { userName: DEMO_MEMBER.userName },
    ]);

    const form = screen.getByRole('form', { name: 'Set new password' });
    await user.type(within(form).getByLabelText('Code'), '000000');
    await user.type(within(form).getByLabelText('New password'), 'Fresh@Start9');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MOCK_WRONG_CODE_MESSAGE);
    // What was typed stays.
    expect(within(form).getByLabelText('New password')).toHaveValue('Fresh@Start9');

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), MOCK_ACCOUNT_CODE);
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(path()).toBe('/app/login');
    expect(screen.getByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
    expect(requestsTo('POST', '/users/password-reset/confirm').at(-1)?.json).toEqual({
      userName: DEMO_MEMBER.userName,
      code: MOCK_ACCOUNT_CODE,
      newPassword: 'Fresh@Start9',
    });
  });
});

describe('log in with a code', () => {
  it('sends a code to the email or phone named, then logs in with it', async () => {
    const { user, path } = renderRoute('/app/login');
    await user.click(await screen.findByRole('link', { name: 'Log in with a code' }));
    await user.type(await screen.findByLabelText('Email or phone number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Log in' });
    await user.type(within(form).getByLabelText('Code'), MOCK_ACCOUNT_CODE);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(getMemberToken()).toBe(DEMO_MEMBER_TOKEN);
    expect(requestsTo('POST', '/users/login-code/verify').map((r) => r.json)).toEqual([
      { userName: '+91 98765 43210', code: MOCK_ACCOUNT_CODE },
    ]);
  });
});
