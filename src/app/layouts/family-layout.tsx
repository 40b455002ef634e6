import './area.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FAMILY_SESSION_ENDED, familyLogout, getHelping } from '../../api/family';
import { LogOutNavButton, type LogOutWay } from '../../components/log-out';
import { PRODUCT_NAME } from '../../lib/product';
import { clearFamilyToken, getFamilyToken } from '../../lib/session';
import { paths } from '../../lib/paths';
import { useAsync } from '../../lib/use-async';
import { AreaLayout } from './area-layout';
import { AreaNavbar } from './area-navbar';

/** The relative's way out: the server ends the token, then the app forgets it, whatever the answer. */
const FAMILY_LOG_OUT: LogOutWay = { end: familyLogout, forget: clearFamilyToken, to: paths.family.login };

/** Says whose search the relative is helping with, on every screen of the family area. */
function HelpingBanner() {
  const { t } = useLingui();
  const helping = useAsync((signal) => getHelping(signal), []);
  const name = helping.status === 'success' && helping.data.ok ? helping.data.data.firstName : null;
  if (!name) return null;
  return (
    <div className="alert alert-info rounded-0 mb-0 text-center" role="status">
      <strong className="me-2">{t`You are helping ${name}`}</strong>
      <span className="small">
        {t`You can see suggestions, search and add to the shortlist. Chats and decisions stay with ${name}.`}
      </span>
    </div>
  );
}

/** The family area's bar: Home, Search and Shortlist for a relative with access; Login otherwise. */
function FamilyNav() {
  const { t } = useLingui();
  // Re-read on every navigation: a login or logout changes the bar.
  useLocation();
  const signedIn = getFamilyToken() !== null;
  const links = signedIn
    ? [
        { label: t`Home`, to: paths.family.home },
        { label: t`Search`, to: paths.family.search },
        { label: t`Shortlist`, to: paths.family.shortlist },
      ]
    : [{ label: t`Login`, to: paths.family.login }];
  return (
    <>
      <AreaNavbar
        id="family-nav"
        brand={{ label: PRODUCT_NAME, to: paths.landing }}
        links={links}
        after={signedIn ? <LogOutNavButton way={FAMILY_LOG_OUT} /> : undefined}
      />
      {signedIn && <HelpingBanner />}
    </>
  );
}

/** When the server refuses the relative's token (the member ended access), the next screen is the login. */
function useLeaveWhenEnded() {
  const navigate = useNavigate();
  useEffect(() => {
    const leave = () => navigate(paths.family.login, { replace: true });
    window.addEventListener(FAMILY_SESSION_ENDED, leave);
    return () => window.removeEventListener(FAMILY_SESSION_ENDED, leave);
  }, [navigate]);
}

export function Component() {
  useLeaveWhenEnded();
  return <AreaLayout navbar={<FamilyNav />} />;
}
