import { z } from 'zod';

export const AssistantAskRequestSchema = z.object({
  message: z.string().trim().min(1).max(1000),
  chatSessionId: z.string().min(1).max(100),
});
export type AssistantAskRequest = z.infer<typeof AssistantAskRequestSchema>;

/** A place in the app where the member can act on the answer (a path of src/lib/paths.ts). */
export const AssistantLinkSchema = z.object({ label: z.string(), path: z.string().startsWith('/app/') });
export type AssistantLink = z.infer<typeof AssistantLinkSchema>;

/** `links` is an addition to the spec's `{message}`: clients that ignore it lose nothing. */
export const AssistantAskResponseSchema = z.object({
  message: z.string(),
  links: z.array(AssistantLinkSchema).optional(),
});
export type AssistantAskResponse = z.infer<typeof AssistantAskResponseSchema>;
