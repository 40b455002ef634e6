import type { PartnerPreferences } from '../../contract/schemas/partner-preferences';
import type { Queryable } from '../db/types';

/** How long a read-back waits for its "yes": as long as a quiet conversation is remembered. */
export const PROPOSAL_TTL_MINUTES = 30;

/** The AI Matchmaker's read-backs awaiting a member's "yes" (migration 141), the member's own only. */
export function assistantProposalsRepository(db: Queryable) {
  return {
    async pending(memberId: string, chatSessionId: string): Promise<PartnerPreferences | undefined> {
      const { rows } = await db.query<{ proposal: PartnerPreferences }>(
        `SELECT proposal FROM assistant_proposals
         WHERE member_id = $1 AND chat_session_id = $2 AND expires_at > now()`,
        [memberId, chatSessionId],
      );
      return rows[0]?.proposal;
    },

    /** Keeps the conversation's read-back for its "yes", or drops it (undefined). */
    async keep(memberId: string, chatSessionId: string, proposal: PartnerPreferences | undefined): Promise<void> {
      if (!proposal) {
        await db.query('DELETE FROM assistant_proposals WHERE member_id = $1 AND chat_session_id = $2', [
          memberId,
          chatSessionId,
        ]);
        return;
      }
      // Read-backs nobody answered go as new ones come: proposals are few, and the index finds the stale ones.
      await db.query('DELETE FROM assistant_proposals WHERE expires_at <= now()');
      await db.query(
        `INSERT INTO assistant_proposals (member_id, chat_session_id, proposal, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))
         ON CONFLICT (member_id, chat_session_id) DO UPDATE SET proposal = EXCLUDED.proposal,
           expires_at = EXCLUDED.expires_at`,
        [memberId, chatSessionId, JSON.stringify(proposal), PROPOSAL_TTL_MINUTES],
      );
    },
  };
}
