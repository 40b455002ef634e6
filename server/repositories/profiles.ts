import type { MemberProfile, OwnProfile, ProfileStatus } from '../../contract/schemas';
import type {
  FathersOccupation,
  Food,
  Gender,
  HabitFrequency,
  MothersOccupation,
  Pets,
  Religion,
  ReligiousLevel,
} from '../../contract/enums';
import type { Queryable } from '../db/types';
import type { FileStore } from '../services/files';

/** A profile as the repositories read it; dob is an ISO date string, age is computed by the database. */
export interface ProfileRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  age: number | null;
  gender: Gender | null;
  height: number | null;
  weight: number | null;
  smoking: HabitFrequency | null;
  drinking: HabitFrequency | null;
  food: Food | null;
  pets: Pets | null;
  religion: Religion | null;
  religious: ReligiousLevel | null;
  brothers: number | null;
  sisters: number | null;
  fathers_occupation: FathersOccupation | null;
  mothers_occupation: MothersOccupation | null;
  languages: string[];
  about_my_family: string | null;
  about_me: string | null;
  latitude: number;
  longitude: number;
  city: string | null;
  country: string | null;
  degree: string | null;
  college: string | null;
  workplace: string | null;
  min_income: number | null;
  max_income: number | null;
  degree_file: string | null;
  income_file: string | null;
  name_done: boolean;
  basic_done: boolean;
  lifestyle_done: boolean;
  family_done: boolean;
  about_done: boolean;
  images_done: boolean;
  profession_done: boolean;
  published_at: Date | null;
  /** Storage keys of the photos, in display order. */
  image_keys: string[];
}

/**
 * The select list behind ProfileRow, for queries over `profiles p` (part 2's
 * feed selects candidates with its own WHERE and reuses this list).
 */
export const PROFILE_COLUMNS = `p.id, p.first_name, p.last_name, p.dob::text AS dob,
  CASE WHEN p.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, p.dob))::int END AS age,
  p.gender, p.height, p.weight, p.smoking, p.drinking, p.food, p.pets, p.religion, p.religious,
  p.brothers, p.sisters, p.fathers_occupation, p.mothers_occupation, p.languages, p.about_my_family,
  p.about_me, p.latitude, p.longitude, p.city, p.country, p.degree, p.college, p.workplace,
  p.min_income, p.max_income, p.degree_file, p.income_file,
  p.name_done, p.basic_done, p.lifestyle_done, p.family_done, p.about_done, p.images_done, p.profession_done,
  p.published_at,
  ARRAY(SELECT i.file_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at) AS image_keys`;

/** Spec 3: a member profile's location is one string, "City, Country". */
export function formatLocation(city: string | null, country: string | null): string | null {
  const parts = [city, country].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

function hasIncome(row: ProfileRow): boolean {
  return row.min_income !== null || row.max_income !== null;
}

/**
 * Maps a profile row to the member profile of spec 3 (GET /profile/get and the
 * feed): career = workplace, education = degree, income only when a range is set.
 */
export function toMemberProfile(row: ProfileRow, files: FileStore): MemberProfile {
  return {
    id: row.id,
    name: { firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
    images: row.image_keys.map((key) => ({ url: files.signedUrl(key) })),
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
  };
}

/** Spec 3: the own profile as read (no dob, no aboutMyFamily), with signed links to the certificates. */
export function toOwnProfile(row: ProfileRow, files: FileStore): OwnProfile {
  return {
    name: { firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
    basicDetails: { height: row.height, weight: row.weight, gender: row.gender, age: row.age },
    lifestyleDetails: {
      smoking: row.smoking,
      drinking: row.drinking,
      food: row.food,
      pets: row.pets,
      religion: row.religion,
      religious: row.religious,
    },
    familyDetails: {
      brothers: row.brothers,
      sisters: row.sisters,
      fathersOccupation: row.fathers_occupation,
      mothersOccupation: row.mothers_occupation,
      languages: row.languages,
    },
    aboutMe: row.about_me,
    location: { city: row.city, country: row.country },
    profession: {
      degree: row.degree,
      college: row.college,
      workplace: row.workplace,
      income: { min: row.min_income, max: row.max_income },
      degreeImageUrl: row.degree_file ? files.signedUrl(row.degree_file) : null,
      incomeImageUrl: row.income_file ? files.signedUrl(row.income_file) : null,
    },
    images: row.image_keys.map((key) => ({ url: files.signedUrl(key) })),
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

export function profilesRepository(db: Queryable) {
  return {
    async findById(id: string, tx: Queryable = db): Promise<ProfileRow | null> {
      const { rows } = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** A profile another member may see: published only (issue 7 access control). */
    async findPublished(id: string): Promise<ProfileRow | null> {
      const { rows } = await db.query<ProfileRow>(
        `SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.id = $1 AND p.published_at IS NOT NULL`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** Rows for these ids, in the order given (missing ids are skipped). */
    async findMany(ids: readonly string[], tx: Queryable = db): Promise<ProfileRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.id = ANY($1::text[])`, [
        ids,
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row): row is ProfileRow => row !== undefined);
    },
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;

/** Member profiles for these ids, in order: what part 2's feed and match views answer. */
export async function loadMemberProfiles(db: Queryable, files: FileStore, ids: readonly string[]): Promise<MemberProfile[]> {
  const rows = await profilesRepository(db).findMany(ids);
  return rows.map((row) => toMemberProfile(row, files));
}
