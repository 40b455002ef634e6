import { useEffect, useRef, useSyncExternalStore } from 'react';
import { EVENTS_SILENCE_MS } from '../../contract/enums';
import type { LiveEvent, LiveEventData, LiveEventName } from '../../contract/schemas/events';
import { readEventStream } from '../api/events';
import { afterFirstScreen } from './after-first-screen';
import { getMemberToken } from './session';

/*
 * The member's live updates: one stream per tab (GET /api/events), opened while any screen listens and closed
 * when none does. It reconnects with backoff and Last-Event-ID, so what was missed is replayed; while it is
 * down, screens that listen fall back to polling (useLiveStatus says when). A page's first stream opens once its
 * first screen has loaded (after-first-screen.ts), not in the same task as that screen's own calls.
 */

/** Reconnect delays: from the first, doubling to the last, each with some jitter so tabs spread out. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * 'pending' until the first try since the stream was wanted has an answer, then 'open' or 'down' (down also while
 * it waits to try again). A screen that the stream would tell at once as it opens (the bar's counts) waits for
 * that answer instead of asking too.
 */
export type LiveState = 'pending' | 'open' | 'down';

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
/** Screens that want the stream open for its status alone. */
const statusListeners = new Set<() => void>();
/** React's subscriptions to the status (useSyncExternalStore): they do not keep the stream open. */
const watchers = new Set<() => void>();
let state: LiveState = 'pending';
let controller: AbortController | null = null;
/** Whether the page's first screen has loaded; until then the first connection waits (null: not yet asked). */
let firstScreen: 'waiting' | 'done' | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let lastEventId: string | null = null;
let streamToken: string | null = null;

function setState(next: LiveState): void {
  if (state === next) return;
  state = next;
  for (const watcher of [...watchers]) watcher();
}

function wanted(): boolean {
  return listeners.size + statusListeners.size > 0 && getMemberToken() !== null;
}

function scheduleRetry(): void {
  if (retry || !wanted()) return;
  const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
  attempt++;
  retry = setTimeout(() => {
    retry = null;
    connect();
  }, delay);
}

function connect(): void {
  const token = getMemberToken();
  if (controller || !token || !wanted()) return;
  if (firstScreen !== 'done') {
    if (firstScreen === null) {
      firstScreen = 'waiting';
      afterFirstScreen(() => {
        firstScreen = 'done';
        connect();
      });
    }
    return;
  }
  // Another member signed in on this tab: their stream starts afresh.
  if (token !== streamToken) lastEventId = null;
  streamToken = token;
  const current = new AbortController();
  controller = current;
  let silence: ReturnType<typeof setTimeout> | undefined;
  // A stream that goes quiet (a dead connection no one closed) is given up and made anew.
  const alive = () => {
    clearTimeout(silence);
    silence = setTimeout(() => current.abort(), EVENTS_SILENCE_MS);
  };
  alive();
  readEventStream(token, lastEventId, current.signal, {
    onOpen() {
      attempt = 0;
      setState('open');
    },
    onActivity: alive,
    onEvent(streamed) {
      if (streamed.id) lastEventId = streamed.id;
      let data: unknown;
      try {
        data = JSON.parse(streamed.data);
      } catch {
        return;
      }
      const event = { id: Number(streamed.id ?? 0), event: streamed.event, data } as LiveEvent;
      for (const listener of [...listeners]) listener(event);
    },
  })
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(silence);
      // A stream stopped because no one wants it any more (or already replaced) says nothing of the server.
      if (controller !== current) return;
      controller = null;
      setState('down');
      scheduleRetry();
    });
}

function stopIfUnwanted(): void {
  if (wanted()) return;
  if (retry) clearTimeout(retry);
  retry = null;
  controller?.abort();
  controller = null;
  attempt = 0;
  // Wanted again later (another sign-in), its first answer is awaited afresh.
  setState('pending');
}

/** Listens to every event of the member's stream (opening it if needed); answers the function that stops. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    stopIfUnwanted();
  };
}

function currentState(): LiveState {
  return state;
}

/**
 * Calls back with each event of one name while `enabled` (a signed-in member on this screen).
 *
 * @param name the event (contract/schemas/events.ts)
 * @param handler gets the event's data; the latest handler is used, so it need not be stable
 * @param enabled false keeps the stream out of it (signed out)
 */
export function useLiveEvent<K extends LiveEventName>(
  name: K,
  handler: (data: LiveEventData[K]) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive((event) => {
      if (event.event === name) latest.current(event.data as LiveEventData[K]);
    });
  }, [name, enabled]);
}

/**
 * Whether the stream is open, so a screen polls only while it is not. Keeps the stream wanted while enabled.
 *
 * @param enabled false: answers false and keeps the stream out of it
 */
export function useLiveStatus(enabled = true): boolean {
  return useLiveState(enabled) === 'open';
}

/**
 * The stream's state (LiveState), for a screen that also waits for its first answer. Keeps the stream wanted
 * while enabled.
 *
 * @param enabled false: answers 'down' and keeps the stream out of it
 */
export function useLiveState(enabled = true): LiveState {
  const current = useSyncExternalStore(subscribeStatus, currentState, () => 'pending' as const);
  useEffect(() => {
    if (!enabled) return;
    // Wanting the status keeps the stream open even where no screen listens to its events.
    const keep = () => undefined;
    statusListeners.add(keep);
    connect();
    return () => {
      statusListeners.delete(keep);
      stopIfUnwanted();
    };
  }, [enabled]);
  return enabled ? current : 'down';
}

function subscribeStatus(onChange: () => void): () => void {
  const listener = () => onChange();
  watchers.add(listener);
  return () => watchers.delete(listener);
}
