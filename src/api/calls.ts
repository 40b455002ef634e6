import { PAGE_SIZES } from '../../contract/enums';
import type {
  CallConnection,
  CallSignalKind,
  CallsResponse,
  StartCallRequest,
  StartCallResponse,
} from '../../contract/schemas/calls';
import { apiFetch } from './client';

const callPath = (callId: string, action: string) => `/calls/${encodeURIComponent(callId)}/${action}`;

export function startCall(body: StartCallRequest) {
  return apiFetch<StartCallResponse>('/calls', { method: 'POST', json: body });
}

export function answerCall(callId: string) {
  return apiFetch<CallConnection>(callPath(callId, 'answer'), { method: 'POST', json: {} });
}

export function declineCall(callId: string) {
  return apiFetch<unknown>(callPath(callId, 'decline'), { method: 'POST', json: {} });
}

/** keepalive: the tab is closing, and the request must still reach the server. */
export function endCall(callId: string, keepalive = false) {
  return apiFetch<unknown>(callPath(callId, 'end'), { method: 'POST', json: {}, keepalive });
}

export function sendCallSignal(callId: string, kind: CallSignalKind, data: unknown) {
  return apiFetch<unknown>(callPath(callId, 'signal'), { method: 'POST', json: { kind, data } });
}

/** The chat's calls, newest first, a page as long as a page of its history. */
export function getCalls(channelId: string, start: number, signal?: AbortSignal) {
  return apiFetch<CallsResponse>('/calls', {
    query: { channelId, start, limit: PAGE_SIZES.chatHistory },
    signal,
  });
}
