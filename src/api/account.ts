import type { DeleteAccountRequest } from '../../contract/schemas/safety';
import { apiFetch } from './client';

export function deleteAccount(body: DeleteAccountRequest) {
  return apiFetch<unknown>('/account/delete', { method: 'POST', json: body });
}

export function exportMyData() {
  return apiFetch<Record<string, unknown>>('/account/export');
}
