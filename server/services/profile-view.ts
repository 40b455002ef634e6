import type { Background, MemberProfile, OwnProfile, ProfileStatus } from '../../contract/schemas';
import type { ProfileRow } from '../repositories/profiles';
import type { PhotoPrivacyMode } from '../../contract/privacy';
import type { PhotoRelation } from '../rules/photo-privacy';
import type { FileStore } from './files';
import { firstPhotoOf, firstPhotoUrl, photoLinks } from './photos';
import type { MatchTraits } from './matching/rules';

/*
 * A profile row as the API answers it (spec 3) and as matching reads it. Photo and certificate keys become
 * signed links here, so repositories never see the file store.
 */

/**
 * The other member of a list row (a pending request, a chat): full name and first photo, as a card shows
 * them, the photo as the reader may see it (photo privacy).
 */
export function toListedMember(
  row: {
    first_name: string | null;
    last_name: string | null;
    image_key: string | null;
    blurred_key: string | null;
    photo_privacy: PhotoPrivacyMode | null;
  },
  files: FileStore,
  relation: PhotoRelation,
): { name: string; imageUrl: string | null } {
  return {
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    imageUrl: row.photo_privacy
      ? firstPhotoUrl(files, firstPhotoOf({ ...row, photo_privacy: row.photo_privacy }), relation)
      : null,
  };
}

/** A profile row's photos as the reader may see them (photo privacy). */
export function profilePhotos(row: ProfileRow, files: FileStore, relation: PhotoRelation): MemberProfile['images'] {
  return photoLinks(files, { mode: row.photo_privacy, keys: row.image_keys, blurredKeys: row.blurred_keys }, relation);
}

/** What matching reads of a profile (services/matching/rules.ts). */
export function toMatchTraits(row: ProfileRow): MatchTraits {
  return {
    firstName: row.first_name ?? '',
    gender: row.gender,
    age: row.age,
    religion: row.religion,
    religious: row.religious,
    smoking: row.smoking,
    drinking: row.drinking,
    food: row.food,
    languages: row.languages,
    city: row.city,
    country: row.country,
    degree: row.degree,
    minIncome: row.min_income,
    maxIncome: row.max_income,
  };
}

/** Spec 3: a member profile's location is one string, "City, Country". */
export function formatLocation(city: string | null, country: string | null): string | null {
  const parts = [city, country].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The profile's background as read. Another member sees the community only when they gave their own
 * (`showCommunity`); the member always sees their own.
 */
export function toBackground(row: ProfileRow, showCommunity = true): Background {
  return {
    createdFor: row.created_for,
    maritalStatus: row.marital_status,
    children: row.children,
    motherTongue: row.mother_tongue,
    community: showCommunity ? row.community : null,
    occupation: row.occupation,
  };
}

function hasIncome(row: ProfileRow): boolean {
  return row.min_income !== null || row.max_income !== null;
}

/**
 * Maps a profile row to the member profile of spec 3 (GET /profile/get and the
 * feed): career = workplace, education = degree, income only when a range is set.
 */
export function toMemberProfile(
  row: ProfileRow,
  files: FileStore,
  relation: PhotoRelation,
  viewerHasCommunity = false,
): MemberProfile {
  return {
    id: row.id,
    name: { firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
    images: profilePhotos(row, files, relation),
    basicDetails: { age: row.age, gender: row.gender, height: row.height, weight: row.weight },
    aboutMe: row.about_me,
    career: row.workplace,
    education: row.degree,
    ...(hasIncome(row) ? { income: { min: row.min_income, max: row.max_income } } : {}),
    lifestyleDetails: { smoking: row.smoking, drinking: row.drinking, food: row.food, pets: row.pets },
    familyDetails: {
      fathersOccupation: row.fathers_occupation,
      mothersOccupation: row.mothers_occupation,
      languages: row.languages,
      brothers: row.brothers,
      sisters: row.sisters,
    },
    location: formatLocation(row.city, row.country),
    background: toBackground(row, viewerHasCommunity),
    badges: row.badges ?? [],
  };
}

/** The lifestyle section of the own profile, as read and as the profile page's save keeps it. */
export function toLifestyle(row: ProfileRow) {
  return {
    smoking: row.smoking,
    drinking: row.drinking,
    food: row.food,
    pets: row.pets,
    religion: row.religion,
    religious: row.religious,
  };
}

/** Spec 3: the own profile as read (no dob, no aboutMyFamily), with signed links to the certificates. */
export function toOwnProfile(row: ProfileRow, files: FileStore): OwnProfile {
  return {
    name: { firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
    basicDetails: { height: row.height, weight: row.weight, gender: row.gender, age: row.age },
    lifestyleDetails: toLifestyle(row),
    familyDetails: {
      brothers: row.brothers,
      sisters: row.sisters,
      fathersOccupation: row.fathers_occupation,
      mothersOccupation: row.mothers_occupation,
      languages: row.languages,
    },
    aboutMe: row.about_me,
    location: { city: row.city, country: row.country },
    background: toBackground(row),
    profession: {
      degree: row.degree,
      college: row.college,
      workplace: row.workplace,
      income: { min: row.min_income, max: row.max_income },
      degreeImageUrl: row.degree_file ? files.signedUrl(row.degree_file) : null,
      incomeImageUrl: row.income_file ? files.signedUrl(row.income_file) : null,
    },
    images: profilePhotos(row, files, 'SELF'),
  };
}

export function toProfileStatus(row: ProfileRow): ProfileStatus {
  const state = (done: boolean) => (done ? ('DONE' as const) : ('INIT' as const));
  return {
    name: state(row.name_done),
    basicDetails: state(row.basic_done),
    lifestyleDetails: state(row.lifestyle_done),
    familyDetails: state(row.family_done),
    aboutMe: state(row.about_done),
    images: state(row.images_done),
    profession: state(row.profession_done),
  };
}
