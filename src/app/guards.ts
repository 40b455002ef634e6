import { redirect } from 'react-router-dom';
import { clearAdminToken, getAdminToken, getMemberToken } from '../lib/session';
import { paths } from './paths';

/** Spec 2: guards check only that a token exists, and redirect before render. */
export function requireMember() {
  if (getMemberToken() === null) throw redirect(paths.login);
  return null;
}

export function requireAdmin() {
  if (getAdminToken() === undefined) throw redirect(paths.admin.login);
  return null;
}

/** Spec 4: /secret-portal/logout removes the cookie and goes to /secret-portal. */
export function adminLogout() {
  requireAdmin();
  clearAdminToken();
  return redirect(paths.admin.root);
}
