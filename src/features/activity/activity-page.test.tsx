import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../../contract/enums';
import type { PendingRequest, SendMatchRequest } from '../../../contract/schemas/matches';
import { pendingRequests } from '../../../tests/mocks/fixtures';
import { fail, ok, pageOf, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { expectConsoleError } from '../../../tests/support/console-guard';

const EMPTY = 'No match requests found. Please check back later.';

/** Pending requests that disappear once answered, like the server's. */
function serveAnsweredRequestsAway(all: PendingRequest[] = pendingRequests) {
  let remaining = [...all];
  server.use(
    route('get', '/matches/get', 'member', ({ request }) =>
      ok({ pendingRequests: pageOf(remaining, request, PAGE_SIZES.activity) }),
    ),
    route('put', '/matches/send', 'member', async ({ request }) => {
      const body = (await request.json()) as SendMatchRequest;
      remaining = remaining.filter((r) => r.profileId !== body.toProfileId);
      return ok();
    }),
  );
}

const listedNames = () =>
  within(screen.getByRole('list', { name: 'Match requests' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Member \d+$/).textContent);

const row = (name: string) => screen.getByRole('listitem', { name });
const starts = () => requestsTo('GET', '/matches/get').map((r) => r.query);

async function openActivity() {
  const view = renderRoute('/app/activity', { member: true });
  await screen.findByRole('listitem', { name: 'Member 1' });
  return view;
}

describe('activity', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./activity-page')]);
  });

  it('lists the first 5 pending requests with photo, name, age, View Profile, Accept and Reject', async () => {
    await openActivity();
    expect(listedNames()).toEqual(['Member 1', 'Member 2', 'Member 3', 'Member 4', 'Member 5']);
    const first = row('Member 1');
    expect(within(first).getByText('Age: 25')).toBeInTheDocument();
    // The photo is decorative next to the name.
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', pendingRequests[0].imageUrl);
    expect(within(first).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/app/view-profile/p-request-1',
    );
    expect(within(first).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Reject' })).toBeEnabled();

    expect(starts()).toEqual([{ start: '0', limit: '5' }]);
    expect(requestsTo('GET', '/matches/get')[0].headers.authorization).toBe('mock-member-token');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('marks a request from outside the member’s dealbreakers "Outside your preferences", and only that one', async () => {
    server.use(
      route('get', '/matches/get', 'member', () =>
        ok({ pendingRequests: [{ ...pendingRequests[0], outsidePreferences: true }, pendingRequests[1]] }),
      ),
    );
    await openActivity();
    expect(within(row('Member 1')).getByText('Outside your preferences')).toBeInTheDocument();
    expect(within(row('Member 1')).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(row('Member 2')).queryByText('Outside your preferences')).not.toBeInTheDocument();
  });

  it('pages by offset across three pages; Next is disabled on the short last page', async () => {
    const { user } = await openActivity();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Member 6' });
    expect(listedNames()).toEqual(['Member 6', 'Member 7', 'Member 8', 'Member 9', 'Member 10']);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Member 11' });
    expect(listedNames()).toEqual(['Member 11', 'Member 12']);
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('listitem', { name: 'Member 6' });
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    expect(starts()).toEqual([
      { start: '0', limit: '5' },
      { start: '5', limit: '5' },
      { start: '10', limit: '5' },
      { start: '5', limit: '5' },
    ]);
  });

  it('accepts with the profileId as toProfileId, toasts success and reloads the list', async () => {
    serveAnsweredRequestsAway();
    const { user } = await openActivity();
    await user.click(within(row('Member 2')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Member 2' })).not.toBeInTheDocument());
    await screen.findByRole('listitem', { name: 'Member 6' });
    expect(listedNames()).toEqual(['Member 1', 'Member 3', 'Member 4', 'Member 5', 'Member 6']);
    expect(requestsTo('PUT', '/matches/send').map((r) => r.json)).toEqual([
      { toProfileId: 'p-request-2', interested: true },
    ]);
    expect(starts()).toEqual([
      { start: '0', limit: '5' },
      { start: '0', limit: '5' },
    ]);
  });

  it('rejects with interested false, toasts success and reloads the same page', async () => {
    serveAnsweredRequestsAway();
    const { user } = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Member 6' });
    await user.click(within(row('Member 7')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected successfully!')).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Member 11' });
    expect(listedNames()).toEqual(['Member 6', 'Member 8', 'Member 9', 'Member 10', 'Member 11']);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(requestsTo('PUT', '/matches/send').map((r) => r.json)).toEqual([
      { toProfileId: 'p-request-7', interested: false },
    ]);
    expect(starts().map((q) => q.start)).toEqual(['0', '5', '5']);
  });

  it('steps back a page when the last request of a later page is answered', async () => {
    serveAnsweredRequestsAway(pendingRequests.slice(0, 6));
    const { user } = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Member 6' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(row('Member 6')).getByRole('button', { name: 'Accept' }));
    await screen.findByText('Request accepted successfully!');
    await screen.findByRole('listitem', { name: 'Member 1' });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(starts().map((q) => q.start)).toEqual(['0', '5', '0']);
  });

  it('sends one decision at a time: every Accept and Reject waits while one is on its way', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('put', '/matches/send', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok();
      }),
    );
    const { user } = await openActivity();
    await user.dblClick(within(row('Member 1')).getByRole('button', { name: 'Accept' }));
    for (const button of screen.getAllByRole('button', { name: /^(Accept|Reject)$/ })) expect(button).toBeDisabled();
    expect(requestsTo('PUT', '/matches/send')).toHaveLength(1);
    release();
    expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();
  });

  it.each([
    ['Accept', 'Failed to accept the request.', 'An error occurred while accepting the request'],
    ['Reject', 'Failed to reject the request.', 'An error occurred while rejecting the request'],
  ])(
    '%s failures show errorMessage, the fallback or the exception text, and keep the list',
    async (button, fallback, exception) => {
      const { user } = await openActivity();
      // A click on a button still disabled from the previous try would be lost.
      const click = async () => {
        const target = within(row('Member 1')).getByRole('button', { name: button });
        await waitFor(() => expect(target).toBeEnabled());
        await user.click(target);
      };

      server.use(route('put', '/matches/send', 'member', () => fail(404, 'This request was withdrawn.')));
      await click();
      expect(await screen.findByText('This request was withdrawn.')).toBeInTheDocument();

      server.use(route('put', '/matches/send', 'member', () => fail(500)));
      await click();
      expect(await screen.findByText(fallback)).toBeInTheDocument();

      expectConsoleError();
      server.use(route('put', '/matches/send', 'member', () => Response.error()));
      await click();
      expect(await screen.findByText(exception)).toBeInTheDocument();

      expect(listedNames()).toHaveLength(5);
      expect(starts()).toHaveLength(1);
      expect(screen.queryByText(/successfully/)).not.toBeInTheDocument();
    },
  );

  it('shows the empty text when there are no pending requests', async () => {
    server.use(route('get', '/matches/get', 'member', () => ok({ pendingRequests: [] })));
    renderRoute('/app/activity', { member: true });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Match requests' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: "See today's suggestion" })).toHaveAttribute('href', '/app/home');
    expect(screen.getByRole('link', { name: 'Improve your profile' })).toHaveAttribute('href', '/app/profile');
  });

  it('shows the empty text on a page after an exactly full one, with Previous to go back', async () => {
    serveAnsweredRequestsAway(pendingRequests.slice(0, 5));
    const { user } = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('listitem', { name: 'Member 1' })).toBeInTheDocument();
  });

  it('shows the load failure texts: errorMessage, then fallback, then exception', async () => {
    server.use(route('get', '/matches/get', 'member', () => fail(500, 'Requests are unavailable.')));
    const { unmount } = renderRoute('/app/activity', { member: true });
    expect(await screen.findByText('Requests are unavailable.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();

    server.use(route('get', '/matches/get', 'member', () => fail(502)));
    const { unmount: unmountAgain } = renderRoute('/app/activity', { member: true });
    expect(await screen.findByText('Failed to fetch requests')).toBeInTheDocument();
    unmountAgain();

    expectConsoleError();
    server.use(route('get', '/matches/get', 'member', () => Response.error()));
    const { user } = renderRoute('/app/activity', { member: true });
    expect(await screen.findByText('An error occurred while fetching requests')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Member 1' })).toBeInTheDocument();
  });

  it('stays quiet about a load that fails after the member has moved on', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('get', '/matches/get', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return fail(500);
      }),
    );
    const { router } = renderRoute('/app/activity', { member: true });
    await waitFor(() => expect(requestsTo('GET', '/matches/get')).toHaveLength(1));
    await act(() => router.navigate('/app/messages'));
    await screen.findByRole('list', { name: 'Conversations' });
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to fetch requests')).not.toBeInTheDocument();
  });

  it('opens the requester profile from View Profile', async () => {
    const { user, path } = await openActivity();
    await user.click(within(row('Member 3')).getByRole('link', { name: 'View Profile' }));
    await waitFor(() => expect(path()).toBe('/app/view-profile/p-request-3'));
  });
});
