import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INCOME_SLABS,
  MAX_PHOTOS,
  MIN_ABOUT_FAMILY_WORDS,
  MIN_ABOUT_ME_WORDS,
  countWords,
  slabToRange,
} from '../../contract/enums';
import {
  AboutMeRequestSchema,
  BasicDetailsRequestSchema,
  FamilyRequestSchema,
  ImageUrlQuerySchema,
  LifestyleRequestSchema,
  MemberProfileSchema,
  NameRequestSchema,
  OkSchema,
  OwnProfileSchema,
  PersonalDetailsRequestSchema,
  ProfileIdQuerySchema,
  ProfileProfessionFieldsSchema,
  ProfileStatusSchema,
} from '../../contract/schemas';
import {
  UPLOADS_KEY,
  type UploadedFile,
  UploadsSchema,
  firstProblem,
  formAsBody,
  formOnlyAsBody,
  isBlank,
  uploadsInBody,
} from '../lib/input';
import { PROFESSION_MESSAGES, assertMarriageableAge, firstProfessionProblem, parseDob } from '../lib/profile-rules';
import { DAY_MS, HOUR_MS, enforceCaps } from '../services/caps';
import { NOT_ACTIVE_MESSAGE, currentUser } from '../plugins/auth';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { type ProfileRow, profileWrites, profilesRepository } from '../repositories/profiles';
import { checksRepository } from '../repositories/checks';
import { reviewRepository } from '../repositories/review';
import { toSafeJpeg, toSafeJpegs } from '../services/images';
import { toLifestyle, toMemberProfile, toOwnProfile, toProfileStatus } from '../services/profile-view';
import { storeAndRecord } from '../services/uploads';
import type { RoutePlugin } from './types';

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
const PersonalDetailsInputSchema = PersonalDetailsRequestSchema.extend({
  dob: z.union([z.literal(''), BasicDetailsRequestSchema.shape.dob]).default(''),
});

/** Spec 5: the words about the family are checked before any other field of the step. */
const FamilyInputSchema = z
  .looseObject({
    aboutMyFamily: z
      .unknown()
      .transform((value) => (isBlank(value) ? '' : String(value)))
      .refine((text) => countWords(text) >= MIN_ABOUT_FAMILY_WORDS, PROFILE_MESSAGES.familyWords),
  })
  .pipe(FamilyRequestSchema);

/** Spec 5: the fields' own checks, then the words about oneself, the city and the country, in that order. */
const AboutMeInputSchema = AboutMeRequestSchema.transform((input, context) => {
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

/** The body a preValidation hook reads: formAsBody made it an object. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body as Record<string, unknown>;
}

/**
 * Drops keys the client left out, sent as null (a blank number field) or as a
 * blank string (an unchosen select), so the stored value shows through.
 */
function present(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => !isBlank(value)));
}

/** Stored values of a row, without the nulls, to merge a partial profile-page save over. */
function stored(values: Record<string, unknown>): Record<string, unknown> {
  return present(values);
}

/** Photos arrive as image0..image5 (spec 7); keep the slot order. */
function photosOf(uploads: readonly UploadedFile[]): UploadedFile[] {
  const slot = (file: UploadedFile) => Number(/(\d+)$/.exec(file.field)?.[1] ?? 0);
  return [...uploads].sort((a, b) => slot(a) - slot(b));
}

