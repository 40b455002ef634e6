import { z } from 'zod';

/** Family access: a member invites one relative by email (POST /family/invite). */
export const FamilyInviteRequestSchema = z.object({ email: z.email().max(254) });

/** PENDING: invited, link live; EXPIRED: the link lapsed unused; ACTIVE: the relative set a password. */
export const FAMILY_STATES = ['PENDING', 'EXPIRED', 'ACTIVE'] as const;

/** GET /family: the member's relative, or null when none is invited. */
export const FamilyStateSchema = z.object({
  relative: z
    .object({
      email: z.string(),
      state: z.enum(FAMILY_STATES),
      invitedAt: z.string(),
      acceptedAt: z.string().nullable(),
    })
    .nullable(),
});
export type FamilyState = z.infer<typeof FamilyStateSchema>;

/** POST /family/accept: the link's token and the relative's own password (the sign-up rules); answers a token. */
export const FamilyAcceptRequestSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: z.string().min(8).max(200),
});

/** GET /family/helping, for the relative: the member they help. */
export const FamilyHelpingSchema = z.object({ memberId: z.string(), firstName: z.string() });
export type FamilyHelping = z.infer<typeof FamilyHelpingSchema>;
