import { z } from 'zod';
import {
  INCOME_SLABS,
  MIN_ABOUT_FAMILY_WORDS,
  MIN_ABOUT_ME_WORDS,
  countWords,
  slabToRange,
} from '../../contract/enums';
import {
  AboutMeRequestSchema,
  BasicDetailsRequestSchema,
  FamilyRequestSchema,
  PersonalDetailsRequestSchema,
  ProfessionOccupationSchema,
  ProfileProfessionFieldsSchema,
} from '../../contract/schemas';
import { UPLOADS_KEY, type UploadedFile, UploadsSchema, firstProblem, isBlank } from '../lib/input';
import { PROFESSION_MESSAGES, firstProfessionProblem } from '../lib/profile-rules';

/*
 * The onboarding steps' and profile page's rules for what a member sends: each body is checked in the spec's
 * order and answers the spec's first failing message. The routes take these as their body schemas.
 */

/** Spec 5 and 8 wording. */
export const PROFILE_READS_CAP_MESSAGE =
  'You have opened a lot of profiles in a short time. Please take a break and try again later.';

export const PROFILE_MESSAGES = {
  notFound: 'Profile not found.',
  familyWords: 'Please write at least 20 words about your family.',
  aboutMeWords: 'Please write at least 30 words about yourself.',
  city: 'Please enter your city.',
  country: 'Please enter your country.',
  onePhoto: 'Please select at least one photo to continue.',
  onePhotoToUpload: 'Please select at least one photo to upload.',
  maxPhotos: 'You can upload a maximum of 6 photos.',
  photoNotFound: 'Photo not found.',
  ...PROFESSION_MESSAGES,
  incomeRange: 'Please choose one of the income slabs.',
  dobRequired: 'Please provide your date of birth.',
} as const;

/** Profile page: a blank dob keeps the stored one (the read data carries no dob, spec 3). */
export const PersonalDetailsInputSchema = PersonalDetailsRequestSchema.extend({
  dob: z.union([z.literal(''), BasicDetailsRequestSchema.shape.dob]).default(''),
});

/** Spec 5: the words about the family are checked before any other field of the step. */
export const FamilyInputSchema = z
  .looseObject({
    aboutMyFamily: z
      .unknown()
      .transform((value) => (isBlank(value) ? '' : String(value)))
      .refine((text) => countWords(text) >= MIN_ABOUT_FAMILY_WORDS, PROFILE_MESSAGES.familyWords),
  })
  .pipe(FamilyRequestSchema);

/** Spec 5: the fields' own checks, then the words about oneself, the city and the country, in that order. */
export const AboutMeInputSchema = AboutMeRequestSchema.transform((input, context) => {
  const problem =
    countWords(input.aboutMe) < MIN_ABOUT_ME_WORDS
      ? PROFILE_MESSAGES.aboutMeWords
      : !input.city
        ? PROFILE_MESSAGES.city
        : !input.country
          ? PROFILE_MESSAGES.country
          : null;
  if (problem) context.addIssue({ code: 'custom', message: problem });
  return input;
});

/** Photos arrive as image0..image5 (spec 7); keep the slot order. */
function photosOf(uploads: readonly UploadedFile[]): UploadedFile[] {
  const slot = (file: UploadedFile) => Number(/(\d+)$/.exec(file.field)?.[1] ?? 0);
  return [...uploads].sort((a, b) => slot(a) - slot(b));
}

/** The photos of an upload form, at least one; `message` answers a form without any. */
export function photosBody(message: string) {
  return z.looseObject({ [UPLOADS_KEY]: UploadsSchema }).transform((body, context) => {
    const photos = photosOf(body[UPLOADS_KEY]);
    if (photos.length === 0) context.addIssue({ code: 'custom', message });
    return photos;
  });
}

