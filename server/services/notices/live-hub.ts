import type { ServerResponse } from 'node:http';
import { EVENTS_HEARTBEAT_MS } from '../../../contract/enums';
import type { Db, Subscription } from '../../db/types';
import { newId } from '../../lib/crypto';
import { type EventRow, MEMBER_EVENTS_CHANNEL, memberCounts, noticesRepository } from '../../repositories/notices';

/** Streams one member may hold open on one instance (tabs); a new one closes the oldest. */
export const MAX_STREAMS_PER_MEMBER = 5;
/** A stream whose socket buffer holds more than this is a reader that stopped reading: it is closed. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** A stream whose socket buffer has stayed full this long is closed (its reader is too slow). */
const MAX_BLOCKED_MS = 30_000;
/** Events read per round of one member's delivery (a replay longer than this takes several rounds). */
const DELIVERY_BATCH = 200;
/** The reconnect delay suggested to EventSource-like readers (ms). */
const RETRY_MS = 3000;
/** Migration 021's channel of ended sessions ('t:<token hash>') and changed accounts ('u:<user id>'). */
const SESSION_CHANGES_CHANNEL = 'session_changes';
/** A stream is online (presence) while seen within this long: a heartbeat or two may be late. */
export const PRESENCE_FRESH_MS = EVENTS_HEARTBEAT_MS * 3;

interface Stream {
  id: string;
  memberId: string;
  /** The session it was opened with: a logout ends the stream with it. */
  tokenHash: string;
  res: ServerResponse;
  /** The last event id written; null until the stream knows where it starts. */
  lastId: number | null;
  blockedSince: number | null;
  closed: boolean;
}

interface LiveEventsOptions {
  heartbeatMs?: number;
  maxStreamsPerMember?: number;
  onError?: (error: unknown) => void;
}

export interface LiveEvents {
  /**
   * Takes over the response as the member's stream: replays what came after lastEventId (or starts from now),
   * then writes each new event as it is committed, on this instance or any other.
   */
  open(res: ServerResponse, session: { userId: string; tokenHash: string }, lastEventId: number | null): Promise<void>;
  /** Whether the member has a stream open on any instance (for email: no message email while they do). */
  isOnline(memberId: string): Promise<boolean>;
  /** Open streams on this instance (tests and the benchmark). */
  readonly size: number;
  /** Ends every stream and stops listening (the app closes). */
  close(): Promise<void>;
}

/**
 * The live stream (GET /api/events): one hub per instance, reading only the notices' tables (member events,
 * stream presence) and the counts they carry. It listens on the database's member_events channel once (PostgreSQL: the instance's
 * one listening connection; the embedded engine: in process), and on each announcement reads the member's new
 * rows for the streams it holds. The announcement only says whom to read for; the rows are the truth, so a gap
 * in the announcements (a lost listening connection) is made good by reading every held member again.
 */
