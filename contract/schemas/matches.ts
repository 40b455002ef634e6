import { z } from 'zod';

export const SendMatchRequestSchema = z.object({
  toProfileId: z.string().min(1).max(64),
  interested: z.boolean(),
});
export type SendMatchRequest = z.infer<typeof SendMatchRequestSchema>;

/** PUT /matches/send: `matched` when both said yes; then the pair's chat, for the match moment's "Say hello". */
export const SendMatchResponseSchema = z.object({ matched: z.boolean(), channelId: z.string().optional() });
export type SendMatchResponse = z.infer<typeof SendMatchResponseSchema>;

/** Spec 3: a pending request. */
export const PendingRequestSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  name: z.string(),
  age: z.number().nullable(),
  imageUrl: z.string().nullable(),
  /**
   * The sender falls outside the member's partner-preference dealbreakers: the request still
   * arrives, so nothing sent is lost, marked "Outside your preferences". Absent: inside them, or none set.
   */
  outsidePreferences: z.boolean().optional(),
});
export type PendingRequest = z.infer<typeof PendingRequestSchema>;

export const PendingRequestsResponseSchema = z.object({ pendingRequests: z.array(PendingRequestSchema) });
export type PendingRequestsResponse = z.infer<typeof PendingRequestsResponseSchema>;
