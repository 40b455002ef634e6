import type { Db } from './types';

/** The channel of migration 011's announcements: 'g' (any profile), 'f:<member>' (a feed), 'c:<channel>'. */
export const ANSWER_CHANGES_CHANNEL = 'answer_changes';

/**
 * Changes to what kept answers are computed from, as the database announces
 * them at commit. Only the embedded engine provides this: the server process
 * is its one client, so every change reaches this process before any later
 * statement answers. Kept answers (lib/answer-cache.ts) are then dropped when
 * their inputs change instead of being checked against stored versions on
 * each call.
 */
export interface ChangeFeed {
  /** Counts the changes seen; an answer computed while it moved may be stale and is not kept. */
  readonly epoch: number;
  subscribe(listener: (change: string) => void): void;
  /** Stops listening (the app closes). */
  close(): Promise<void>;
}

/** null where other clients may write too (PostgreSQL): answers are then checked against stored versions. */
export async function listenForChanges(db: Db): Promise<ChangeFeed | null> {
  if (!db.listen) return null;
  const listeners: ((change: string) => void)[] = [];
  let epoch = 0;
  const unlisten = await db.listen(ANSWER_CHANGES_CHANNEL, (change) => {
    epoch++;
    for (const listener of listeners) listener(change);
  });
  return {
    get epoch() {
      return epoch;
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    close: unlisten,
  };
}
