import { MAX_PHOTOS } from '../../contract/enums';
import type { Occupation } from '../../contract/occupations';
import type {
  AboutMeRequest,
  BasicDetailsRequest,
  FamilyRequest,
  LifestyleRequest,
  MemberProfile,
  NameRequest,
  OwnProfile,
  PersonalDetailsRequest,
  ProfileStatus,
} from '../../contract/schemas';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { type UploadedFile, isBlank } from '../lib/input';
import { NOT_ACTIVE_MESSAGE, badRequest, forbidden, notFound } from '../lib/errors';
import { assertMarriageableAge, parseDob } from '../lib/profile-rules';
import { languageRepository } from '../repositories/language';
import { type ProfileRow, profileWrites, profilesRepository } from '../repositories/profiles';
import { visitsRepository } from '../repositories/privacy';
import { DAY_MS, HOUR_MS, enforceCaps } from './caps';
import type { FileStore } from './files';
import { toBlurredJpeg, toSafeJpeg, toSafeJpegs } from './images';
import { PROFILE_MESSAGES, PROFILE_READS_CAP_MESSAGE, STORED_KEY } from './profile-steps';
import { horoscopeMatch } from './horoscope';
import { toLifestyle, toMemberProfile, toOwnProfile, toProfileStatus } from './profile-view';
import { storeAndRecord } from './uploads';
import { checksRepository } from '../repositories/checks';
import { reviewRepository } from '../repositories/review';
import type { ChecksRunner } from './checks/runner';

type Body = Record<string, unknown>;

/**
 * Drops keys the client left out, sent as null (a blank number field) or as a
 * blank string (an unchosen select), so the stored value shows through.
 */
function present(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => !isBlank(value)));
}

/**
 * What a partial save of each profile-page section merges over: a field left out, null or blank keeps the
 * stored value, so the section's schema then answers as for a complete save.
 */
const STORED_SECTIONS = {
  personal: (row: ProfileRow) => ({
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    height: row.height,
    weight: row.weight,
  }),
  lifestyle: toLifestyle,
  family: (row: ProfileRow) => ({
    brothers: row.brothers,
    sisters: row.sisters,
    fathersOccupation: row.fathers_occupation,
    mothersOccupation: row.mothers_occupation,
    // A blank aboutMyFamily keeps the stored text: the profile page cannot show it (spec 3).
    aboutMyFamily: row.about_my_family,
    languages: row.languages.length > 0 ? row.languages : undefined,
  }),
} satisfies Record<string, (row: ProfileRow) => Body>;

export type StoredSection = keyof typeof STORED_SECTIONS | 'aboutMe' | 'profession';

export interface ProfessionInput {
  degree: string;
  college: string;
  workplace: string;
  minIncome: number | null;
  maxIncome: number | null;
  /** The job title beside the workplace; undefined keeps the stored one. */
  occupation?: Occupation | null;
  degreeUpload: UploadedFile | undefined;
  incomeUpload: UploadedFile | undefined;
}

/**
 * A member's own profile: reading it and others' (capped), and every
 * onboarding step and profile-page save, photos and certificates included.
 */
