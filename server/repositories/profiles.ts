import type { Children, CreatedFor, MaritalStatus, MotherTongue } from '../../contract/background';
import type { Badge } from '../../contract/enums';
import type { Occupation } from '../../contract/occupations';
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
import { newId } from '../lib/crypto';
import type { PhotoPrivacyMode } from '../../contract/privacy';
import { activeMemberSql, blockedSql, discoverableSql, exposedSql, matchedSql } from '../rules/eligibility';
import { type PhotoRelation, photoRelationSql } from '../rules/photo-privacy';

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
  /** The profile's background (contract/background.ts); null until given. */
  created_for: CreatedFor | null;
  marital_status: MaritalStatus | null;
  children: Children | null;
  mother_tongue: MotherTongue | null;
  community: string | null;
  occupation: Occupation | null;
  /** What the service checked about this member (trust badges other members see). */
  badges: Badge[];
  /** Storage keys of the photos, in display order. */
  image_keys: string[];
  /** Their blurred copies, in the same order (null for a photo stored before copies were made). */
  blurred_keys: (string | null)[];
  photo_privacy: PhotoPrivacyMode;
  /** Paused: out of suggestions, search, shortlists and viewers lists. */
  hidden: boolean;
  record_visits: boolean;
  /** How the reader stands to this member (photo privacy), where the query knows the reader. */
  photo_relation?: PhotoRelation;
}

/** The photo columns of a list row about the member `p` (services/photos.ts firstPhotoOf reads them). */
export function firstPhotoColumnsSql(p: string): string {
  const first = (column: string) =>
    `(SELECT i.${column} FROM profile_images i WHERE i.profile_id = ${p}.id ORDER BY i.position, i.created_at LIMIT 1)`;
  return `${p}.photo_privacy, ${first('file_key')} AS image_key, ${first('blurred_key')} AS blurred_key`;
}

/**
 * The trust badges other members see of the profile row `p` (a text[] expression): what the service checked,
 * never the checks' own results. Shared by the member profile entity and the chat's history answer.
 */
export function badgesSql(p: string): string {
  return `ARRAY_REMOVE(ARRAY[
    CASE WHEN ${p}.published_at IS NOT NULL
      AND EXISTS (SELECT 1 FROM verifications bv WHERE bv.user_id = ${p}.id AND bv.id_at IS NOT NULL) THEN 'ID_VERIFIED' END,
    CASE WHEN ${p}.published_at IS NOT NULL AND EXISTS (
      SELECT 1 FROM check_results br WHERE br.profile_id = ${p}.id AND br.checks->>'faceMatch' = 'MATCH') THEN 'PHOTO_VERIFIED' END,
    CASE WHEN ${p}.degree_file IS NOT NULL THEN 'DEGREE_DOCUMENT' END,
    CASE WHEN ${p}.income_file IS NOT NULL THEN 'INCOME_DOCUMENT' END], NULL)`;
}

/** The select list behind ProfileRow, for queries over `profiles p`. */
export const PROFILE_COLUMNS = `p.id, p.first_name, p.last_name, p.dob::text AS dob,
  CASE WHEN p.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, p.dob))::int END AS age,
  p.gender, p.height, p.weight, p.smoking, p.drinking, p.food, p.pets, p.religion, p.religious,
  p.brothers, p.sisters, p.fathers_occupation, p.mothers_occupation, p.languages, p.about_my_family,
  p.about_me, p.latitude, p.longitude, p.city, p.country, p.degree, p.college, p.workplace,
  p.min_income, p.max_income, p.degree_file, p.income_file,
  p.name_done, p.basic_done, p.lifestyle_done, p.family_done, p.about_done, p.images_done, p.profession_done,
  p.published_at, p.created_for, p.marital_status, p.children, p.mother_tongue, p.community, p.occupation,
  p.photo_privacy, p.hidden, p.record_visits,
  ${badgesSql('p')} AS badges,
  ARRAY(SELECT i.file_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at) AS image_keys,
  ARRAY(SELECT i.blurred_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at) AS blurred_keys`;

