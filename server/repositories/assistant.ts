import type { RefusalReason } from '../../contract/enums';
import type { Db } from '../db/types';
import { activeMemberSql, blockedSql } from '../rules/eligibility';

/** The caller's own profile, verification and publication, as the assistant reads it. */
export interface OwnProfile {
  firstName: string | null;
  lastName: string | null;
  verification: { email: boolean; phone: boolean; selfie: boolean; identity: boolean };
  /** Onboarding steps done (spec 4 order). */
  steps: {
    name: boolean;
    basic: boolean;
    lifestyle: boolean;
    family: boolean;
    about: boolean;
    photos: boolean;
    profession: boolean;
  };
  published: boolean;
  /**
   * While our team's refusal stands: its reasons and note, and which reopened steps are still to redo
   * (as the refused screen shows them; the automatic checks behind it are never read). Null otherwise.
   */
  refusal: {
    reasons: RefusalReason[];
    note: string | null;
    redo: { selfie: boolean; identity: boolean; photos: boolean };
  } | null;
  /** Fields of the profile page, null when empty. */
  fields: {
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
    fathersOccupation: string | null;
    mothersOccupation: string | null;
    languages: string[];
    aboutMyFamily: string | null;
    aboutMe: string | null;
    city: string | null;
    country: string | null;
    degree: string | null;
    college: string | null;
    workplace: string | null;
    minIncome: number | null;
    maxIncome: number | null;
  };
  photoCount: number;
  hasDegreeCertificate: boolean;
  hasIncomeProof: boolean;
}

export interface OwnCounts {
  pendingRequests: number;
  chats: number;
}

/**
 * The caller's own profile, verification and photo count, shaped as the
 * assistant reads it (OwnProfile) by the database: every row read is keyed by
 * the caller's id.
 */
const OWN_SQL = `SELECT json_build_object(
  'firstName', p.first_name, 'lastName', p.last_name,
  'verification', json_build_object('email', v.email_verified_at IS NOT NULL, 'phone', v.phone_verified_at IS NOT NULL,
    'selfie', v.selfie_file IS NOT NULL, 'identity', v.id_at IS NOT NULL),
  'steps', json_build_object('name', p.name_done, 'basic', p.basic_done, 'lifestyle', p.lifestyle_done,
    'family', p.family_done, 'about', p.about_done, 'photos', p.images_done, 'profession', p.profession_done),
  'published', p.published_at IS NOT NULL,
  'refusal', CASE WHEN v.review_state = 'REFUSED' THEN json_build_object('reasons', v.review_reasons,
    'note', v.review_note, 'redo', json_build_object('selfie', v.selfie_reopened, 'identity', v.id_reopened,
      'photos', NOT p.images_done)) END,
  'fields', json_build_object('dob', p.dob::text, 'gender', p.gender, 'height', p.height, 'weight', p.weight,
    'smoking', p.smoking, 'drinking', p.drinking, 'food', p.food, 'pets', p.pets, 'religion', p.religion,
    'religious', p.religious, 'fathersOccupation', p.fathers_occupation, 'mothersOccupation', p.mothers_occupation,
    'languages', p.languages, 'aboutMyFamily', p.about_my_family, 'aboutMe', p.about_me, 'city', p.city,
    'country', p.country, 'degree', p.degree, 'college', p.college, 'workplace', p.workplace,
    'minIncome', p.min_income, 'maxIncome', p.max_income),
  'photoCount', (SELECT count(*)::int FROM profile_images i WHERE i.profile_id = p.id),
  'hasDegreeCertificate', p.degree_file IS NOT NULL,
  'hasIncomeProof', p.income_file IS NOT NULL
) AS own
FROM profiles p JOIN verifications v ON v.user_id = p.id
WHERE p.id = $1`;

/**
 * How many pending requests the caller's Activity lists (the rule of
 * repositories/matches.ts: an active member, not blocked either way, said yes
 * and the caller has not answered) and how many chats Messages lists
 * (channels the caller is in).
 */
const COUNTS_SQL = `SELECT
  (SELECT count(*)::int FROM match_decisions d JOIN profiles p ON p.id = d.from_id JOIN verifications v ON v.user_id = p.id
    WHERE d.to_id = $1 AND d.interested AND ${activeMemberSql('p', 'v')}
      AND NOT EXISTS (SELECT 1 FROM match_decisions r WHERE r.from_id = $1 AND r.to_id = d.from_id)
      AND NOT ${blockedSql('$1', 'd.from_id')}) AS pending,
  (SELECT count(*)::int FROM chat_channels c WHERE c.member_a = $1 OR c.member_b = $1) AS chats`;

/** The assistant's reads: only ever the caller's own rows. */
export function assistantRepository(db: Db) {
  return {
    async ownProfile(memberId: string): Promise<OwnProfile | null> {
      const { rows } = await db.query<{ own: OwnProfile | string }>(OWN_SQL, [memberId]);
      const own = rows[0]?.own;
      if (own === undefined) return null;
      // One driver hands json over parsed, the other as text.
      return typeof own === 'string' ? (JSON.parse(own) as OwnProfile) : own;
    },

    async counts(memberId: string): Promise<OwnCounts> {
      const { rows } = await db.query<{ pending: number; chats: number }>(COUNTS_SQL, [memberId]);
      return { pendingRequests: rows[0]?.pending ?? 0, chats: rows[0]?.chats ?? 0 };
    },
  };
}
