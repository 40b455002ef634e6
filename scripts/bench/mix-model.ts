/**
 * The model of member behaviour that `npm run bench:mix` loads: what one active member asks of the API in a minute
 * of an evening peak, with the app open in the foreground. Written down here and in the server README ("Members per
 * core"); change both together.
 *
 * A visit lasts about five minutes, so an active member opens the app 0.2 times a minute. Opening it reads the home
 * gate (GET /verification/status and GET /profile/status), the nav counts and the feed. One opening in ten starts
 * with a password login (sessions last for weeks on a device; a login is a new device, a cleared browser or an
 * expired session), so 0.02 logins a minute: a small share of requests, but the dearest one (a memory-hard hash).
 * While the app is open the member:
 * - decides on 2 profiles a minute (PUT /matches/send, each followed by the next GET /feed/home);
 * - opens Activity (GET /matches/get, match requests) 0.5 times and the chat list (GET /chat/channels) once;
 * - opens a chat once a minute (GET /chat/history) and has one open a quarter of the time, polled every 4 s
 *   (CHAT_POLL_MS): 15 polls a minute × 0.25; sends 1 message;
 * - fetches the nav counts (GET /counts) once a minute while a page stays open (NAV_COUNTS_REFRESH_MS) and on
 *   every navigation (each opening of Activity, the chat list, a chat, and the app itself).
 */

/** The request classes the benchmark times, in the order it prints them. */
export const MIX_CLASSES = [
  'login',
  'open app',
  'feed',
  'decide',
  'activity',
  'chat list',
  'history',
  'send',
  'counts',
] as const;
export type MixClass = (typeof MIX_CLASSES)[number];

/** Events an active member starts per minute; an event is one or two requests (see `MIX_EVENTS`). */
export const EVENTS_PER_MEMBER_MINUTE = {
  login: 0.02,
  /** The home gate's two reads, the counts and the feed: four requests. */
  open: 0.2,
  /** A decision and the feed read after it: two requests. */
  decide: 2,
  activity: 0.5,
  chatList: 1,
  chatOpen: 1,
  chatPoll: 15 * 0.25,
  send: 1,
  countsPoll: 1,
} as const;

export type MixEvent = keyof typeof EVENTS_PER_MEMBER_MINUTE;

/** Requests each event makes, by class, in order (a login is followed by nothing here: its opening is an `open`). */
export const MIX_EVENTS: Record<MixEvent, MixClass[]> = {
  login: ['login'],
  open: ['open app', 'open app', 'counts', 'feed'],
  decide: ['decide', 'feed'],
  activity: ['activity', 'counts'],
  chatList: ['chat list', 'counts'],
  chatOpen: ['history', 'counts'],
  chatPoll: ['history'],
  send: ['send'],
  countsPoll: ['counts'],
};

/** Requests one active member makes per minute, by class. */
export function requestsPerMemberMinute(): Record<MixClass, number> {
  const out: Record<string, number> = {};
  for (const [event, perMinute] of Object.entries(EVENTS_PER_MEMBER_MINUTE) as [MixEvent, number][]) {
    for (const cls of MIX_EVENTS[event]) out[cls] = (out[cls] ?? 0) + perMinute;
  }
  return out as Record<MixClass, number>;
}

/** Requests per second of one active member (about 0.26). */
export function requestsPerMemberSecond(): number {
  return Object.values(requestsPerMemberMinute()).reduce((a, b) => a + b, 0) / 60;
}

/** Events per request, so an arrival rate of requests can be turned into a rate of events. */
export function requestsPerEvent(): number {
  const events = Object.values(EVENTS_PER_MEMBER_MINUTE).reduce((a, b) => a + b, 0);
  const requests = (Object.entries(EVENTS_PER_MEMBER_MINUTE) as [MixEvent, number][]).reduce(
    (sum, [event, perMinute]) => sum + perMinute * MIX_EVENTS[event].length,
    0,
  );
  return requests / events;
}

/**
 * A deterministic sequence of events in the model's proportions (a seeded generator, so two runs load the same
 * mix): `next()` answers the next event.
 */
export function eventSequence(seed = 1): { next(): MixEvent } {
  const entries = Object.entries(EVENTS_PER_MEMBER_MINUTE) as [MixEvent, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: enough for spreading events, and the same every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return {
    next() {
      let pick = random() * total;
      for (const [event, weight] of entries) {
        pick -= weight;
        if (pick < 0) return event;
      }
      return entries[entries.length - 1][0];
    },
  };
}
