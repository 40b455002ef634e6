import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatHistory } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { activateLanguage } from '../../lib/i18n/i18n';

describe('the chat in Hindi and Tamil', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./chat-page')]);
  });

  it("shows the match's number and shares mine in Hindi", async () => {
    await activateLanguage('hi');
    server.use(
      route('get', '/chat/history', 'member', () => ok({ messages: chatHistory, sharedPhone: '+91 9876543210' })),
    );
    const { user } = renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByRole('log', { name: 'बातचीत' });
    expect(screen.getByRole('link', { name: 'उनका नंबर: +91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByText(/इसे केवल यह मैच देखेगा, और आप इसे वापस ले सकते हैं।/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मेरा फ़ोन नंबर साझा करें' }));
    expect(await screen.findByText('आपका नंबर अब इस मैच के साथ साझा है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा नंबर साझा करना बंद करें' })).toBeEnabled();
    expect(requestsTo('PUT', '/chat/phone-share').map((r) => r.json)).toEqual([
      { channelId: 'channel-1', share: true },
    ]);
  }, 15_000);

  it('names the days of the conversation in Tamil, and dates before them in Latin digits', async () => {
    await activateLanguage('ta');
    const now = new Date();
    const at = (daysBack: number, hour: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack, hour, 0).getTime();
    server.use(
      route('get', '/chat/history', 'member', () =>
        ok({
          messages: [
            { id: 'd-3', message: 'Good morning', fromMe: true, createdAt: at(0, 0) },
            { id: 'd-2', message: 'Good night', fromMe: false, createdAt: at(1, 21) },
            { id: 'd-1', message: 'Hello there', fromMe: true, createdAt: at(9, 10) },
          ],
        }),
      ),
    );
    renderRoute('/app/chat/channel-1', { member: true });
    await screen.findByText('Good morning');
    const list = screen.getByRole('list', { name: 'செய்திகள்' });
    expect(list).toHaveTextContent(/Hello there.*நேற்று\s*Good night.*இன்று\s*Good morning/);
    // The oldest day is a date, written the Tamil way but with Latin digits.
    expect(list.textContent).toMatch(/^[^A-Za-z]*\d[^A-Za-z]*Hello there/);
    expect(list.textContent).not.toMatch(/Yesterday|Today/);
  }, 15_000);
});
