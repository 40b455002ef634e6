import { redirect } from 'react-router-dom';
import { getMemberToken } from '../lib/session';
import { paths } from '../lib/paths';

/** Spec 2: guards check only that a token exists, and redirect before render. */
export function requireMember() {
  if (getMemberToken() === null) throw redirect(paths.login);
  return null;
}
