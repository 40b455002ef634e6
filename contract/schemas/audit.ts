import { z } from 'zod';

/** One row of the admin portal's Audit page: who did what to whom, when and from where. */
export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  /** The staff member or member who acted, by email; null for the service itself or a deleted account. */
  actor: z.string().nullable(),
  /** The member the action concerns, by name when they gave one, else by id. */
  subject: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPageSchema = z.object({ events: z.array(AuditEventSchema) });
export type AuditPage = z.infer<typeof AuditPageSchema>;
