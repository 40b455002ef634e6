import type { Background } from '../../contract/schemas/background';
import type { Religion } from '../../contract/enums';
import type { Queryable } from '../db/types';

/** The profile's background columns (migration 160): written as a whole. */
export function backgroundRepository(db: Queryable) {
  return {
    /** The member's religion, which decides the communities offered; undefined when there is no profile. */
    async religionOf(id: string): Promise<Religion | null | undefined> {
      const { rows } = await db.query<{ religion: Religion | null }>('SELECT religion FROM profiles WHERE id = $1', [
        id,
      ]);
      return rows[0] === undefined ? undefined : rows[0].religion;
    },

    async save(id: string, b: Background): Promise<void> {
      await db.query(
        `UPDATE profiles SET created_for = $2, marital_status = $3, children = $4, mother_tongue = $5, community = $6,
           occupation = $7, updated_at = now()
         WHERE id = $1`,
        [id, b.createdFor, b.maritalStatus, b.children, b.motherTongue, b.community, b.occupation],
      );
    },
  };
}
