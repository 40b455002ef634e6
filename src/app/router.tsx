import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/loading-spinner';
import { LandingPage } from '../features/landing/landing-page';
import { withAppMessages } from '../lib/i18n/i18n';
import { paths, routePatterns } from '../lib/paths';
import { requireMember } from './guards';

/**
 * THE route table (spec 2). The landing page is part of the entry chunk so it
 * paints without a second round trip; every other screen is a lazy module.
 * No errorElement: React Router's default prints the spec's 'Unexpected
 * Application Error!'. Paths come from `paths`, the one list of URLs that
 * links use too; a child's absolute path must start with its parent's.
 * The two areas few visitors open, the family area and the staff portal, are the
 * table's other two files (family-routes.tsx, admin-routes.tsx): React Router
 * discovers them the first time their path is opened (`discoverAreas`), so the
 * landing page's first load does not carry them.
 */
export const routes: RouteObject[] = [
  { path: paths.landing, element: <LandingPage /> },
  { path: paths.landingIn.hi, element: <LandingPage /> },
  { path: paths.landingIn.ta, element: <LandingPage /> },
  {
    path: paths.memberRoot,
    HydrateFallback: LoadingSpinner,
    lazy: () => withAppMessages(import('./layouts/member-layout')),
    children: [
      { path: paths.login, lazy: () => import('../features/auth/member-login-page') },
      { path: paths.signup, lazy: () => import('../features/auth/signup-page') },
      {
        loader: requireMember,
        children: [
          { path: paths.home, lazy: () => import('../features/home/home-page') },
          { path: paths.profile, lazy: () => import('../features/my-profile/my-profile-page') },
          { path: paths.aiMatchmaker, lazy: () => import('../features/ai-matchmaker/ai-matchmaker-page') },
          { path: paths.activity, lazy: () => import('../features/activity/activity-page') },
          { path: routePatterns.viewProfile, lazy: () => import('../features/profiles/view-profile-page') },
          { path: paths.messages, lazy: () => import('../features/messages/messages-page') },
          { path: routePatterns.chat, lazy: () => import('../features/messages/chat-page') },
          { path: paths.notifications, lazy: () => import('../features/notifications/notifications-page') },
          { path: paths.search, lazy: () => import('../features/search/search-page') },
          { path: paths.shortlist, lazy: () => import('../features/search/shortlist-page') },
          { path: paths.verification.email, lazy: () => import('../features/verification/email-page') },
          { path: paths.verification.phone, lazy: () => import('../features/verification/phone-page') },
          { path: paths.verification.selfie, lazy: () => import('../features/verification/selfie-page') },
          { path: paths.verification.identity, lazy: () => import('../features/verification/identity-page') },
          { path: paths.onboarding.name, lazy: () => import('../features/onboarding/name-page') },
          { path: paths.onboarding.basicDetails, lazy: () => import('../features/onboarding/basic-details-page') },
          {
            path: paths.onboarding.lifestyleDetails,
            lazy: () => import('../features/onboarding/lifestyle-details-page'),
          },
          {
            path: paths.onboarding.familyDetails,
            lazy: () => import('../features/onboarding/family-details-page'),
          },
          { path: paths.onboarding.aboutMe, lazy: () => import('../features/onboarding/about-me-page') },
          { path: paths.onboarding.photos, lazy: () => import('../features/onboarding/photos-page') },
          { path: paths.onboarding.profession, lazy: () => import('../features/onboarding/profession-page') },
          { path: paths.onboarding.background, lazy: () => import('../features/onboarding/background-page') },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
  { path: '*', lazy: () => withAppMessages(import('./not-found-page')) },
];

/** The areas found on first navigation, by the path they live under. */
const AREAS: readonly { root: string; load: () => Promise<RouteObject[]> }[] = [
  { root: paths.family.root, load: () => import('./family-routes').then((m) => m.familyRoutes) },
  { root: paths.admin.root, load: () => import('./admin-routes').then((m) => m.adminRoutes) },
];

/** Adds an area's routes when a path under it is opened (it matches only the catch-all until then). */
export const discoverAreas: NonNullable<DOMRouterOpts['patchRoutesOnNavigation']> = async ({ path, patch }) => {
  const area = AREAS.find(({ root }) => path === root || path.startsWith(`${root}/`));
  if (area) patch(null, await area.load());
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreas });
}
