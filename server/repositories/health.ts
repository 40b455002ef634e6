import type { Queryable } from '../db/types';

/** The readiness probe's statement: the cheapest one the database must answer. */
export function healthRepository(db: Queryable) {
  return {
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}
