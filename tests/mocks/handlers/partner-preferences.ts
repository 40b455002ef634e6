import type { PartnerPool, PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { ok, route } from '../http';

/** A pool with plenty of people: no advice. Tests override it for a narrow one. */
export const ROOMY_POOL: PartnerPool = { count: 12, relax: [] };

/** Happy paths: nothing saved yet, a save answers what it was given. */
export const partnerPreferencesHandlers = [
  route('get', '/profile/partner-preferences', 'member', () => ok({})),
  route('put', '/profile/partner-preferences', 'member', async ({ request }) =>
    ok({ preferences: (await request.json()) as PartnerPreferences, pool: ROOMY_POOL }),
  ),
  route('get', '/profile/partner-preferences/pool', 'member', () => ok(ROOMY_POOL)),
];