/** A text field of a form or JSON body, trimmed; '' when absent or not text. */
function textOf(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

function uploadOf(body: { [UPLOADS_KEY]: UploadedFile[] }, field: string): UploadedFile | undefined {
  return body[UPLOADS_KEY].find((file) => file.field === field);
}

/** Where the profile page's save finds which certificates are stored already; set by the server. */
export const STORED_KEY = '$stored';

const IncomeRangeSchema = z.object({
  minIncome: z.union([z.literal('').transform(() => null), z.coerce.number().min(0)]).default(null),
  maxIncome: z.union([z.literal('').transform(() => null), z.coerce.number().min(0)]).default(null),
});
const OnboardingProfessionTextSchema = ProfileProfessionFieldsSchema.omit({ incomeSlab: true });

/** Onboarding: min/max income (only when not null) and both certificates, checked in spec 5 order. */
export const OnboardingProfessionBody = z.looseObject({ [UPLOADS_KEY]: UploadsSchema }).transform((body, context) => {
  const degreeUpload = uploadOf(body, 'degreeFile');
  const incomeUpload = uploadOf(body, 'incomeFile');
  const incomeText = {
    minIncome: textOf(body, 'minIncome') || undefined,
    maxIncome: textOf(body, 'maxIncome') || undefined,
  };
  const range = IncomeRangeSchema.safeParse(incomeText);
  const slabChosen =
    range.success &&
    INCOME_SLABS.some((slab) => slab.min === range.data.minIncome && slab.max === range.data.maxIncome);
  const text = {
    degree: textOf(body, 'degree'),
    college: textOf(body, 'college'),
    workplace: textOf(body, 'workplace'),
  };
  const problem =
    firstProfessionProblem({
      ...text,
      hasDegreeFile: degreeUpload !== undefined,
      fieldsProblem: firstProblem(IncomeRangeSchema, incomeText) ?? (slabChosen ? null : PROFILE_MESSAGES.incomeRange),
      needsIncomeProof: range.success && (range.data.minIncome !== null || range.data.maxIncome !== null),
      hasIncomeProof: incomeUpload !== undefined,
    }) ?? firstProblem(OnboardingProfessionTextSchema, text);
  if (problem || !range.success) {
    context.addIssue({ code: 'custom', message: problem ?? PROFILE_MESSAGES.incomeRange });
    return z.NEVER;
  }
  return { ...OnboardingProfessionTextSchema.parse(text), ...range.data, degreeUpload, incomeUpload };
});

/** Profile page: incomeSlab instead of min/max; files only when changed, required when none is stored. */
export const ProfileProfessionBody = z
  .looseObject({
    [UPLOADS_KEY]: UploadsSchema,
    [STORED_KEY]: z.object({ degreeFile: z.boolean(), incomeFile: z.boolean() }),
  })
  .transform((body, context) => {
    const degreeUpload = uploadOf(body, 'degreeFile');
    const incomeUpload = uploadOf(body, 'incomeFile');
    const text = {
      degree: textOf(body, 'degree'),
      college: textOf(body, 'college'),
      workplace: textOf(body, 'workplace'),
      incomeSlab: textOf(body, 'incomeSlab') || 'NO_INCOME',
    };
    const fields = ProfileProfessionFieldsSchema.safeParse(text);
    const problem = firstProfessionProblem({
      ...text,
      hasDegreeFile: degreeUpload !== undefined || body[STORED_KEY].degreeFile,
      fieldsProblem: firstProblem(ProfileProfessionFieldsSchema, text),
      needsIncomeProof: fields.success && fields.data.incomeSlab !== 'NO_INCOME',
      hasIncomeProof: incomeUpload !== undefined || body[STORED_KEY].incomeFile,
    });
    if (problem || !fields.success) {
      context.addIssue({ code: 'custom', message: problem ?? PROFILE_MESSAGES.incomeRange });
      return z.NEVER;
    }
    // The job title beside the workplace: left out keeps the stored one, empty clears it.
    const occupationText = { occupation: typeof body.occupation === 'string' ? body.occupation.trim() : undefined };
    const occupationProblem = firstProblem(ProfessionOccupationSchema, occupationText);
    if (occupationProblem) {
      context.addIssue({ code: 'custom', message: occupationProblem });
      return z.NEVER;
    }
    const { occupation } = ProfessionOccupationSchema.parse(occupationText);
    const range = slabToRange(fields.data.incomeSlab);
    const { incomeSlab: _slab, ...input } = fields.data;
    return {
      ...input,
      minIncome: range.min,
      maxIncome: range.max,
      occupation,
      degreeUpload,
      incomeUpload,
    };
  });
