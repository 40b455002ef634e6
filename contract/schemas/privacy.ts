import { z } from 'zod';
import { PHOTO_PRIVACY_MODES } from '../privacy';
import { decimal } from './common';

/** GET and PUT /profile/privacy: who sees the photos, the pause, and visits recorded both ways. */
export const PrivacySettingsSchema = z.object({
  photos: z.enum(PHOTO_PRIVACY_MODES),
  hidden: z.boolean(),
  recordVisits: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;
/** A PUT may change one switch at a time: what is left out stays as stored. */
export const PrivacySettingsRequestSchema = PrivacySettingsSchema.partial();
export type PrivacySettingsRequest = z.infer<typeof PrivacySettingsRequestSchema>;

/** GET /profile/viewers: who opened the member's profile page, newest first, one entry per member. */
export const ProfileViewerSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  photo: z.string().nullable(),
  /** Epoch milliseconds of the latest visit. */
  viewedAt: z.number(),
});
export type ProfileViewer = z.infer<typeof ProfileViewerSchema>;
export const ProfileViewersResponseSchema = z.object({ viewers: z.array(ProfileViewerSchema), total: z.number() });
export type ProfileViewersResponse = z.infer<typeof ProfileViewersResponseSchema>;
export const ProfileViewersQuerySchema = z.object({
  start: decimal(z.number().int().min(0)).default(0),
  limit: decimal(z.number().int().min(1).max(100)).default(20),
});

/** PUT /chat/phone-share: share the verified number with this chat's match, or withdraw it. */
export const PhoneShareRequestSchema = z.object({ channelId: z.string().min(1).max(64), share: z.boolean() });
export type PhoneShareRequest = z.infer<typeof PhoneShareRequestSchema>;
