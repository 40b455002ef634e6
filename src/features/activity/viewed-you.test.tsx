import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileViewer } from '../../../contract/schemas/privacy';
import { fail, ok, pageOf, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const viewers: ProfileViewer[] = Array.from({ length: 23 }, (_, i) => ({
  profileId: `viewer-${i + 1}`,
  firstName: `Visitor ${i + 1}`,
  photo: null,
  viewedAt: Date.parse('2026-03-02T10:00:00Z') - i * 60_000,
}));

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Members who viewed you' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Visitor \d+$/).textContent);

describe('Activity: Viewed you', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./activity-page')]);
  });

  it('lists who viewed the member, newest first, 20 a page', async () => {
    server.use(
      route('get', '/profile/viewers', 'member', ({ request }) =>
        ok({ viewers: pageOf(viewers, request, 20), total: viewers.length }),
      ),
    );
    const { user } = renderRoute('/app/activity', { member: true });
    await user.click(await screen.findByRole('tab', { name: 'Viewed you' }));
    expect(screen.getByRole('tab', { name: 'Viewed you' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Viewed you' })).toBeInTheDocument();
    expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(20);
    expect(shownNames()[0]).toBe('Visitor 1');

    const pager = screen.getByRole('navigation', { name: 'Viewed you pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Visitor 21')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Visitor 21', 'Visitor 22', 'Visitor 23']);
    expect(requestsTo('GET', '/profile/viewers').map((r) => r.query)).toEqual([
      { start: '0', limit: '20' },
      { start: '20', limit: '20' },
    ]);
  });

  it('explains an empty list, and offers Try again when it cannot be read', async () => {
    server.use(route('get', '/profile/viewers', 'member', () => ok({ viewers: [], total: 0 })));
    const view = renderRoute('/app/activity', { member: true });
    await view.user.click(await screen.findByRole('tab', { name: 'Viewed you' }));
    expect(
      await screen.findByText(
        'No visits to show yet. Visits are listed when you and the visitor both record visits (Privacy, on Profile).',
      ),
    ).toBeInTheDocument();
    view.unmount();

    server.use(route('get', '/profile/viewers', 'member', () => fail(500)));
    const { user } = renderRoute('/app/activity', { member: true });
    await user.click(await screen.findByRole('tab', { name: 'Viewed you' }));
    expect(await screen.findByText('Failed to fetch who viewed you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
