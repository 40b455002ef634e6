import { createHmac } from 'node:crypto';
import {
  CALL_RING_SECONDS,
  CALLS_PER_PAIR_PER_TEN_MINUTES,
  type CallConnection,
  type CallEvent,
  type CallLine,
  type CallSignalKind,
  type StartCallRequest,
  type StartCallResponse,
} from '../../contract/schemas';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import { newId } from '../lib/crypto';
import { conflict, forbidden, notFound, tooMany } from '../lib/errors';
import { type CallRow, callsRepository } from '../repositories/calls';
import { chatRepository } from '../repositories/chat';
import { announce } from './notices/announce';
import { noticesRepository } from '../repositories/notices';
import { noticesOutboxRepository } from '../repositories/notices-outbox';
import { PRESENCE_FRESH_MS } from './notices/live-hub';

export const CALL_NOT_ALLOWED_MESSAGE = 'You can call only your matches.';
export const CALL_BUSY_MESSAGE = 'One of you is already on a call. Please try again later.';
export const CALL_TOO_OFTEN_MESSAGE = 'You have called this member several times. Please wait a few minutes.';
export const CALL_NOT_FOUND_MESSAGE = 'Call not found.';
export const CALL_NOT_YOURS_MESSAGE = 'You are not on this call.';
export const CALL_NOT_RINGING_MESSAGE = 'This call is no longer ringing.';
export const CALL_OVER_MESSAGE = 'This call has ended.';

/** TURN credentials last this long: enough to ring and connect; the relay keeps an allocation it accepted. */
export const TURN_CREDENTIAL_SECONDS = 300;
/** The ringing window the limit on calling one member again counts in. */
const CALL_LIMIT_MINUTES = 10;
/** A call still active after this long is ended (both tabs vanished without hanging up). */
const CALL_MAX_HOURS = 4;
/** Rung-out calls one sweep marks missed. */
const SWEEP_BATCH = 100;

/**
 * coturn's time-limited REST credentials (use-auth-secret): the username is "<expiry>:<id>" and the password
 * base64(HMAC-SHA1(static-auth-secret, username)), so the relay checks them without asking this server.
 */
