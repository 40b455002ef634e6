/**
 * The horoscope's vocabulary: moon signs (rashi) and lunar mansions (nakshatra) as uppercase
 * transliterations, in zodiac order from 0 degrees sidereal, and the eight kootas of Ashtakoota matching.
 * Plain data, so the app may import it.
 */
export const RASHIS = [
  'MESHA',
  'VRISHABHA',
  'MITHUNA',
  'KARKA',
  'SIMHA',
  'KANYA',
  'TULA',
  'VRISHCHIKA',
  'DHANU',
  'MAKARA',
  'KUMBHA',
  'MEENA',
] as const;
export type Rashi = (typeof RASHIS)[number];

export const NAKSHATRAS = [
  'ASHWINI',
  'BHARANI',
  'KRITTIKA',
  'ROHINI',
  'MRIGASHIRA',
  'ARDRA',
  'PUNARVASU',
  'PUSHYA',
  'ASHLESHA',
  'MAGHA',
  'PURVA_PHALGUNI',
  'UTTARA_PHALGUNI',
  'HASTA',
  'CHITRA',
  'SWATI',
  'VISHAKHA',
  'ANURADHA',
  'JYESHTHA',
  'MULA',
  'PURVA_ASHADHA',
  'UTTARA_ASHADHA',
  'SHRAVANA',
  'DHANISHTA',
  'SHATABHISHA',
  'PURVA_BHADRAPADA',
  'UTTARA_BHADRAPADA',
  'REVATI',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

export const MANGLIK = ['YES', 'NO', 'PARTIAL', 'DONT_KNOW'] as const;
export type Manglik = (typeof MANGLIK)[number];

/** The eight kootas with their most points, 36 in all. */
export const KOOTAS = [
  { name: 'VARNA', max: 1 },
  { name: 'VASHYA', max: 2 },
  { name: 'TARA', max: 3 },
  { name: 'YONI', max: 4 },
  { name: 'GRAHA_MAITRI', max: 5 },
  { name: 'GANA', max: 6 },
  { name: 'BHAKOOT', max: 7 },
  { name: 'NADI', max: 8 },
] as const;
export type KootaName = (typeof KOOTAS)[number]['name'];
export const KOOTA_NAMES = KOOTAS.map((k) => k.name) as [KootaName, ...KootaName[]];
export const GUNA_MAX = 36;
