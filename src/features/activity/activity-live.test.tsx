import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventStream } from '../../../tests/mocks/event-stream';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

describe('activity on the live stream', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./activity-page')]);
  });

  it('shows a new request as the stream tells of it, without a reload', async () => {
    const stream = createEventStream();
    const pending = [{ id: 'r1', profileId: 'p1', name: 'Rohan', age: 29, imageUrl: '' }];
    server.use(
      route('get', '/events', 'member', ({ request }) => stream.respond(request)),
      route('get', '/matches/get', 'member', () => ok({ pendingRequests: pending })),
    );
    renderRoute('/app/activity', { member: true });
    expect(await screen.findByRole('listitem', { name: 'Rohan' })).toBeInTheDocument();
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    const reads = requestsTo('GET', '/matches/get').length;

    pending.unshift({ id: 'r2', profileId: 'p2', name: 'Kabir', age: 31, imageUrl: '' });
    stream.send('request', { id: 'r2', profileId: 'p2' });
    expect(await screen.findByRole('listitem', { name: 'Kabir' })).toBeInTheDocument();
    expect(requestsTo('GET', '/matches/get').length).toBe(reads + 1);
  });
});
