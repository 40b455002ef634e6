import { PAGE_SIZES } from '../../contract/enums';
import type { ChatChannelsResponse, ChatHistoryResponse, SendChatRequest } from '../../contract/schemas/chat';
import { apiFetch } from './client';

export function getChatChannels(start: number, signal?: AbortSignal) {
  return apiFetch<ChatChannelsResponse>('/chat/channels', {
    query: { start, limit: PAGE_SIZES.chatChannels },
    signal,
  });
}

export function getChatHistory(channelId: string, start: number, signal?: AbortSignal) {
  return apiFetch<ChatHistoryResponse>('/chat/history', {
    query: { channelId, start, limit: PAGE_SIZES.chatHistory },
    signal,
  });
}

export function sendChatMessage(body: SendChatRequest) {
  return apiFetch<unknown>('/chat/send', { method: 'POST', json: body });
}
