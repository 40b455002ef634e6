import { z } from 'zod';
import { REPORT_REASONS } from '../enums';
import { AdminProfileItemSchema } from './profile';

/** Block or report: the member named by profile (View profile, home) or by the chat with them. */
const TargetSchema = z.object({
  profileId: z.string().min(1).max(64).optional(),
  channelId: z.string().min(1).max(64).optional(),
});

export const BlockRequestSchema = TargetSchema;
export type BlockRequest = z.infer<typeof BlockRequestSchema>;

export const ReportRequestSchema = TargetSchema.extend({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(1000).optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** One line of the chat as it stood when the report was made. */
export const ReportExcerptLineSchema = z.object({
  message: z.string(),
  fromReporter: z.boolean(),
  createdAt: z.number(),
});

/** An open report as staff review it: the reported profile with the review table's document links. */
export const AdminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.number(),
  excerpt: z.array(ReportExcerptLineSchema).nullable(),
  reported: AdminProfileItemSchema.pick({
    id: true,
    firstName: true,
    lastName: true,
    photoImageUrl: true,
    panImageUrl: true,
    imageUrls: true,
  }).extend({
    /** The identity document's image was removed after review; its verdict, masked number and hashes remain. */
    documentRemoved: z.boolean(),
  }),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportsResponseSchema = z.object({ reports: z.array(AdminReportSchema) });
export type AdminReportsResponse = z.infer<typeof AdminReportsResponseSchema>;

export const REPORT_ACTIONS = ['dismiss', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const ResolveReportRequestSchema = z.object({ id: z.string().min(1).max(64), action: z.enum(REPORT_ACTIONS) });
export type ResolveReportRequest = z.infer<typeof ResolveReportRequestSchema>;

/** Delete my account: the typed confirmation word and the password. */
export const DeleteAccountRequestSchema = z.object({
  confirmation: z.string().max(40),
  password: z.string().min(1).max(200),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
