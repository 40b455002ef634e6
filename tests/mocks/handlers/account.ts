import { ok, route } from '../http';

export const accountHandlers = [
  route('post', '/account/delete', 'member', () => ok()),
  route('get', '/account/export', 'member', () =>
    ok({ exportedAt: '2026-11-24T10:00:00.000Z', account: { email: 'asha@example.com' } }),
  ),
];
