import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { ok, route } from '../../../tests/mocks/http';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { activateLanguage } from '../../lib/i18n/i18n';

describe('calls in Hindi and Tamil', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('../messages/chat-page')]);
  });

  it('rings in Hindi: who calls, that calls are never recorded, Accept and Decline', async () => {
    await activateLanguage('hi');
    const stream = createEventStream();
    server.use(route('get', '/events', 'member', ({ request }) => stream.respond(request)));
    renderRoute('/app/home', { member: true });
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    stream.send('call', {
      callId: 'call-9',
      from: { profileId: 'profile-2', firstName: 'Priya' },
      video: true,
      channelId: 'channel-1',
      ringsUntil: Date.now() + 45_000,
    });
    const dialog = await screen.findByRole('dialog', { name: 'आने वाली वीडियो कॉल' });
    expect(within(dialog).getByText('Priya आपको कॉल कर रहे हैं')).toBeInTheDocument();
    expect(within(dialog).getByText('कॉल कभी रिकॉर्ड नहीं की जातीं।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'मना करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'घंटी बंद करें' })).toBeInTheDocument();
  });

  it("shows the chat's call buttons and call lines in Tamil", async () => {
    await activateLanguage('ta');
    const now = Date.now();
    server.use(
      route('get', '/calls', 'member', () =>
        ok({
          calls: [
            { id: 'c2', video: false, fromMe: false, state: 'missed', createdAt: now - 1000, durationMs: null },
            { id: 'c1', video: true, fromMe: true, state: 'ended', createdAt: now - 60_000, durationMs: 4 * 60_000 },
          ],
        }),
      ),
    );
    renderRoute('/app/chat/channel-1', { member: true });
    expect(await screen.findByRole('button', { name: 'வீடியோ அழைப்பு' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'குரல் அழைப்பு' })).toBeInTheDocument();
    const [line] = await screen.findAllByText('வீடியோ அழைப்பு, 4 நிமி', { exact: false });
    expect(line).toHaveAttribute('data-kind', 'call');
    expect(screen.getByText('தவறிய குரல் அழைப்பு', { exact: false })).toHaveAttribute('data-kind', 'call');
  });
});
