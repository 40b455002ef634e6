import type { Queryable } from '../db/types';

/** A phone number or an identity document number, as its keyed hash. */
export type ClaimKind = 'phone' | 'document';

/** Which account holds each verified phone number and identity document (migration 030). */
export function identityClaimsRepository(db: Queryable) {
  return {
    /** The account holding this number, if any. */
    async ownerOf(kind: ClaimKind, numberHash: string, tx: Queryable = db): Promise<string | null> {
      const { rows } = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM identity_claims WHERE kind = $1 AND number_hash = $2',
        [kind, numberHash],
      );
      return rows[0]?.user_id ?? null;
    },

    /**
     * Gives the number to the member, replacing a number of the same kind they held before, in the
     * caller's transaction. Answers false when another account holds it: the primary key decides, so
     * of two accounts claiming one number at once exactly one wins.
     */
    async claim(kind: ClaimKind, numberHash: string, userId: string, tx: Queryable): Promise<boolean> {
      await tx.query('DELETE FROM identity_claims WHERE user_id = $1 AND kind = $2 AND number_hash <> $3', [
        userId,
        kind,
        numberHash,
      ]);
      const { rows } = await tx.query<{ user_id: string }>(
        `INSERT INTO identity_claims (kind, number_hash, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (kind, number_hash) DO UPDATE SET user_id = identity_claims.user_id
         RETURNING user_id`,
        [kind, numberHash, userId],
      );
      return rows[0]?.user_id === userId;
    },
  };
}