/** The photos of an upload form, at least one; `message` answers a form without any. */
function photosBody(message: string) {
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
const STORED_KEY = '$stored';

const IncomeRangeSchema = z.object({
  minIncome: z.union([z.literal('').transform(() => null), z.coerce.number().min(0)]).default(null),
  maxIncome: z.union([z.literal('').transform(() => null), z.coerce.number().min(0)]).default(null),
});
const OnboardingProfessionTextSchema = ProfileProfessionFieldsSchema.omit({ incomeSlab: true });

/** Onboarding: min/max income (only when not null) and both certificates, checked in spec 5 order. */
const OnboardingProfessionBody = z.looseObject({ [UPLOADS_KEY]: UploadsSchema }).transform((body, context) => {
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
const ProfileProfessionBody = z
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
    const range = slabToRange(fields.data.incomeSlab);
    const { incomeSlab: _slab, ...input } = fields.data;
    return { ...input, minIncome: range.min, maxIncome: range.max, degreeUpload, incomeUpload };
  });

/** Every onboarding and profile-page call of spec 7 (member side) plus photo delete. */
export const profileRoutes: RoutePlugin = async (app, { db, files, auth, config, checks }) => {
  const profiles = profilesRepository(db);
  const writes = profileWrites(db);
  const member = { preHandler: auth.requireMember };

  async function ownRow(userId: string): Promise<ProfileRow> {
    const row = await profiles.findById(userId);
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    return row;
  }

  app.get('/profile/status', { ...member, schema: { response: { 200: ProfileStatusSchema } } }, async (request) =>
    toProfileStatus(await ownRow(currentUser(request).userId)),
  );

  app.get('/profile/my', { ...member, schema: { response: { 200: OwnProfileSchema } } }, async (request) =>
    toOwnProfile(await ownRow(currentUser(request).userId), files),
  );

  app.get(
    '/profile/get',
    { ...member, schema: { querystring: ProfileIdQuerySchema, response: { 200: MemberProfileSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      const { profileId } = request.query;
      if (profileId !== userId) {
        // Only members the others can see may see them.
        if (!(await profiles.isActiveMember(userId))) throw forbidden(NOT_ACTIVE_MESSAGE);
        // Counted before the lookup, so a burst of guessed ids is stopped as early as a burst of real ones.
        const { hour, day } = config.profileReads;
        await enforceCaps(db, [
          { key: `profile-read:${userId}:h`, limit: hour, windowMs: HOUR_MS, message: PROFILE_READS_CAP_MESSAGE },
          { key: `profile-read:${userId}:d`, limit: day, windowMs: DAY_MS, message: PROFILE_READS_CAP_MESSAGE },
        ]);
      }
      // A missing, a forbidden and a never-suggested profile answer the same 404, so an id reveals nothing.
      const row =
        profileId === userId ? await profiles.findById(userId) : await profiles.findVisibleTo(userId, profileId);
      if (!row) throw notFound(PROFILE_MESSAGES.notFound);
      return toMemberProfile(row, files);
    },
  );

  /**
   * The profile page saves a section partially: a field left out, sent as null (a blank number field) or
   * blank (an unchosen select) keeps the stored value. This merges the body over the stored values before
   * the route's schema checks the whole section, so the schema answers as for a complete save.
   */
  function overStored(storedOf: (row: ProfileRow) => Record<string, unknown>) {
    return async (request: FastifyRequest): Promise<void> => {
      const row = await ownRow(currentUser(request).userId);
      request.body = { ...stored(storedOf(row)), ...present(bodyOf(request)) };
    };
  }

  type Hook = (request: FastifyRequest) => Promise<void>;
  /**
   * The member guard runs before the body is read or checked, so a caller without a session hears 401
   * first; then the body (a JSON body or a form's fields) is read and the route's own hooks run.
   */
  const memberBody = (...hooks: Hook[]) => ({ preValidation: [auth.requireMember, formAsBody, ...hooks] });
  /** The same for a route that takes files: a multipart form only, its files checked with the fields. */
  const memberForm = (...hooks: Hook[]) => ({
    preValidation: [auth.requireMember, formOnlyAsBody, uploadsInBody, ...hooks],
  });

  app.put(
    '/profile/name',
    { ...memberBody(), schema: { body: NameRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await writes.updateName(currentUser(request).userId, request.body.firstName, request.body.lastName);
      return {};
    },
  );

  app.put(
    '/profile/basic-details',
    { ...memberBody(), schema: { body: BasicDetailsRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const input = request.body;
      const dob = parseDob(input.dob);
      assertMarriageableAge(dob, input.gender);
      await writes.updateBasicDetails(currentUser(request).userId, { ...input, dob });
      return {};
    },
  );

  app.put(
    '/profile/personal-details',
    {
      ...memberBody(
        overStored((row) => ({
          firstName: row.first_name,
          lastName: row.last_name,
          gender: row.gender,
          height: row.height,
          weight: row.weight,
        })),
      ),
      schema: { body: PersonalDetailsInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const input = request.body;
      const dob = input.dob === '' ? (await ownRow(userId)).dob : parseDob(input.dob);
      if (!dob) throw badRequest(PROFILE_MESSAGES.dobRequired);
      assertMarriageableAge(dob, input.gender);
      await writes.updatePersonalDetails(userId, { ...input, dob });
      return {};
    },
  );

  app.put(
    '/profile/lifestyle-details',
    {
      ...memberBody(overStored(toLifestyle)),
      schema: { body: LifestyleRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await writes.updateLifestyle(currentUser(request).userId, request.body);
      return {};
    },
  );

  app.put(
    '/profile/family-details',
    {
      ...memberBody(
        overStored((row) => ({
          brothers: row.brothers,
          sisters: row.sisters,
          fathersOccupation: row.fathers_occupation,
          mothersOccupation: row.mothers_occupation,
          // A blank aboutMyFamily keeps the stored text: the profile page cannot show it (spec 3).
          aboutMyFamily: row.about_my_family,
          languages: row.languages.length > 0 ? row.languages : undefined,
        })),
      ),
      schema: { body: FamilyInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const input = request.body;
      await writes.updateFamily(currentUser(request).userId, { ...input, languages: [...new Set(input.languages)] });
      return {};
    },
  );

  app.put(
    '/profile/about-me',
    {
      ...memberBody(async (request) => {
        const row = await ownRow(currentUser(request).userId);
        // Missing coordinates keep the stored ones (spec 7: they default to 0).
        request.body = {
          latitude: row.latitude,
          longitude: row.longitude,
          ...Object.fromEntries(Object.entries(bodyOf(request)).filter(([, value]) => value !== null)),
        };
      }),
      schema: { body: AboutMeInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await writes.updateAboutMe(currentUser(request).userId, request.body);
      return {};
    },
  );

  /** Onboarding: the uploaded photos replace the member's set. */
  app.post(
    '/profile/images',
    {
      ...memberForm(),
      schema: { body: photosBody(PROFILE_MESSAGES.onePhoto), response: { 200: OkSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const images = await toSafeJpegs(request.body.map((photo) => photo.bytes));
      await storeAndRecord(files, 'photo', images, (keys) =>
        db.transaction(async (tx) => {
          const previous = await writes.lockImages(userId, tx);
          await writes.removeAllImages(userId, tx);
          await writes.addImages(userId, keys, 0, tx);
          // New photos are checked against the selfie; a refusal over photos ends with them.
          await checksRepository(tx).request(userId);
          await reviewRepository(tx).resubmitIfReady(userId);
          return previous;
        }),
      );
      checks?.poke();
      return {};
    },
  );

  /** Profile page: the uploaded photos are appended, up to MAX_PHOTOS in all. */
  app.put(
    '/profile/images',
    {
      ...memberForm(),
      schema: { body: photosBody(PROFILE_MESSAGES.onePhotoToUpload), response: { 200: OkSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const photos = request.body;
      const existing = await ownRow(userId);
      if (existing.image_keys.length + photos.length > MAX_PHOTOS) throw badRequest(PROFILE_MESSAGES.maxPhotos);
      const images = await toSafeJpegs(photos.map((photo) => photo.bytes));
      await storeAndRecord(files, 'photo', images, (keys) =>
        db.transaction(async (tx) => {
          // Checked again under the lock: two uploads at once must not pass the limit together.
          const current = await writes.lockImages(userId, tx);
          if (current.length + keys.length > MAX_PHOTOS) throw badRequest(PROFILE_MESSAGES.maxPhotos);
          await writes.addImages(userId, keys, current.length, tx);
          await checksRepository(tx).request(userId);
          await reviewRepository(tx).resubmitIfReady(userId);
          return [];
        }),
      );
      checks?.poke();
      return {};
    },
  );

  app.delete(
    '/profile/images',
    { ...member, schema: { querystring: ImageUrlQuerySchema, response: { 200: OkSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      // The link may have expired by now; what matters is whose photo stands behind it.
      const key = files.keyFromUrl(request.query.imageUrl);
      if (!key || !(await writes.removeImage(userId, key))) throw notFound(PROFILE_MESSAGES.photoNotFound);
      await files.remove(key);
      return {};
    },
  );

  async function saveProfession(
    userId: string,
    input: { degree: string; college: string; workplace: string; minIncome: number | null; maxIncome: number | null },
    degreeUpload: UploadedFile | undefined,
    incomeUpload: UploadedFile | undefined,
  ): Promise<void> {
    const noIncome = input.minIncome === null && input.maxIncome === null;
    const uploads = [degreeUpload, ...(noIncome ? [] : [incomeUpload])];
    const images = await Promise.all(uploads.map((upload) => (upload ? toSafeJpeg(upload.bytes) : null)));
    const toStore = images.filter((image): image is Buffer => image !== null);
    await storeAndRecord(files, 'document', toStore, (keys) => {
      const queue = [...keys];
      const degreeFile = images[0] ? queue.shift() : undefined;
      // Spec 5: choosing No Income clears the income proof.
      const incomeFile = noIncome ? null : images[1] ? queue.shift() : undefined;
      return db.transaction((tx) => writes.updateProfession(userId, { ...input, degreeFile, incomeFile }, tx));
    });
  }

  app.post(
    '/profile/profession',
    {
      ...memberForm(),
      schema: { body: OnboardingProfessionBody, response: { 200: OkSchema } },
    },
    async (request) => {
      const { degreeUpload, incomeUpload, ...input } = request.body;
      await saveProfession(currentUser(request).userId, input, degreeUpload, incomeUpload);
      return {};
    },
  );

  app.put(
    '/profile/profession',
    {
      ...memberBody(uploadsInBody, async (request) => {
        const row = await ownRow(currentUser(request).userId);
        request.body = {
          ...bodyOf(request),
          [STORED_KEY]: { degreeFile: row.degree_file !== null, incomeFile: row.income_file !== null },
        };
      }),
      schema: { body: ProfileProfessionBody, response: { 200: OkSchema } },
    },
    async (request) => {
      const { degreeUpload, incomeUpload, ...input } = request.body;
      await saveProfession(currentUser(request).userId, input, degreeUpload, incomeUpload);
      return {};
    },
  );
};
