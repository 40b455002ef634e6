import type { BlockRequest, ReportRequest } from '../../contract/schemas/safety';
import { apiFetch } from './client';

export function blockMember(body: BlockRequest) {
  return apiFetch<unknown>('/safety/block', { method: 'POST', json: body });
}

export function reportMember(body: ReportRequest) {
  return apiFetch<unknown>('/safety/report', { method: 'POST', json: body });
}
