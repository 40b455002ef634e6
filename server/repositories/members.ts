import type { Background } from '../../contract/schemas/background';
import type { Queryable } from '../db/types';
import { newId } from '../lib/crypto';

/** Every answer of the onboarding steps, as stored (spec 5). */
export interface CompleteProfile {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  gender: string;
  height: number;
  weight: number;
  smoking: string;
  drinking: string;
  food: string;
  pets: string;
  religion: string;
  religious: string;
  brothers: number;
  sisters: number;
  fathersOccupation: string;
  mothersOccupation: string;
  languages: readonly string[];
  aboutMyFamily: string;
  aboutMe: string;
  latitude?: number;
  longitude?: number;
  city: string;
  country: string;
  degree: string;
  college: string;
  workplace: string;
  minIncome: number | null;
  maxIncome: number | null;
  degreeFile?: string | null;
  incomeFile?: string | null;
}

/** A verified identity: email, phone, selfie and document. */
export interface CompleteVerification {
  phone: string;
  selfieFile: string;
  idType: string;
  idNumberMasked?: string | null;
  idFile: string;
  /** When the document was sent (now when absent). */
  idAt?: Date | null;
}

/** A member whose profile, verification and photos are written at once, without walking the steps. */
export interface CompleteMember {
  id: string;
  profile: CompleteProfile;
  /** The photo and profession steps done (all earlier steps always are): onboarded when both are. */
  imagesDone: boolean;
  professionDone: boolean;
  /** Published by staff at this time; null: awaiting review. */
  publishedAt: Date | null;
  /** null: identity not verified (nothing written). */
  verification: CompleteVerification | null;
  /** File keys of the photos, in their order. */
  photos: readonly string[];
  /**
   * File keys of their strongly blurred copies (photo privacy), in the same order, as an upload stores them;
   * absent or null: none yet, made later in the background (services/blur-backfill.ts).
   */
  blurredPhotos?: readonly (string | null)[];
  /** The profile's background; absent: not given (as for members from before it was asked). */
  background?: Background;
}

/** Rows per statement: keeps each statement's arrays small on the embedded engine too. */
const BATCH = 2000;

/**
 * The one writer of complete members, for the demo seed, the server tests,
 * the matching evaluation and the benchmark's bulk seeding: the profile (every
 * step's answers and done marks, the publication), the verification and the
 * photos of many members in three statements. The account (users row) must
 * exist; its profile and verification rows are written whether or not
 * creating the account made them.
 */
