import { z } from 'zod';

export const AssistantAskRequestSchema = z.object({
  message: z.string().trim().min(1).max(1000),
  chatSessionId: z.string().min(1).max(100),
});
export type AssistantAskRequest = z.infer<typeof AssistantAskRequestSchema>;

export const AssistantAskResponseSchema = z.object({ message: z.string() });
export type AssistantAskResponse = z.infer<typeof AssistantAskResponseSchema>;
