import { z } from 'zod';
import {
  ALL_DEGREES,
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
import { type FormInput, type UploadedFile, isBlank, parseInput, readBody, readForm } from '../lib/input';
import { assertMarriageableAge, parseDob } from '../lib/profile-rules';
import { DAY_MS, HOUR_MS, enforceCaps } from '../lib/caps';
import { NOT_ACTIVE_MESSAGE, currentUser, isActiveMember } from '../plugins/auth';
import { badRequest, forbidden, notFound } from '../plugins/errors';
import {
  type ProfileRow,
  profileWrites,
  profilesRepository,
  toMemberProfile,
  toOwnProfile,
  toProfileStatus,
} from '../repositories/profiles';
import { toSafeJpeg, toSafeJpegs } from '../services/images';
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
  degree: 'Please select your highest degree.',
  degreeFile: 'Please upload an image of your highest degree certificate.',
  college: 'Please enter the name of your college/institution.',
  incomeFile: 'Please upload your income proof or change your income slab to No Income.',
  workplace: 'Please enter your current workplace.',
  incomeRange: 'Please choose one of the income slabs.',
  dobRequired: 'Please provide your date of birth.',
} as const;

/** Profile page: a blank dob keeps the stored one (the read data carries no dob, spec 3). */
const PersonalDetailsInputSchema = PersonalDetailsRequestSchema.extend({
  dob: z.union([z.literal(''), BasicDetailsRequestSchema.shape.dob]).default(''),
});

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
function photosOf(form: FormInput): UploadedFile[] {
  const slot = (file: UploadedFile) => Number(/(\d+)$/.exec(file.field)?.[1] ?? 0);
  return [...form.files].sort((a, b) => slot(a) - slot(b));
}

function textField(form: FormInput, key: string): string {
  const value = form.fields[key];
  return typeof value === 'string' ? value.trim() : '';
}

function assertDegree(degree: string): void {
  if (!degree || !ALL_DEGREES.includes(degree)) throw badRequest(PROFILE_MESSAGES.degree);
}