export async function writeCompleteMembers(tx: Queryable, members: readonly CompleteMember[]): Promise<void> {
  for (let offset = 0; offset < members.length; offset += BATCH) {
    const batch = members.slice(offset, offset + BATCH);
    const column = <T>(of: (member: CompleteMember) => T) => batch.map(of);
    await tx.query(
      `INSERT INTO profiles (id, first_name, last_name, dob, gender, height, weight, smoking, drinking, food, pets,
         religion, religious, brothers, sisters, fathers_occupation, mothers_occupation, languages, about_my_family,
         about_me, latitude, longitude, city, country, degree, college, workplace, min_income, max_income,
         degree_file, income_file, name_done, basic_done, lifestyle_done, family_done, about_done, images_done,
         profession_done, published_at)
       SELECT m.id, m.first_name, m.last_name, m.dob::date, m.gender, m.height, m.weight, m.smoking, m.drinking,
         m.food, m.pets, m.religion, m.religious, m.brothers, m.sisters, m.fathers_occupation, m.mothers_occupation,
         string_to_array(m.languages, ','), m.about_my_family, m.about_me, m.latitude, m.longitude, m.city,
         m.country, m.degree, m.college, m.workplace, m.min_income, m.max_income, m.degree_file, m.income_file,
         true, true, true, true, true, m.images_done, m.profession_done, m.published_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::text[],
         $17::text[], $18::text[], $19::text[], $20::text[], $21::float8[], $22::float8[], $23::text[], $24::text[],
         $25::text[], $26::text[], $27::text[], $28::int[], $29::int[], $30::text[], $31::text[], $32::boolean[],
         $33::boolean[], $34::timestamptz[])
         AS m(id, first_name, last_name, dob, gender, height, weight, smoking, drinking, food, pets, religion,
           religious, brothers, sisters, fathers_occupation, mothers_occupation, languages, about_my_family, about_me,
           latitude, longitude, city, country, degree, college, workplace, min_income, max_income, degree_file,
           income_file, images_done, profession_done, published_at)
       ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         dob = EXCLUDED.dob, gender = EXCLUDED.gender, height = EXCLUDED.height, weight = EXCLUDED.weight,
         smoking = EXCLUDED.smoking, drinking = EXCLUDED.drinking, food = EXCLUDED.food, pets = EXCLUDED.pets,
         religion = EXCLUDED.religion, religious = EXCLUDED.religious, brothers = EXCLUDED.brothers,
         sisters = EXCLUDED.sisters, fathers_occupation = EXCLUDED.fathers_occupation,
         mothers_occupation = EXCLUDED.mothers_occupation, languages = EXCLUDED.languages,
         about_my_family = EXCLUDED.about_my_family, about_me = EXCLUDED.about_me, latitude = EXCLUDED.latitude,
         longitude = EXCLUDED.longitude, city = EXCLUDED.city, country = EXCLUDED.country, degree = EXCLUDED.degree,
         college = EXCLUDED.college, workplace = EXCLUDED.workplace, min_income = EXCLUDED.min_income,
         max_income = EXCLUDED.max_income, degree_file = EXCLUDED.degree_file, income_file = EXCLUDED.income_file,
         name_done = true, basic_done = true, lifestyle_done = true, family_done = true, about_done = true,
         images_done = EXCLUDED.images_done, profession_done = EXCLUDED.profession_done,
         published_at = EXCLUDED.published_at`,
      [
        column((m) => m.id),
        column((m) => m.profile.firstName),
        column((m) => m.profile.lastName),
        column((m) => m.profile.dob),
        column((m) => m.profile.gender),
        column((m) => m.profile.height),
        column((m) => m.profile.weight),
        column((m) => m.profile.smoking),
        column((m) => m.profile.drinking),
        column((m) => m.profile.food),
        column((m) => m.profile.pets),
        column((m) => m.profile.religion),
        column((m) => m.profile.religious),
        column((m) => m.profile.brothers),
        column((m) => m.profile.sisters),
        column((m) => m.profile.fathersOccupation),
        column((m) => m.profile.mothersOccupation),
        // One text per member (option values hold no commas): unnest cannot give rows of arrays.
        column((m) => m.profile.languages.join(',')),
        column((m) => m.profile.aboutMyFamily),
        column((m) => m.profile.aboutMe),
        column((m) => m.profile.latitude ?? 0),
        column((m) => m.profile.longitude ?? 0),
        column((m) => m.profile.city),
        column((m) => m.profile.country),
        column((m) => m.profile.degree),
        column((m) => m.profile.college),
        column((m) => m.profile.workplace),
        column((m) => m.profile.minIncome),
        column((m) => m.profile.maxIncome),
        column((m) => m.profile.degreeFile ?? null),
        column((m) => m.profile.incomeFile ?? null),
        column((m) => m.imagesDone),
        column((m) => m.professionDone),
        column((m) => m.publishedAt?.toISOString() ?? null),
      ],
    );

    const verified = batch.flatMap((m) => (m.verification ? [{ id: m.id, ...m.verification }] : []));
    if (verified.length > 0) {
      await tx.query(
        `INSERT INTO verifications (user_id, email_verified_at, phone, phone_verified_at, selfie_file, selfie_at,
           id_type, id_number_masked, id_file, id_at)
         SELECT v.user_id, now(), v.phone, now(), v.selfie_file, now(), v.id_type, v.id_number_masked, v.id_file,
           coalesce(v.id_at, now())
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
           AS v(user_id, phone, selfie_file, id_type, id_number_masked, id_file, id_at)
         ON CONFLICT (user_id) DO UPDATE SET email_verified_at = EXCLUDED.email_verified_at, phone = EXCLUDED.phone,
           phone_verified_at = EXCLUDED.phone_verified_at, selfie_file = EXCLUDED.selfie_file,
           selfie_at = EXCLUDED.selfie_at, id_type = EXCLUDED.id_type, id_number_masked = EXCLUDED.id_number_masked,
           id_file = EXCLUDED.id_file, id_at = EXCLUDED.id_at`,
        [
          verified.map((v) => v.id),
          verified.map((v) => v.phone),
          verified.map((v) => v.selfieFile),
          verified.map((v) => v.idType),
          verified.map((v) => v.idNumberMasked ?? null),
          verified.map((v) => v.idFile),
          verified.map((v) => v.idAt?.toISOString() ?? null),
        ],
      );
    }

    const backgrounds = batch.flatMap((m) => (m.background ? [{ id: m.id, ...m.background }] : []));
    if (backgrounds.length > 0) {
      await tx.query(
        `UPDATE profiles p SET created_for = b.created_for, marital_status = b.marital_status, children = b.children,
           mother_tongue = b.mother_tongue, community = b.community, occupation = b.occupation
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
           AS b(id, created_for, marital_status, children, mother_tongue, community, occupation)
         WHERE p.id = b.id`,
        [
          backgrounds.map((b) => b.id),
          backgrounds.map((b) => b.createdFor),
          backgrounds.map((b) => b.maritalStatus),
          backgrounds.map((b) => b.children),
          backgrounds.map((b) => b.motherTongue),
          backgrounds.map((b) => b.community),
          backgrounds.map((b) => b.occupation),
        ],
      );
    }

    const photos = batch.flatMap((m) =>
      m.photos.map((key, position) => ({ id: m.id, key, blurred: m.blurredPhotos?.[position] ?? null, position })),
    );
    if (photos.length > 0) {
      await tx.query(
        `INSERT INTO profile_images (id, profile_id, file_key, blurred_key, position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])`,
        [
          photos.map(() => newId()),
          photos.map((p) => p.id),
          photos.map((p) => p.key),
          photos.map((p) => p.blurred),
          photos.map((p) => p.position),
        ],
      );
    }
  }
}
