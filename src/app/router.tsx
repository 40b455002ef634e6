import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/loading-spinner';
import { LandingPage } from '../features/landing/landing-page';
import { withAppMessages } from '../lib/i18n/i18n';
import { paths, routePatterns } from '../lib/paths';
import { adminLogout, requireAdmin, requireFamily, requireMember } from './guards';

/**
 * THE route table (spec 2). The landing page is part of the entry chunk so it
 * paints without a second round trip; every other screen is a lazy module.
 * No errorElement: React Router's default prints the spec's 'Unexpected
 * Application Error!'. Paths come from `paths`, the one list of URLs that
 * links use too; a child's absolute path must start with its parent's.
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
  { path: '*', lazy: () => withAppMessages(import('./not-found-page')) },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
