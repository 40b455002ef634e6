import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SendMatchRequest } from '../../../contract/schemas/matches';
import type { MemberProfile } from '../../../contract/schemas/profile';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';
import { expectConsoleError } from '../../../tests/support/console-guard';

const EMPTY = 'There are no more matches at the moment. Please come back later for more matches!';

/** A feed that drops a profile once a decision about it has been sent, like the server does. */
function serveShrinkingFeed(profiles: MemberProfile[] = memberProfiles) {
  let remaining = [...profiles];
  server.use(
    route('get', '/feed/home', 'member', () => ok({ profiles: remaining })),
    route('put', '/matches/send', 'member', async ({ request }) => {
      const body = (await request.json()) as SendMatchRequest;
      remaining = remaining.filter((p) => p.id !== body.toProfileId);
      return ok();
    }),
  );
}

async function openHome() {
  const view = renderRoute('/app/home', { member: true });
  await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
  return view;
}

describe('home: suggested profile', () => {
  // The screens are lazy modules: load them once up front so the first test does not pay for it.
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./home-page')]);
  });

  it('shows a spinner, then the first profile of GET /feed/home with Accept and Reject', async () => {
    renderRoute('/app/home', { member: true });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meera Iyer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Career' })).toBeInTheDocument();
    // The optional compatibility of the feed entry shows beneath the name.
    expect(screen.getByRole('region', { name: 'Compatibility' })).toHaveTextContent('86% compatible');
    const feedCalls = requestsTo('GET', '/feed/home');
    expect(feedCalls).toHaveLength(1);
    expect(feedCalls[0].headers.authorization).toBe('mock-member-token');
  });

  it('says when the suggestion already said yes to the member, and nothing otherwise', async () => {
    const [first, ...rest] = memberProfiles;
    server.use(
      route('get', '/feed/home', 'member', () => ok({ profiles: [{ ...first, interestedInYou: true }, ...rest] })),
    );
    await openHome();
    expect(screen.getByText('Ananya is interested in you.')).toBeInTheDocument();
    expect(screen.getByText(/Accept to match and start chatting at once/)).toBeInTheDocument();
  });

  it("names the suggestion's profession as her job title at her workplace", async () => {
    const [first, ...rest] = memberProfiles;
    const background = {
      createdFor: 'DAUGHTER',
      maritalStatus: 'NEVER_MARRIED',
      children: null,
      motherTongue: 'MARATHI',
      community: null,
      occupation: 'Teacher',
    } as const;
    server.use(route('get', '/feed/home', 'member', () => ok({ profiles: [{ ...first, background }, ...rest] })));
    await openHome();
    const career = screen.getByRole('region', { name: 'Career' });
    expect(within(career).getByRole('definition', { name: 'Profession' })).toHaveTextContent(
      /^Teacher at Pune Public School$/,
    );
  });

  it('shows no interest note for a suggestion that has not decided', async () => {
    await openHome();
    expect(screen.queryByText(/is interested in you/)).not.toBeInTheDocument();
  });

  it('accepts with {toProfileId, interested: true}, toasts success and shows the next profile', async () => {
    serveShrinkingFeed();
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
    expect(requestsTo('PUT', '/matches/send').map((r) => r.json)).toEqual([
      { toProfileId: 'p-ananya', interested: true },
    ]);
    expect(requestsTo('GET', '/feed/home')).toHaveLength(2);
    // Without compatibility information nothing extra shows.
    expect(screen.queryByRole('region', { name: 'Compatibility' })).not.toBeInTheDocument();
  });

  it('rejects with {toProfileId, interested: false}, toasts success, and says when no matches are left', async () => {
    serveShrinkingFeed();
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected successfully!')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your match requests' })).toHaveAttribute('href', '/app/activity');
    expect(screen.getByRole('link', { name: 'Ask the AI Matchmaker' })).toHaveAttribute('href', '/app/ai-matchmaker/');
    expect(screen.getByRole('link', { name: 'Improve your profile' })).toHaveAttribute('href', '/app/profile');
    expect(requestsTo('PUT', '/matches/send').map((r) => r.json)).toEqual([
      { toProfileId: 'p-ananya', interested: false },
      { toProfileId: 'p-meera', interested: false },
    ]);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows the empty text when the feed has no profiles', async () => {
    server.use(route('get', '/feed/home', 'member', () => ok({ profiles: [] })));
    renderRoute('/app/home', { member: true });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('disables both buttons while the decision is on its way and sends it once', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('put', '/matches/send', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok();
      }),
    );
    const { user } = await openHome();
    const accept = screen.getByRole('button', { name: 'Accept' });
    await user.dblClick(accept);
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(requestsTo('PUT', '/matches/send')).toHaveLength(1);
    release();
    expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();
  });

  it.each([
    ['Accept', 'Failed to accept the request.', 'An error occurred while accepting the request'],
    ['Reject', 'Failed to reject the request.', 'An error occurred while rejecting the request'],
  ])(
    '%s failures: errorMessage, then the fallback, then the exception text; the profile stays',
    async (button, fallback, exception) => {
      const { user } = await openHome();
      // A click on a button still disabled from the previous try would be lost.
      const click = async () => {
        const target = screen.getByRole('button', { name: button });
        await waitFor(() => expect(target).toBeEnabled());
        await user.click(target);
      };

      server.use(route('put', '/matches/send', 'member', () => fail(409, 'You already answered this member.')));
      await click();
      expect(await screen.findByText('You already answered this member.')).toBeInTheDocument();

      server.use(route('put', '/matches/send', 'member', () => fail(500)));
      await click();
      expect(await screen.findByText(fallback)).toBeInTheDocument();

      expectConsoleError();
      server.use(route('put', '/matches/send', 'member', () => Response.error()));
      await click();
      expect(await screen.findByText(exception)).toBeInTheDocument();

      // Nothing succeeded: the same profile stays, buttons usable again, the feed was not re-fetched.
      expect(screen.getByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
      expect(requestsTo('GET', '/feed/home')).toHaveLength(1);
      expect(screen.queryByText(/successfully/)).not.toBeInTheDocument();
    },
  );

  it("shows the server's errorMessage when the feed fails, and offers another try", async () => {
    server.use(route('get', '/feed/home', 'member', () => fail(503, 'Matching is paused for maintenance.')));
    const { user } = renderRoute('/app/home', { member: true });
    expect(await screen.findByText('Matching is paused for maintenance.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
  });

  it('keeps the reason on the page when the feed is closed to the member (403), without a toast', async () => {
    const reason = 'Your profile is not published yet.';
    server.use(route('get', '/feed/home', 'member', () => fail(403, reason)));
    renderRoute('/app/home', { member: true });
    expect(await screen.findByText(reason)).toHaveClass('alert');
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('while the profile waits for review, says what is done, what comes next and when, and what to do meanwhile', async () => {
    server.use(route('get', '/feed/home', 'member', () => fail(403, 'Your profile is not published yet.')));
    const { user } = renderRoute('/app/home', { member: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile is with our review team' }),
    ).toBeVisible();

    const progress = within(screen.getByRole('list', { name: 'Your progress' })).getAllByRole('listitem');
    expect(progress.map((step) => step.textContent)).toEqual([
      '✓Email and phone number verified (done)',
      '✓Selfie and identity document received (done)',
      '✓Every profile step complete (done)',
      '→Next: our team checks your documents and publishes your profile. Most profiles are reviewed within two working days.',
      '♡Then your first suggestion appears right here, one thoughtful match at a time.',
    ]);
    expect(screen.getByRole('link', { name: 'Add more photos' })).toHaveAttribute('href', '/app/profile');
    expect(screen.getByRole('link', { name: 'Write a longer About Me' })).toHaveAttribute('href', '/app/profile');
    expect(screen.getByRole('link', { name: 'Ask the AI Matchmaker' })).toHaveAttribute('href', '/app/ai-matchmaker/');

    // The own profile, as other members will see it.
    const preview = await screen.findByRole('region', { name: 'How others will see you' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Rohan Verma' })).toBeInTheDocument();
    expect(within(preview).getByText('30 · Jaipur, India')).toBeInTheDocument();
    expect(within(preview).getByRole('definition', { name: 'Education' })).toHaveTextContent(/^BArch$/);
    expect(within(preview).getByRole('definition', { name: 'Income' })).toHaveTextContent(/^10-20 LPA$/);
    expect(within(preview).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    // Once published, checking again shows the first suggestion.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch profile' for a failure without a message or malformed JSON", async () => {
    server.use(route('get', '/feed/home', 'member', () => fail(500)));
    const { unmount } = renderRoute('/app/home', { member: true });
    expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
    unmount();

    server.use(route('get', '/feed/home', 'member', () => new Response('{oops', { status: 200 })));
    renderRoute('/app/home', { member: true });
    expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'An error occurred while fetching the profile' when the API cannot be reached", async () => {
    expectConsoleError();
    server.use(route('get', '/feed/home', 'member', () => Response.error()));
    renderRoute('/app/home', { member: true });
    expect(await screen.findByText('An error occurred while fetching the profile')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
