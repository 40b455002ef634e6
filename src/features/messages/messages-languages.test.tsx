import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderRoute } from '../../../tests/render';
import { ok, route } from '../../../tests/mocks/http';
import { server } from '../../../tests/mocks/server';

describe('messages and match requests in Hindi', () => {
  it('says in Hindi that there is no conversation yet, and what to do next', async () => {
    await activateLanguage('hi');
    server.use(route('get', '/chat/channels', 'member', () => ok({ chatChannels: [] })));
    renderRoute('/app/messages', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'संदेश' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई बातचीत नहीं है। अभी बातचीत शुरू कीजिए!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आज का सुझाव देखें' })).toHaveAttribute('href', '/app/home');
  });

  it('shows match requests with Hindi actions', async () => {
    await activateLanguage('hi');
    renderRoute('/app/activity', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'मैच अनुरोध' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'स्वीकार करें' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'प्रोफ़ाइल देखें' }).length).toBeGreaterThan(0);
  });
});
