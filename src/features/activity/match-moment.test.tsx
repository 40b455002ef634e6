import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles, ownProfile, pendingRequests } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

/** Accepting someone who had already said yes: "It's a match", both photos, and "Say hello" into the chat. */
describe('the match moment', () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../app/layouts/member-layout'),
      import('./activity-page'),
      import('../home/home-page'),
      import('../messages/chat-page'),
    ]);
  });

  it('opens with both photos when an accepted request makes a match, and "Say hello" opens the chat', async () => {
    server.use(route('put', '/matches/send', 'member', () => ok({ matched: true, channelId: 'channel-7' })));
    const { user, path } = renderRoute('/app/activity', { member: true });
    const request = await screen.findByRole('listitem', { name: 'Member 1' });
    await user.click(within(request).getByRole('button', { name: 'Accept' }));

    const moment = await screen.findByRole('dialog', { name: "It's a match" });
    expect(within(moment).getByText('You and Member 1 both said yes.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(moment).getByRole('img', { name: 'You' })).toHaveAttribute('src', ownProfile.images[0].url),
    );
    expect(within(moment).getByRole('img', { name: 'Member 1' })).toHaveAttribute('src', pendingRequests[0].imageUrl);

    await user.click(within(moment).getByRole('link', { name: 'Say hello' }));
    await waitFor(() => expect(path()).toBe('/app/chat/channel-7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays closed when the accepted member has not said yes yet', async () => {
    server.use(route('put', '/matches/send', 'member', () => ok({ matched: false })));
    const { user } = renderRoute('/app/activity', { member: true });
    const request = await screen.findByRole('listitem', { name: 'Member 1' });
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens on home too, when the suggestion's member had already said yes", async () => {
    server.use(route('put', '/matches/send', 'member', () => ok({ matched: true, channelId: 'channel-3' })));
    const { user, path } = renderRoute('/app/home', { member: true });
    const first = memberProfiles[0];
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const moment = await screen.findByRole('dialog', { name: "It's a match" });
    expect(within(moment).getByText(`You and ${first.name.firstName} both said yes.`)).toBeInTheDocument();
    expect(within(moment).getByRole('img', { name: first.name.firstName })).toHaveAttribute('src', first.images[0].url);
    await user.click(within(moment).getByRole('link', { name: 'Say hello' }));
    await waitFor(() => expect(path()).toBe('/app/chat/channel-3'));
  });
});
