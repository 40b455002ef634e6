import { z } from 'zod';

/** Every failure answer carries a human message (spec 8). */
export const ErrorSchema = z.object({ errorMessage: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

/** Offset paging of spec 9: start and limit as query parameters. */
export const PageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** An empty answer body for calls whose success body the spec does not read. */
export const OkSchema = z.object({}).loose();
