import { describe, expect, it } from 'vitest';
import { NAKSHATRAS, RASHIS } from '../../../contract/horoscope';
import { GUNA_SEGMENTS, gunaOf, gunaSql, moonSegment, moonSegmentSql } from '../../rules/guna';
import { useTestServer } from '../../test/test-server';
import { ashtakoota } from './ashtakoota';

/*
 * The guna table partner preferences read (rules/guna.ts) is the horoscope's Ashtakoota, for every pair of
 * Moons: checked at Moons spread through each of the 48 segments, and in SQL as in memory.
 */

const t = useTestServer();

const moon = (longitude: number) => ({
  rashi: RASHIS[Math.floor(longitude / 30)]!,
  nakshatra: NAKSHATRAS[Math.floor((longitude * 3) / 40)]!,
  longitude,
});

/** Longitudes inside every segment: near both ends and in the middle. */
const longitudes = Array.from({ length: 360 * 4 }, (_, i) => i / 4 + 0.1);

describe('the guna table', () => {
  it('cuts the zodiac into 48 segments, each within one sign, nakshatra and half sign', () => {
    const seen = new Map<number, string>();
    for (const l of longitudes) {
      const key = `${Math.floor(l / 30)} ${Math.floor((l * 3) / 40)} ${Math.floor(l / 15)}`;
      const segment = moonSegment(l);
      expect(segment).toBeGreaterThanOrEqual(0);
      expect(segment).toBeLessThan(GUNA_SEGMENTS);
      if (seen.has(segment)) expect(seen.get(segment)).toBe(key);
      seen.set(segment, key);
    }
    expect(seen.size).toBe(GUNA_SEGMENTS);
  });

  it("agrees with Ashtakoota for every bride's and groom's Moon", () => {
    const sample = longitudes.filter((_, i) => i % 7 === 0);
    for (const bride of sample) {
      for (const groom of sample) {
        const expected = ashtakoota(moon(bride), moon(groom)).total;
        if (gunaOf(moonSegment(bride), moonSegment(groom)) !== expected) {
          expect({ bride, groom, table: gunaOf(moonSegment(bride), moonSegment(groom)) }).toEqual({
            bride,
            groom,
            table: expected,
          });
        }
      }
    }
  });

  it('reads the same in SQL as in memory', async () => {
    const sample = longitudes.filter((_, i) => i % 29 === 0);
    const brides = sample.flatMap((b) => sample.map(() => b));
    const grooms = sample.flatMap(() => sample);
    const { rows } = await t.db.query<{ guna: string | number }>(
      `SELECT ${gunaSql(moonSegmentSql('b'), moonSegmentSql('g'))} AS guna
       FROM unnest($1::float8[], $2::float8[]) WITH ORDINALITY AS x(b, g, n) ORDER BY n`,
      [brides, grooms],
    );
    expect(rows.map((r) => Number(r.guna))).toEqual(brides.map((b, i) => ashtakoota(moon(b), moon(grooms[i]!)).total));
  });
});
