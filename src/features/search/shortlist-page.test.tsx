import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchProfile } from '../../../contract/schemas/search';
import { ok, pageOf, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { searchResults } from '../../../tests/mocks/handlers/search';
import { renderRoute } from '../../../tests/render';

/** A shortlist that loses a member once unstarred, like the server's. */
function serveShortlist(starred: SearchProfile[]) {
  let remaining = starred.map((p) => ({ ...p, shortlisted: true }));
  server.use(
    route('get', '/shortlist', 'member', ({ request }) =>
      ok({ profiles: pageOf(remaining, request, 20), total: remaining.length }),
    ),
    route('delete', '/shortlist/:profileId', 'member', ({ params }) => {
      remaining = remaining.filter((p) => p.id !== params.profileId);
      return ok();
    }),
  );
}

describe('shortlist', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./shortlist-page')]);
  });

  it('lists starred members and takes one off when unstarred', async () => {
    serveShortlist(searchResults.slice(0, 2));
    const { user } = renderRoute('/app/shortlist', { member: true });
    const second = await screen.findByRole('listitem', { name: 'Found 2' });
    expect(screen.getByRole('listitem', { name: 'Found 1' })).toBeInTheDocument();
    expect(requestsTo('GET', '/shortlist')[0]?.query).toEqual({ start: '0', limit: '20' });
    await user.click(within(second).getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText('Removed from your shortlist.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Found 2' })).not.toBeInTheDocument());
    expect(requestsTo('DELETE', '/shortlist/p-search-2')).toHaveLength(1);
  });

  it('says how to fill an empty shortlist', async () => {
    serveShortlist([]);
    renderRoute('/app/shortlist', { member: true });
    expect(
      await screen.findByText(
        'Your shortlist is empty. Star members from search, Home or a profile to find them here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/app/search');
  });
});
