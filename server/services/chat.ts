import type { Db } from '../db/types';
import { forbidden, notFound } from '../lib/errors';
import { chatRepository } from '../repositories/chat';

/** Another pair's channel answers exactly like a missing one, so a channel id reveals nothing. */
export const CHANNEL_NOT_FOUND_MESSAGE = 'Chat not found.';
export const CHAT_CLOSED_MESSAGE = 'You can no longer send messages in this chat.';

/**
 * Sends a member's message (POST /chat/send): the message and the receiver's notice of it (the 'message'
 * notice: live, the bell, and an email and push that wait for them to read it first) are one statement.
 * Answers the new message's id.
 */
export async function sendChatMessage(db: Db, channelId: string, senderId: string, message: string): Promise<string> {
  const id = await chatRepository(db).send(channelId, senderId, message);
  if (id) return id;
  // Blocking is silent: the one blocked learns only that the chat is closed, as after a deleted account.
  if ((await chatRepository(db).state(channelId, senderId)) === 'closed') throw forbidden(CHAT_CLOSED_MESSAGE);
  throw notFound(CHANNEL_NOT_FOUND_MESSAGE);
}