export function createProfileEdits(deps: { db: Db; files: FileStore; config: Config; checks: ChecksRunner | null }) {
  const { db, files, config, checks } = deps;
  const profiles = profilesRepository(db);
  const writes = profileWrites(db);

  async function ownRow(userId: string): Promise<ProfileRow> {
    const row = await profiles.findById(userId);
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    return row;
  }

  return {
    async status(userId: string): Promise<ProfileStatus> {
      return toProfileStatus(await ownRow(userId));
    },

    async own(userId: string): Promise<OwnProfile> {
      return { ...toOwnProfile(await ownRow(userId), files), language: await languageRepository(db).of(userId) };
    },

    /**
     * Another member's profile, to an active member who was shown it; reads are capped per hour and day.
     * `byRelative`: a relative with family access reads it for the member, which is no visit of the member's.
     */
    async view(userId: string, profileId: string, options: { byRelative?: boolean } = {}): Promise<MemberProfile> {
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
      // Who viewed me: opening another member's page is a visit (once a day per pair, when both record visits).
      if (profileId !== userId && !options.byRelative) await visitsRepository(db).record(userId, profileId);
      // The community is shown only to members who gave their own.
      const viewerHasCommunity = profileId === userId ? true : await profiles.hasCommunity(userId);
      const horoscope = profileId === userId ? null : await horoscopeMatch(db, userId, profileId);
      const member = toMemberProfile(row, files, row.photo_relation ?? 'SELF', viewerHasCommunity);
      return { ...member, ...(horoscope ? { horoscope } : {}) };
    },

    /** The body of a profile-page save, merged over what is stored, before the section's schema checks it. */
    async overStored(userId: string, section: StoredSection, body: Body): Promise<Body> {
      const row = await ownRow(userId);
      if (section === 'aboutMe') {
        // Missing coordinates keep the stored ones (spec 7: they default to 0).
        return {
          latitude: row.latitude,
          longitude: row.longitude,
          ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)),
        };
      }
      if (section === 'profession') {
        return {
          ...body,
          [STORED_KEY]: { degreeFile: row.degree_file !== null, incomeFile: row.income_file !== null },
        };
      }
      return { ...present(STORED_SECTIONS[section](row)), ...present(body) };
    },

    async saveName(userId: string, input: NameRequest): Promise<void> {
      await writes.updateName(userId, input.firstName, input.lastName);
    },

    async saveBasicDetails(userId: string, input: BasicDetailsRequest): Promise<void> {
      const dob = parseDob(input.dob);
      assertMarriageableAge(dob, input.gender);
      await writes.updateBasicDetails(userId, { ...input, dob });
    },

    /** A blank dob keeps the stored one (the read data carries no dob, spec 3). */
    async savePersonalDetails(
      userId: string,
      input: Omit<PersonalDetailsRequest, 'dob'> & { dob: string },
    ): Promise<void> {
      const dob = input.dob === '' ? (await ownRow(userId)).dob : parseDob(input.dob);
      if (!dob) throw badRequest(PROFILE_MESSAGES.dobRequired);
      assertMarriageableAge(dob, input.gender);
      await writes.updatePersonalDetails(userId, { ...input, dob });
    },

    async saveLifestyle(userId: string, input: LifestyleRequest): Promise<void> {
      await writes.updateLifestyle(userId, input);
    },

    async saveFamily(userId: string, input: FamilyRequest): Promise<void> {
      await writes.updateFamily(userId, { ...input, languages: [...new Set(input.languages)] });
    },

    async saveAboutMe(userId: string, input: AboutMeRequest): Promise<void> {
      await writes.updateAboutMe(userId, input);
    },

    /**
     * Photos: onboarding's upload replaces the member's set, the profile page's appends to it up to MAX_PHOTOS
     * (checked before the work and again under the lock, so two uploads at once cannot pass the limit together).
     */
    async savePhotos(userId: string, photos: readonly UploadedFile[], mode: 'replace' | 'append'): Promise<void> {
      const tooMany = (count: number) => mode === 'append' && count + photos.length > MAX_PHOTOS;
      if (mode === 'append' && tooMany((await ownRow(userId)).image_keys.length)) {
        throw badRequest(PROFILE_MESSAGES.maxPhotos);
      }
      const images = await toSafeJpegs(photos.map((photo) => photo.bytes));
      // Photo privacy: each photo's strongly blurred copy is made now, once, and stored beside it.
      const blurred: Buffer[] = [];
      for (const image of images) blurred.push(await toBlurredJpeg(image));
      await storeAndRecord(files, 'photo', [...images, ...blurred], (keys) =>
        db.transaction(async (tx) => {
          const stored = images.map((_, index) => ({ key: keys[index], blurredKey: keys[images.length + index] }));
          const current = await writes.lockImages(userId, tx);
          if (mode === 'append' && tooMany(current.length)) throw badRequest(PROFILE_MESSAGES.maxPhotos);
          if (mode === 'replace') await writes.removeAllImages(userId, tx);
          await writes.addImages(userId, stored, mode === 'replace' ? 0 : current.length, tx);
          // New photos are checked against the selfie; a refusal over photos ends with them.
          await checksRepository(tx).request(userId);
          await reviewRepository(tx).resubmitIfReady(userId);
          return mode === 'replace' ? current.flatMap((photo) => [photo.key, photo.blurredKey]) : [];
        }),
      );
      checks?.poke();
    },

    async removePhoto(userId: string, imageUrl: string): Promise<void> {
      // The link may have expired by now; what matters is whose photo stands behind it.
      const key = files.keyFromUrl(imageUrl);
      const removed = key ? await writes.removeImage(userId, key) : null;
      if (!removed) throw notFound(PROFILE_MESSAGES.photoNotFound);
      await Promise.all(removed.map((stored) => files.remove(stored)));
    },

    /** The profession step: certificates stored only when sent; choosing No Income clears the income proof. */
    async saveProfession(userId: string, { degreeUpload, incomeUpload, ...input }: ProfessionInput): Promise<void> {
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
    },
  };
}
