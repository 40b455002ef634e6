import type { Gender } from '../../contract/enums';
import { meetsDealbreakersSql } from './partner-preferences';

/**
 * Who may meet whom: the one place these rules are written. SQL reads them
 * through the fragments below, which are generated from the same tables as
 * the TypeScript checks, so the two cannot drift apart.
 */

/** The pool a member is shown, by their gender: the other gender, or everyone while the gender is unknown or OTHER. */
const POOLS: Record<Gender, readonly Gender[]> = {
  MALE: ['FEMALE'],
  FEMALE: ['MALE'],
  OTHER: ['MALE', 'FEMALE', 'OTHER'],
};

export function poolOf(gender: Gender | null): readonly Gender[] {
  return POOLS[gender ?? 'OTHER'];
}

/** SQL: the pool (a text[]) of a member whose gender is the expression `gender`. */
export function poolSql(gender: string): string {
  const arms = (['MALE', 'FEMALE'] as const)
    .map((value) => `WHEN '${value}' THEN ARRAY['${POOLS[value].join("','")}']`)
    .join(' ');
  return `(CASE ${gender} ${arms} ELSE ARRAY['${POOLS.OTHER.join("','")}'] END)`;
}

/** Every onboarding step, all done. */
export function onboardedSql(profile: string): string {
  return ['name', 'basic', 'lifestyle', 'family', 'about', 'images', 'profession']
    .map((step) => `${profile}.${step}_done`)
    .join(' AND ');
}

/** Every verification step, all done. */
export function verifiedSql(verification: string): string {
  // The document's time, not its image: the image is removed some time after review (services/retention.ts).
  return `${verification}.email_verified_at IS NOT NULL AND ${verification}.phone_verified_at IS NOT NULL
   AND ${verification}.selfie_file IS NOT NULL AND ${verification}.id_at IS NOT NULL`;
}

/**
 * An active member: verified, onboarded and published by staff. Only active
 * members use the feed and decide, and only they are suggested or decided on.
 * `profile` and `verification` are aliases of profiles and verifications rows
 * of the same member.
 */
export function activeMemberSql(profile: string, verification: string): string {
  return `(${verifiedSql(verification)} AND ${onboardedSql(profile)} AND ${profile}.published_at IS NOT NULL)`;
}

/**
 * A member who has not paused their profile (privacy `hidden`): only such a member is suggested, found by
 * search, listed in a shortlist or a viewers list, or reached by a new request. A pause keeps matches and
 * chats, and pauses the member's own suggestions too. `profile` is an alias of a profiles row.
 */
export function discoverableSql(profile: string): string {
  return `NOT ${profile}.hidden`;
}

/** The two members said yes to each other (SQL expressions of profile ids): a match. */
export function matchedSql(x: string, y: string): string {
  return `(EXISTS (SELECT 1 FROM match_decisions m WHERE m.from_id = ${x} AND m.to_id = ${y} AND m.interested)
   AND EXISTS (SELECT 1 FROM match_decisions m WHERE m.from_id = ${y} AND m.to_id = ${x} AND m.interested))`;
}

/**
 * A profile awaiting staff review: selfie and identity document submitted and the profession step (the
 * last, with its certificates) done, not yet published. A suspended member is not awaiting review: staff
 * took the profile down (repositories/safety.ts); nor is one staff refused until the member submits again
 * (repositories/review.ts). `profile` and `verification` are aliases as above.
 */
export function awaitingReviewSql(profile: string, verification: string): string {
  return `(${verification}.selfie_file IS NOT NULL AND ${verification}.id_file IS NOT NULL AND ${profile}.profession_done
   AND ${profile}.published_at IS NULL AND ${verification}.review_state IS DISTINCT FROM 'REFUSED'
   AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ${profile}.id AND u.suspended_at IS NOT NULL))`;
}

/**
 * The pair may not be suggested to `member` (an SQL expression): the member
 * already decided on `candidate`, or the candidate refused the member.
 */
export function decidedOrRefusedSql(member: string, candidate: string): string {
  return `(EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = ${member} AND d.to_id = ${candidate})
   OR EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = ${candidate} AND d.to_id = ${member} AND NOT d.interested))`;
}

/**
 * Who may appear to a member, on Home and when they look members up (search, the shortlist): an active
 * member of the member's pool, never the member, no block either way, not one who refused the member, and
 * one whose dealbreakers the member meets. Aliases: `viewer` and `candidate` of profiles rows,
 * `candidateVerification` of the candidate's verifications row, `candidatePrefs` of their
 * partner_preferences row (LEFT JOINed). Search and the shortlist read only this; the feed ranks from
 * the same parts in memory (services/matching).
 */
export function mayAppearSql(a: {
  viewer: string;
  candidate: string;
  candidateVerification: string;
  candidatePrefs: string;
}): string {
  const { viewer, candidate } = a;
  return `(${candidate}.id <> ${viewer}.id AND ${activeMemberSql(candidate, a.candidateVerification)}
   AND ${candidate}.gender = ANY(${poolSql(`${viewer}.gender`)})
   AND NOT ${blockedSql(`${viewer}.id`, `${candidate}.id`)}
   AND NOT EXISTS (SELECT 1 FROM match_decisions r
     WHERE r.from_id = ${candidate}.id AND r.to_id = ${viewer}.id AND NOT r.interested)
   AND ${meetsDealbreakersSql(a.candidatePrefs, viewer)})`;
}

/** mayAppearSql for two profile ids (SQL expressions), as one EXISTS. */
export function mayAppearToSql(viewer: string, candidate: string): string {
  return `EXISTS (SELECT 1 FROM profiles ev JOIN profiles ec ON ec.id = ${candidate}
   JOIN verifications ecv ON ecv.user_id = ec.id LEFT JOIN partner_preferences ecp ON ecp.member_id = ec.id
   WHERE ev.id = ${viewer} AND ${mayAppearSql({ viewer: 'ev', candidate: 'ec', candidateVerification: 'ecv', candidatePrefs: 'ecp' })})`;
}

/**
 * The service put `candidate` in front of `viewer` (SQL expressions of profile ids): suggested on their
 * home (queued for it or shown), a request either way, a match, or one the viewer may find by search
 * (mayAppearToSql). Only such a profile is readable by a member or can be sent a decision: ids guessed
 * or copied from elsewhere open nothing a search would not.
 */
export function exposedSql(viewer: string, candidate: string): string {
  return `(EXISTS (SELECT 1 FROM feed_impressions x WHERE x.member_id = ${viewer} AND x.candidate_id = ${candidate})
   OR EXISTS (SELECT 1 FROM feed_queue x WHERE x.member_id = ${viewer} AND x.candidate_id = ${candidate})
   OR EXISTS (SELECT 1 FROM match_decisions x WHERE x.from_id = ${viewer} AND x.to_id = ${candidate})
   OR EXISTS (SELECT 1 FROM match_decisions x WHERE x.from_id = ${candidate} AND x.to_id = ${viewer} AND x.interested)
   OR ${mayAppearToSql(viewer, candidate)})`;
}

/**
 * One of the two members blocked the other (either way round): the pair is
 * never suggested, never listed in Activity, cannot decide on each other and
 * cannot see each other's profile.
 */
export function blockedSql(x: string, y: string): string {
  return `EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${x} AND b.blocked_id = ${y}) OR (b.blocker_id = ${y} AND b.blocked_id = ${x}))`;
}

/** `member` blocked `other` (one way): the blocker no longer sees the pair's chat at all. */
export function blockedBySql(member: string, other: string): string {
  return `EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${member} AND b.blocked_id = ${other})`;
}
