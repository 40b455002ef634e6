/**
 * Serialized answers kept by one instance until what they were computed from
 * changes. Each entry carries a stamp. On PostgreSQL the stamp is the versions
 * the database recorded for its inputs, read in the same statement as the
 * data (migration 011); a call reads the current stamp with one primary-key
 * probe and answers from memory when it matches, whichever instance made the
 * change. On the embedded engine the database announces each change at
 * commit (db/changes.ts) and the entries concerned are deleted then. Either
 * way the answer is exactly what a fresh computation would give. Entries also
 * age out, because an answer holds things that change with time alone
 * (signed photo links, ages).
 */
export interface AnswerCache {
  /** Whether an entry is kept for the key (then reading the current stamp is worth a query). */
  has(key: string): boolean;
  get(key: string, stamp: string, now?: number): string | null;
  /** group: entries deleted together (deleteGroup), such as every kept page of one conversation. */
  set(key: string, stamp: string, body: string, options?: { now?: number; group?: string }): void;
  delete(key: string): void;
  deleteGroup(group: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export interface AnswerCacheOptions {
  /** How long an entry may be used at most. */
  maxAgeMs: number;
  /** Memory budget of the bodies (UTF-16 length x 2); the least recently used entries leave first. */
  maxBytes: number;
}

interface Entry {
  stamp: string;
  body: string;
  until: number;
  group: string | undefined;
}

export function createAnswerCache({ maxAgeMs, maxBytes }: AnswerCacheOptions): AnswerCache {
  // A Map iterates in insertion order; moving a used entry to the end makes the first one the least recently used.
  const entries = new Map<string, Entry>();
  const groups = new Map<string, Set<string>>();
  let bytes = 0;
  const sizeOf = (key: string, entry: Entry) => 2 * (key.length + entry.stamp.length + entry.body.length);

  function remove(key: string, entry: Entry): void {
    entries.delete(key);
    bytes -= sizeOf(key, entry);
    if (entry.group === undefined) return;
    const members = groups.get(entry.group);
    members?.delete(key);
    if (members?.size === 0) groups.delete(entry.group);
  }

  return {
    has(key) {
      return entries.has(key);
    },

    get(key, stamp, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.stamp !== stamp || entry.until <= now) {
        remove(key, entry);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },

    set(key, stamp, body, { now = Date.now(), group } = {}) {
      const old = entries.get(key);
      if (old) remove(key, old);
      const entry = { stamp, body, until: now + maxAgeMs, group };
      const size = sizeOf(key, entry);
      if (size > maxBytes) return;
      while (bytes + size > maxBytes) {
        const [firstKey, first] = entries.entries().next().value as [string, Entry];
        remove(firstKey, first);
      }
      entries.set(key, entry);
      bytes += size;
      if (group !== undefined) {
        const members = groups.get(group) ?? new Set<string>();
        members.add(key);
        groups.set(group, members);
      }
    },

    delete(key) {
      const entry = entries.get(key);
      if (entry) remove(key, entry);
    },

    deleteGroup(group) {
      for (const key of [...(groups.get(group) ?? [])]) this.delete(key);
    },

    clear() {
      entries.clear();
      groups.clear();
      bytes = 0;
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** The minimal reply surface sendKept needs (any route's typed reply fits). */
interface RawReply {
  type(contentType: string): { send(payload: string): unknown };
}

/**
 * Sends a body the route's own serializer produced earlier (reply.serialize)
 * as it is: Fastify does not serialize a string sent as JSON again.
 */
export function sendKept<R>(reply: R, body: string): R {
  (reply as unknown as RawReply).type('application/json; charset=utf-8').send(body);
  return reply;
}
