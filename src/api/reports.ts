import type { AdminReportsResponse, ResolveReportRequest } from '../../contract/schemas/safety';
import { apiFetch } from './client';

export function getOpenReports(signal?: AbortSignal) {
  return apiFetch<AdminReportsResponse>('/admin/reports', { auth: 'admin', signal });
}

export function resolveReport(body: ResolveReportRequest) {
  return apiFetch<unknown>('/admin/reports/resolve', { method: 'POST', auth: 'admin', json: body });
}
