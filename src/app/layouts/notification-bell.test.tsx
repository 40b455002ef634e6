import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { ok, route } from '../../../tests/mocks/http';
import { recordedRequests, requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

function bell() {
  return screen.findByRole('link', { name: /^Notifications/ });
}

describe('the bell and the live stream', () => {
  beforeAll(async () => {
    await Promise.all([import('./member-layout'), import('../../features/activity/activity-page')]);
  });

  it('shows the unread count, asked for while the stream is down, and leads to the notification centre', async () => {
    const { user, path } = renderRoute('/app/activity', { member: true });
    const link = await bell();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 5 unread'));
    expect(screen.getByText('5')).toHaveClass('badge');
    const asked = requestsTo('GET', '/notifications');
    expect(asked[0].query).toEqual({ start: '0', limit: '1' });
    expect(asked[0].headers.authorization).toBe('mock-member-token');
    // The stream was tried, with the raw token, as every call is sent.
    expect(requestsTo('GET', '/events')[0].headers.authorization).toBe('mock-member-token');

    await user.click(link);
    await waitFor(() => expect(path()).toBe('/app/notifications'));
  });

  it('moves the bell and the nav counts as the stream tells, and asks for nothing meanwhile', async () => {
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    renderRoute('/app/activity', { member: true });
    const link = await bell();
    await waitFor(() => expect(stream.opened).toHaveLength(1));

    stream.send('counts', { pendingRequests: 6, unreadMessages: 0, unreadNotifications: 8 });
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 8 unread'));
    const activity = await screen.findByRole('link', { name: 'Activity' });
    expect(activity).toHaveAccessibleDescription('6 match requests waiting');

    const before = recordedRequests.length;
    stream.send('counts', { pendingRequests: 6, unreadMessages: 2, unreadNotifications: 9 });
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 9 unread'));
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAccessibleDescription('2 unread messages');
    expect(recordedRequests.slice(before).filter((r) => r.path === '/counts' || r.path === '/notifications')).toEqual(
      [],
    );
  });

  it('asks for no counts as the page loads while the stream opens: its first event brings them', async () => {
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    renderRoute('/app/activity', { member: true });
    const link = await bell();
    await waitFor(() => expect(stream.opened).toHaveLength(1));

    stream.send('counts', { pendingRequests: 2, unreadMessages: 0, unreadNotifications: 3 });
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 3 unread'));
    expect(await screen.findByRole('link', { name: 'Activity' })).toHaveAccessibleDescription(
      '2 match requests waiting',
    );
    expect(recordedRequests.filter((r) => r.path === '/counts' || r.path === '/notifications')).toEqual([]);
  });

  it('falls back to asking while the stream is down, and reconnects with Last-Event-ID', async () => {
    const stream = createEventStream();
    let up = true;
    server.use(
      route('get', '/events', 'member', ({ request }) => {
        if (up) return stream.respond(request);
        stream.opened.push({ lastEventId: request.headers.get('last-event-id') });
        return new Response(null, { status: 503 });
      }),
      route('get', '/notifications', 'member', () => ok({ notifications: [], unread: 4 })),
    );
    renderRoute('/app/activity', { member: true });
    const link = await bell();
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    stream.send('counts', { pendingRequests: 1, unreadMessages: 0, unreadNotifications: 2 });
    stream.send('counts', { pendingRequests: 1, unreadMessages: 0, unreadNotifications: 3 });
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 3 unread'));
    const asked = requestsTo('GET', '/notifications').length;

    // The server goes away: the bell is read by asking again after a short pause, and the stream is tried
    // again after a pause, saying where it stopped.
    up = false;
    stream.end();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 4 unread'), { timeout: 4000 });
    expect(requestsTo('GET', '/notifications').length).toBeGreaterThan(asked);
    await waitFor(() => expect(stream.opened.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(stream.opened[1].lastEventId).toBe('2');
  });
});
