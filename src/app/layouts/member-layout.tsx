import './area.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { CountsResponse } from '../../../contract/schemas/counts';
import { LogOutNavButton } from '../../components/log-out';
import { LanguagePicker } from '../../components/language-picker';
import { CallHost } from '../../features/calls/call-host';
import { PRODUCT_NAME } from '../../lib/product';
import { registerServiceWorker } from '../../lib/service-worker';
import { getMemberToken } from '../../lib/session';
import { memberExtraNavLinks, memberLoginNavHref, memberNavLinks, paths } from '../../lib/paths';
import { AreaLayout } from './area-layout';
import { AreaNavbar, type NavCount } from './area-navbar';
import { NotificationBell } from './notification-bell';
import { useNavCounts } from './use-nav-counts';

const LOGIN = msg`Login`;
/** The member bar's links in the active language; English keeps spec 2's words. */
const NAV_LABELS: Record<string, MessageDescriptor> = {
  '/app/profile/': msg`Profile`,
  '/app/ai-matchmaker/': msg`AI Matchmaker`,
  '/app/home/': msg`Home`,
  '/app/activity/': msg`Activity`,
  '/app/messages/': msg`Messages`,
  '/app/search': msg`Search`,
  '/app/shortlist': msg`Shortlist`,
};

/** What a nav link's count says to a screen reader; the link's own name stays the spec's word. */
function describeCount(href: string, counts: CountsResponse | null): NavCount | null {
  if (!counts) return null;
  if (href === '/app/activity/' && counts.pendingRequests > 0) {
    const n = counts.pendingRequests;
    return { count: n, text: plural(n, { one: '# match request waiting', other: '# match requests waiting' }) };
  }
  if (href === '/app/messages/' && counts.unreadMessages > 0) {
    const n = counts.unreadMessages;
    return { count: n, text: plural(n, { one: '# unread message', other: '# unread messages' }) };
  }
  return null;
}

/** Spec 2: the member navigation bar; each link's count sits beside it. */
function MemberNav() {
  // The layout outlives a login or logout; reading the location re-renders the bar on every navigation.
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const signedIn = getMemberToken() !== null;
  const counts = useNavCounts(signedIn, pathname);
  const waiting = (counts?.pendingRequests ?? 0) + (counts?.unreadMessages ?? 0);
  return (
    <AreaNavbar
      id="member-nav"
      brand={{ label: PRODUCT_NAME, to: paths.landing }}
      links={
        signedIn
          ? [...memberNavLinks, ...memberExtraNavLinks].map((link) => ({ ...link, label: i18n._(NAV_LABELS[link.to]) }))
          : [{ label: i18n._(LOGIN), to: memberLoginNavHref }]
      }
      menuCount={waiting}
      countOf={signedIn ? (link) => describeCount(link.to, counts) : undefined}
      end={signedIn ? <NotificationBell unread={counts?.unreadNotifications ?? 0} /> : undefined}
      menuEnd={signedIn ? <LanguagePicker /> : undefined}
      after={signedIn ? <LogOutNavButton /> : undefined}
    />
  );
}

export function Component() {
  // The member area installs the app (offline page, push); the landing page never loads this code.
  useEffect(registerServiceWorker, []);
  return <AreaLayout navbar={<MemberNav />} overlay={<CallHost />} />;
}
