import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/schemas/chat';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { chatHistory } from '../../../tests/mocks/fixtures';
import { ok, pageOf, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { CHAT_POLL_MS } from './chat-page';

/** A history the test can add to, served newest first by offset like the server. */
function serveHistory() {
  const all: ChatMessage[] = [...chatHistory];
  server.use(
    route('get', '/chat/history', 'member', ({ request }) => {
      const newestFirst = [...all].sort((a, b) => b.createdAt - a.createdAt);
      return ok({ messages: pageOf(newestFirst, request, 20) });
    }),
  );
  return { add: (message: ChatMessage) => all.push(message) };
}

const newestReads = () => requestsTo('GET', '/chat/history').filter((r) => r.query.start === '0').length;

describe('chat on the live stream', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./chat-page')]);
  });

  it("shows the other member's message as the stream tells of it, and reads only this chat's", async () => {
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    const history = serveHistory();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    // Once open, the stream is the source: the newest page is read once for what came while it opened.
    await waitFor(() => expect(newestReads()).toBe(2));

    stream.send('message', { channelId: 'channel-2', id: 'other', message: 'Elsewhere', createdAt: Date.now() });
    const message = { id: 'live-1', message: 'Arrived live', fromMe: false, createdAt: Date.now() };
    history.add(message);
    stream.send('message', { channelId: 'channel-1', ...message });
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Arrived live')).toBeInTheDocument();
    expect(newestReads()).toBe(3);
    // While the stream is open the chat does not poll.
    await new Promise((resolve) => setTimeout(resolve, CHAT_POLL_MS + 500));
    expect(newestReads()).toBe(3);
  }, 15_000);

  it("shows the match's number in the header as they share it, and drops it when they withdraw it", async () => {
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    serveHistory();
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 45');
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    expect(screen.queryByText(/Their number/)).not.toBeInTheDocument();

    // Another chat's number stays out of this header.
    stream.send('phone-share', { channelId: 'channel-2', sharedPhone: '+91 9000000000' });
    stream.send('phone-share', { channelId: 'channel-1', sharedPhone: '+91 9876543210' });
    const link = await screen.findByRole('link', { name: 'Their number: +91 9876543210' });
    expect(link).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.queryByText(/9000000000/)).not.toBeInTheDocument();

    stream.send('phone-share', { channelId: 'channel-1', sharedPhone: null });
    await waitFor(() => expect(screen.queryByText(/Their number/)).not.toBeInTheDocument());
  }, 15_000);
});
