import type { CountsResponse } from '../../contract/schemas/counts';
import { apiFetch } from './client';

/** What is waiting for the member: unanswered match requests and unread messages. */
export function getCounts(signal?: AbortSignal) {
  return apiFetch<CountsResponse>('/counts', { signal });
}
