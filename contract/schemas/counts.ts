import { z } from 'zod';

/**
 * What is waiting for the member, for the navigation bar (not in the spec; an addition): requests they
 * have not answered and messages from their matches they have not read.
 */
export const CountsResponseSchema = z.object({
  pendingRequests: z.number().int().min(0),
  unreadMessages: z.number().int().min(0),
});
export type CountsResponse = z.infer<typeof CountsResponseSchema>;
