import { z } from 'zod';
import { BADGES } from '../enums';
import { decimal } from './common';

/** Spec 3: a chat channel; lastMessage is null before the first message. */
export const ChatChannelSchema = z.object({
  id: z.string(),
  /** Sending is no longer possible (the other member left or a block closed the chat). */
  closed: z.boolean().optional(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  lastMessage: z.string().nullable(),
  /** The other member's verified number when they shared it with this match in the chat, else null. */
  sharedPhone: z.string().nullable().optional(),
  /** The caller shared their own number in this chat. */
  sharingMine: z.boolean().optional(),
  /** The other member's profile (for a link); null once they deleted their account. */
  profileId: z.string().nullable().optional(),
  /** The other member's first name, as the chat's header greets them. */
  firstName: z.string().optional(),
  /** Messages from the other member the caller has not opened yet. */
  unreadCount: z.number().int().min(0).optional(),
  /** When the last message was sent, epoch milliseconds; null before the first. */
  lastMessageAt: z.number().nullable().optional(),
});
export type ChatChannel = z.infer<typeof ChatChannelSchema>;
export const ChatChannelsResponseSchema = z.object({ chatChannels: z.array(ChatChannelSchema) });
export type ChatChannelsResponse = z.infer<typeof ChatChannelsResponseSchema>;

/** Spec 3: a chat message; createdAt in epoch milliseconds. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  fromMe: z.boolean(),
  createdAt: z.number(),
  /** A received message that reads like a scam (money, bank or UPI details, moving to another app): the app shows a safety tip. */
  safetyTip: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export const ChatHistoryResponseSchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** The other member's trust badges, as their profile carries them (none once they deleted their account). */
  badges: z.array(z.enum(BADGES)).optional(),
  /** The chat header: the other member's number when they shared it with this match, else null. */
  sharedPhone: z.string().nullable().optional(),
  /** The caller shared their own number in this chat. */
  sharingMine: z.boolean().optional(),
  /** Who the chat is with, for its header: first name, first photo (photo privacy applied), and their profile. */
  partner: z
    .object({ profileId: z.string().nullable(), firstName: z.string(), imageUrl: z.string().nullable() })
    .optional(),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

export const ChatHistoryQuerySchema = z.object({
  channelId: z.string().min(1).max(64),
  start: decimal(z.number().int().min(0)).default(0),
  limit: decimal(z.number().int().min(1).max(100)).default(20),
});

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
export const SendChatRequestSchema = z.object({
  message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
  channelId: z.string().min(1).max(64),
});
export type SendChatRequest = z.infer<typeof SendChatRequestSchema>;
