import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatChannel } from '../../../contract/schemas/chat';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { ok, route } from '../../../tests/mocks/http';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

/** Who a chat is with: the chat's header, and per conversation in Messages its unread count and latest time. */

const ASHA_PHOTO = '/api/files/photo/asha-first.jpg?sig=abc';

function serveHistory(partner: { profileId: string | null; firstName: string; imageUrl: string | null }) {
  server.use(
    route('get', '/chat/history', 'member', () =>
      ok({
        messages: [{ id: 'm-1', message: 'Namaste!', fromMe: false, createdAt: Date.UTC(2026, 9, 1, 9, 0) }],
        badges: [],
        partner,
      }),
    ),
  );
}

describe('who a chat is with', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./messages-page'), import('./chat-page')]);
  });

  it("heads the chat with the other member's first name and first photo, linking to their profile", async () => {
    serveHistory({ profileId: 'asha-1', firstName: 'Asha', imageUrl: ASHA_PHOTO });
    const { user, path } = renderRoute('/app/chat/channel-1', { member: true });
    const link = await screen.findByRole('link', { name: 'Asha' });
    expect(link).toHaveAttribute('href', '/app/view-profile/asha-1');
    expect(within(link).getByRole('presentation')).toHaveAttribute('src', ASHA_PHOTO);
    await user.click(link);
    await waitFor(() => expect(path()).toBe('/app/view-profile/asha-1'));
  });

  it('names a member who deleted their account without a link', async () => {
    serveHistory({ profileId: null, firstName: 'Deleted member', imageUrl: null });
    renderRoute('/app/chat/channel-1', { member: true });
    expect(await screen.findByText('Deleted member')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deleted member' })).toBeNull();
  });

  it('shows per conversation the unread count and the time of the last message', async () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    const earlier = Date.UTC(2025, 0, 15, 12, 0);
    server.use(
      route('get', '/chat/channels', 'member', () =>
        ok({
          chatChannels: [
            {
              id: 'c-1',
              name: 'Asha Rao',
              imageUrl: null,
              lastMessage: 'See you soon',
              unreadCount: 3,
              lastMessageAt: today.getTime(),
            },
            {
              id: 'c-2',
              name: 'Meera Iyer',
              imageUrl: null,
              lastMessage: 'Thank you',
              unreadCount: 0,
              lastMessageAt: earlier,
            },
            { id: 'c-3', name: 'Kavya Nair', imageUrl: null, lastMessage: null, unreadCount: 0, lastMessageAt: null },
          ],
        }),
      ),
    );
    renderRoute('/app/messages', { member: true });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [asha, meera, kavya] = within(list).getAllByRole('link');

    expect(within(asha).getByText('3')).toBeInTheDocument();
    expect(asha).toHaveAccessibleName(/See you soon.*3 unread messages$/);
    expect(within(asha).getByText(/^9:05\sam$/i)).toHaveAttribute('datetime', today.toISOString());

    expect(meera).not.toHaveAccessibleName(/unread/);
    expect(within(meera).getByText('15 Jan 2025')).toHaveAttribute('datetime', new Date(earlier).toISOString());
    expect(kavya).toHaveAccessibleName(/No messages yet\.$/);
  });

  it('shows a new match in an open list as the live stream tells of it, without a reload', async () => {
    const stream = createEventStream();
    const rows: ChatChannel[] = [{ id: 'c-1', name: 'Asha Rao', imageUrl: null, lastMessage: 'See you soon' }];
    server.use(
      route('get', '/events', 'member', ({ request }) => stream.respond(request)),
      route('get', '/chat/channels', 'member', () => ok({ chatChannels: [...rows] })),
    );
    renderRoute('/app/messages', { member: true });
    expect(await screen.findByRole('link', { name: /^Asha Rao/ })).toBeInTheDocument();
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));

    rows.unshift({ id: 'c-2', name: 'Meera Iyer', imageUrl: null, lastMessage: null });
    stream.send('match', { channelId: 'c-2', profileId: 'meera-1', name: 'Meera Iyer' });
    const meera = await screen.findByRole('link', { name: /^Meera Iyer/ });
    expect(meera).toHaveAttribute('href', '/app/chat/c-2');
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(2);
  });
});