export function turnCredentials(
  secret: string,
  id: string,
  nowMs = Date.now(),
  seconds = TURN_CREDENTIAL_SECONDS,
): { username: string; credential: string } {
  const username = `${Math.floor(nowMs / 1000) + seconds}:${id}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** What one side of a call is given to connect: the relay (relay only) or nothing (direct, one network). */
export function connectionFor(config: Pick<Config, 'turn'>, callId: string): CallConnection {
  if (!config.turn) return { iceServers: [], iceTransportPolicy: 'all' };
  return {
    iceServers: [{ urls: config.turn.urls, ...turnCredentials(config.turn.secret, callId) }],
    iceTransportPolicy: 'relay',
  };
}

/** What a call tells its members: the one place calls speak, in the transaction of the change. */
export type CallNotice =
  | { kind: 'ring'; to: string; event: CallEvent }
  | { kind: 'state'; call: CallRow }
  | { kind: 'signal'; to: string; callId: string; signal: CallSignalKind; data: unknown }
  | { kind: 'missed'; call: CallRow };

/**
 * Announces a call's news: its ring, state and signals on the members' live streams (every instance, through the
 * member_events fan-out), and a missed call as a notice of the notices room (the callee's bell, in their language).
 */
export async function announceCall(tx: Queryable, notice: CallNotice): Promise<void> {
  const events = noticesRepository(tx);
  switch (notice.kind) {
    case 'ring': {
      const { event } = notice;
      await events.addEvent(notice.to, 'call', event);
      // A callee with no tab open is rung on their phone (web push); an open tab rings by itself.
      await noticesOutboxRepository(tx).enqueueCallPush(
        notice.to,
        { about: event.from.profileId, chat: event.channelId },
        { event: 'ring', callId: event.callId, video: event.video },
        PRESENCE_FRESH_MS,
      );
      return;
    }
    case 'state': {
      const { call } = notice;
      for (const member of [call.caller_id, call.callee_id])
        await events.addEvent(member, 'call-state', { callId: call.id, state: call.state });
      return;
    }
    case 'signal':
      await events.addEvent(notice.to, 'call-signal', {
        callId: notice.callId,
        kind: notice.signal,
        data: notice.data,
      });
      return;
    case 'missed': {
      const { call } = notice;
      await announce(tx, {
        kind: 'missedCall',
        member: call.callee_id,
        about: call.caller_id,
        chat: call.channel_id,
        call: call.id,
        video: call.video,
      });
    }
  }
}

/** A call is over: its members' lines are free, its signals gone, both sides told (and a missed callee's bell). */
async function closeCall(tx: Queryable, call: CallRow, unanswered: boolean): Promise<void> {
  const calls = callsRepository(tx);
  await calls.freeLines(call.id, tx);
  await calls.dropSignals(call.id, tx);
  await announceCall(tx, { kind: 'state', call });
  if (unanswered) await announceCall(tx, { kind: 'missed', call });
}

/** Ends the call two members are on together, inside a block's transaction (a block ends the call). */
export async function endCallBetween(tx: Queryable, memberA: string, memberB: string): Promise<void> {
  const ended = await callsRepository(tx).endBetween(memberA, memberB, tx);
  if (ended) await closeCall(tx, ended, false);
}

/**
 * Voice and video calls between matched members (contract/schemas/calls.ts). Every rule is decided by the
 * database (who may call, one call per member, the ring's 45 seconds), so any instance agrees.
 */
export function createCallsService(deps: { db: Db; config: Pick<Config, 'turn'> }) {
  const { db, config } = deps;
  const calls = callsRepository(db);
  const chat = chatRepository(db);

  async function memberCall(memberId: string, callId: string): Promise<CallRow> {
    const call = await calls.find(callId);
    if (!call) throw notFound(CALL_NOT_FOUND_MESSAGE);
    if (call.caller_id !== memberId && call.callee_id !== memberId) throw forbidden(CALL_NOT_YOURS_MESSAGE);
    return call;
  }

  /** Marks rung-out calls missed and ends overlong ones; each announced once, by whichever instance got it. */
  async function settle(): Promise<number> {
    return db.transaction(async (tx) => {
      const missed = await calls.markMissed(CALL_RING_SECONDS, SWEEP_BATCH, tx);
      for (const call of missed) await closeCall(tx, call, true);
      const overlong = await calls.endOverlong(CALL_MAX_HOURS, tx);
      for (const call of overlong) await closeCall(tx, call, false);
      return missed.length + overlong.length;
    });
  }

  return {
    settle,

    async start(callerId: string, { channelId, video }: StartCallRequest): Promise<StartCallResponse> {
      const calleeId = await chat.otherMember(channelId, callerId);
      // Matched, the other still a member, and neither blocked the other.
      if (!calleeId || (await chat.state(channelId, callerId)) !== 'open') throw forbidden(CALL_NOT_ALLOWED_MESSAGE);
      if ((await calls.recentCount(callerId, calleeId, CALL_LIMIT_MINUTES)) >= CALLS_PER_PAIR_PER_TEN_MINUTES)
        throw tooMany(CALL_TOO_OFTEN_MESSAGE);
      // A call that rang out but is not swept yet must not keep either member busy.
      await settle();
      const callId = newId();
      const [firstName, calleeName] = await Promise.all([calls.firstName(callerId), calls.firstName(calleeId)]);
      await db.transaction(async (tx) => {
        if (!(await calls.start({ id: callId, channelId, callerId, calleeId, video }, tx)))
          throw conflict(CALL_BUSY_MESSAGE);
        await announceCall(tx, {
          kind: 'ring',
          to: calleeId,
          event: {
            callId,
            from: { profileId: callerId, firstName },
            video,
            channelId,
            ringsUntil: Date.now() + CALL_RING_SECONDS * 1000,
          },
        });
      });
      return { callId, ...connectionFor(config, callId), to: { profileId: calleeId, firstName: calleeName } };
    },

    async answer(memberId: string, callId: string): Promise<CallConnection> {
      const call = await memberCall(memberId, callId);
      if (call.callee_id !== memberId) throw forbidden(CALL_NOT_YOURS_MESSAGE);
      const answered = await db.transaction(async (tx) => {
        const row = await calls.answer(callId, memberId, CALL_RING_SECONDS, tx);
        if (row) await announceCall(tx, { kind: 'state', call: row });
        return row;
      });
      if (!answered) {
        await settle();
        throw conflict(CALL_NOT_RINGING_MESSAGE);
      }
      return connectionFor(config, callId);
    },

    async decline(memberId: string, callId: string): Promise<void> {
      const call = await memberCall(memberId, callId);
      if (call.callee_id !== memberId) throw forbidden(CALL_NOT_YOURS_MESSAGE);
      const declined = await db.transaction(async (tx) => {
        const row = await calls.decline(callId, memberId, tx);
        if (row) await closeCall(tx, row, false);
        return row;
      });
      if (!declined) throw conflict(CALL_NOT_RINGING_MESSAGE);
    },

    /** Either side hangs up; a caller who hangs up before an answer leaves the callee a missed call. */
    async end(memberId: string, callId: string): Promise<void> {
      const call = await memberCall(memberId, callId);
      // Ending a call that is already over changes nothing (both sides may hang up at once).
      await db.transaction(async (tx) => {
        const row = await calls.end(callId, memberId, tx);
        if (row) await closeCall(tx, row, call.state === 'ringing' && memberId === call.caller_id);
      });
    },

    async signal(memberId: string, callId: string, kind: CallSignalKind, data: unknown): Promise<void> {
      const call = await memberCall(memberId, callId);
      if (call.state !== 'ringing' && call.state !== 'active') throw conflict(CALL_OVER_MESSAGE);
      const to = call.caller_id === memberId ? call.callee_id : call.caller_id;
      await announceCall(db, { kind: 'signal', to, callId, signal: kind, data });
    },

    async lines(memberId: string, channelId: string, start: number, limit: number): Promise<CallLine[]> {
      const rows = await calls.lines(channelId, memberId, start, limit);
      return rows.map((row) => ({
        id: row.id,
        video: row.video,
        fromMe: row.from_me,
        state: row.state,
        createdAt: Number(row.created_ms),
        durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
      }));
    },
  };
}
