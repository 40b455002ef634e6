import type { FeedResponse } from '../../contract/schemas/feed';
import { apiFetch } from './client';

export function getFeed(signal?: AbortSignal) {
  return apiFetch<FeedResponse>('/feed/home', { signal });
}
