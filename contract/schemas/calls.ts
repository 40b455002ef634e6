import { z } from 'zod';
import { decimal } from './common';

/*
 * Voice and video calls between matched members (not in the spec; an addition). The media goes browser to
 * browser (WebRTC), through the TURN relay when one is configured; the server only rings, carries the
 * signalling and keeps who called whom, when and for how long. Nothing of a call is recorded.
 *
 * POST /api/calls {channelId, video} -> {callId, iceServers, iceTransportPolicy, to}
 *   403 {errorMessage} unless the two are matched and neither blocked the other; 409 when either is already
 *   in a call; 429 when the caller rang the same member too often in ten minutes.
 * POST /api/calls/{callId}/answer -> {iceServers, iceTransportPolicy} (the callee, while it rings)
 * POST /api/calls/{callId}/decline, /end -> {} (decline: the callee while it rings; end: either side)
 * POST /api/calls/{callId}/signal {kind, data} -> {} delivered to the other side's live stream (call-signal)
 * GET /api/calls?channelId=&start=&limit= -> {calls[]} newest first: the lines a chat shows.
 *
 * Live events (GET /api/events): `call` to the callee when rung, `call-state` to both when the call is
 * answered, declined, ended or missed, `call-signal` to the other side.
 */

/** A call unanswered this long is missed. */
export const CALL_RING_SECONDS = 45;
/** Calls one member may start to the same member within ten minutes. */
export const CALLS_PER_PAIR_PER_TEN_MINUTES = 3;
/** The largest signalling message (an SDP offer with its candidates is a few KB). */
export const MAX_CALL_SIGNAL_BYTES = 32 * 1024;

export const CALL_STATES = ['ringing', 'active', 'declined', 'missed', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const StartCallRequestSchema = z.object({
  channelId: z.string().min(1).max(64),
  video: z.boolean(),
});
export type StartCallRequest = z.infer<typeof StartCallRequestSchema>;

/** RTCIceServer as the browser takes it: TURN with coturn's time-limited REST credentials. */
export const IceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** 'relay' when a TURN relay is configured: neither side ever learns the other's address. */
export const IceTransportPolicySchema = z.enum(['relay', 'all']);

export const CallConnectionSchema = z.object({
  iceServers: z.array(IceServerSchema),
  iceTransportPolicy: IceTransportPolicySchema,
});
export type CallConnection = z.infer<typeof CallConnectionSchema>;

export const StartCallResponseSchema = CallConnectionSchema.extend({
  callId: z.string(),
  /** The member being rung, for the call screen. */
  to: z.object({ profileId: z.string(), firstName: z.string().nullable() }),
});
export type StartCallResponse = z.infer<typeof StartCallResponseSchema>;

export const CallParamsSchema = z.object({ callId: z.string().min(1).max(64) });

export const CALL_SIGNAL_KINDS = ['offer', 'answer', 'candidate'] as const;
export type CallSignalKind = (typeof CALL_SIGNAL_KINDS)[number];

export const CallSignalRequestSchema = z.object({
  kind: z.enum(CALL_SIGNAL_KINDS),
  data: z
    .unknown()
    .refine((value) => value !== undefined, 'Please send the signal data.')
    .refine((value) => JSON.stringify(value ?? null).length <= MAX_CALL_SIGNAL_BYTES, 'The signal is too large.'),
});

/** The `call` live event: the callee is being rung. */
export const CallEventSchema = z.object({
  callId: z.string(),
  from: z.object({ profileId: z.string(), firstName: z.string().nullable() }),
  video: z.boolean(),
  channelId: z.string(),
  /** When the ringing stops (epoch ms): a replayed event after this is stale. */
  ringsUntil: z.number(),
});
export type CallEvent = z.infer<typeof CallEventSchema>;

/** The `call-state` live event: the call moved on (both sides, every tab). */
export const CallStateEventSchema = z.object({
  callId: z.string(),
  state: z.enum(CALL_STATES),
});
export type CallStateEvent = z.infer<typeof CallStateEventSchema>;

/** The `call-signal` live event: the other side's offer, answer or ICE candidate. */
export const CallSignalEventSchema = z.object({
  callId: z.string(),
  kind: z.enum(CALL_SIGNAL_KINDS),
  data: z.unknown(),
});
export type CallSignalEvent = z.infer<typeof CallSignalEventSchema>;

export const CallsQuerySchema = z.object({
  channelId: z.string().min(1).max(64),
  start: decimal(z.number().int().min(0)).default(0),
  limit: decimal(z.number().int().min(1).max(100)).default(20),
});

/** One call as a line of the chat. */
export const CallLineSchema = z.object({
  id: z.string(),
  video: z.boolean(),
  fromMe: z.boolean(),
  state: z.enum(CALL_STATES),
  /** When it rang (epoch ms). */
  createdAt: z.number(),
  /** From answer to end; null when never answered. */
  durationMs: z.number().nullable(),
});
export type CallLine = z.infer<typeof CallLineSchema>;
export const CallsResponseSchema = z.object({ calls: z.array(CallLineSchema) });
export type CallsResponse = z.infer<typeof CallsResponseSchema>;
