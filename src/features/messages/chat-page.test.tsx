import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/schemas/chat';
import { chatHistory } from '../../../tests/mocks/fixtures';
import { fail, ok, pageOf, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { CHAT_POLL_MS } from './chat-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const log = () => screen.getByRole('log', { name: 'Conversation' });
const items = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
/** The message texts in the order shown. */
const shownTexts = () => items().map((item) => within(item).getByRole('paragraph').textContent);
/** The bubble that shows `text`. */
const bubble = (text: string) => {
  const found = items().find((item) => within(item).queryByText(text) !== null);
  if (!found) throw new Error(`No message '${text}' is shown`);
  return found;
};
const historyQueries = () => requestsTo('GET', '/chat/history').map((r) => r.query);
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Message number ${from + i}`);

/** A history that the test can add to, served newest first by offset like the server. */
function serveLiveHistory(initial: ChatMessage[] = chatHistory) {
  const all = [...initial];
  server.use(
    route('get', '/chat/history', 'member', ({ request }) => {
      const newestFirst = [...all].sort((a, b) => b.createdAt - a.createdAt);
      return ok({ messages: pageOf(newestFirst, request, 20) });
    }),
  );
  return { add: (message: ChatMessage) => all.push(message) };
}

async function openChat(channelId = 'channel-1') {
  const view = renderRoute(`/app/chat/${channelId}`, { member: true });
  await screen.findByText('Message number 45');
  return view;
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('chat', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./chat-page')]);
  });

  afterEach(() => {
    // Back to jsdom's own value.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('loads the newest 20 messages (start=0, limit=20) and shows them oldest first, sent right and received left', async () => {
    await openChat();
    expect(historyQueries()).toEqual([{ channelId: 'channel-1', start: '0', limit: '20' }]);
    expect(requestsTo('GET', '/chat/history')[0].headers.authorization).toBe('mock-member-token');
    expect(shownTexts()).toEqual(numbered(26, 45));

    // m-45 is even-indexed in the fixture (fromMe), m-44 is from the other member.
    expect(bubble('Message number 45')).toHaveAttribute('data-sender', 'me');
    expect(bubble('Message number 45')).toHaveClass('align-self-end');
    expect(bubble('Message number 44')).toHaveAttribute('data-sender', 'them');
    expect(bubble('Message number 44')).toHaveClass('align-self-start');

    const time = within(bubble('Message number 45')).getByText(/\d/, { selector: 'time' });
    expect(time).toHaveAttribute('dateTime', new Date(chatHistory[44].createdAt).toISOString());
    expect(time.textContent).toMatch(/\d{1,2}:\d{2}/);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });

  it("'Load More' goes back in time by offset, merging every page in order, and disappears after a short page", async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Message number 6');
    expect(shownTexts()).toEqual(numbered(6, 45));

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Message number 1');
    expect(shownTexts()).toEqual(numbered(1, 45));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    expect(historyQueries().map((q) => q.start)).toEqual(['0', '20', '40']);
    expect(historyQueries().every((q) => q.limit === '20' && q.channelId === 'channel-1')).toBe(true);
  });

  it('fetches an older page once however fast Load More is clicked', async () => {
    let release: () => void = () => undefined;
    const { user } = await openChat();
    server.use(
      route('get', '/chat/history', 'member', async ({ request }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ messages: pageOf([...chatHistory].reverse(), request, 20) });
      }),
    );
    await user.dblClick(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled();
    release();
    await screen.findByText('Message number 6');
    expect(historyQueries().map((q) => q.start)).toEqual(['0', '20']);
  });

  it('merges overlapping pages by id without duplicates and sorts by createdAt', async () => {
    // The second page repeats two messages of the first and comes back in a shuffled order.
    const [first, second] = [chatHistory.slice(25).reverse(), [...chatHistory.slice(4, 27)].reverse()];
    server.use(
      route('get', '/chat/history', 'member', ({ request }) => {
        const start = new URL(request.url).searchParams.get('start');
        if (start === '0') return ok({ messages: first });
        const page = second.slice(0, 20);
        return ok({ messages: [page[5], ...page.slice(0, 5), ...page.slice(6)] });
      }),
    );
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Message number 8');
    expect(shownTexts()).toEqual(numbered(8, 45));
  });

  it('hides Load More when the first page is already short', async () => {
    serveLiveHistory(chatHistory.slice(0, 7));
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Message number 7');
    expect(shownTexts()).toEqual(numbered(1, 7));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('sends {message, channelId} and appends the message locally with a generated id and the current time', async () => {
    const { user } = await openChat('channel-7');
    const input = screen.getByLabelText('Message');
    await user.type(input, '  See you on Sunday!  ');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // First shown as on its way (the outbox), then, once the server has it, appended as sent with its own id.
    const sentBubble = await waitFor(() => {
      const shown = bubble('See you on Sunday!');
      expect(shown.getAttribute('data-id')).toMatch(UUID);
      return shown;
    });
    const after = Date.now();

    expect(requestsTo('POST', '/chat/send').map((r) => r.json)).toEqual([
      { message: 'See you on Sunday!', channelId: 'channel-7' },
    ]);
    expect(sentBubble).toHaveAttribute('data-sender', 'me');
    const createdAt = Date.parse(
      within(sentBubble).getByText(/\d/, { selector: 'time' }).getAttribute('dateTime') ?? '',
    );
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(after);
    expect(shownTexts().at(-1)).toBe('See you on Sunday!');
    expect(input).toHaveValue('');
  });

  it('sends with Enter and keeps Shift+Enter for a new line', async () => {
    const { user } = await openChat();
    const input = screen.getByLabelText('Message');
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    await waitFor(() => expect(requestsTo('POST', '/chat/send')).toHaveLength(1));
    expect(requestsTo('POST', '/chat/send')[0].json).toEqual({ message: 'Line one\nLine two', channelId: 'channel-1' });
  });

  it('does not send a blank or whitespace-only message', async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Message'), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(requestsTo('POST', '/chat/send')).toHaveLength(0);
    expect(shownTexts()).toHaveLength(20);
  });

  it("shows the message as 'Sending...' and disables Send while it is on its way, and sends it once", async () => {
    let release: () => void = () => undefined;
    server.use(
      route('post', '/chat/send', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok();
      }),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(requestsTo('POST', '/chat/send')).toHaveLength(1);
    expect(bubble('Hello')).toHaveTextContent('Sending...');
    // The box is free again at once: the message waits in the conversation, not in the box.
    expect(screen.getByLabelText('Message')).toHaveValue('');
    release();
    await waitFor(() => expect(bubble('Hello')).not.toHaveTextContent('Sending...'));
    expect(bubble('Hello').getAttribute('data-id')).toMatch(UUID);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows the send failure texts and keeps the message in the conversation, marked not sent, with a retry', async () => {
    const { user } = await openChat();
    const input = screen.getByLabelText('Message');

    server.use(route('post', '/chat/send', 'member', () => fail(403, 'You can only message your matches.')));
    await user.type(input, 'Are you free?{Enter}');
    expect(await screen.findByText('You can only message your matches.')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const failed = bubble('Are you free?');
    expect(failed).toHaveTextContent('Not sent.');
    expect(shownTexts().at(-1)).toBe('Are you free?');

    server.use(route('post', '/chat/send', 'member', () => fail(500)));
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();

    expectConsoleError();
    server.use(route('post', '/chat/send', 'member', () => Response.error()));
    await user.click(await within(bubble('Are you free?')).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('An error occurred while sending the message')).toBeInTheDocument();
    expect(requestsTo('POST', '/chat/send').map((r) => r.json)).toEqual(
      Array.from({ length: 3 }, () => ({ message: 'Are you free?', channelId: 'channel-1' })),
    );

    // The next try gets through: the message becomes an ordinary sent one, shown once.
    server.use(route('post', '/chat/send', 'member', () => ok()));
    await user.click(await within(bubble('Are you free?')).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bubble('Are you free?').getAttribute('data-id')).toMatch(UUID));
    expect(bubble('Are you free?')).not.toHaveTextContent('Not sent.');
    expect(shownTexts().filter((text) => text === 'Are you free?')).toHaveLength(1);
  });

  it('puts a day separator above the first message of each day', async () => {
    const day = (date: Date) => date.getTime();
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 21, 0);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 30);
    server.use(
      route('get', '/chat/history', 'member', () =>
        ok({
          messages: [
            { id: 'd-3', message: 'Good morning', fromMe: true, createdAt: day(today) },
            { id: 'd-2', message: 'Good night', fromMe: false, createdAt: day(yesterday) + 60_000 },
            { id: 'd-1', message: 'Hello there', fromMe: true, createdAt: day(yesterday) },
          ],
        }),
      ),
    );
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Good morning');
    // Each day's label comes before its first message, and only once.
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent(
      /^Yesterday\s*Hello there.*Good night.*Today\s*Good morning/,
    );
    expect(screen.getAllByText('Yesterday')).toHaveLength(1);
    // A separator is not a message: the list still holds three.
    expect(items()).toHaveLength(3);
  });

  it('shows the history failure texts, and Try again loads the chat', async () => {
    server.use(route('get', '/chat/history', 'member', () => fail(404, 'This chat does not exist.')));
    const { unmount } = renderRoute('/app/chat/channel-1', { member: true });
    expect(await screen.findByText('This chat does not exist.')).toBeInTheDocument();
    unmount();

    server.use(route('get', '/chat/history', 'member', () => fail(500)));
    const { unmount: unmountAgain } = renderRoute('/app/chat/channel-1', { member: true });
    expect(await screen.findByText('Failed to fetch chat history.')).toBeInTheDocument();
    unmountAgain();

    expectConsoleError();
    server.use(route('get', '/chat/history', 'member', () => Response.error()));
    const { user } = renderRoute('/app/chat/channel-1', { member: true });
    expect(await screen.findByText('An error occurred while fetching chat history')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message number 45')).toBeInTheDocument();
  });

  it('keeps what is shown when Load More fails', async () => {
    const { user } = await openChat();
    server.use(route('get', '/chat/history', 'member', () => fail(500)));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Failed to fetch chat history.')).toBeInTheDocument();
    expect(shownTexts()).toEqual(numbered(26, 45));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });

  it('shows a chat without messages', async () => {
    server.use(route('get', '/chat/history', 'member', () => ok({ messages: [] })));
    renderRoute('/app/chat/channel-1', { member: true });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("heads the chat with the other member's trust badges, and says what each means on tap", async () => {
    const { user } = await openChat();
    const badges = screen.getByRole('list', { name: 'Trust badges' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['✓ ID verified', '✓ Photo verified']);
    // Above the conversation, not inside it.
    expect(badges.compareDocumentPosition(log()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const id = within(badges).getByRole('button', { name: /ID verified/ });
    expect(id).toHaveAttribute('aria-expanded', 'false');
    await user.click(id);
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText('Our team checked a government identity document (PAN card or passport) of this member.'),
    ).toBeInTheDocument();
    await user.click(within(badges).getByRole('button', { name: /Photo verified/ }));
    expect(id).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/government identity document/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "This member's selfie was compared with their profile photos and matched, and our team checked it.",
      ),
    ).toBeInTheDocument();
  });

  it('shows no badges row when the other member has none', async () => {
    serveLiveHistory();
    await openChat();
    expect(screen.queryByRole('list', { name: 'Trust badges' })).not.toBeInTheDocument();
    // The header row stays for the shared number (my number on my terms).
    expect(screen.getByRole('button', { name: 'Share my phone number' })).toBeInTheDocument();
  });

  describe('polling', () => {
    it('shows new messages from the other member without a reload, merged by id', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const history = serveLiveHistory();
      await openChat();

      history.add({
        id: 'm-46',
        message: 'Are you there?',
        fromMe: false,
        createdAt: chatHistory[44].createdAt + 60000,
      });
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      expect(await within(log()).findByText('Are you there?')).toBeInTheDocument();
      expect(bubble('Are you there?')).toHaveAttribute('data-sender', 'them');
      expect(shownTexts()).toEqual(
        [...numbered(27, 45), 'Are you there?'].slice(-20).length === 20 ? [...numbered(26, 45), 'Are you there?'] : [],
      );

      // The next poll brings nothing new: nothing doubles.
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      await waitFor(() => expect(historyQueries()).toHaveLength(3));
      expect(shownTexts()).toEqual([...numbered(26, 45), 'Are you there?']);
      expect(historyQueries().every((q) => q.start === '0' && q.limit === '20')).toBe(true);
    });

    it("replaces a sent message by the server's copy instead of showing it twice", async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const history = serveLiveHistory();
      server.use(
        route('post', '/chat/send', 'member', async ({ request }) => {
          const body = (await request.json()) as { message: string };
          history.add({ id: 'srv-1', message: body.message, fromMe: true, createdAt: Date.now() });
          return ok();
        }),
      );
      const { user } = await openChat();
      await user.type(screen.getByLabelText('Message'), 'Hello from me');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await within(log()).findByText('Hello from me');
      expect(bubble('Hello from me').getAttribute('data-id')).toMatch(UUID);

      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      await waitFor(() => expect(bubble('Hello from me')).toHaveAttribute('data-id', 'srv-1'));
      expect(within(log()).getAllByText('Hello from me')).toHaveLength(1);
    });

    it('pauses while the page is hidden and polls again at once when it shows', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const history = serveLiveHistory();
      await openChat();
      expect(historyQueries()).toHaveLength(1);

      act(() => setVisibility('hidden'));
      history.add({ id: 'm-46', message: 'Hidden news', fromMe: false, createdAt: chatHistory[44].createdAt + 60000 });
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3));
      expect(historyQueries()).toHaveLength(1);
      expect(within(log()).queryByText('Hidden news')).not.toBeInTheDocument();

      act(() => setVisibility('visible'));
      expect(await within(log()).findByText('Hidden news')).toBeInTheDocument();
      expect(historyQueries()).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      await waitFor(() => expect(historyQueries()).toHaveLength(3));
    });

    it('stops polling when the chat is left', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { router } = await openChat();
      await act(() => router.navigate('/app/messages'));
      await screen.findByRole('heading', { name: 'Messages' });
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3));
      expect(historyQueries()).toHaveLength(1);
    });

    it('does not toast when a poll fails, and picks up again at the next tick', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      await openChat();
      server.use(route('get', '/chat/history', 'member', () => fail(500)));
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      await waitFor(() => expect(historyQueries()).toHaveLength(2));
      expect(screen.queryByText('Failed to fetch chat history.')).not.toBeInTheDocument();
      expect(shownTexts()).toEqual(numbered(26, 45));
    });
  });

  describe('scrolling', () => {
    /** jsdom has no layout: give the conversation 50 px per child in a 300 px window. */
    function fakeLayout() {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
        // One row per message plus the Load More row.
        return this.getAttribute('role') === 'log' ? within(this).queryAllByRole('listitem').length * 50 + 50 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'log' ? 300 : 0;
      });
    }

    it('opens at the newest message and follows new ones while the reader is at the bottom', async () => {
      fakeLayout();
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const history = serveLiveHistory();
      await openChat();
      // 20 messages and the Load More row.
      expect(log().scrollTop).toBe(21 * 50);

      history.add({ id: 'm-46', message: 'New one', fromMe: false, createdAt: chatHistory[44].createdAt + 60000 });
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      await within(log()).findByText('New one');
      expect(log().scrollTop).toBe(22 * 50);
    });

    it('leaves the reading position alone when the reader scrolled up, offering the new messages, and keeps it when older messages load', async () => {
      fakeLayout();
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const history = serveLiveHistory();
      const { user } = await openChat();

      act(() => {
        log().scrollTop = 200;
        log().dispatchEvent(new Event('scroll'));
      });
      history.add({ id: 'm-46', message: 'New one', fromMe: false, createdAt: chatHistory[44].createdAt + 60000 });
      await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
      await within(log()).findByText('New one');
      expect(log().scrollTop).toBe(200);
      // Instead of moving the page, a button offers the new message.
      expect(screen.getByRole('button', { name: /New messages/ })).toBeVisible();

      // Older messages arrive above: the same message stays under the reader's eyes. The newest page
      // moved by one (m-46), so start=20 brings m-26 again and 19 new rows: m-7 to m-25.
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      await within(log()).findByText('Message number 7');
      expect(historyQueries().at(-1)?.start).toBe('20');
      expect(log().scrollTop).toBe(200 + 19 * 50);

      await user.click(screen.getByRole('button', { name: /New messages/ }));
      expect(log().scrollTop).toBe(log().scrollHeight);
      expect(screen.queryByRole('button', { name: /New messages/ })).not.toBeInTheDocument();
    });
  });
});
