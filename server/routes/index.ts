import { assistantRoutes } from './assistant';
import { auditRoutes } from './audit';
import { backgroundRoutes } from './background';
import { callsRoutes } from './calls';
import { chatRoutes } from './chat';
import { countsRoutes } from './counts';
import { eventsRoutes } from './events';
import { familyRoutes } from './family';
import { feedRoutes } from './feed';
import { filesRoutes } from './files';
import { healthRoutes } from './health';
import { horoscopeRoutes } from './horoscope';
import { languageRoutes } from './language';
import { matchesRoutes } from './matches';
import { notifySettingsRoutes } from './notify-settings';
import { partnerPreferencesRoutes } from './partner-preferences';
import { notificationsRoutes } from './notifications';
import { profileRoutes } from './profile';
import { profileAdminRoutes } from './profile-admin';
import { privacyRoutes } from './privacy';
import { reportsRoutes } from './reports';
import { safetyRoutes } from './safety';
import { searchRoutes } from './search';
import { accountRoutes } from './account';
import { accountAccessRoutes } from './account-access';
import { usersRoutes } from './users';
import { verificationRoutes } from './verification';
import type { RoutePlugin } from './types';

/**
 * Every API route module, registered under /api in this order.
 */
export const API_ROUTES: RoutePlugin[] = [
  healthRoutes,
  usersRoutes,
  accountAccessRoutes,
  familyRoutes,
  verificationRoutes,
  profileRoutes,
  backgroundRoutes,
  horoscopeRoutes,
  privacyRoutes,
  partnerPreferencesRoutes,
  profileAdminRoutes,
  auditRoutes,
  filesRoutes,
  feedRoutes,
  matchesRoutes,
  searchRoutes,
  chatRoutes,
  callsRoutes,
  safetyRoutes,
  reportsRoutes,
  accountRoutes,
  countsRoutes,
  eventsRoutes,
  notificationsRoutes,
  assistantRoutes,
  notifySettingsRoutes,
  languageRoutes,
];
