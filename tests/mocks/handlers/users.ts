import type { LoginRequest } from '../../../contract/schemas/users';
import { DEMO_ADMIN, DEMO_ADMIN_TOKEN, DEMO_MEMBER, DEMO_MEMBER_TOKEN, INVALID_LOGIN_MESSAGE } from '../fixtures';
import { fail, ok, route } from '../http';

export const usersHandlers = [
  route('post', '/users/login', 'public', async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    return body.userName === DEMO_MEMBER.userName && body.password === DEMO_MEMBER.password
      ? ok({ token: DEMO_MEMBER_TOKEN })
      : fail(401, INVALID_LOGIN_MESSAGE);
  }),
  route('post', '/users/admin/login', 'public', async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    return body.userName === DEMO_ADMIN.userName && body.password === DEMO_ADMIN.password
      ? ok({ token: DEMO_ADMIN_TOKEN })
      : fail(401, INVALID_LOGIN_MESSAGE);
  }),
  route('post', '/users/register', 'public', () => ok()),
  route('post', '/users/logout', 'member', () => ok()),
  route('put', '/users/language', 'member', () => ok()),
];
