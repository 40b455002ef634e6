import type { Queryable } from '../../db/types';
import {
  getPartnerPool,
  getPartnerPreferences,
  parsePartnerPreferences,
  savePartnerPreferences,
} from '../partner-preferences';
import type { PreferencesAccess } from './member';

/**
 * The caller's own partner preferences for the assistant, through the very
 * service GET/PUT /api/profile/partner-preferences use: the same checks, the
 * same words for what is wrong, and nothing saved when something is.
 */
export function preferencesAccess(db: Queryable, memberId: string): PreferencesAccess {
  return {
    get: () => getPartnerPreferences(db, memberId),
    async save(preferences) {
      const parsed = parsePartnerPreferences(preferences);
      if (!parsed.ok) return { ok: false, errorMessage: parsed.errorMessage };
      const { pool } = await savePartnerPreferences(db, memberId, parsed.preferences);
      return { ok: true, pool };
    },
    pool: () => getPartnerPool(db, memberId),
  };
}
