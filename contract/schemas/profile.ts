import { z } from 'zod';
import { LanguageSchema } from './language';
import {
  ALL_LANGUAGES,
  BADGES,
  COMPATIBILITY_MAX,
  DOCUMENT_VERDICTS,
  DUPLICATE_KINDS,
  FACE_MATCH_VERDICTS,
  REFUSAL_REASONS,
  FATHERS_OCCUPATIONS,
  GENDERS,
  HABIT_FREQUENCIES,
  INCOME_SLAB_VALUES,
  MOTHERS_OCCUPATIONS,
  PETS,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
  STEP_STATES,
} from '../enums';
import { OCCUPATIONS } from '../occupations';
import { PHOTO_STAND_INS } from '../privacy';
import { BackgroundSchema } from './background';
import { decimal } from './common';
import { HoroscopeMatchSchema } from './horoscope';

/** A photo; `standIn` when the owner's photo privacy gives this viewer its blurred copy or the placeholder. */
export const ImageSchema = z.object({ url: z.string(), standIn: z.enum(PHOTO_STAND_INS).optional() });
export const NameSchema = z.object({ firstName: z.string(), lastName: z.string() });
export const IncomeRangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/** Two-sided compatibility, an optional extension of feed entries. */
export const CompatibilitySchema = z.object({
  score: z.number().min(0).max(COMPATIBILITY_MAX),
  reasons: z.array(z.string()),
});
export type Compatibility = z.infer<typeof CompatibilitySchema>;

