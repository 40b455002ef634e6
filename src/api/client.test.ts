import { describe, expect, it } from 'vitest';
import { fail, ok, route } from '../../tests/mocks/http';
import { requestsTo } from '../../tests/mocks/recorder';
import { server } from '../../tests/mocks/server';
import { setAdminToken, setMemberToken } from '../lib/session';
import { ApiNetworkError, apiFetch } from './client';
import { listProfilesForReview } from './profile';
import { getFeed } from './feed';
import { memberLogin } from './users';

describe('apiFetch', () => {
  it('sends the raw member token in Authorization, never Bearer, and no admin header', async () => {
    setMemberToken('raw-member-token');
    await getFeed();
    const [request] = requestsTo('GET', '/feed/home');
    expect(request.headers.authorization).toBe('raw-member-token');
    expect(request.headers['x-request-id']).toBeUndefined();
    expect(request.credentials).toBe('same-origin');
  });

  it('sends admin calls with the cookie token, credentials and the fixed request-id header', async () => {
    setAdminToken('raw-admin-token');
    const result = await listProfilesForReview();
    expect(result.ok).toBe(true);
    const [request] = requestsTo('GET', '/profile/list');
    expect(request.headers.authorization).toBe('raw-admin-token');
    expect(request.headers['x-request-id']).toBe('matrimony-admin-portal');
    expect(request.credentials).toBe('include');
  });

  it('sends no Authorization on public calls even when a member is signed in', async () => {
    setMemberToken('raw-member-token');
    await memberLogin({ userName: 'a@b.example', password: 'x' });
    expect(requestsTo('POST', '/users/login')[0].headers.authorization).toBeUndefined();
  });

  it('treats only 200 as success', async () => {
    setMemberToken('t');
    for (const status of [201, 202, 204, 400, 401, 404, 500]) {
      server.use(
        route('get', '/feed/home', 'member', () =>
          status === 204
            ? new Response(null, { status })
            : new Response(JSON.stringify({ profiles: [] }), {
                status,
                headers: { 'Content-Type': 'application/json' },
              }),
        ),
      );
      const result = await getFeed();
      expect(result, `status ${status}`).toEqual({ ok: false, status, errorMessage: undefined });
    }
    server.use(route('get', '/feed/home', 'member', () => ok({ profiles: [] })));
    expect(await getFeed()).toEqual({ ok: true, data: { profiles: [] } });
  });

  it('carries the server errorMessage of a failure', async () => {
    setMemberToken('t');
    server.use(route('get', '/feed/home', 'member', () => fail(403, 'Your profile awaits review.')));
    expect(await getFeed()).toEqual({ ok: false, status: 403, errorMessage: 'Your profile awaits review.' });
  });

  it('reports a 500 without a body and a malformed JSON body as failures without a message', async () => {
    setMemberToken('t');
    server.use(route('get', '/feed/home', 'member', () => fail(500)));
    expect(await getFeed()).toEqual({ ok: false, status: 500, errorMessage: undefined });
    server.use(route('get', '/feed/home', 'member', () => new Response('<html>oops', { status: 200 })));
    expect(await getFeed()).toEqual({ ok: false, status: 200 });
    server.use(route('get', '/feed/home', 'member', () => new Response('<html>oops', { status: 502 })));
    expect(await getFeed()).toEqual({ ok: false, status: 502, errorMessage: undefined });
  });

  it('throws ApiNetworkError when no answer arrives', async () => {
    setMemberToken('t');
    server.use(route('get', '/feed/home', 'member', () => Response.error()));
    await expect(getFeed()).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('builds query strings and JSON bodies', async () => {
    setMemberToken('t');
    server.use(route('put', '/echo', 'member', async ({ request }) => ok(await request.json())));
    const result = await apiFetch<{ a: number }>('/echo', { method: 'PUT', json: { a: 1 }, query: { x: 'y z' } });
    expect(result).toEqual({ ok: true, data: { a: 1 } });
    const [request] = requestsTo('PUT', '/echo');
    expect(request.query).toEqual({ x: 'y z' });
    expect(request.headers['content-type']).toBe('application/json');
  });
});
