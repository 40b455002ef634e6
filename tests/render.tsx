import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { discoverAreas, routes } from '../src/app/router';
import { setAdminToken, setMemberToken } from '../src/lib/session';
import { DEMO_ADMIN_TOKEN, DEMO_MEMBER_TOKEN } from './mocks/fixtures';

export interface RenderRouteOptions {
  /** Sign in as the demo member first (the member token is stored). */
  member?: boolean;
  /** Sign in as the admin first (the cookie `token` is set). */
  admin?: boolean;
}

export type RenderRouteResult = RenderResult & {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  /** The current path of the in-memory router. */
  path: () => string;
};

/** Renders the real route table at `url`, the way a user arrives there. */
export function renderRoute(url: string, options: RenderRouteOptions = {}): RenderRouteResult {
  if (options.member) setMemberToken(DEMO_MEMBER_TOKEN);
  if (options.admin) setAdminToken(DEMO_ADMIN_TOKEN);
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation: discoverAreas });
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  return { ...result, user, router, path: () => router.state.location.pathname };
}