/** Spec 3: a member profile as suggested or viewed. */
export const MemberProfileSchema = z.object({
  id: z.string(),
  name: NameSchema,
  images: z.array(ImageSchema),
  basicDetails: z.object({
    age: z.number().nullable(),
    gender: z.enum(GENDERS).nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
  }),
  aboutMe: z.string().nullable(),
  career: z.string().nullable(),
  education: z.string().nullable(),
  income: IncomeRangeSchema.optional(),
  lifestyleDetails: z.object({
    smoking: z.enum(HABIT_FREQUENCIES).nullable(),
    drinking: z.enum(HABIT_FREQUENCIES).nullable(),
    food: z.enum(PROFILE_FOODS).nullable(),
    pets: z.enum(PETS).nullable(),
  }),
  familyDetails: z.object({
    fathersOccupation: z.enum(FATHERS_OCCUPATIONS).nullable(),
    mothersOccupation: z.enum(MOTHERS_OCCUPATIONS).nullable(),
    languages: z.array(z.string()),
    brothers: z.number().nullable(),
    sisters: z.number().nullable(),
  }),
  location: z.string().nullable(),
  /** Who the profile is for, marital status, mother tongue, community, occupation (the profile's background). */
  background: BackgroundSchema.optional(),
  /** Only between two members who both share their horoscope: the viewed member's Moon and the guna match. */
  horoscope: HoroscopeMatchSchema.optional(),
  compatibility: CompatibilitySchema.optional(),
  /** A feed entry who already said yes to the member: accepting makes a match at once. */
  interestedInYou: z.boolean().optional(),
  /** What the service checked about this member (identity, photos, certificates). */
  badges: z.array(z.enum(BADGES)).optional(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** Spec 3: the member's own profile as read. No dob, no aboutMyFamily. */
export const OwnProfileSchema = z.object({
  name: NameSchema,
  basicDetails: z.object({
    height: z.number().nullable(),
    weight: z.number().nullable(),
    gender: z.enum(GENDERS).nullable(),
    age: z.number().nullable(),
  }),
  lifestyleDetails: z.object({
    smoking: z.enum(HABIT_FREQUENCIES).nullable(),
    drinking: z.enum(HABIT_FREQUENCIES).nullable(),
    food: z.enum(PROFILE_FOODS).nullable(),
    pets: z.enum(PETS).nullable(),
    religion: z.enum(RELIGIONS).nullable(),
    religious: z.enum(RELIGIOUS_LEVELS).nullable(),
  }),
  familyDetails: z.object({
    brothers: z.number().nullable(),
    sisters: z.number().nullable(),
    fathersOccupation: z.enum(FATHERS_OCCUPATIONS).nullable(),
    mothersOccupation: z.enum(MOTHERS_OCCUPATIONS).nullable(),
    languages: z.array(z.string()),
  }),
  aboutMe: z.string().nullable(),
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }),
  /** The profile's background, every field null until given. */
  background: BackgroundSchema,
  profession: z.object({
    degree: z.string().nullable(),
    college: z.string().nullable(),
    workplace: z.string().nullable(),
    income: IncomeRangeSchema,
    /** Extension: signed links to the uploaded certificates, when present. */
    degreeImageUrl: z.string().nullable().optional(),
    incomeImageUrl: z.string().nullable().optional(),
  }),
  images: z.array(ImageSchema),
  /** Extension: the language the member chose (contract/languages.ts), English until they choose. */
  language: LanguageSchema.optional(),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

const Step = z.enum(STEP_STATES);
/** Spec 3: each step INIT until done. */
export const ProfileStatusSchema = z.object({
  name: Step,
  basicDetails: Step,
  lifestyleDetails: Step,
  familyDetails: Step,
  aboutMe: Step,
  images: Step,
  profession: Step,
});
export type ProfileStatus = z.infer<typeof ProfileStatusSchema>;

/**
 * The automatic checks of a profile awaiting review (services/checks): staff only. FAILED: the latest check
 * was given up after its attempts (any earlier outcome still shown).
 */
export const AdminChecksSchema = z.object({
  status: z.enum(['PENDING', 'DONE', 'FAILED']),
  selfieFaces: z.number().int().min(0).optional(),
  faceMatch: z.enum(FACE_MATCH_VERDICTS).optional(),
  documentNumber: z.enum(DOCUMENT_VERDICTS).optional(),
  documentName: z.enum(DOCUMENT_VERDICTS).optional(),
  duplicates: z.array(z.object({ profileId: z.string(), kind: z.enum(DUPLICATE_KINDS) })).optional(),
  risk: z.number().int().min(0).max(100).optional(),
  /** Things worth a look that refuse nothing (a PAN's fourth or fifth letter, a small face). */
  warnings: z.array(z.string()).optional(),
  /** The holder's name as read from the document, shown beside the profile's name. */
  documentNameRead: z.string().max(120).optional(),
  /** False when the selfie was chosen from the member's files, not taken live with the camera. */
  selfieLive: z.boolean().optional(),
});
export type AdminChecks = z.infer<typeof AdminChecksSchema>;

/** POST /profile/refuse: why, in the reasons' words, and a note for the member. */
export const RefuseRequestSchema = z.object({
  id: z.string().min(1).max(64),
  reasons: z.array(z.enum(REFUSAL_REASONS)).min(1).max(REFUSAL_REASONS.length),
  note: z.string().trim().max(1000).optional().default(''),
});

/** Spec 3: an item of the admin review list. Missing documents are null. */
export const AdminProfileItemSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoImageUrl: z.string().nullable(),
  panImageUrl: z.string().nullable(),
  degreeImageUrl: z.string().nullable(),
  incomeImageUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  /** The automatic checks' outcome (staff only). */
  checks: AdminChecksSchema.optional(),
  /** False when the selfie was chosen from the member's files (no camera), not taken live; staff see it. */
  selfieLive: z.boolean().optional(),
  /** Beyond the spec's item (staff review, contract/review.ts): the account's email, when it was submitted
   * for review and how long ago (seconds), whether its checks are done, running or were never made, and its
   * earlier refusals, newest first. */
  email: z.string().optional(),
  submittedAt: z.string().nullable().optional(),
  waitingSeconds: z.number().int().min(0).nullable().optional(),
  checksState: z.enum(['DONE', 'PENDING', 'FAILED', 'NOT_CHECKED']).optional(),
  refusals: z.array(z.object({ at: z.string(), reasons: z.array(z.string()) })).optional(),
});
export type AdminProfileItem = z.infer<typeof AdminProfileItemSchema>;
export const AdminProfileListSchema = z.array(AdminProfileItemSchema);

export const ProfileIdQuerySchema = z.object({ profileId: z.string().min(1).max(64) });
export const VerifyQuerySchema = z.object({ id: z.string().min(1).max(64) });
/** GET /profile/list?q=: staff search the list by name or email (beyond the spec). */
export const AdminListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
/** POST /profile/verify: publishing past a red check, confirmed with staff's note (kept in the audit). */
export const ConfirmPublishRequestSchema = z.object({
  id: z.string().min(1).max(64),
  note: z.string().trim().min(1, 'Please write a note saying why you publish despite the red checks.').max(1000),
});
export const ImageUrlQuerySchema = z.object({ imageUrl: z.string().min(1).max(2000) });

export const NameRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
});
export type NameRequest = z.infer<typeof NameRequestSchema>;

