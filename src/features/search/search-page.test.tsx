import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const names = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Found \d+$/).textContent);

async function openSearch() {
  const view = renderRoute('/app/search', { member: true });
  await screen.findByRole('listitem', { name: 'Found 1' });
  return view;
}

describe('search', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./search-page')]);
  });

  it('lists the best matches first, 20 a page, says how many there are and pages on', async () => {
    const { user } = await openSearch();
    expect(screen.getByText('23 members found')).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    const first = screen.getByRole('listitem', { name: 'Found 1' });
    expect(within(first).getByText('25 years · Mumbai · Doctor')).toBeInTheDocument();
    expect(within(first).getByText('Photo verified')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/app/view-profile/p-search-1',
    );
    expect(requestsTo('GET', '/search').map((r) => r.query)).toEqual([{ start: '0', limit: '20', sort: 'relevance' }]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Found 21' });
    expect(names()).toEqual(['Found 21', 'Found 22', 'Found 23']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Twenty rows rendered twice: slow on a busy machine.
  }, 15_000);

  it('sends the filters a family picks: mother tongue, marital status, age, city and order', async () => {
    const { user } = await openSearch();
    await user.selectOptions(screen.getByLabelText('Mother tongue'), 'MARATHI');
    await user.click(screen.getByLabelText('Never married'));
    await user.click(screen.getByLabelText('Divorced'));
    await user.type(screen.getByLabelText('Age from'), '25');
    await user.type(screen.getByLabelText('Age to'), '32');
    await user.type(screen.getByLabelText('City'), ' Pune ');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('listitem', { name: 'Found 1' });
    expect(requestsTo('GET', '/search').at(-1)?.query).toEqual({
      start: '0',
      limit: '20',
      ageMin: '25',
      ageMax: '32',
      motherTongues: 'MARATHI',
      maritalStatuses: 'NEVER_MARRIED,DIVORCED',
      cities: 'Pune',
      sort: 'newest',
    });
    // Seven fields typed and picked one keystroke at a time: slow on a busy machine.
  }, 20_000);

  it('keeps what was typed and sends nothing when the ages are the wrong way round', async () => {
    const { user } = await openSearch();
    await user.type(screen.getByLabelText('Age from'), '40');
    await user.type(screen.getByLabelText('Age to'), '30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The lowest age must not be above the highest.');
    expect(screen.getByLabelText('Age from')).toHaveValue(40);
    expect(requestsTo('GET', '/search')).toHaveLength(1);
  }, 15_000);

  it('stars a member into the shortlist and shows it pressed', async () => {
    const { user } = await openSearch();
    const star = within(screen.getByRole('listitem', { name: 'Found 3' })).getByRole('button', { name: 'Shortlist' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText('Added to your shortlist.')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('PUT', '/shortlist/p-search-3')).toHaveLength(1);
    // Found 2 was starred already: a second press takes it off.
    await user.click(
      within(screen.getByRole('listitem', { name: 'Found 2' })).getByRole('button', { name: 'Shortlist' }),
    );
    expect(await screen.findByText('Removed from your shortlist.')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/shortlist/p-search-2')).toHaveLength(1);
  });

  it("shows the server's message and a way to try again, never a blank page", async () => {
    server.use(route('get', '/search', 'member', () => fail(400, 'Please choose a valid mother tongue.')));
    renderRoute('/app/search', { member: true });
    expect(await screen.findByText('Please choose a valid mother tongue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
