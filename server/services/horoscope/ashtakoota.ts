import {
  GUNA_MAX,
  KOOTAS,
  type KootaName,
  NAKSHATRAS,
  type Nakshatra,
  RASHIS,
  type Rashi,
} from '../../../contract/horoscope';

/*
 * Ashtakoota (guna milan): eight kootas scored from the bride's and the groom's Moon (rashi and
 * nakshatra), 36 points in all. Tables as the usual North Indian practice gives them: varna by sign
 * (groom's the same or higher scores), vashya by sign group (Dhanu and Makara split at 15 degrees),
 * tara counted both ways in nines, yoni by the fourteen animals, graha maitri by the natural friendship
 * of the signs' lords, gana (same 6, deva-manushya 5, manushya-rakshasa 1, deva-rakshasa 0), bhakoot
 * by the signs' distance, and nadi (same nadi 0, else 8).
 */

type Side = {
  rashi: Rashi;
  nakshatra: Nakshatra;
  /** Sidereal longitude, for the split signs of vashya. */ longitude: number;
};

const sign = (s: Side) => RASHIS.indexOf(s.rashi);
const star = (s: Side) => NAKSHATRAS.indexOf(s.nakshatra);

/** Varna by sign, 3 Brahmin .. 0 Shudra. */
const VARNA = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

/** Vashya groups: 0 chatushpada, 1 manava, 2 jalachara, 3 vanachara, 4 keeta. */
function vashyaGroup(s: Side): number {
  const i = sign(s);
  const firstHalf = s.longitude % 30 < 15;
  if (i === 8) return firstHalf ? 1 : 0; // Dhanu
  if (i === 9) return firstHalf ? 0 : 2; // Makara
  return [0, 0, 1, 2, 3, 1, 1, 4, -1, -1, 1, 2][i]!;
}
const VASHYA = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Yoni animal of each nakshatra: horse, elephant, sheep, serpent, dog, cat, rat, cow, buffalo, tiger, deer, monkey, mongoose, lion. */
const YONI_OF = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];
const YONI = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** Lord of each sign: 0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn. */
const LORD = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4];
/** Natural friendship of the lords: 2 friend, 1 neutral, 0 enemy (row's view of the column). */
const FRIENDSHIP = [
  [2, 2, 2, 1, 2, 0, 0],
  [2, 2, 1, 2, 1, 1, 1],
  [2, 2, 2, 0, 2, 1, 1],
  [2, 0, 1, 2, 1, 2, 1],
  [2, 2, 2, 0, 2, 0, 1],
  [0, 0, 1, 2, 1, 2, 2],
  [0, 0, 0, 2, 1, 2, 2],
];

/** Gana of each nakshatra: 0 deva, 1 manushya, 2 rakshasa. */
const GANA_OF = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];
const GANA = [
  [6, 5, 0],
  [5, 6, 1],
  [0, 1, 6],
];

/** Nadi: adi, madhya, antya, zig-zagging through the mansions. */
const nadiOf = (i: number) => [0, 1, 2, 2, 1, 0][i % 6]!;

function tara(from: number, to: number): boolean {
  const remainder = (((to - from + 27) % 27) + 1) % 9;
  return ![3, 5, 7].includes(remainder);
}

function maitri(bride: number, groom: number): number {
  const [a, b] = [LORD[bride]!, LORD[groom]!];
  if (a === b) return 5;
  const pair = [FRIENDSHIP[a]![b]!, FRIENDSHIP[b]![a]!].sort().join('');
  return ({ '22': 5, '12': 4, '11': 3, '02': 1, '01': 0.5, '00': 0 } as Record<string, number>)[pair]!;
}

function bhakoot(bride: number, groom: number): number {
  const distance = ((groom - bride + 12) % 12) + 1;
  // 2/12, 5/9 and 6/8 apart score nothing; 1/1, 3/11, 4/10 and 7/7 score in full.
  return [2, 12, 5, 9, 6, 8].includes(distance) ? 0 : 7;
}

export interface GunaMatch {
  total: number;
  max: typeof GUNA_MAX;
  kootas: { name: KootaName; score: number; max: number }[];
}

/** The eight kootas for this bride and groom. */
export function ashtakoota(bride: Side, groom: Side): GunaMatch {
  const [bs, gs, bn, gn] = [sign(bride), sign(groom), star(bride), star(groom)];
  const scores: Record<KootaName, number> = {
    VARNA: VARNA[gs]! >= VARNA[bs]! ? 1 : 0,
    VASHYA: VASHYA[vashyaGroup(groom)]![vashyaGroup(bride)]!,
    TARA: (tara(bn, gn) ? 1.5 : 0) + (tara(gn, bn) ? 1.5 : 0),
    YONI: YONI[YONI_OF[gn]!]![YONI_OF[bn]!]!,
    GRAHA_MAITRI: maitri(bs, gs),
    GANA: GANA[GANA_OF[gn]!]![GANA_OF[bn]!]!,
    BHAKOOT: bhakoot(bs, gs),
    NADI: nadiOf(bn) === nadiOf(gn) ? 0 : 8,
  };
  const kootas = KOOTAS.map((k) => ({ name: k.name, score: scores[k.name], max: k.max }));
  return { total: kootas.reduce((sum, k) => sum + k.score, 0), max: GUNA_MAX, kootas };
}
