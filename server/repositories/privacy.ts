import type { PhotoPrivacyMode } from '../../contract/privacy';
import type { Queryable } from '../db/types';
import { activeMemberSql, blockedSql, discoverableSql } from '../rules/eligibility';
import { type PhotoRelation, photoRelationSql } from '../rules/photo-privacy';
import { firstPhotoColumnsSql } from './profiles';

/** Privacy members control: the switches, who viewed whom, and numbers shared in a chat. */

export interface PrivacyRow {
  photo_privacy: PhotoPrivacyMode;
  hidden: boolean;
  record_visits: boolean;
}

export interface ViewerRow {
  profile_id: string;
  first_name: string | null;
  photo_privacy: PhotoPrivacyMode;
  image_key: string | null;
  blurred_key: string | null;
  photo_relation: PhotoRelation;
  viewed_ms: number;
}

/**
 * The members who viewed the owner ($1), latest visit each: still active members, not paused, still
 * recording visits themselves (reciprocal), and without a block either way.
 */
const VIEWERS_FROM = `FROM (SELECT viewer_id, max(viewed_at) AS viewed_at FROM profile_visits WHERE owner_id = $1
  GROUP BY viewer_id) seen
JOIN profiles p ON p.id = seen.viewer_id
JOIN verifications v ON v.user_id = p.id
WHERE ${activeMemberSql('p', 'v')} AND ${discoverableSql('p')} AND p.record_visits
  AND NOT ${blockedSql('$1::text', 'p.id')}`;

const VIEWERS_SQL = `SELECT p.id AS profile_id, p.first_name, ${firstPhotoColumnsSql('p')},
  ${photoRelationSql('$1::text', 'p.id')} AS photo_relation,
  floor(extract(epoch FROM seen.viewed_at) * 1000)::float8 AS viewed_ms
${VIEWERS_FROM}
ORDER BY seen.viewed_at DESC, p.id
OFFSET $2 LIMIT $3`;

/**
 * A visit of the viewer ($1) to the owner's ($2) page, once a day per pair (UTC): written only when both
 * record visits.
 */
const RECORD_VISIT_SQL = `INSERT INTO profile_visits (owner_id, viewer_id, day, viewed_at)
SELECT $2, $1, (now() AT TIME ZONE 'UTC')::date, now()
WHERE EXISTS (SELECT 1 FROM profiles m WHERE m.id = $1 AND m.record_visits)
  AND EXISTS (SELECT 1 FROM profiles o WHERE o.id = $2 AND o.record_visits)
ON CONFLICT (owner_id, viewer_id, day) DO NOTHING`;

export function privacyRepository(db: Queryable) {
  return {
    async settings(memberId: string): Promise<PrivacyRow | null> {
      const { rows } = await db.query<PrivacyRow>(
        'SELECT photo_privacy, hidden, record_visits FROM profiles WHERE id = $1',
        [memberId],
      );
      return rows[0] ?? null;
    },

    /** Changes the switches given (null keeps one as stored); answers them all as saved. */
    async save(
      memberId: string,
      input: { photos: PhotoPrivacyMode | null; hidden: boolean | null; recordVisits: boolean | null },
    ): Promise<PrivacyRow | null> {
      const { rows } = await db.query<PrivacyRow>(
        `UPDATE profiles SET photo_privacy = coalesce($2, photo_privacy), hidden = coalesce($3, hidden),
           record_visits = coalesce($4, record_visits), updated_at = now()
         WHERE id = $1 RETURNING photo_privacy, hidden, record_visits`,
        [memberId, input.photos, input.hidden, input.recordVisits],
      );
      return rows[0] ?? null;
    },
  };
}

export function visitsRepository(db: Queryable) {
  return {
    async record(viewerId: string, ownerId: string): Promise<void> {
      await db.query(RECORD_VISIT_SQL, [viewerId, ownerId]);
    },

    async viewers(ownerId: string, start: number, limit: number): Promise<{ rows: ViewerRow[]; total: number }> {
      const [page, count] = await Promise.all([
        db.query<ViewerRow>(VIEWERS_SQL, [ownerId, start, limit]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${VIEWERS_FROM}`, [ownerId]),
      ]);
      return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}

/** The number of the member `member` shared in channel `channel` (SQL expressions), shown as +91 and ten digits; NULL when not shared. */
export function sharedPhoneSql(channel: string, member: string): string {
  return `(SELECT '+91 ' || sv.phone FROM chat_phone_shares s JOIN verifications sv ON sv.user_id = s.member_id
    WHERE s.channel_id = ${channel} AND s.member_id = ${member} AND sv.phone_verified_at IS NOT NULL)`;
}

export function phoneSharesRepository(db: Queryable) {
  return {
    /** The member's verified number, or null. */
    async verifiedPhone(memberId: string): Promise<string | null> {
      const { rows } = await db.query<{ phone: string }>(
        'SELECT phone FROM verifications WHERE user_id = $1 AND phone_verified_at IS NOT NULL AND phone IS NOT NULL',
        [memberId],
      );
      return rows[0]?.phone ?? null;
    },

    /** The number the member shares in this chat as the other member is shown it, or null when not shared. */
    async sharedPhone(channelId: string, memberId: string): Promise<string | null> {
      const { rows } = await db.query<{ phone: string | null }>(`SELECT ${sharedPhoneSql('$1', '$2')} AS phone`, [
        channelId,
        memberId,
      ]);
      return rows[0]?.phone ?? null;
    },

    /** Shares the number; false when it already was. Moves the channel's version, so a kept history page goes. */
    async share(channelId: string, memberId: string): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO chat_phone_shares (channel_id, member_id) VALUES ($1, $2)
         ON CONFLICT (channel_id, member_id) DO NOTHING RETURNING 1`,
        [channelId, memberId],
      );
      if (rows.length > 0) await bumpChannel(db, [channelId]);
      return rows.length > 0;
    },

    /** Withdraws the number; false when it was not shared. */
    async withdraw(channelId: string, memberId: string): Promise<boolean> {
      const { rows } = await db.query(
        'DELETE FROM chat_phone_shares WHERE channel_id = $1 AND member_id = $2 RETURNING 1',
        [channelId, memberId],
      );
      if (rows.length > 0) await bumpChannel(db, [channelId]);
      return rows.length > 0;
    },

    /** A block between the pair withdraws both numbers shared in their chat; answers who had shared, per channel. */
    async withdrawPair(x: string, y: string): Promise<{ channel_id: string; member_id: string }[]> {
      const { rows } = await db.query<{ channel_id: string; member_id: string }>(
        `DELETE FROM chat_phone_shares s USING chat_channels c
         WHERE s.channel_id = c.id AND ((c.member_a = $1 AND c.member_b = $2) OR (c.member_a = $2 AND c.member_b = $1))
         RETURNING s.channel_id, s.member_id`,
        [x, y],
      );
      await bumpChannel(db, [...new Set(rows.map((row) => row.channel_id))]);
      return rows;
    },
  };
}

async function bumpChannel(db: Queryable, channelIds: readonly string[]): Promise<void> {
  if (channelIds.length === 0) return;
  await db.query('UPDATE chat_channels SET version = version + 1 WHERE id = ANY($1::text[])', [channelIds]);
}
