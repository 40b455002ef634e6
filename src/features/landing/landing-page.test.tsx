import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { activateLanguage } from '../../lib/i18n/i18n';

describe('landing page', () => {
  it('shows every text of spec 1', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Match with Artificial Intelligence' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Matching Now' })).toHaveAttribute('href', '/app/home');
    expect(screen.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute('href', '/app/signup');
    expect(screen.getByRole('heading', { name: 'AI Matchmaker' })).toBeInTheDocument();
    expect(screen.getByText('Always here to help')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Why Choose/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Real-time AI Chat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Smart Matching' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verified Profiles' })).toBeInTheDocument();
    for (const [value, label] of [
      ['100+', 'Happy Couples'],
      ['95%', 'Match Success'],
      ['10,000+', 'Active Users'],
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const name of ['Privacy Policy', 'Terms of Service', 'Contact Us']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows Login in the top bar without a token and Home with one', async () => {
    const { unmount } = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/login');
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    unmount();

    renderRoute('/', { member: true });
    const signedInNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(signedInNav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/home');
    expect(within(signedInNav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('names the top bar and asks in the visitor’s language', async () => {
    await activateLanguage('hi');
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/app/login');
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'जीवनसाथी के बारे में पूछिए...');
  });

  it('ignores a blank message and sends nothing', async () => {
    const { user } = renderRoute('/');
    await user.type(await screen.findByLabelText('Your message'), '    ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(requestsTo('POST', '/assistant/ask')).toHaveLength(0);
    expect(within(screen.getByRole('log')).queryByText(/^\s+$/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('log')).getAllByText(/./)).toHaveLength(1);
  });

  it('sends {message, chatSessionId} with one stable id and appends the reply', async () => {
    const { user } = renderRoute('/');
    const input = await screen.findByLabelText('Your message');
    await user.type(input, '  How does verification work?  {Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('How does verification work?')).toHaveAttribute('data-sender', 'user');
    expect(await within(log).findByText(/Thanks for asking about "How does verification work\?"/)).toHaveAttribute(
      'data-sender',
      'assistant',
    );
    expect(input).toHaveValue('');

    await user.type(input, 'And matching?{Enter}');
    await within(log).findByText(/Thanks for asking about "And matching\?"/);

    const sent = requestsTo('POST', '/assistant/ask');
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((r) => r.json as { message: string; chatSessionId: string });
    expect(Object.keys(first).sort()).toEqual(['chatSessionId', 'message']);
    expect(first.message).toBe('How does verification work?');
    expect(first.chatSessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.chatSessionId).toBe(first.chatSessionId);
    // The landing chat needs no sign-in: no Authorization header is sent.
    expect(sent[0].headers.authorization).toBeUndefined();
  });

  it('shows that the assistant is typing while the reply is on its way, and keeps the input usable', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('post', '/assistant/ask', 'public', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ message: 'Here is my answer.' });
      }),
    );
    const { user } = renderRoute('/');
    const input = await screen.findByLabelText('Your message');
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByText('AI Matchmaker is typing...')).toBeInTheDocument();
    expect(input).toBeEnabled();
    await user.type(input, 'still typing');
    expect(input).toHaveValue('still typing');
    release();
    expect(await screen.findByText('Here is my answer.')).toBeInTheDocument();
    expect(screen.queryByText('AI Matchmaker is typing...')).not.toBeInTheDocument();
  });

  it('alerts the server errorMessage when the assistant fails', async () => {
    server.use(route('post', '/assistant/ask', 'public', () => fail(429, 'You are sending messages too quickly.')));
    const { user } = renderRoute('/');
    await user.type(await screen.findByLabelText('Your message'), 'Hi{Enter}');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('You are sending messages too quickly.'));
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('alerts a readable message for a 500 without a body, malformed JSON and an unreachable API', async () => {
    const { user } = renderRoute('/');
    const input = await screen.findByLabelText('Your message');

    server.use(route('post', '/assistant/ask', 'public', () => fail(500)));
    await user.type(input, 'one{Enter}');
    await waitFor(() =>
      expect(window.alert).toHaveBeenLastCalledWith('The AI Matchmaker could not answer right now. Please try again.'),
    );

    server.use(route('post', '/assistant/ask', 'public', () => new Response('{not json', { status: 200 })));
    await user.type(input, 'two{Enter}');
    await waitFor(() => expect(window.alert).toHaveBeenCalledTimes(2));

    expectConsoleError();
    server.use(route('post', '/assistant/ask', 'public', () => Response.error()));
    await user.type(input, 'three{Enter}');
    await waitFor(() => expect(window.alert).toHaveBeenCalledTimes(3));
    expect(window.alert).toHaveBeenLastCalledWith('The AI Matchmaker could not answer right now. Please try again.');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
