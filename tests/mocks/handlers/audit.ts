import type { AuditEvent } from '../../../contract/schemas/audit';
import { ok, pageOf, route } from '../http';

export const auditEvents: AuditEvent[] = [
  {
    id: '2',
    at: '2026-11-20T10:05:00.000Z',
    action: 'profile.published',
    actor: 'admin@matrimony.example',
    subject: 'Kavya Rao',
    detail: { ip: '10.0.0.5' },
  },
  {
    id: '1',
    at: '2026-11-20T10:00:00.000Z',
    action: 'document.viewed',
    actor: 'admin@matrimony.example',
    subject: 'Kavya Rao',
    detail: { document: 'identity', ip: '10.0.0.5' },
  },
];

export const auditHandlers = [
  route('get', '/audit/events', 'admin', ({ request }) => ok({ events: pageOf(auditEvents, request, 25) })),
];