export function profilesRepository(db: Queryable) {
  return {
    async findById(id: string, tx: Queryable = db): Promise<ProfileRow | null> {
      const { rows } = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /**
     * An active member's profile that the service put in front of the viewer (eligibility.ts), else null;
     * a paused member's only to their matches. With the viewer's relation to it (photo privacy).
     */
    async findVisibleTo(viewerId: string, id: string): Promise<ProfileRow | null> {
      const { rows } = await db.query<ProfileRow>(
        `SELECT ${PROFILE_COLUMNS}, ${photoRelationSql('$1::text', 'p.id')} AS photo_relation
         FROM profiles p JOIN verifications v ON v.user_id = p.id
         WHERE p.id = $2 AND ${activeMemberSql('p', 'v')} AND ${exposedSql('$1::text', 'p.id')}
           AND NOT ${blockedSql('$1::text', 'p.id')}
           AND (${discoverableSql('p')} OR ${matchedSql('$1::text', 'p.id')})`,
        [viewerId, id],
      );
      return rows[0] ?? null;
    },

    /** Did the member give a community? (Only then do they see others'.) */
    async hasCommunity(id: string): Promise<boolean> {
      const { rows } = await db.query<{ ok: boolean }>(
        'SELECT community IS NOT NULL AS ok FROM profiles WHERE id = $1',
        [id],
      );
      return rows[0]?.ok === true;
    },

    /** Is this member verified, onboarded and published (the gate of the feed and matching)? */
    async isActiveMember(id: string): Promise<boolean> {
      const { rows } = await db.query<{ ok: boolean }>(
        `SELECT ${activeMemberSql('p', 'v')} AS ok FROM profiles p JOIN verifications v ON v.user_id = p.id WHERE p.id = $1`,
        [id],
      );
      return rows[0]?.ok === true;
    },

    /** Rows for these ids, in the order given (missing ids are skipped). */
    async findMany(ids: readonly string[], tx: Queryable = db): Promise<ProfileRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await tx.query<ProfileRow>(
        `SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.id = ANY($1::text[])`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row): row is ProfileRow => row !== undefined);
    },
  };
}