const WEIGHT_MESSAGE = 'Please enter a weight between 20 and 400 kg.';
const HEIGHT_MESSAGE = 'Please enter a height between 2 ft 6 in and 9 ft.';

/** Spec 5: dob as MM/dd/yyyy, weight in kg, height in total inches. */
export const DOB_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
export const BasicDetailsRequestSchema = z.object({
  dob: z.string().regex(DOB_PATTERN, 'Date of birth must be in MM/dd/yyyy format.'),
  // An adult's weight in kg and height in whole inches (2 ft 6 in to 9 ft); 0.01 kg or 1 inch is a typing slip.
  weight: decimal(z.number().min(20, WEIGHT_MESSAGE).max(400, WEIGHT_MESSAGE)),
  height: decimal(z.number().int(HEIGHT_MESSAGE).min(30, HEIGHT_MESSAGE).max(108, HEIGHT_MESSAGE)),
  gender: z.enum(GENDERS),
});
export type BasicDetailsRequest = z.infer<typeof BasicDetailsRequestSchema>;

/** Profile page personal details: name and basic details saved together. */
export const PersonalDetailsRequestSchema = NameRequestSchema.extend(BasicDetailsRequestSchema.shape);
export type PersonalDetailsRequest = z.infer<typeof PersonalDetailsRequestSchema>;

export const LifestyleRequestSchema = z.object({
  smoking: z.enum(HABIT_FREQUENCIES),
  drinking: z.enum(HABIT_FREQUENCIES),
  food: z.enum(PROFILE_FOODS),
  pets: z.enum(PETS),
  religion: z.enum(RELIGIONS),
  religious: z.enum(RELIGIOUS_LEVELS),
});
export type LifestyleRequest = z.infer<typeof LifestyleRequestSchema>;

export const FamilyRequestSchema = z.object({
  brothers: decimal(z.number().int().min(0).max(20)),
  sisters: decimal(z.number().int().min(0).max(20)),
  fathersOccupation: z.enum(FATHERS_OCCUPATIONS),
  mothersOccupation: z.enum(MOTHERS_OCCUPATIONS),
  aboutMyFamily: z.string().trim().max(5000),
  languages: z.array(z.enum(ALL_LANGUAGES)).min(1),
});
export type FamilyRequest = z.infer<typeof FamilyRequestSchema>;

export const AboutMeRequestSchema = z.object({
  aboutMe: z.string().trim().max(5000),
  latitude: decimal(z.number().min(-90).max(90)).default(0),
  longitude: decimal(z.number().min(-180).max(180)).default(0),
  city: z.string().trim().max(100),
  country: z.string().trim().max(100),
});
export type AboutMeRequest = z.infer<typeof AboutMeRequestSchema>;

/**
 * Beside the workplace on the profile page's PUT /profile/profession: the job title, from the one list
 * ("Software Engineer" at Infosys). Empty clears it; left out keeps the one stored.
 */
export const ProfessionOccupationSchema = z.object({
  occupation: z
    .enum(['', ...OCCUPATIONS])
    .transform((value) => (value === '' ? null : value))
    .optional(),
});

/** Text fields of the profile page PUT /profile/profession: incomeSlab instead of min/max. */
export const ProfileProfessionFieldsSchema = z.object({
  degree: z.string().trim().max(100),
  college: z.string().trim().max(200),
  workplace: z.string().trim().max(200),
  incomeSlab: z.enum(INCOME_SLAB_VALUES),
});
