import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setMemberToken } from '../../lib/session';
import { DEMO_MEMBER_TOKEN } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { useChatHistory } from './use-chat-history';

const NOW = Date.now();
const from = (id: string, message: string, fromMe: boolean, createdAt: number) => ({ id, message, fromMe, createdAt });

/** The history on its own, with no poll: what a push source (a stream) would feed through `receive`. */
async function openHistory() {
  setMemberToken(DEMO_MEMBER_TOKEN);
  server.use(
    route('get', '/chat/history', 'member', () =>
      ok({ messages: [from('s-2', 'How are you?', false, NOW - 1000), from('s-1', 'Hello', true, NOW - 2000)] }),
    ),
  );
  const view = renderHook(() => useChatHistory('channel-1'));
  await waitFor(() => expect(view.result.current.load).toBe('ready'));
  return view;
}

const texts = (view: Awaited<ReturnType<typeof openHistory>>) => view.result.current.messages.map((m) => m.message);

describe('useChatHistory, fed by a push source', () => {
  it('loads the newest page once and asks for nothing more by itself', async () => {
    const view = await openHistory();
    expect(texts(view)).toEqual(['Hello', 'How are you?']);
    expect(requestsTo('GET', '/chat/history').map((r) => r.query)).toEqual([
      { channelId: 'channel-1', start: '0', limit: '20' },
    ]);
  });

  it('merges pushed messages by id, oldest first, and takes a repeat of a known one once', async () => {
    const view = await openHistory();
    act(() => view.result.current.receive([from('s-3', 'Fine, thanks', false, NOW)]));
    act(() =>
      view.result.current.receive([
        from('s-3', 'Fine, thanks', false, NOW),
        from('s-2', 'How are you?', false, NOW - 1000),
      ]),
    );
    expect(texts(view)).toEqual(['Hello', 'How are you?', 'Fine, thanks']);
  });

  it("replaces the local copy of a message sent from here when the server's copy is pushed", async () => {
    const view = await openHistory();
    act(() => view.result.current.appendSent('See you soon'));
    const local = view.result.current.messages.at(-1);
    expect(local).toMatchObject({ message: 'See you soon', fromMe: true, local: true });
    act(() => view.result.current.receive([from('s-4', 'See you soon', true, Date.now())]));
    expect(texts(view)).toEqual(['Hello', 'How are you?', 'See you soon']);
    expect(view.result.current.messages.at(-1)?.id).toBe('s-4');
  });
});
