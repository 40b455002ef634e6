import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/loading-spinner';
import { LandingPage } from '../features/landing/landing-page';
import { adminLogout, requireAdmin, requireMember } from './guards';

/**
 * THE route table (spec 2). The landing page is part of the entry chunk so it
 * paints without a second round trip; every other screen is a lazy module.
 * No errorElement: React Router's default prints the spec's 'Unexpected
 * Application Error!'.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  {
    path: '/app',
    HydrateFallback: LoadingSpinner,
    lazy: () => import('./layouts/member-layout'),
    children: [
      { path: 'login', lazy: () => import('../features/auth/member-login-page') },
      { path: 'signup', lazy: () => import('../features/auth/signup-page') },
      {
        loader: requireMember,
        children: [
          { path: 'home', lazy: () => import('../features/home/home-page') },
          { path: 'profile', lazy: () => import('../features/my-profile/my-profile-page') },
          { path: 'ai-matchmaker', lazy: () => import('../features/ai-matchmaker/ai-matchmaker-page') },
          { path: 'activity', lazy: () => import('../features/activity/activity-page') },
          { path: 'view-profile/:profileId', lazy: () => import('../features/profiles/view-profile-page') },
          { path: 'messages', lazy: () => import('../features/messages/messages-page') },
          { path: 'chat/:channelId', lazy: () => import('../features/messages/chat-page') },
          { path: 'verification/email', lazy: () => import('../features/verification/email-page') },
          { path: 'verification/phone', lazy: () => import('../features/verification/phone-page') },
          { path: 'verification/selfie', lazy: () => import('../features/verification/selfie-page') },
          { path: 'verification/identity', lazy: () => import('../features/verification/identity-page') },
          { path: 'profile-onboarding/name', lazy: () => import('../features/onboarding/name-page') },
          { path: 'profile-onboarding/basic-details', lazy: () => import('../features/onboarding/basic-details-page') },
          {
            path: 'profile-onboarding/lifestyle-details',
            lazy: () => import('../features/onboarding/lifestyle-details-page'),
          },
          {
            path: 'profile-onboarding/family-details',
            lazy: () => import('../features/onboarding/family-details-page'),
          },
          { path: 'profile-onboarding/about-me', lazy: () => import('../features/onboarding/about-me-page') },
          { path: 'profile-onboarding/photos', lazy: () => import('../features/onboarding/photos-page') },
          { path: 'profile-onboarding/profession', lazy: () => import('../features/onboarding/profession-page') },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
  {
    path: '/secret-portal',
    HydrateFallback: LoadingSpinner,
    lazy: () => import('./layouts/admin-layout'),
    children: [
      { index: true, loader: requireAdmin, lazy: () => import('../features/admin/admin-entry-page') },
      { path: 'login', lazy: () => import('../features/auth/admin-login-page') },
      { path: 'logout', loader: adminLogout },
      { path: 'dashboard', loader: requireAdmin, lazy: () => import('../features/admin/dashboard-page') },
      { path: 'audit', loader: requireAdmin, lazy: () => import('../features/admin/audit-page') },
      { path: 'reports', loader: requireAdmin, lazy: () => import('../features/admin/reports-page') },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
  { path: '*', lazy: () => import('./not-found-page') },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
