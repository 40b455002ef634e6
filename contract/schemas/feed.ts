import { z } from 'zod';
import { MemberProfileSchema } from './profile';

export const FeedResponseSchema = z.object({ profiles: z.array(MemberProfileSchema) });
export type FeedResponse = z.infer<typeof FeedResponseSchema>;
