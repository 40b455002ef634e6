import type { LoginCodeVerify, PasswordResetConfirm, Session } from '../../../contract/schemas/account-access';
import { DEMO_MEMBER_TOKEN } from '../fixtures';
import { fail, ok, route } from '../http';

/** The code every mocked email or SMS carries. */
export const MOCK_ACCOUNT_CODE = '123456';
export const MOCK_WRONG_CODE_MESSAGE = 'This code is not right or has expired. Please check it or ask for a new one.';

export const MOCK_SESSIONS: Session[] = [
  {
    id: 'session-here',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: '2026-11-27T10:00:00.000Z',
    device: 'Chrome on Android',
    current: true,
  },
  {
    id: 'session-family-phone',
    createdAt: '2026-11-18T19:30:00.000Z',
    lastUsedAt: '2026-11-25T08:15:00.000Z',
    device: 'Safari on iPhone',
    current: false,
  },
];

export const accountAccessHandlers = [
  route('get', '/users/sessions', 'member', () => ok({ sessions: MOCK_SESSIONS })),
  route('delete', '/users/sessions/:id', 'member', () => ok()),
  route('post', '/users/logout-others', 'member', () => ok()),
  route('put', '/users/password', 'member', async ({ request }) => {
    const body = (await request.json()) as { currentPassword: string };
    return body.currentPassword === 'Demo@12345'
      ? ok()
      : fail(400, 'Your current password is not right. Please try again.');
  }),
  route('post', '/users/password-reset', 'public', () => ok()),
  route('post', '/users/password-reset/confirm', 'public', async ({ request }) => {
    const body = (await request.json()) as PasswordResetConfirm;
    return body.code === MOCK_ACCOUNT_CODE ? ok() : fail(400, MOCK_WRONG_CODE_MESSAGE);
  }),
  route('post', '/users/login-code', 'public', () => ok()),
  route('post', '/users/login-code/verify', 'public', async ({ request }) => {
    const body = (await request.json()) as LoginCodeVerify;
    return body.code === MOCK_ACCOUNT_CODE ? ok({ token: DEMO_MEMBER_TOKEN }) : fail(401, MOCK_WRONG_CODE_MESSAGE);
  }),
];
