import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Nav } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/users';
import { ButtonSpinner } from './button-spinner';
import { paths } from '../lib/paths';
import { clearMemberToken } from '../lib/session';
import { useLanguage } from '../lib/i18n/use-language';

/** How one kind of session ends: the server call that ends the token, the app forgetting it, and where to go. */
export interface LogOutWay {
  end: () => Promise<unknown>;
  forget: () => void;
  to: string;
}

const MEMBER_LOG_OUT: LogOutWay = { end: logout, forget: clearMemberToken, to: paths.login };

/**
 * Logs out: the server ends the token on every instance, then the app forgets it and shows the login page.
 * Without an answer (offline) the app still forgets it; the session then ends by itself or, for a member, from
 * the Account section of another device.
 */
export function useLogOut(way: LogOutWay = MEMBER_LOG_OUT) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function logOut() {
    if (busy) return;
    setBusy(true);
    try {
      await way.end();
    } catch (error) {
      console.warn('Logout could not reach the server', error);
    }
    way.forget();
    navigate(way.to);
  }
  return { busy, logOut };
}

/**
 * "Log out" in an area's navigation (the member's, unless given another way): among the links on a wide
 * screen, in the menu on a phone.
 */
export function LogOutNavButton({ way }: { way?: LogOutWay }) {
  useLanguage();
  const { busy, logOut } = useLogOut(way);
  return (
    <Nav.Link
      as="button"
      type="button"
      className="text-start"
      onClick={() => void logOut()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <ButtonSpinner />}
      {t`Log out`}
    </Nav.Link>
  );
}

/** "Log out" as a button, in the profile's Account section. */
export function LogOutButton() {
  useLanguage();
  const { busy, logOut } = useLogOut();
  return (
    <button type="button" className="btn btn-outline-secondary" onClick={() => void logOut()} disabled={busy}>
      {busy && <ButtonSpinner />}
      {t`Log out`}
    </button>
  );
}