/** Every onboarding and profile-page call of spec 7 (member side) plus photo delete. */
export const profileRoutes: RoutePlugin = async (app, { db, files, auth, config }) => {
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
        if (!(await isActiveMember(db, userId))) throw forbidden(NOT_ACTIVE_MESSAGE);
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

  app.put('/profile/name', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const input = parseInput(NameRequestSchema, await readBody(request));
    await writes.updateName(currentUser(request).userId, input.firstName, input.lastName);
    return {};
  });

  app.put('/profile/basic-details', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const input = parseInput(BasicDetailsRequestSchema, await readBody(request));
    const dob = parseDob(input.dob);
    assertMarriageableAge(dob, input.gender);
    await writes.updateBasicDetails(currentUser(request).userId, { ...input, dob });
    return {};
  });

  app.put('/profile/personal-details', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const row = await ownRow(userId);
    const input = parseInput(PersonalDetailsInputSchema, {
      ...stored({
        firstName: row.first_name,
        lastName: row.last_name,
        gender: row.gender,
        height: row.height,
        weight: row.weight,
      }),
      ...present(await readBody(request)),
    });
    const dob = input.dob === '' ? row.dob : parseDob(input.dob);
    if (!dob) throw badRequest(PROFILE_MESSAGES.dobRequired);
    assertMarriageableAge(dob, input.gender);
    await writes.updatePersonalDetails(userId, { ...input, dob });
    return {};
  });

  app.put('/profile/lifestyle-details', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const row = await ownRow(userId);
    const input = parseInput(LifestyleRequestSchema, {
      ...stored({
        smoking: row.smoking,
        drinking: row.drinking,
        food: row.food,
        pets: row.pets,
        religion: row.religion,
        religious: row.religious,
      }),
      ...present(await readBody(request)),
    });
    await writes.updateLifestyle(userId, input);
    return {};
  });

  app.put('/profile/family-details', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const row = await ownRow(userId);
    const body = present(await readBody(request));
    // A blank aboutMyFamily keeps the stored text: the profile page cannot show it (spec 3).
    const aboutMyFamily = isBlank(body.aboutMyFamily) ? row.about_my_family : String(body.aboutMyFamily);
    if (!aboutMyFamily || countWords(aboutMyFamily) < MIN_ABOUT_FAMILY_WORDS)
      throw badRequest(PROFILE_MESSAGES.familyWords);
    const input = parseInput(FamilyRequestSchema, {
      ...stored({
        brothers: row.brothers,
        sisters: row.sisters,
        fathersOccupation: row.fathers_occupation,
        mothersOccupation: row.mothers_occupation,
        languages: row.languages.length > 0 ? row.languages : undefined,
      }),
      ...body,
      aboutMyFamily,
    });
    await writes.updateFamily(userId, { ...input, languages: [...new Set(input.languages)] });
    return {};
  });

  app.put('/profile/about-me', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const row = await ownRow(userId);
    const body = await readBody(request);
    // Missing coordinates keep the stored ones (spec 7: they default to 0).
    const input = parseInput(AboutMeRequestSchema, {
      latitude: row.latitude,
      longitude: row.longitude,
      ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)),
    });
    if (countWords(input.aboutMe) < MIN_ABOUT_ME_WORDS) throw badRequest(PROFILE_MESSAGES.aboutMeWords);
    if (!input.city) throw badRequest(PROFILE_MESSAGES.city);
    if (!input.country) throw badRequest(PROFILE_MESSAGES.country);
    await writes.updateAboutMe(userId, input);
    return {};
  });

  /** Onboarding: the uploaded photos replace the member's set. */
  app.post('/profile/images', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const photos = photosOf(await readForm(request));
    if (photos.length === 0) throw badRequest(PROFILE_MESSAGES.onePhoto);
    const images = await toSafeJpegs(photos.map((photo) => photo.bytes));
    await storeAndRecord(files, 'photo', images, (keys) =>
      db.transaction(async (tx) => {
        const previous = await writes.lockImages(userId, tx);
        await writes.removeAllImages(userId, tx);
        await writes.addImages(userId, keys, 0, tx);
        return previous;
      }),
    );
    return {};
  });

  /** Profile page: the uploaded photos are appended, up to MAX_PHOTOS in all. */
  app.put('/profile/images', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const photos = photosOf(await readForm(request));
    if (photos.length === 0) throw badRequest(PROFILE_MESSAGES.onePhotoToUpload);
    const existing = await ownRow(userId);
    if (existing.image_keys.length + photos.length > MAX_PHOTOS) throw badRequest(PROFILE_MESSAGES.maxPhotos);
    const images = await toSafeJpegs(photos.map((photo) => photo.bytes));
    await storeAndRecord(files, 'photo', images, (keys) =>
      db.transaction(async (tx) => {
        // Checked again under the lock: two uploads at once must not pass the limit together.
        const current = await writes.lockImages(userId, tx);
        if (current.length + keys.length > MAX_PHOTOS) throw badRequest(PROFILE_MESSAGES.maxPhotos);
        await writes.addImages(userId, keys, current.length, tx);
        return [];
      }),
    );
    return {};
  });

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

  /** Onboarding: min/max income (only when not null) and both certificates. Spec 5 order of checks. */
  app.post('/profile/profession', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const form = await readForm(request);
    const degree = textField(form, 'degree');
    const degreeUpload = form.files.find((file) => file.field === 'degreeFile');
    const incomeUpload = form.files.find((file) => file.field === 'incomeFile');
    assertDegree(degree);
    if (!degreeUpload) throw badRequest(PROFILE_MESSAGES.degreeFile);
    const college = textField(form, 'college');
    if (!college) throw badRequest(PROFILE_MESSAGES.college);
    const range = parseInput(
      z.object({
        minIncome: z.union([z.literal('').transform(() => null), z.coerce.number().min(0)]).default(null),
        maxIncome: z.union([z.literal('').transform(() => null), z.coerce.number().min(0)]).default(null),
      }),
      { minIncome: textField(form, 'minIncome') || undefined, maxIncome: textField(form, 'maxIncome') || undefined },
    );
    if (!INCOME_SLABS.some((slab) => slab.min === range.minIncome && slab.max === range.maxIncome)) {
      throw badRequest(PROFILE_MESSAGES.incomeRange);
    }
    const noIncome = range.minIncome === null && range.maxIncome === null;
    if (!noIncome && !incomeUpload) throw badRequest(PROFILE_MESSAGES.incomeFile);
    const workplace = textField(form, 'workplace');
    if (!workplace) throw badRequest(PROFILE_MESSAGES.workplace);
    const input = parseInput(ProfileProfessionFieldsSchema.omit({ incomeSlab: true }), { degree, college, workplace });
    await saveProfession(userId, { ...input, ...range }, degreeUpload, incomeUpload);
    return {};
  });

  /** Profile page: incomeSlab instead of min/max; files only when changed, required when none is stored. */
  app.put('/profile/profession', { ...member, schema: { response: { 200: OkSchema } } }, async (request) => {
    const { userId } = currentUser(request);
    const row = await ownRow(userId);
    const form = request.isMultipart() ? await readForm(request) : { fields: await readBody(request), files: [] };
    const fields = form.fields as Record<string, unknown>;
    const text = (key: string) => (typeof fields[key] === 'string' ? String(fields[key]).trim() : '');
    const degreeUpload = form.files.find((file) => file.field === 'degreeFile');
    const incomeUpload = form.files.find((file) => file.field === 'incomeFile');
    assertDegree(text('degree'));
    if (!degreeUpload && !row.degree_file) throw badRequest(PROFILE_MESSAGES.degreeFile);
    if (!text('college')) throw badRequest(PROFILE_MESSAGES.college);
    const input = parseInput(ProfileProfessionFieldsSchema, {
      degree: text('degree'),
      college: text('college'),
      workplace: text('workplace'),
      incomeSlab: text('incomeSlab') || 'NO_INCOME',
    });
    if (input.incomeSlab !== 'NO_INCOME' && !incomeUpload && !row.income_file) {
      throw badRequest(PROFILE_MESSAGES.incomeFile);
    }
    if (!input.workplace) throw badRequest(PROFILE_MESSAGES.workplace);
    const range = slabToRange(input.incomeSlab);
    await saveProfession(
      userId,
      {
        degree: input.degree,
        college: input.college,
        workplace: input.workplace,
        minIncome: range.min,
        maxIncome: range.max,
      },
      degreeUpload,
      incomeUpload,
    );
    return {};
  });
};
