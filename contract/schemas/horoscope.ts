import { z } from 'zod';
import { GUNA_MAX, KOOTA_NAMES, MANGLIK, NAKSHATRAS, RASHIS } from '../horoscope';

export const BIRTH_TIME_MESSAGE = 'Please give the birth time as HH:MM (24-hour).';

export const BirthPlaceSchema = z
  .object({
    city: z.string().trim().min(1).max(100),
    country: z.string().trim().min(1).max(100),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();

/**
 * PUT /api/profile/horoscope: the birth time is local time at the birth place; without it the Moon of
 * the whole day is read (see HoroscopeSchema); without a place, India's time is taken.
 */
export const HoroscopeRequestSchema = z
  .object({
    birthTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, BIRTH_TIME_MESSAGE)
      .nullable(),
    birthPlace: BirthPlaceSchema.nullable(),
    manglik: z.enum(MANGLIK),
    share: z.boolean(),
  })
  .strict();
export type HoroscopeRequest = z.infer<typeof HoroscopeRequestSchema>;

/** The member's Moon: sign, mansion and quarter (pada 1-4) of the sidereal Moon (Lahiri) at birth. */
export const HoroscopeSchema = z.object({
  rashi: z.enum(RASHIS),
  nakshatra: z.enum(NAKSHATRAS),
  pada: z.number().int().min(1).max(4),
  /**
   * Without a birth time: false, and `possibleNakshatras` names every mansion the Moon was in during the
   * birth day (it moves about 13 degrees a day, a mansion's width); the answer is the Moon at local noon.
   */
  nakshatraCertain: z.boolean(),
  possibleNakshatras: z.array(z.enum(NAKSHATRAS)),
  /** The IANA time zone the birth time was read in. */
  timeZone: z.string(),
});
export type Horoscope = z.infer<typeof HoroscopeSchema>;

/** Between two members who both share: their Ashtakoota match, on a member's view. */
export const HoroscopeMatchSchema = z.object({
  rashi: z.enum(RASHIS),
  nakshatra: z.enum(NAKSHATRAS),
  manglik: z.enum(MANGLIK),
  guna: z.object({
    total: z.number().min(0).max(GUNA_MAX),
    max: z.literal(GUNA_MAX),
    kootas: z.array(z.object({ name: z.enum(KOOTA_NAMES), score: z.number().min(0), max: z.number() })),
  }),
});
export type HoroscopeMatch = z.infer<typeof HoroscopeMatchSchema>;
