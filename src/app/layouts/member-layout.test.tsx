import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, route } from '../../../tests/mocks/http';
import { recordedRequests, requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

/** The member bar's link, once the lazy layout has rendered. */
function navLink(name: string) {
  return screen.findByRole('link', { name });
}

function serveCounts(pendingRequests: number, unreadMessages: number) {
  server.use(route('get', '/counts', 'member', () => ok({ pendingRequests, unreadMessages })));
}

describe('member navigation counts', () => {
  beforeAll(async () => {
    await Promise.all([
      import('./member-layout'),
      import('../../features/activity/activity-page'),
      import('../../features/messages/chat-page'),
    ]);
  });

  it('shows how many requests wait and how many messages are unread, keeping the links named as before', async () => {
    serveCounts(3, 1);
    renderRoute('/app/activity', { member: true });

    const activity = await navLink('Activity');
    await waitFor(() => expect(activity).toHaveAccessibleDescription('3 match requests waiting'));
    expect(activity).toHaveTextContent(/^Activity$/);
    const messages = await navLink('Messages');
    expect(messages).toHaveAccessibleDescription('1 unread message');
    expect(messages).toHaveTextContent(/^Messages$/);
    expect(screen.getByText('3')).toHaveClass('badge');
    expect(screen.getByText('1')).toHaveClass('badge');
    // On a phone the links sit behind the menu button, which carries the sum; its name stays the same.
    expect(screen.getByText('4')).toHaveClass('badge');
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveTextContent(/^$/);
    expect(await navLink('Home')).not.toHaveAccessibleDescription();
    expect(requestsTo('GET', '/counts')[0].headers.authorization).toBe('mock-member-token');
  });

  it('shows no count when nothing waits', async () => {
    serveCounts(0, 0);
    renderRoute('/app/activity', { member: true });
    await waitFor(() => expect(requestsTo('GET', '/counts')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Match Requests' });
    expect(await navLink('Activity')).toHaveTextContent(/^Activity$/);
    expect(await navLink('Messages')).toHaveTextContent(/^Messages$/);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('reads the counts again after the member answers a request', async () => {
    let pending = 2;
    server.use(route('get', '/counts', 'member', () => ok({ pendingRequests: pending, unreadMessages: 0 })));
    const { user } = renderRoute('/app/activity', { member: true });
    const activity = await navLink('Activity');
    await waitFor(() => expect(activity).toHaveAccessibleDescription('2 match requests waiting'));

    pending = 1;
    const first = await screen.findByRole('listitem', { name: 'Member 1' });
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(activity).toHaveAccessibleDescription('1 match request waiting'));
  });

  it('asks for no counts without a session', async () => {
    renderRoute('/app/login');
    await screen.findByRole('button', { name: 'Submit' });
    expect(requestsTo('GET', '/counts')).toHaveLength(0);
  });

  it('reads the counts again once a chat is opened, since opening it marks its messages read', async () => {
    let unread = 4;
    server.use(
      route('get', '/counts', 'member', () => ok({ pendingRequests: 0, unreadMessages: unread })),
      route('get', '/chat/history', 'member', () => {
        unread = 0;
        return ok({ messages: [] });
      }),
    );
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('No messages yet.');
    const messages = await navLink('Messages');
    await waitFor(() => expect(messages).not.toHaveAccessibleDescription());
    // The last count was read after the chat's newest page.
    const order = recordedRequests.map((r) => r.path).filter((path) => path === '/counts' || path === '/chat/history');
    expect(order.at(-1)).toBe('/counts');
    expect(order.indexOf('/chat/history')).toBeLessThan(order.lastIndexOf('/counts'));
  });
});
