import type { Manglik, Nakshatra, Rashi } from '../../contract/horoscope';
import type { Gender } from '../../contract/enums';
import type { Queryable } from '../db/types';

export interface HoroscopeRow {
  member_id: string;
  birth_time: string | null;
  birth_city: string | null;
  birth_country: string | null;
  birth_latitude: number | null;
  birth_longitude: number | null;
  time_zone: string;
  manglik: Manglik;
  share: boolean;
  rashi: Rashi;
  nakshatra: Nakshatra;
  pada: number;
  moon_longitude: number;
  nakshatra_certain: boolean;
  possible_nakshatras: Nakshatra[];
}

const COLUMNS = `member_id, birth_time, birth_city, birth_country, birth_latitude, birth_longitude, time_zone, manglik,
  share, rashi, nakshatra, pada, moon_longitude, nakshatra_certain, possible_nakshatras`;

export function horoscopesRepository(db: Queryable) {
  return {
    /** The member's date of birth (ISO), null when not given; undefined when there is no profile. */
    async dobOf(id: string): Promise<string | null | undefined> {
      const { rows } = await db.query<{ dob: string | null }>('SELECT dob::text AS dob FROM profiles WHERE id = $1', [
        id,
      ]);
      return rows[0] === undefined ? undefined : rows[0].dob;
    },

    async save(row: HoroscopeRow): Promise<void> {
      await db.query(
        `INSERT INTO horoscopes (${COLUMNS}, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now())
         ON CONFLICT (member_id) DO UPDATE SET (${COLUMNS}, updated_at) =
           (EXCLUDED.member_id, EXCLUDED.birth_time, EXCLUDED.birth_city, EXCLUDED.birth_country,
            EXCLUDED.birth_latitude, EXCLUDED.birth_longitude, EXCLUDED.time_zone, EXCLUDED.manglik, EXCLUDED.share,
            EXCLUDED.rashi, EXCLUDED.nakshatra, EXCLUDED.pada, EXCLUDED.moon_longitude, EXCLUDED.nakshatra_certain,
            EXCLUDED.possible_nakshatras, now())`,
        [
          row.member_id,
          row.birth_time,
          row.birth_city,
          row.birth_country,
          row.birth_latitude,
          row.birth_longitude,
          row.time_zone,
          row.manglik,
          row.share,
          row.rashi,
          row.nakshatra,
          row.pada,
          row.moon_longitude,
          row.nakshatra_certain,
          row.possible_nakshatras,
        ],
      );
    },

    /** Both members' shared horoscopes and genders, or null unless both share. */
    async sharedPair(
      a: string,
      b: string,
    ): Promise<{ a: HoroscopeRow & { gender: Gender | null }; b: HoroscopeRow & { gender: Gender | null } } | null> {
      const { rows } = await db.query<HoroscopeRow & { gender: Gender | null }>(
        `SELECT ${COLUMNS.replaceAll(/(\w+)/g, 'h.$1')}, p.gender FROM horoscopes h JOIN profiles p ON p.id = h.member_id
         WHERE h.member_id = ANY(ARRAY[$1, $2]::text[]) AND h.share`,
        [a, b],
      );
      const first = rows.find((r) => r.member_id === a);
      const second = rows.find((r) => r.member_id === b);
      return first && second && a !== b ? { a: first, b: second } : null;
    },
  };
}
