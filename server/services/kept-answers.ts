import type { ChangeFeed, ChangeNotice } from '../db/changes';
import { type AnswerCache, type AnswerCacheOptions, createAnswerCache, sendKept } from '../lib/answer-cache';

/** One answer a route may keep: where it is kept, how to read its current stamp, and how to compute it. */
export interface KeptAnswerSource {
  key: string;
  /** Entries dropped together (such as every kept page of one conversation). */
  group?: string;
  /** The stamp the answer must carry now, read from the stored versions (PostgreSQL). */
  storedStamp: () => Promise<string>;
  /** The serialized answer, the stamp read with its data, and whether it may be kept at all. */
  compute: () => Promise<{ body: string; stamp: string; keep?: boolean }>;
}

/**
 * The answers a route keeps (lib/answer-cache.ts), used the same way by the
 * feed and the chat history: answered from memory while the stamp holds;
 * otherwise computed, and kept unless a change was announced meanwhile. On
 * the embedded engine the stamp is local (the database announces each change,
 * and `forget` drops what it touches); on PostgreSQL it is the stored versions.
 */
export function createKeptAnswers(
  options: AnswerCacheOptions & {
    changes: ChangeFeed | null;
    /** What an announced change makes stale. */
    forget: (change: ChangeNotice, cache: AnswerCache) => void;
    /** The stamp of an answer on the embedded engine, where changes are announced (what else it depends on). */
    localStamp?: () => string;
  },
) {
  const { changes, forget, localStamp = () => 'local' } = options;
  const cache = createAnswerCache(options);
  changes?.subscribe((change) => forget(change, cache));

  return {
    cache,

    async answer<R>(reply: R, source: KeptAnswerSource): Promise<R> {
      if (cache.has(source.key)) {
        const kept = cache.get(source.key, changes ? localStamp() : await source.storedStamp());
        if (kept !== null) return sendKept(reply, kept);
      }
      const epoch = changes?.epoch;
      const { body, stamp, keep = true } = await source.compute();
      // On the embedded engine, an answer computed while a change was announced may be stale, so not kept.
      if (keep && changes?.epoch === epoch) {
        cache.set(source.key, changes ? localStamp() : stamp, body, { group: source.group });
      }
      return sendKept(reply, body);
    },
  };
}
