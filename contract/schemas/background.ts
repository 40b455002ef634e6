import { z } from 'zod';
import { CHILDREN, CREATED_FOR, MARITAL_STATUSES } from '../background';
import { ONBOARDING_LANGUAGES, RELIGIONS } from '../enums';
import { OCCUPATIONS } from '../occupations';

/**
 * The profile's background (PUT /api/profile/background), and as read in GET /api/profile/my and a
 * member's view (GET /api/profile/get): every field, null where not given.
 */
export const BackgroundSchema = z.object({
  createdFor: z.enum(CREATED_FOR).nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  children: z.enum(CHILDREN).nullable(),
  motherTongue: z.enum(ONBOARDING_LANGUAGES).nullable(),
  /** Shown to another member only when that member gave their own. */
  community: z.string().nullable(),
  occupation: z.enum(OCCUPATIONS).nullable(),
});
export type Background = z.infer<typeof BackgroundSchema>;

export const CHILDREN_REQUIRED_MESSAGE = 'Please tell us about children, unless never married.';
export const CHILDREN_NOT_ASKED_MESSAGE = 'Children are asked only when not never married.';

/**
 * The whole background, replacing what was stored: who the profile is for, marital status and mother
 * tongue are required; children is required unless never married, and null then; community (checked
 * against the list of the member's religion) and occupation may be null or left out.
 */
export const BackgroundRequestSchema = z
  .object({
    createdFor: z.enum(CREATED_FOR),
    maritalStatus: z.enum(MARITAL_STATUSES),
    children: z.enum(CHILDREN).nullable().optional(),
    motherTongue: z.enum(ONBOARDING_LANGUAGES),
    community: z.string().trim().min(1).max(60).nullable().optional(),
    occupation: z.enum(OCCUPATIONS).nullable().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const never = input.maritalStatus === 'NEVER_MARRIED';
    const children = input.children ?? null;
    if (!never && children === null) {
      ctx.addIssue({ code: 'custom', path: ['children'], message: CHILDREN_REQUIRED_MESSAGE });
    }
    if (never && children !== null) {
      ctx.addIssue({ code: 'custom', path: ['children'], message: CHILDREN_NOT_ASKED_MESSAGE });
    }
  });
export type BackgroundRequest = z.infer<typeof BackgroundRequestSchema>;

export const CommunitiesQuerySchema = z.object({ religion: z.enum(RELIGIONS) }).strict();
export const CommunitiesSchema = z.object({ communities: z.array(z.string()) });
export type Communities = z.infer<typeof CommunitiesSchema>;
