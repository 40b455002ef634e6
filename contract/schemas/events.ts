import { z } from 'zod';
import { CallEventSchema, CallSignalEventSchema, CallStateEventSchema } from './calls';
import { CountsResponseSchema } from './counts';

/*
 * GET /api/events (not in the spec; an addition): a Server-Sent Events stream, one per signed-in tab, with
 * the member's raw token in the Authorization header (so the app reads it with fetch, not EventSource).
 * Each event is `id: <n>`, `event: <name>`, `data: <JSON>`; ids increase. Reconnecting with the header
 * `Last-Event-ID: <n>` first replays what came after n (as far back as the server keeps: a week), then
 * continues live. Lines starting with ':' are heartbeats (EVENTS_HEARTBEAT_MS in contract/enums.ts). 401
 * without a valid member token.
 */

/** A new message in one of the member's chats, from the other member (the shape of a history message). */
export const MessageEventSchema = z.object({
  channelId: z.string(),
  id: z.string(),
  message: z.string(),
  createdAt: z.number(),
});

/** Both said yes: the pair's chat exists. */
export const MatchEventSchema = z.object({
  channelId: z.string(),
  profileId: z.string(),
  name: z.string().nullable(),
});

/** Someone said yes to the member, who has not answered yet (a new request in Activity). */
export const RequestEventSchema = z.object({ id: z.string(), profileId: z.string() });

/** The nav counts (as GET /api/counts answers them) and the bell's unread notifications, as they are now. */
export const CountsEventSchema = CountsResponseSchema.extend({ unreadNotifications: z.number().int().min(0) });

/** Staff reviewed the member's profile. */
export const ReviewEventSchema = z.object({
  outcome: z.enum(['published', 'refused']),
  reason: z.string().optional(),
});

/**
 * My number on my terms: the other member of this chat shared their number (as the chat header shows it) or
 * withdrew it (null), by their choice or by a block.
 */
export const PhoneShareEventSchema = z.object({ channelId: z.string(), sharedPhone: z.string().nullable() });

export const LIVE_EVENT_SCHEMAS = {
  message: MessageEventSchema,
  match: MatchEventSchema,
  request: RequestEventSchema,
  counts: CountsEventSchema,
  review: ReviewEventSchema,
  call: CallEventSchema,
  'call-state': CallStateEventSchema,
  'call-signal': CallSignalEventSchema,
  'phone-share': PhoneShareEventSchema,
} as const;
export type LiveEventName = keyof typeof LIVE_EVENT_SCHEMAS;

export type LiveEvent = {
  [K in LiveEventName]: { id: number; event: K; data: z.infer<(typeof LIVE_EVENT_SCHEMAS)[K]> };
}[LiveEventName];

/** The data of each event, by name. */
export type LiveEventData = { [K in LiveEventName]: z.infer<(typeof LIVE_EVENT_SCHEMAS)[K]> };
