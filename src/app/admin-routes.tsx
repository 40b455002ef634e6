import { redirect, type RouteObject } from 'react-router-dom';
import { adminLogout as endAdminSession } from '../api/users';
import { LoadingSpinner } from '../components/loading-spinner';
import { withAppMessages } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import { clearAdminToken, getAdminToken } from '../lib/session';

/** Spec 2: guards check only that a token exists, and redirect before render. */
function requireAdmin() {
  if (getAdminToken() === undefined) throw redirect(paths.admin.login);
  return null;
}

/**
 * Spec 4: /secret-portal/logout removes the cookie and goes to /secret-portal. The server ends the
 * session first, so the token is dead even where it was copied; the cookie goes whatever it answers.
 */
async function adminLogout() {
  requireAdmin();
  try {
    await endAdminSession();
  } catch (error) {
    console.warn('Logout could not reach the server', error);
  }
  clearAdminToken();
  return redirect(paths.admin.root);
}

/** The staff portal's part of the route table (see router.tsx), fetched the first time its path is opened. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.root,
    HydrateFallback: LoadingSpinner,
    lazy: () => withAppMessages(import('./layouts/admin-layout')),
    children: [
      { index: true, loader: requireAdmin, lazy: () => import('../features/admin/admin-entry-page') },
      { path: paths.admin.login, lazy: () => import('../features/auth/admin-login-page') },
      { path: paths.admin.logout, loader: adminLogout },
      { path: paths.admin.dashboard, loader: requireAdmin, lazy: () => import('../features/admin/dashboard-page') },
      { path: paths.admin.audit, loader: requireAdmin, lazy: () => import('../features/admin/audit-page') },
      { path: paths.admin.reports, loader: requireAdmin, lazy: () => import('../features/admin/reports-page') },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
