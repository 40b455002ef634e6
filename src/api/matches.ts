import { PAGE_SIZES } from '../../contract/enums';
import type { PendingRequestsResponse, SendMatchRequest, SendMatchResponse } from '../../contract/schemas/matches';
import { apiFetch } from './client';

export function sendMatchDecision(body: SendMatchRequest) {
  return apiFetch<SendMatchResponse>('/matches/send', { method: 'PUT', json: body });
}

export function getPendingRequests(start: number, signal?: AbortSignal) {
  return apiFetch<PendingRequestsResponse>('/matches/get', {
    query: { start, limit: PAGE_SIZES.activity },
    signal,
  });
}
