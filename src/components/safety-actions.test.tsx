import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, route } from '../../tests/mocks/http';
import { requestsTo } from '../../tests/mocks/recorder';
import { server } from '../../tests/mocks/server';
import { renderRoute } from '../../tests/render';

describe('block and report', () => {
  beforeAll(async () => {
    await Promise.all([
      import('../app/layouts/member-layout'),
      import('../features/profiles/view-profile-page'),
      import('../features/messages/chat-page'),
    ]);
  });

  it('blocks from View profile after a confirmation, then goes home', async () => {
    const { user, path } = renderRoute('/app/view-profile/p-meera', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(path()).toBe('/app/home'));
    expect(requestsTo('POST', '/safety/block').map((r) => r.json)).toEqual([{ profileId: 'p-meera' }]);
    expect(await screen.findByText('Blocked. You will not see each other again.')).toBeInTheDocument();
  });

  it('shows a dismissible safety tip beside a scam-like message, with a one-tap report that needs a reason', async () => {
    server.use(
      route('get', '/chat/history', 'member', () =>
        ok({
          messages: [
            {
              id: 'm2',
              message: 'Send 5000 to my UPI please',
              fromMe: false,
              createdAt: 1_700_000_100_000,
              safetyTip: true,
            },
            { id: 'm1', message: 'Hello there', fromMe: false, createdAt: 1_700_000_000_000 },
          ],
        }),
      ),
    );
    const { user, path } = renderRoute('/app/chat/c-1', { member: true });
    await screen.findByText('Send 5000 to my UPI please', {}, { timeout: 3000 });
    const tips = screen.getAllByRole('note', { name: 'Safety tip' });
    expect(tips).toHaveLength(1);
    expect(screen.getByText('Send 5000 to my UPI please')).toBeInTheDocument();

    await user.click(within(tips[0]).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();
    expect(requestsTo('POST', '/safety/report')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Asks for money');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Asked on day one');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(path()).toBe('/app/messages'));
    expect(requestsTo('POST', '/safety/report').map((r) => r.json)).toEqual([
      { channelId: 'c-1', reason: 'ASKS_FOR_MONEY', note: 'Asked on day one' },
    ]);
  });

  it('closes a safety tip on Dismiss, leaving the message', async () => {
    server.use(
      route('get', '/chat/history', 'member', () =>
        ok({
          messages: [
            { id: 'm1', message: 'Add me on WhatsApp', fromMe: false, createdAt: 1_700_000_000_000, safetyTip: true },
          ],
        }),
      ),
    );
    const { user } = renderRoute('/app/chat/c-1', { member: true });
    await screen.findByText('Add me on WhatsApp', {}, { timeout: 3000 });
    const tip = screen.getByRole('note', { name: 'Safety tip' });
    await user.click(within(tip).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note', { name: 'Safety tip' })).not.toBeInTheDocument();
    expect(screen.getByText('Add me on WhatsApp')).toBeInTheDocument();
  });
});
