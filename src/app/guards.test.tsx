import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/render';
import { DEMO_ADMIN_TOKEN } from '../../tests/mocks/fixtures';
import { requestsTo } from '../../tests/mocks/recorder';

describe('member guard and navigation', () => {
  it('sends a visitor without a token from every member route to /app/login', async () => {
    for (const url of [
      '/app/home',
      '/app/profile',
      '/app/activity',
      '/app/messages',
      '/app/chat/c1',
      '/app/view-profile/p1',
      '/app/ai-matchmaker/',
      '/app/verification/email',
      '/app/profile-onboarding/name',
    ]) {
      const { path, unmount } = renderRoute(url);
      // The router resolves the lazy screen module before it settles on the redirect.
      await waitFor(() => expect(path(), url).toBe('/app/login'), { timeout: 5000 });
      unmount();
    }
  });

  it('shows only Login in the nav bar without a session', async () => {
    renderRoute('/app/login');
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/login/');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows the five member links, the brand link and a menu button with a session', async () => {
    renderRoute('/app/ai-matchmaker/', { member: true });
    const nav = await screen.findByRole('navigation');
    const expected = [
      ['Profile', '/app/profile/'],
      ['AI Matchmaker', '/app/ai-matchmaker/'],
      ['Home', '/app/home/'],
      ['Activity', '/app/activity/'],
      ['Messages', '/app/messages/'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Matrimony AI' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
  });

  it('tolerates a trailing slash on member routes', async () => {
    const { path } = renderRoute('/app/login/');
    expect(await screen.findByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
    expect(path()).toBe('/app/login/');
  });
});

describe('admin guard, navigation and logout', () => {
  it('sends /secret-portal and the dashboard to the admin login without a token', async () => {
    for (const url of ['/secret-portal', '/secret-portal/dashboard', '/secret-portal/logout']) {
      const { path, unmount } = renderRoute(url);
      await waitFor(() => expect(path(), url).toBe('/secret-portal/login'));
      unmount();
    }
    renderRoute('/secret-portal/login');
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Secret Portal' })).toHaveAttribute('href', '/secret-portal');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/secret-portal/login');
  });

  it('shows Logout and Dashboard with a token', async () => {
    renderRoute('/secret-portal', { admin: true });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/secret-portal/dashboard');
    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/secret-portal/logout');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logout ends the session on the server, removes the cookie and ends at the login page', async () => {
    const { user, path } = renderRoute('/secret-portal', { admin: true });
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(path()).toBe('/secret-portal/login'));
    expect(Cookies.get('token')).toBeUndefined();
    const [request] = requestsTo('POST', '/users/logout');
    expect(request.headers.authorization).toBe(DEMO_ADMIN_TOKEN);
    expect(request.headers['x-request-id']).toBe('matrimony-admin-portal');
  });
});

describe('unknown URLs', () => {
  it('show a not-found page with a link home', async () => {
    for (const url of ['/nowhere', '/app/nowhere', '/secret-portal/nowhere']) {
      const { unmount } = renderRoute(url);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      unmount();
    }
  });
});
