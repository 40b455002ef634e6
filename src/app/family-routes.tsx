import { redirect, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/loading-spinner';
import { withAppMessages } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import { getFamilyToken } from '../lib/session';

/** The family area: a relative's token must exist, as the member guard asks of a member's. */
function requireFamily() {
  if (getFamilyToken() === null) throw redirect(paths.family.login);
  return null;
}

/** The family area's part of the route table (see router.tsx), fetched the first time its path is opened. */
export const familyRoutes: RouteObject[] = [
  {
    path: paths.family.root,
    HydrateFallback: LoadingSpinner,
    lazy: () => withAppMessages(import('./layouts/family-layout')),
    children: [
      { index: true, loader: requireFamily, lazy: () => import('../features/family/family-home-page') },
      { path: paths.family.login, lazy: () => import('../features/family/family-login-page') },
      { path: paths.family.accept, lazy: () => import('../features/family/accept-page') },
      {
        loader: requireFamily,
        children: [
          { path: paths.family.home, lazy: () => import('../features/family/family-home-page') },
          { path: paths.family.search, lazy: () => import('../features/family/family-search-page') },
          { path: paths.family.shortlist, lazy: () => import('../features/family/family-shortlist-page') },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
