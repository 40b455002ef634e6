/**
 * Serialized answers kept by one instance until what they were computed from
 * changes. Each entry carries a stamp: the versions the database recorded for
 * its inputs, read in the same statement as the data (migration 011). A call
 * reads the current stamp with one primary-key probe and answers from memory
 * when it matches, so the answer is exactly what a fresh computation would
 * give, whichever instance made the change. Entries also age out, because an
 * answer holds things that change with time alone (signed photo links, ages).
 */
export interface AnswerCache {
  /** Whether an entry is kept for the key (then reading the current stamp is worth a query). */
  has(key: string): boolean;
  get(key: string, stamp: string, now?: number): string | null;
  set(key: string, stamp: string, body: string, now?: number): void;
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
}

export function createAnswerCache({ maxAgeMs, maxBytes }: AnswerCacheOptions): AnswerCache {
  // A Map iterates in insertion order; moving a used entry to the end makes the first one the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const sizeOf = (key: string, entry: Entry) => 2 * (key.length + entry.stamp.length + entry.body.length);

  function remove(key: string, entry: Entry): void {
    entries.delete(key);
    bytes -= sizeOf(key, entry);
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

    set(key, stamp, body, now = Date.now()) {
      const old = entries.get(key);
      if (old) remove(key, old);
      const entry = { stamp, body, until: now + maxAgeMs };
      const size = sizeOf(key, entry);
      if (size > maxBytes) return;
      while (bytes + size > maxBytes) {
        const [firstKey, first] = entries.entries().next().value as [string, Entry];
        remove(firstKey, first);
      }
      entries.set(key, entry);
      bytes += size;
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