export async function createLiveEvents(db: Db, options: LiveEventsOptions = {}): Promise<LiveEvents> {
  const heartbeatMs = options.heartbeatMs ?? EVENTS_HEARTBEAT_MS;
  const maxStreams = options.maxStreamsPerMember ?? MAX_STREAMS_PER_MEMBER;
  const onError = options.onError ?? (() => undefined);
  const instanceId = newId();
  const events = noticesRepository(db);
  const byMember = new Map<string, Stream[]>();
  /** Members whose delivery is running, and whether another announcement came in meanwhile. */
  const delivering = new Map<string, boolean>();
  let count = 0;
  let closed = false;

  function write(stream: Stream, chunk: string): void {
    if (stream.closed) return;
    const ok = stream.res.write(chunk);
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
      end(stream);
      return;
    }
    if (!ok && stream.blockedSince === null) {
      stream.blockedSince = Date.now();
      stream.res.once('drain', () => (stream.blockedSince = null));
    }
  }

  function end(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    stream.res.end();
    // A reader that stopped reading never takes the end: its socket goes.
    if (stream.res.writableLength > 0) stream.res.destroy();
  }

  function forget(stream: Stream): void {
    stream.closed = true;
    const list = byMember.get(stream.memberId);
    if (!list) return;
    const index = list.indexOf(stream);
    if (index < 0) return;
    list.splice(index, 1);
    count--;
    if (list.length === 0) byMember.delete(stream.memberId);
    events.closeStream(stream.id).catch(onError);
  }

  const countsNow = (memberId: string) => memberCounts(db, memberId);

  function frame(id: number | null, event: string, data: unknown): string {
    return `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  }

  /** Writes the rows each stream of the member has not had yet; several counts rows become one, read now. */
  async function deliverRound(memberId: string): Promise<boolean> {
    const streams = (byMember.get(memberId) ?? []).filter((s) => s.lastId !== null);
    if (streams.length === 0) return false;
    const from = Math.min(...streams.map((s) => s.lastId as number));
    const rows = await events.eventsAfter(memberId, from, DELIVERY_BATCH);
    if (rows.length === 0) return false;
    const lastCounts = rows.findLast((row) => row.type === 'counts');
    const counts = lastCounts ? await countsNow(memberId) : null;
    for (const stream of streams) {
      let chunk = '';
      for (const row of rows) chunk += render(stream, row, row === lastCounts ? counts : undefined);
      if (chunk) write(stream, chunk);
      stream.lastId = Math.max(stream.lastId as number, Number(rows[rows.length - 1].id));
    }
    return rows.length === DELIVERY_BATCH;
  }

  function render(stream: Stream, row: EventRow, counts: unknown): string {
    const id = Number(row.id);
    if (id <= (stream.lastId as number)) return '';
    if (row.type === 'counts') return counts === undefined ? '' : frame(id, 'counts', counts);
    return frame(id, row.type, row.data);
  }

  /** Delivers to a member's streams, one run at a time per member; announcements during a run cause one more. */
  function deliver(memberId: string): void {
    if (delivering.has(memberId)) {
      delivering.set(memberId, true);
      return;
    }
    delivering.set(memberId, false);
    void (async () => {
      try {
        let again = true;
        while (again && !closed) {
          delivering.set(memberId, false);
          const more = await deliverRound(memberId);
          again = more || delivering.get(memberId) === true;
        }
      } catch (error) {
        onError(error);
      } finally {
        delivering.delete(memberId);
      }
    })();
  }

  const subscription: Subscription | null = db.subscribe
    ? await db.subscribe(
        MEMBER_EVENTS_CHANNEL,
        (payload) => {
          // '<member id>:<event id>'. Another database's announcements (tests share a server) name no member here.
          const memberId = payload.slice(0, payload.lastIndexOf(':'));
          if (byMember.has(memberId)) deliver(memberId);
        },
        () => {
          for (const memberId of byMember.keys()) deliver(memberId);
        },
      )
    : null;

  // A session that ends (logout, a password change, a suspension, on any instance: migration 021's
  // announcements) ends its streams too; the tab's reconnect then meets the 401 like any other call.
  const sessions: Subscription | null = db.subscribe
    ? await db.subscribe(
        SESSION_CHANGES_CHANNEL,
        (payload) => {
          const [kind, value] = [payload.slice(0, 2), payload.slice(2)];
          if (kind === 'u:') for (const stream of [...(byMember.get(value) ?? [])]) end(stream);
          if (kind === 't:') {
            for (const list of byMember.values())
              for (const stream of [...list]) if (stream.tokenHash === value) end(stream);
          }
        },
        () => undefined,
      )
    : null;

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const list of byMember.values()) {
      for (const stream of [...list]) {
        if (stream.blockedSince !== null && now - stream.blockedSince > MAX_BLOCKED_MS) end(stream);
        else write(stream, ':\n\n');
      }
    }
    if (count > 0) events.touchInstance(instanceId).catch(onError);
    // Without announcements (a database that cannot make them), each heartbeat reads what is new instead.
    if (!subscription || !subscription.live) for (const memberId of byMember.keys()) deliver(memberId);
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get size() {
      return count;
    },

    async open(res, { userId: memberId, tokenHash }, lastEventId) {
      if (closed) throw new Error('the event hub is closed');
      const stream: Stream = { id: newId(), memberId, tokenHash, res, lastId: null, blockedSince: null, closed: false };
      const list = byMember.get(memberId) ?? [];
      while (list.length >= maxStreams) {
        const oldest = list.shift() as Stream;
        count--;
        events.closeStream(oldest.id).catch(onError);
        end(oldest);
      }
      list.push(stream);
      byMember.set(memberId, list);
      count++;
      res.on('close', () => forget(stream));
      let start: number;
      try {
        await events.openStream(stream.id, memberId, instanceId);
        // Read before the answer's headers go: whatever the tab hears of after its fetch resolves comes later.
        start = lastEventId ?? (await events.latestEventId(memberId));
      } catch (error) {
        stream.closed = true;
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '3' });
        res.end(
          JSON.stringify({ errorMessage: 'Live updates are not available right now. Please try again shortly.' }),
        );
        throw error;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // A buffering proxy (nginx) would hold events back until its buffer fills.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      try {
        // The counts as they are now, without an id: the stream's place is the last event id.
        write(stream, frame(null, 'counts', await countsNow(memberId)));
        // A tab opened while a call rings (no place to resume from) rings too, with the offer it rang with;
        // without ids, so its place stays where it starts.
        if (lastEventId === null) {
          for (const row of await events.ringingCall(memberId, start, Date.now()))
            write(stream, frame(null, row.type, row.data));
        }
        stream.lastId = start;
        deliver(memberId);
      } catch (error) {
        end(stream);
        throw error;
      }
    },

    isOnline: (memberId) => events.isOnline(memberId, PRESENCE_FRESH_MS),

    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const list of byMember.values()) {
        for (const stream of [...list]) {
          end(stream);
          // Closing waits for every connection: this one is not reused once the server stops.
          stream.res.socket?.destroySoon();
        }
      }
      byMember.clear();
      count = 0;
      await subscription?.close();
      await sessions?.close();
      await events.closeInstance(instanceId).catch(onError);
    },
  };
}
