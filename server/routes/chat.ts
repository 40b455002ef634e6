import type { FastifyRequest } from 'fastify';
import {
  ChatChannelsResponseSchema,
  ChatHistoryQuerySchema,
  ChatHistoryResponseSchema,
  OkSchema,
  PageQuerySchema,
  SendChatRequestSchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { toListedMember } from '../services/profile-view';
import { HttpError, notFound } from '../lib/errors';
import { chatRepository, type PartnerRow } from '../repositories/chat';
import type { FileStore } from '../services/files';
import { CHANNEL_NOT_FOUND_MESSAGE, sendChatMessage } from '../services/chat';
import { createKeptAnswers } from '../services/kept-answers';
import { safetyConcern } from '../services/safety-tips';
import type { RoutePlugin } from './types';

/** The name a chat shows once the other member deleted their account. */
export const DELETED_MEMBER_NAME = 'Deleted member';
export const CHAT_RATE_LIMITED_MESSAGE = 'You are sending messages too quickly. Please wait a moment.';

/** Messages one member may send per minute, across all their chats (the spec sets no rate). */
export const CHAT_SEND_PER_MINUTE = 30;

/** A page of history is used again while its channel has no new message, for at most this long. */
export const HISTORY_ANSWER_MAX_AGE_MS = 60_000;
/** Memory for kept pages (a page of history is a few KB). */
const HISTORY_ANSWER_BYTES = 16 * 1024 * 1024;

/** The chat header's other member: first name, first photo as the reader may see it, and their profile. */
function toPartner(row: PartnerRow, files: FileStore) {
  if (!row.other_id) return { profileId: null, firstName: DELETED_MEMBER_NAME, imageUrl: null };
  return {
    profileId: row.other_id,
    firstName: row.first_name ?? '',
    imageUrl: toListedMember(row, files, row.photo_relation).imageUrl,
  };
}

/** GET /chat/channels, GET /chat/history and POST /chat/send (spec 4 chat transitions, spec 7). */
export const chatRoutes: RoutePlugin = async (app, { db, files, auth, changes }) => {
  const chat = chatRepository(db);
  // Pages of history as they were serialized, per reader (fromMe is the reader's side), until the channel
  // changes (lib/answer-cache.ts): polling an idle conversation costs one primary-key read on PostgreSQL (the
  // channel's version) and none on the embedded engine, which announces each change (db/changes.ts).
  const pages = createKeptAnswers({
    maxAgeMs: HISTORY_ANSWER_MAX_AGE_MS,
    maxBytes: HISTORY_ANSWER_BYTES,
    changes,
    forget: (change, cache) => {
      if (change.kind === 'channel') cache.deleteGroup(change.channelId);
    },
  });

  app.get(
    '/chat/channels',
    {
      preHandler: auth.requireMember,
      schema: { querystring: PageQuerySchema, response: { 200: ChatChannelsResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const rows = await chat.channels(userId, request.query.start, request.query.limit);
      return {
        chatChannels: rows.map((row) => ({
          id: row.id,
          ...toListedMember(row, files, row.photo_relation),
          ...(row.other_id ? {} : { name: DELETED_MEMBER_NAME }),
          lastMessage: row.last_message,
          ...(row.other_id ? {} : { closed: true }),
          // My number on my terms: the other member's number when they shared it here (null otherwise).
          ...(row.other_id ? { sharedPhone: row.shared_phone } : {}),
          ...(row.sharing_mine ? { sharingMine: true } : {}),
          // Who the chat is with, for the list and the chat's header: a link to their profile, unread and latest.
          profileId: row.other_id,
          firstName: row.other_id ? (row.first_name ?? '') : DELETED_MEMBER_NAME,
          unreadCount: Number(row.unread_count),
          lastMessageAt: row.last_message_ms === null ? null : Number(row.last_message_ms),
        })),
      };
    },
  );

  app.get(
    '/chat/history',
    {
      preHandler: auth.requireMember,
      schema: { querystring: ChatHistoryQuerySchema, response: { 200: ChatHistoryResponseSchema } },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { channelId, start, limit } = request.query;
      return pages.answer(reply, {
        key: `${channelId}\n${userId}\n${start}\n${limit}`,
        group: channelId,
        // A page is kept only for a reader who passed the membership check, and a channel's members never change.
        // The other member's badges ride along: a kept page may show them as they were up to a minute ago.
        storedStamp: async () => {
          const stamp = await chat.historyStamp(channelId, userId);
          if (stamp === null) throw notFound(CHANNEL_NOT_FOUND_MESSAGE);
          return stamp;
        },
        compute: async () => {
          const page = await chat.history(channelId, userId, start, limit);
          if (!page) throw notFound(CHANNEL_NOT_FOUND_MESSAGE);
          // Opening a chat (and each poll of it) reads its newest page: the member has now seen everything in it.
          // A kept page is only answered while the channel has not changed, so its mark is already set.
          if (start === 0) await chat.markRead(channelId, userId, page.newestSeq);
          // Newest first (start=0 is the latest page); the app merges pages and sorts them ascending (spec 4).
          const body = reply.serialize({
            messages: page.messages.map((row) => {
              const createdAt = Number(row.created_at);
              const tip = !row.from_me && safetyConcern(row.body, createdAt - page.openedAt) !== null;
              return {
                id: row.id,
                message: row.body,
                fromMe: row.from_me,
                createdAt,
                ...(tip ? { safetyTip: true } : {}),
              };
            }),
            badges: page.badges,
            // The chat header's shared numbers (my number on my terms), carried only once one is shared.
            ...(page.sharedPhone ? { sharedPhone: page.sharedPhone } : {}),
            ...(page.sharingMine ? { sharingMine: true } : {}),
            partner: toPartner(page.partner, files),
          }) as string;
          return { body, stamp: page.version };
        },
      });
    },
  );

  app.post(
    '/chat/send',
    {
      preHandler: auth.requireMember,
      config: {
        rateLimit: {
          max: CHAT_SEND_PER_MINUTE,
          timeWindow: 60_000,
          // After the auth guard, so the limit follows the member rather than their address or token.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `chat:${currentUser(request).userId}`,
          errorResponseBuilder: () => new HttpError(429, CHAT_RATE_LIMITED_MESSAGE),
        },
      },
      schema: { body: SendChatRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { channelId, message } = request.body;
      return { id: await sendChatMessage(db, channelId, userId, message) };
    },
  );
};