/** Writes of the onboarding steps and profile page: each sets its data and its step status in one statement. */
export function profileWrites(db: Queryable) {
  return {
    async updateName(id: string, firstName: string, lastName: string): Promise<void> {
      await db.query(
        'UPDATE profiles SET first_name = $2, last_name = $3, name_done = true, updated_at = now() WHERE id = $1',
        [id, firstName, lastName],
      );
    },

    async updateBasicDetails(
      id: string,
      input: { dob: string; gender: string; height: number; weight: number },
    ): Promise<void> {
      await db.query(
        `UPDATE profiles SET dob = $2::date, gender = $3, height = $4, weight = $5, basic_done = true, updated_at = now()
         WHERE id = $1`,
        [id, input.dob, input.gender, input.height, input.weight],
      );
    },

    async updatePersonalDetails(
      id: string,
      input: { firstName: string; lastName: string; dob: string; gender: string; height: number; weight: number },
    ): Promise<void> {
      await db.query(
        `UPDATE profiles SET first_name = $2, last_name = $3, dob = $4::date, gender = $5, height = $6, weight = $7,
           name_done = true, basic_done = true, updated_at = now()
         WHERE id = $1`,
        [id, input.firstName, input.lastName, input.dob, input.gender, input.height, input.weight],
      );
    },

    async updateLifestyle(
      id: string,
      input: { smoking: string; drinking: string; food: string; pets: string; religion: string; religious: string },
    ): Promise<void> {
      await db.query(
        `UPDATE profiles SET smoking = $2, drinking = $3, food = $4, pets = $5, religion = $6, religious = $7,
           lifestyle_done = true, updated_at = now()
         WHERE id = $1`,
        [id, input.smoking, input.drinking, input.food, input.pets, input.religion, input.religious],
      );
    },

    async updateFamily(
      id: string,
      input: {
        brothers: number;
        sisters: number;
        fathersOccupation: string;
        mothersOccupation: string;
        aboutMyFamily: string;
        languages: readonly string[];
      },
    ): Promise<void> {
      await db.query(
        `UPDATE profiles SET brothers = $2, sisters = $3, fathers_occupation = $4, mothers_occupation = $5,
           about_my_family = $6, languages = $7::text[], family_done = true, updated_at = now()
         WHERE id = $1`,
        [
          id,
          input.brothers,
          input.sisters,
          input.fathersOccupation,
          input.mothersOccupation,
          input.aboutMyFamily,
          input.languages,
        ],
      );
    },

    async updateAboutMe(
      id: string,
      input: { aboutMe: string; latitude: number; longitude: number; city: string; country: string },
    ): Promise<void> {
      await db.query(
        `UPDATE profiles SET about_me = $2, latitude = $3, longitude = $4, city = $5, country = $6,
           about_done = true, updated_at = now()
         WHERE id = $1`,
        [id, input.aboutMe, input.latitude, input.longitude, input.city, input.country],
      );
    },

    /** Locks the profile for a photo change and answers its photos' keys in order, each with its blurred copy. */
    async lockImages(id: string, tx: Queryable): Promise<{ key: string; blurredKey: string | null }[]> {
      await tx.query('SELECT id FROM profiles WHERE id = $1 FOR UPDATE', [id]);
      const { rows } = await tx.query<{ file_key: string; blurred_key: string | null }>(
        'SELECT file_key, blurred_key FROM profile_images WHERE profile_id = $1 ORDER BY position, created_at',
        [id],
      );
      return rows.map((row) => ({ key: row.file_key, blurredKey: row.blurred_key }));
    },

    /** Appends photos after the existing ones and marks the photos step done. */
    async addImages(
      id: string,
      photos: readonly { key: string; blurredKey: string }[],
      firstPosition: number,
      tx: Queryable,
    ): Promise<void> {
      for (const [index, photo] of photos.entries()) {
        await tx.query(
          'INSERT INTO profile_images (id, profile_id, file_key, blurred_key, position) VALUES ($1, $2, $3, $4, $5)',
          [newId(), id, photo.key, photo.blurredKey, firstPosition + index],
        );
      }
      await tx.query('UPDATE profiles SET images_done = true, updated_at = now() WHERE id = $1', [id]);
    },

    async removeAllImages(id: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM profile_images WHERE profile_id = $1', [id]);
    },

    /** Deletes one of the member's photos; answers the keys to remove (the photo and its blurred copy), null when the member has no such photo. */
    async removeImage(id: string, key: string): Promise<string[] | null> {
      const { rows } = await db.query<{ blurred_key: string | null }>(
        'DELETE FROM profile_images WHERE profile_id = $1 AND file_key = $2 RETURNING blurred_key',
        [id, key],
      );
      if (!rows[0]) return null;
      return [key, ...(rows[0].blurred_key ? [rows[0].blurred_key] : [])];
    },

    /** Saves the profession step; answers the certificate keys it replaced (to delete after commit). */
    async updateProfession(
      id: string,
      input: {
        degree: string;
        college: string;
        workplace: string;
        minIncome: number | null;
        maxIncome: number | null;
        /** undefined keeps the stored job title, null clears it. */
        occupation?: string | null;
        /** undefined keeps the stored file, null clears it. */
        degreeFile: string | null | undefined;
        incomeFile: string | null | undefined;
      },
      tx: Queryable,
    ): Promise<string[]> {
      const { rows } = await tx.query<{ degree_file: string | null; income_file: string | null }>(
        'SELECT degree_file, income_file FROM profiles WHERE id = $1 FOR UPDATE',
        [id],
      );
      const before = rows[0] ?? { degree_file: null, income_file: null };
      const degreeFile = input.degreeFile === undefined ? before.degree_file : input.degreeFile;
      const incomeFile = input.incomeFile === undefined ? before.income_file : input.incomeFile;
      await tx.query(
        `UPDATE profiles SET degree = $2, college = $3, workplace = $4, min_income = $5, max_income = $6,
           degree_file = $7, income_file = $8, profession_done = true, updated_at = now(),
           occupation = CASE WHEN $9::boolean THEN $10::text ELSE occupation END
         WHERE id = $1`,
        [
          id,
          input.degree,
          input.college,
          input.workplace,
          input.minIncome,
          input.maxIncome,
          degreeFile,
          incomeFile,
          input.occupation !== undefined,
          input.occupation ?? null,
        ],
      );
      return [before.degree_file, before.income_file].filter(
        (key): key is string => key !== null && key !== degreeFile && key !== incomeFile,
      );
    },
  };
}
