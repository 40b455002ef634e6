import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

describe('AI matchmaker page', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./ai-matchmaker-page')]);
  });

  it("asks the assistant with the member's token and shows the reply", async () => {
    const { user } = renderRoute('/app/ai-matchmaker/', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Matchmaker' })).toBeInTheDocument();
    const input = screen.getByLabelText('Your message');
    await user.type(input, 'Who suits me?{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('Who suits me?')).toHaveAttribute('data-sender', 'user');
    expect(await within(log).findByText(/Thanks for asking about "Who suits me\?"/)).toHaveAttribute(
      'data-sender',
      'assistant',
    );

    const sent = requestsTo('POST', '/assistant/ask');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe('mock-member-token');
    const body = sent[0].json as { message: string; chatSessionId: string };
    expect(Object.keys(body).sort()).toEqual(['chatSessionId', 'message']);
    expect(body.message).toBe('Who suits me?');
    expect(body.chatSessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the places a reply links to, and follows one within the app', async () => {
    server.use(
      route('post', '/assistant/ask', 'public', () =>
        ok({
          message: 'Saved. 12 members fit your dealbreakers both ways right now.',
          links: [{ label: 'Partner Preferences on Profile', path: '/app/profile' }],
        }),
      ),
    );
    const { user } = renderRoute('/app/ai-matchmaker/', { member: true });
    await user.type(await screen.findByLabelText('Your message'), 'yes{Enter}');
    const log = screen.getByRole('log');
    const link = await within(log).findByRole('link', { name: 'Partner Preferences on Profile' });
    expect(link).toHaveAttribute('href', '/app/profile');
  });

  it('ignores a blank message and alerts the server errorMessage like the landing chat', async () => {
    const { user } = renderRoute('/app/ai-matchmaker/', { member: true });
    const input = await screen.findByLabelText('Your message');
    await user.type(input, '   {Enter}');
    expect(requestsTo('POST', '/assistant/ask')).toHaveLength(0);

    server.use(route('post', '/assistant/ask', 'public', () => fail(429, 'You are sending messages too quickly.')));
    await user.type(input, 'Hello{Enter}');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('You are sending messages too quickly.'));
  });
});
