import { redirect } from 'react-router-dom';
import { adminLogout as endAdminSession } from '../api/users';
import { clearAdminToken, getAdminToken, getFamilyToken, getMemberToken } from '../lib/session';
import { paths } from '../lib/paths';

/** Spec 2: guards check only that a token exists, and redirect before render. */
export function requireMember() {
  if (getMemberToken() === null) throw redirect(paths.login);
  return null;
}

/** The family area: a relative's token must exist, as the member guard asks of a member's. */
export function requireFamily() {
  if (getFamilyToken() === null) throw redirect(paths.family.login);
  return null;
}

export function requireAdmin() {
  if (getAdminToken() === undefined) throw redirect(paths.admin.login);
  return null;
}

/**
 * Spec 4: /secret-portal/logout removes the cookie and goes to /secret-portal. The server ends the
 * session first, so the token is dead even where it was copied; the cookie goes whatever it answers.
 */
export async function adminLogout() {
  requireAdmin();
  try {
    await endAdminSession();
  } catch (error) {
    console.warn('Logout could not reach the server', error);
  }
  clearAdminToken();
  return redirect(paths.admin.root);
}
