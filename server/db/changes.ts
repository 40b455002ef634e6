import type { Db } from './types';

/** The channel of migration 011's announcements: 'g' (any profile), 'f:<member>' (a feed), 'c:<channel>'. */
export const ANSWER_CHANGES_CHANNEL = 'answer_changes';

/** What changed, as migration 011's triggers announce it. */
export type ChangeNotice =
  /** Any profile (every feed answer holds profiles). */
  | { kind: 'profiles' }
  /** One member's queue of suggestions. */
  | { kind: 'feed'; memberId: string }
  /** One chat channel (a message, a read mark, a member leaving). */
  | { kind: 'channel'; channelId: string };

/** Reads an announcement of migration 011; null for one this version does not know. */
export function parseChangeNotice(payload: string): ChangeNotice | null {
  if (payload === 'g') return { kind: 'profiles' };
  if (payload.startsWith('f:')) return { kind: 'feed', memberId: payload.slice(2) };
  if (payload.startsWith('c:')) return { kind: 'channel', channelId: payload.slice(2) };
  return null;
}

/**
 * Changes to what kept answers are computed from, as the database announces
 * them at commit. Only the embedded engine provides this: the server process
 * is its one client, so every change reaches this process before any later
 * statement answers. Kept answers (services/kept-answers.ts) are then dropped
 * when their inputs change instead of being checked against stored versions
 * on each call.
 */
export interface ChangeFeed {
  /** Counts the changes seen; an answer computed while it moved may be stale and is not kept. */
  readonly epoch: number;
  subscribe(listener: (change: ChangeNotice) => void): void;
  /** Stops listening (the app closes). */
  close(): Promise<void>;
}

/** null where other clients may write too (PostgreSQL): answers are then checked against stored versions. */
export async function listenForChanges(db: Db): Promise<ChangeFeed | null> {
  if (!db.listen) return null;
  const listeners: ((change: ChangeNotice) => void)[] = [];
  let epoch = 0;
  const unlisten = await db.listen(ANSWER_CHANGES_CHANNEL, (payload) => {
    epoch++;
    const change = parseChangeNotice(payload);
    if (change) for (const listener of listeners) listener(change);
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
