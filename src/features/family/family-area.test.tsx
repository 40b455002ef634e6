import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_TOKEN } from '../../../tests/mocks/handlers/family';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { getFamilyToken, getMemberToken, setFamilyToken } from '../../lib/session';

// The profile view's chunk is heavy to transform on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

describe("A relative's family area", () => {
  it("shows the member's suggestion read only, with a star that adds to the member's shortlist", async () => {
    setFamilyToken(FAMILY_TOKEN);
    const { user } = renderRoute('/family/home');
    expect(await screen.findByRole('heading', { name: /Ananya/ })).toBeInTheDocument();
    expect(await screen.findByText('You are helping Ravi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the member can accept or decline a suggestion.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Matrimony AI', 'Home', 'Search', 'Shortlist']);

    await user.click(screen.getByRole('button', { name: /Shortlist/, pressed: false }));
    expect(await screen.findByText('Added to the shortlist.')).toBeInTheDocument();
    const [put] = requestsTo('PUT', '/shortlist/p-ananya');
    expect(put?.headers.authorization).toBe(FAMILY_TOKEN);
    expect(requestsTo('GET', '/feed/home')[0]?.headers.authorization).toBe(FAMILY_TOKEN);
    expect(screen.getByRole('button', { name: /Shortlist/, pressed: true })).toBeInTheDocument();
  });

  it('searches by mother tongue and marital status for the member', async () => {
    setFamilyToken(FAMILY_TOKEN);
    const { user } = renderRoute('/family/search');
    await user.selectOptions(await screen.findByLabelText('Mother tongue'), 'MARATHI');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'NEVER_MARRIED');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found 1')).toBeInTheDocument();
    expect(requestsTo('GET', '/search').at(-1)?.query).toEqual({
      motherTongues: 'MARATHI',
      maritalStatuses: 'NEVER_MARRIED',
      start: '0',
      limit: '20',
    });
  });

  it("opens a member's view from search read only, with the star as the list showed it", async () => {
    setFamilyToken(FAMILY_TOKEN);
    server.use(
      route('get', '/search', 'member', () =>
        ok({
          profiles: [
            {
              id: 'p-ananya',
              firstName: 'Ananya',
              age: 27,
              city: 'Pune',
              occupation: 'Doctor',
              photo: null,
              badges: [],
              shortlisted: true,
            },
          ],
          total: 1,
        }),
      ),
    );
    const { user, path, router } = renderRoute('/family/search');
    const result = await screen.findByRole('listitem', { name: 'Ananya' });
    await user.click(within(result).getByRole('link', { name: 'View Profile' }));
    expect(await screen.findByRole('heading', { name: /Ananya/ })).toBeInTheDocument();
    expect(path()).toBe('/family/search');
    expect(router.state.location.search).toBe('?profile=p-ananya');
    expect(requestsTo('GET', '/profile/get').map((r) => [r.query, r.headers.authorization])).toEqual([
      [{ profileId: 'p-ananya' }, FAMILY_TOKEN],
    ]);
    expect(screen.getByText('Only the member can send interest or chat.')).toBeInTheDocument();
    for (const name of ['Send interest', 'Accept', 'Reject', 'Report', 'Block']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /Shortlist/, pressed: true }));
    expect(await screen.findByText('Removed from the shortlist.')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/shortlist/p-ananya')[0]?.headers.authorization).toBe(FAMILY_TOKEN);
  });

  it('sets a password from the invitation link and lands in the family area, never the member area', async () => {
    const { user, path } = renderRoute('/family/accept?token=link-token');
    await user.type(await screen.findByLabelText('New password'), 'Kamala@1962x');
    await user.type(screen.getByLabelText('Password again'), 'Kamala@1962x');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('You are helping Ravi')).toBeInTheDocument();
    expect(path()).toBe('/family/home');
    expect(requestsTo('POST', '/family/accept').map((r) => r.json)).toEqual([
      { token: 'link-token', password: 'Kamala@1962x' },
    ]);
    expect(getFamilyToken()).toBe(FAMILY_TOKEN);
    expect(getMemberToken()).toBeNull();
  });

  it("shows the server's word on a used link", async () => {
    server.use(
      route('post', '/family/accept', 'public', () =>
        fail(400, 'This invitation link has expired or was already used. Please ask for a new invitation.'),
      ),
    );
    const { user } = renderRoute('/family/accept?token=old');
    await user.type(await screen.findByLabelText('New password'), 'Kamala@1962x');
    await user.type(screen.getByLabelText('Password again'), 'Kamala@1962x');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('This invitation link has expired or was already used. Please ask for a new invitation.'),
    ).toBeInTheDocument();
    expect(getFamilyToken()).toBeNull();
  });

  it('reaches the family login from the member login and logs the relative in to the family area', async () => {
    const { user, path } = renderRoute('/app/login');
    await user.click(await screen.findByRole('link', { name: 'Helping a family member? Log in to family access' }));
    expect(await screen.findByRole('heading', { name: 'Family access login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'mother@example.com');
    await user.type(screen.getByLabelText('Password'), 'Kamala@1962x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You are helping Ravi')).toBeInTheDocument();
    expect(path()).toBe('/family/home');
    expect(requestsTo('POST', '/family/login').map((r) => r.json)).toEqual([
      { userName: 'mother@example.com', password: 'Kamala@1962x' },
    ]);
    expect(requestsTo('POST', '/users/login')).toEqual([]);
    expect(getMemberToken()).toBeNull();
  });

  it('sends the relative to the family login once the member has ended access', async () => {
    setFamilyToken(FAMILY_TOKEN);
    const { user, path } = renderRoute('/family/home');
    expect(await screen.findByText('You are helping Ravi')).toBeInTheDocument();
    server.use(route('get', '/search', 'member', () => fail(401, 'Your session has expired. Please log in again.')));
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Family access login' })).toBeInTheDocument();
    expect(path()).toBe('/family/login');
    expect(getFamilyToken()).toBeNull();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.queryByText('You are helping Ravi')).not.toBeInTheDocument();
  });

  it('sends a relative without a token to the family login', async () => {
    const { path } = renderRoute('/family/shortlist');
    expect(await screen.findByRole('heading', { name: 'Family access login' })).toBeInTheDocument();
    expect(path()).toBe('/family/login');
  });
});
