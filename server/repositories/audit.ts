import type { Queryable } from '../db/types';

/** One recorded action. `actorId` null: the service itself; `subjectId`: the member it concerns. */
export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectId: string | null;
  detail?: Record<string, unknown>;
}

export interface AuditRow extends Required<AuditEntry> {
  id: string;
  at: string;
}

export interface AuditPageRow extends AuditRow {
  actorEmail: string | null;
  subjectName: string | null;
}

interface Row {
  id: string;
  at: Date | string;
  actor_id: string | null;
  action: string;
  subject_id: string | null;
  detail: Record<string, unknown>;
}

const toAuditRow = (row: Row): AuditRow => ({
  id: String(row.id),
  at: new Date(row.at).toISOString(),
  actorId: row.actor_id,
  action: row.action,
  subjectId: row.subject_id,
  detail: row.detail,
});

/** The audit table: append-only; pass the transaction of the action so both land or neither. */
export function auditRepository(db: Queryable) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.query('INSERT INTO audit_events (actor_id, action, subject_id, detail) VALUES ($1, $2, $3, $4)', [
        entry.actorId,
        entry.action,
        entry.subjectId,
        JSON.stringify(entry.detail ?? {}),
      ]);
    },

    /** Every row, newest first, a page at a time, with the actor's email and the subject's name. */
    async page(start: number, limit: number): Promise<AuditPageRow[]> {
      const { rows } = await db.query<Row & { actor_email: string | null; subject_name: string | null }>(
        `SELECT a.id, a.at, a.actor_id, a.action, a.subject_id, a.detail, u.email AS actor_email,
                nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') AS subject_name
           FROM audit_events a
           LEFT JOIN users u ON u.id = a.actor_id
           LEFT JOIN profiles p ON p.id = a.subject_id
          ORDER BY a.at DESC, a.id DESC OFFSET $1 LIMIT $2`,
        [start, limit],
      );
      return rows.map((row) => ({ ...toAuditRow(row), actorEmail: row.actor_email, subjectName: row.subject_name }));
    },

    /** Rows about one member, newest first. */
    async aboutMember(subjectId: string, limit = 200): Promise<AuditRow[]> {
      const { rows } = await db.query<Row>(
        `SELECT id, at, actor_id, action, subject_id, detail FROM audit_events
          WHERE subject_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
        [subjectId, limit],
      );
      return rows.map(toAuditRow);
    },
  };
}
