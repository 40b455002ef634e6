import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

describe('the notification centre', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./notifications-page')]);
  });

  it('lists the newest first, unread ones marked, each leading to its screen, a page of 20 at a time', async () => {
    const { user } = renderRoute('/app/notifications', { member: true });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(within(items[0]).getByRole('link', { name: 'Unread: 2 new messages from Priya.' })).toHaveAttribute(
      'href',
      '/app/chat/channel-1',
    );
    expect(
      within(items[2]).getByRole('link', {
        name: 'Unread: Rohan accepted your profile. Answer their request in Activity.',
      }),
    ).toHaveAttribute('href', '/app/activity');
    expect(within(items[5]).getByRole('link', { name: 'New suggestions are waiting for you.' })).toHaveAttribute(
      'href',
      '/app/home',
    );
    expect(within(items[5]).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByText('5 unread notifications')).toBeInTheDocument();
    expect(requestsTo('GET', '/notifications').some((r) => r.query.start === '0' && r.query.limit === '20')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requestsTo('GET', '/notifications').at(-1)?.query).toEqual({ start: '20', limit: '20' });
  });

  it('marks one read, then all', async () => {
    let unread = 5;
    server.use(
      route('put', '/notifications/read', 'member', async ({ request }) => {
        const body = (await request.json()) as { ids?: string[] };
        unread = body.ids ? unread - body.ids.length : 0;
        return ok({ unread });
      }),
    );
    const { user } = renderRoute('/app/notifications', { member: true });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const first = within(list).getAllByRole('listitem')[0];
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(requestsTo('PUT', '/notifications/read')).toHaveLength(1));
    expect(requestsTo('PUT', '/notifications/read')[0].json).toEqual({ ids: ['23'] });

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(requestsTo('PUT', '/notifications/read')).toHaveLength(2));
    expect(requestsTo('PUT', '/notifications/read')[1].json).toEqual({});
  });

  it('marks a notification read as it is opened', async () => {
    const { user, path } = renderRoute('/app/notifications', { member: true });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await user.click(
      within(list).getByRole('link', {
        name: 'Unread: Rohan accepted your profile. Answer their request in Activity.',
      }),
    );
    await waitFor(() => expect(path()).toBe('/app/activity'));
    await waitFor(() => expect(requestsTo('PUT', '/notifications/read')[0]?.json).toEqual({ ids: ['21'] }));
  });

  it('says so when there is nothing yet, and when the list cannot be read', async () => {
    server.use(route('get', '/notifications', 'member', () => ok({ notifications: [], unread: 0 })));
    const { unmount } = renderRoute('/app/notifications', { member: true });
    expect(
      await screen.findByText('No notifications yet. We will tell you here when something happens.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    unmount();

    server.use(route('get', '/notifications', 'member', () => fail(500, 'The list is not available.')));
    renderRoute('/app/notifications', { member: true });
    expect(await screen.findByText('The list is not available.')).toBeInTheDocument();
  });
});
