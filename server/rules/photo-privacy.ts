import type { PhotoPrivacyMode } from '../../contract/privacy';

/**
 * Photo privacy: what a viewer is given of an owner's photos, written once.
 * Every place that gives out a photo link asks photoViewOf (through
 * services/photos.ts), with the relation read in SQL by photoRelationSql.
 */

/**
 * How the viewer stands to the owner. ACCEPTED: the owner said yes to the viewer (sent them a request or
 * accepted theirs) but the pair is not a match yet; MATCH: both said yes and no block stands between them.
 */
export const PHOTO_RELATIONS = ['SELF', 'STAFF', 'MATCH', 'ACCEPTED', 'STRANGER'] as const;
export type PhotoRelation = (typeof PHOTO_RELATIONS)[number];

/** What the viewer gets: the photos, their strongly blurred copies, or one neutral placeholder. */
export type PhotoView = 'ORIGINAL' | 'BLURRED' | 'PLACEHOLDER';

export function photoViewOf(mode: PhotoPrivacyMode, relation: PhotoRelation): PhotoView {
  if (mode === 'EVERYONE' || relation === 'SELF' || relation === 'STAFF' || relation === 'MATCH') return 'ORIGINAL';
  if (mode === 'BLURRED') return relation === 'ACCEPTED' ? 'ORIGINAL' : 'BLURRED';
  return 'PLACEHOLDER';
}

/** SQL: the owner said yes to the viewer (SQL expressions of profile ids). */
function saidYesSql(from: string, to: string): string {
  return `EXISTS (SELECT 1 FROM match_decisions pd WHERE pd.from_id = ${from} AND pd.to_id = ${to} AND pd.interested)`;
}

/**
 * SQL: the PhotoRelation of `viewer` to `owner` (SQL expressions of profile ids), as text. Staff are never
 * read here: staff routes ask for their relation themselves. A block either way leaves a stranger.
 */
export function photoRelationSql(viewer: string, owner: string): string {
  return `(CASE WHEN ${viewer} = ${owner} THEN 'SELF'
    WHEN EXISTS (SELECT 1 FROM blocks pb WHERE (pb.blocker_id = ${viewer} AND pb.blocked_id = ${owner})
      OR (pb.blocker_id = ${owner} AND pb.blocked_id = ${viewer})) THEN 'STRANGER'
    WHEN ${saidYesSql(owner, viewer)} AND ${saidYesSql(viewer, owner)} THEN 'MATCH'
    WHEN ${saidYesSql(owner, viewer)} THEN 'ACCEPTED'
    ELSE 'STRANGER' END)`;
}
