import './area.css';
import { useLocation } from 'react-router-dom';
import { getAdminToken } from '../../lib/session';
import { paths } from '../../lib/paths';
import { AreaLayout } from './area-layout';
import { AreaNavbar } from './area-navbar';

const signedInLinks = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Reports', to: paths.admin.reports },
  { label: 'Audit', to: paths.admin.audit },
  { label: 'Logout', to: paths.admin.logout },
];
const signedOutLinks = [{ label: 'Login', to: paths.admin.login }];

/** Spec 2: brand 'Secret Portal'; 'Login' without a token, 'Logout' and 'Dashboard' with one (and the Audit page). */
function AdminNav() {
  // The layout outlives a login or logout; reading the location re-renders the bar on every navigation.
  useLocation();
  const signedIn = getAdminToken() !== undefined;
  return (
    <AreaNavbar
      id="admin-nav"
      brand={{ label: 'Secret Portal', to: paths.admin.root }}
      links={signedIn ? signedInLinks : signedOutLinks}
      className="app-navbar--admin"
      fluid
    />
  );
}

export function Component() {
  return <AreaLayout navbar={<AdminNav />} fluid />;
}
