import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { DEMO_ADMIN, DEMO_ADMIN_TOKEN, DEMO_MEMBER, DEMO_MEMBER_TOKEN } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { getMemberToken } from '../../lib/session';

async function fillLogin(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('member login', () => {
  it('requires an email and a password', async () => {
    renderRoute('/app/login');
    expect(await screen.findByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/app/signup');
  });

  it('sends {userName, password}, stores the token and goes to /app/home', async () => {
    const { user, path } = renderRoute('/app/login');
    await fillLogin(user, DEMO_MEMBER.userName, DEMO_MEMBER.password);
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(requestsTo('POST', '/users/login').map((r) => r.json)).toEqual([
      { userName: DEMO_MEMBER.userName, password: DEMO_MEMBER.password },
    ]);
    expect(getMemberToken()).toBe(DEMO_MEMBER_TOKEN);
    expect(Cookies.get('token')).toBeUndefined();
    // The nav bar follows the new session without a reload.
    const nav = screen.getByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/app/profile/');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('alerts the errorMessage on failure and keeps what was typed', async () => {
    const { user, path } = renderRoute('/app/login');
    await fillLogin(user, DEMO_MEMBER.userName, 'wrong-password');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Invalid email or password.'));
    expect(path()).toBe('/app/login');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_MEMBER.userName);
    expect(getMemberToken()).toBeNull();
  });

  it('only logs a network error', async () => {
    server.use(route('post', '/users/login', 'public', () => Response.error()));
    expectConsoleError();
    const { user } = renderRoute('/app/login');
    await fillLogin(user, DEMO_MEMBER.userName, DEMO_MEMBER.password);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('says the login failed when the server answers 500 without a body', async () => {
    server.use(route('post', '/users/login', 'public', () => fail(500)));
    const { user } = renderRoute('/app/login');
    await fillLogin(user, DEMO_MEMBER.userName, DEMO_MEMBER.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again later.');
  });

  it('sends one request for a double click', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('post', '/users/login', 'public', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return fail(401, 'Invalid email or password.');
      }),
    );
    const { user } = renderRoute('/app/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_MEMBER.userName);
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();
    await waitFor(() => expect(window.alert).toHaveBeenCalledTimes(1));
    expect(requestsTo('POST', '/users/login')).toHaveLength(1);
  });
});

describe('sign up', () => {
  it('shows the privacy notice, needs the consent box, registers with the consent and notice version, then logs in', async () => {
    server.use(route('post', '/users/login', 'public', () => ok({ token: 'mock-new-member-token' })));
    const { user, path } = renderRoute('/app/signup');
    await user.type(await screen.findByLabelText('Email'), 'new.member@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    expect(screen.getByRole('region', { name: 'Privacy notice' })).toHaveTextContent('grievance@matrimony.example');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(requestsTo('POST', '/users/register')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I have read the privacy notice/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(requestsTo('POST', '/users/register')[0].json).toEqual({
      userName: 'new.member@example.com',
      password: 'long-enough-password',
      consent: true,
      noticeVersion: '2026-11',
    });
    expect(requestsTo('POST', '/users/login')[0].json).toEqual({
      userName: 'new.member@example.com',
      password: 'long-enough-password',
    });
    expect(getMemberToken()).toBe('mock-new-member-token');
  });
});

describe('admin login', () => {
  it('sends the email as userName, sets the cookie token on path / and goes to /secret-portal/', async () => {
    const { user, path } = renderRoute('/secret-portal/login');
    await fillLogin(user, DEMO_ADMIN.userName, DEMO_ADMIN.password);
    await waitFor(() => expect(path()).toBe('/secret-portal/'));
    expect(requestsTo('POST', '/users/admin/login')[0].json).toEqual({
      userName: DEMO_ADMIN.userName,
      password: DEMO_ADMIN.password,
    });
    expect(Cookies.get('token')).toBe(DEMO_ADMIN_TOKEN);
    expect(document.cookie).toContain(`token=${DEMO_ADMIN_TOKEN}`);
    expect(getMemberToken()).toBeNull();
    expect(await within(screen.getByRole('navigation')).findByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/secret-portal/dashboard',
    );
  });

  it('alerts the errorMessage on failure', async () => {
    const { user } = renderRoute('/secret-portal/login');
    await fillLogin(user, DEMO_ADMIN.userName, 'nope');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Invalid email or password.'));
    expect(Cookies.get('token')).toBeUndefined();
  });
});
