import type { AuditPage } from '../../contract/schemas/audit';
import { apiFetch } from './client';

/** The admin portal's Audit page: recorded actions, newest first. */
export function listAuditEvents(start: number, limit: number, signal?: AbortSignal) {
  return apiFetch<AuditPage>('/audit/events', { auth: 'admin', query: { start, limit }, signal });
}
