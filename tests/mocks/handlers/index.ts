import { accountHandlers } from './account';
import { accountAccessHandlers } from './account-access';
import { assistantHandlers } from './assistant';
import { auditHandlers } from './audit';
import { callsHandlers } from './calls';
import { chatHandlers } from './chat';
import { countsHandlers } from './counts';
import { eventsHandlers } from './events';
import { familyHandlers } from './family';
import { feedHandlers } from './feed';
import { matchesHandlers } from './matches';
import { notifySettingsHandlers } from './notify-settings';
import { partnerPreferencesHandlers } from './partner-preferences';
import { notificationsHandlers } from './notifications';
import { privacyHandlers } from './privacy';
import { profileHandlers } from './profile';
import { reportsHandlers } from './reports';
import { safetyHandlers } from './safety';
import { searchHandlers } from './search';
import { usersHandlers } from './users';
import { verificationHandlers } from './verification';

/** Happy paths for every call of spec 7; errors and empty states are per-test overrides. */
export const handlers = [
  ...usersHandlers,
  ...assistantHandlers,
  ...feedHandlers,
  ...matchesHandlers,
  ...searchHandlers,
  ...chatHandlers,
  ...callsHandlers,
  ...countsHandlers,
  ...eventsHandlers,
  ...notificationsHandlers,
  ...verificationHandlers,
  ...profileHandlers,
  ...partnerPreferencesHandlers,
  ...auditHandlers,
  ...safetyHandlers,
  ...accountHandlers,
  ...accountAccessHandlers,
  ...reportsHandlers,
  ...notifySettingsHandlers,
  ...privacyHandlers,
  ...familyHandlers,
];
