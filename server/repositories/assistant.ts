import type { Db } from '../db/types';
import type { OwnCounts, OwnProfile } from '../services/assistant';

interface OwnRow {
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  gender: string | null;
  height: number | null;
  weight: number | null;
  smoking: string | null;
  drinking: string | null;
  food: string | null;
  pets: string | null;
  religion: string | null;
  religious: string | null;
  fathers_occupation: string | null;
  mothers_occupation: string | null;
  languages: string[];
  about_my_family: string | null;
  about_me: string | null;
  city: string | null;
  country: string | null;
  degree: string | null;
  college: string | null;
  workplace: string | null;
  min_income: number | null;
  max_income: number | null;
  has_degree_certificate: boolean;
  has_income_proof: boolean;
  email: boolean;
  phone: boolean;
  selfie: boolean;
  identity: boolean;
  name_done: boolean;
  basic_done: boolean;
  lifestyle_done: boolean;
  family_done: boolean;
  about_done: boolean;
  images_done: boolean;
  profession_done: boolean;
  published: boolean;
  photo_count: number;
}

/** The caller's own profile, verification and photo count: every row read is keyed by the caller's id. */
const OWN_SQL = `SELECT p.first_name, p.last_name, p.dob::text AS dob, p.gender, p.height, p.weight,
  p.smoking, p.drinking, p.food, p.pets, p.religion, p.religious, p.fathers_occupation, p.mothers_occupation,
  p.languages, p.about_my_family, p.about_me, p.city, p.country, p.degree, p.college, p.workplace,
  p.min_income, p.max_income, p.degree_file IS NOT NULL AS has_degree_certificate,
  p.income_file IS NOT NULL AS has_income_proof,
  v.email_verified_at IS NOT NULL AS email, v.phone_verified_at IS NOT NULL AS phone,
  v.selfie_file IS NOT NULL AS selfie, v.id_file IS NOT NULL AS identity,
  p.name_done, p.basic_done, p.lifestyle_done, p.family_done, p.about_done, p.images_done, p.profession_done,
  p.published_at IS NOT NULL AS published,
  (SELECT count(*)::int FROM profile_images i WHERE i.profile_id = p.id) AS photo_count
FROM profiles p JOIN verifications v ON v.user_id = p.id
WHERE p.id = $1`;

/**
 * How many pending requests the caller's Activity lists (the rule of
 * repositories/matches.ts: someone published said yes and the caller has not
 * answered) and how many chats Messages lists (channels the caller is in).
 */
const COUNTS_SQL = `SELECT
  (SELECT count(*)::int FROM match_decisions d JOIN profiles p ON p.id = d.from_id
    WHERE d.to_id = $1 AND d.interested AND p.published_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM match_decisions r WHERE r.from_id = $1 AND r.to_id = d.from_id)) AS pending,
  (SELECT count(*)::int FROM chat_channels c WHERE c.member_a = $1 OR c.member_b = $1) AS chats`;

/** The assistant's reads: only ever the caller's own rows. */
export function assistantRepository(db: Db) {
  return {
    async ownProfile(memberId: string): Promise<OwnProfile | null> {
      const { rows } = await db.query<OwnRow>(OWN_SQL, [memberId]);
      const row = rows[0];
      if (!row) return null;
      return {
        firstName: row.first_name,
        lastName: row.last_name,
        verification: { email: row.email, phone: row.phone, selfie: row.selfie, identity: row.identity },
        steps: {
          name: row.name_done,
          basic: row.basic_done,
          lifestyle: row.lifestyle_done,
          family: row.family_done,
          about: row.about_done,
          photos: row.images_done,
          profession: row.profession_done,
        },
        published: row.published,
        fields: {
          dob: row.dob,
          gender: row.gender,
          height: row.height,
          weight: row.weight,
          smoking: row.smoking,
          drinking: row.drinking,
          food: row.food,
          pets: row.pets,
          religion: row.religion,
          religious: row.religious,
          fathersOccupation: row.fathers_occupation,
          mothersOccupation: row.mothers_occupation,
          languages: row.languages,
          aboutMyFamily: row.about_my_family,
          aboutMe: row.about_me,
          city: row.city,
          country: row.country,
          degree: row.degree,
          college: row.college,
          workplace: row.workplace,
          minIncome: row.min_income,
          maxIncome: row.max_income,
        },
        photoCount: row.photo_count,
        hasDegreeCertificate: row.has_degree_certificate,
        hasIncomeProof: row.has_income_proof,
      };
    },

    async counts(memberId: string): Promise<OwnCounts> {
      const { rows } = await db.query<{ pending: number; chats: number }>(COUNTS_SQL, [memberId]);
      return { pendingRequests: rows[0]?.pending ?? 0, chats: rows[0]?.chats ?? 0 };
    },
  };
}
