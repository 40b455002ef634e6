import type { Queryable } from '../../db/types';
import { assistantProposalsRepository } from '../../repositories/assistant-proposals';
import {
  getPartnerPool,
  getPartnerPreferences,
  parsePartnerPreferences,
  savePartnerPreferences,
} from '../partner-preferences';
import type { PreferencesAccess, ProposalStore } from './member';

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

/** The caller's read-backs awaiting a "yes", in the database (any instance may get the answer). */
export function proposalStore(db: Queryable, memberId: string): ProposalStore {
  const repo = assistantProposalsRepository(db);
  return {
    pending: (chatSessionId) => repo.pending(memberId, chatSessionId),
    keep: (chatSessionId, proposal) => repo.keep(memberId, chatSessionId, proposal),
  };
}
