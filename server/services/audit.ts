import type { AuditPage } from '../../contract/schemas';
import type { Queryable } from '../db/types';
import { auditRepository } from '../repositories/audit';

/** The portal's Audit page: every recorded action, newest first, with the actor's email and the subject's name. */
export async function auditPage(db: Queryable, start: number, limit: number): Promise<AuditPage> {
  const rows = await auditRepository(db).page(start, limit);
  return {
    events: rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      actor: row.actorEmail ?? row.actorId,
      subject: row.subjectName ?? row.subjectId,
      detail: row.detail,
    })),
  };
}
