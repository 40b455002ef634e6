import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatHistory } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { CHAT_POLL_MS } from './chat-page';

async function openChat() {
  const view = renderRoute('/app/chat/channel-1', { member: true });
  await screen.findByRole('log', { name: 'Conversation' });
  return view;
}

describe('chat header: my number on my terms', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./chat-page')]);
  });

  it("shows the match's number once they shared it", async () => {
    server.use(
      route('get', '/chat/history', 'member', () => ok({ messages: chatHistory, sharedPhone: '+91 9876543210' })),
    );
    await openChat();
    expect(screen.getByRole('link', { name: 'Their number: +91 9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it("follows the match's number with the chat's poll while the live stream is down", async () => {
    let shared: string | undefined;
    server.use(
      route('get', '/chat/history', 'member', () =>
        ok({ messages: chatHistory, ...(shared ? { sharedPhone: shared } : {}) }),
      ),
    );
    await openChat();
    expect(screen.queryByText(/Their number/)).not.toBeInTheDocument();
    shared = '+91 9876543210';
    expect(
      await screen.findByRole('link', { name: 'Their number: +91 9876543210' }, { timeout: CHAT_POLL_MS * 2 }),
    ).toBeInTheDocument();
    shared = undefined;
    await waitFor(() => expect(screen.queryByText(/Their number/)).not.toBeInTheDocument(), {
      timeout: CHAT_POLL_MS * 2,
    });
  }, 30_000);

  it('shares my number with this match, says so, and withdraws it', async () => {
    const { user } = await openChat();
    expect(screen.queryByText(/Their number/)).not.toBeInTheDocument();
    expect(screen.getByText(/only this match sees it, and you can withdraw it/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share my phone number' }));
    expect(await screen.findByText('Your number is now shared with this match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop sharing my number' }));
    expect(await screen.findByText('Your number is no longer shared.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share my phone number' })).toBeEnabled();
    expect(requestsTo('PUT', '/chat/phone-share').map((r) => r.json)).toEqual([
      { channelId: 'channel-1', share: true },
      { channelId: 'channel-1', share: false },
    ]);
  });

  it('the safety tip beside a message that asks for a number points to sharing it from the header', async () => {
    server.use(
      route('get', '/chat/history', 'member', () =>
        ok({
          messages: [
            { id: 'm-1', message: 'Send me your number on WhatsApp', fromMe: false, createdAt: 1, safetyTip: true },
          ],
        }),
      ),
    );
    await openChat();
    expect(
      await screen.findByText(
        "When you are ready to talk by phone, use 'Share my phone number' at the top of this chat rather than typing it: only this match sees it, and you can withdraw it at any time.",
      ),
    ).toBeInTheDocument();
  });

  it("keeps the button as it was when the server refuses, with the server's reason", async () => {
    server.use(
      route('put', '/chat/phone-share', 'member', () =>
        fail(400, 'Please verify your phone number before sharing it.'),
      ),
    );
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Share my phone number' }));
    expect(await screen.findByText('Please verify your phone number before sharing it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share my phone number' })).toBeEnabled();
  });
});
