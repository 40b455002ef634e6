import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatChannels } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { expectConsoleError } from '../../../tests/support/console-guard';

const EMPTY = 'No chat channels available. Start a conversation now!';

const channelLinks = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
const starts = () => requestsTo('GET', '/chat/channels').map((r) => r.query);

async function openMessages() {
  const view = renderRoute('/app/messages', { member: true });
  await screen.findByRole('list', { name: 'Conversations' });
  return view;
}

describe('messages', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./messages-page')]);
  });

  it('lists 10 channels with avatar, name and last message or "No messages yet."', async () => {
    await openMessages();
    const links = channelLinks();
    expect(links).toHaveLength(10);
    // A row's link reads as its visible text: the name, then the last message.
    expect(links[0]).toHaveAccessibleName(/^Match 1(?!\d).*Looking forward to talking, from match 1\.$/);
    expect(within(links[0]).getByText('Looking forward to talking, from match 1.')).toBeInTheDocument();
    expect(links[0]).toHaveAttribute('href', '/app/chat/channel-1');
    expect(within(links[0]).getByRole('presentation')).toHaveAttribute('src', chatChannels[0].imageUrl);
    // Channel 4 has no message yet.
    expect(links[3]).toHaveAccessibleName(/^Match 4(?!\d).*No messages yet\.$/);
    expect(within(links[3]).getByText('No messages yet.')).toBeInTheDocument();
    expect(starts()).toEqual([{ start: '0', limit: '10' }]);
    expect(requestsTo('GET', '/chat/channels')[0].headers.authorization).toBe('mock-member-token');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('pages by offset; Next is disabled on the short second page', async () => {
    const { user } = await openMessages();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Match 11');
    expect(channelLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/app/chat/channel-11',
      '/app/chat/channel-12',
      '/app/chat/channel-13',
    ]);
    for (const name of ['Match 11', 'Match 12', 'Match 13']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}(?!\\d)`) })).toBeInTheDocument();
    }
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(channelLinks()[1]).getByText('No messages yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Match 1');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(starts()).toEqual([
      { start: '0', limit: '10' },
      { start: '10', limit: '10' },
      { start: '0', limit: '10' },
    ]);
  });

  it('opens the chat of a clicked channel', async () => {
    const { user, path } = await openMessages();
    await user.click(screen.getByRole('link', { name: /^Match 2(?!\d)/ }));
    await waitFor(() => expect(path()).toBe('/app/chat/channel-2'));
  });

  it('shows the empty text when there are no channels', async () => {
    server.use(route('get', '/chat/channels', 'member', () => ok({ chatChannels: [] })));
    renderRoute('/app/messages', { member: true });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The next useful things to do: a suggestion to accept, or requests to answer.
    expect(screen.getByRole('link', { name: "See today's suggestion" })).toHaveAttribute('href', '/app/home');
    expect(screen.getByRole('link', { name: 'See your match requests' })).toHaveAttribute('href', '/app/activity');
  });

  it('shows the empty text on a page after an exactly full one', async () => {
    const ten = chatChannels.slice(0, 10);
    server.use(
      route('get', '/chat/channels', 'member', ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start'));
        return ok({ chatChannels: start === 0 ? ten : [] });
      }),
    );
    const { user } = await openMessages();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('toasts errorMessage, the fallback or the exception text when channels cannot be fetched', async () => {
    server.use(route('get', '/chat/channels', 'member', () => fail(500, 'Chat is under maintenance.')));
    const { unmount } = renderRoute('/app/messages', { member: true });
    expect(await screen.findByText('Chat is under maintenance.')).toBeInTheDocument();
    unmount();

    server.use(route('get', '/chat/channels', 'member', () => fail(500)));
    const { unmount: unmountAgain } = renderRoute('/app/messages', { member: true });
    expect(await screen.findByText('Failed to fetch chat channels.')).toBeInTheDocument();
    unmountAgain();

    expectConsoleError();
    server.use(route('get', '/chat/channels', 'member', () => Response.error()));
    const { user } = renderRoute('/app/messages', { member: true });
    expect(await screen.findByText('An error occurred while fetching chat channels')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });
});
