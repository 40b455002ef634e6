import tzLookup from '@photostructure/tz-lookup';
import { EclipticGeoMoon, MakeTime } from 'astronomy-engine';
import { NAKSHATRAS, type Nakshatra, RASHIS, type Rashi } from '../../../contract/horoscope';

/*
 * The Moon at birth, as Jyotish reads it: the geocentric Moon's ecliptic longitude of date from
 * astronomy-engine (VSOP/ELP-based, no data download), made sidereal by subtracting the Lahiri
 * (Chitrapaksha) ayanamsa. The ayanamsa is its value at J2000.0, 23.857092 degrees (Lahiri as the
 * Indian Astronomical Ephemeris and the Swiss Ephemeris define it), carried by the IAU 2006 general
 * precession in longitude, 5028.796195" T + 1.1054348" T^2 (T in Julian centuries of TT from J2000.0).
 * Nutation is left out of both the Moon's and the ayanamsa's side alike, which moves a boundary by at
 * most about 30 seconds of birth time.
 *
 * Birth time is local at the birth place: the IANA zone of the place's coordinates (a lookup that ships
 * its boundary data), and that zone's offset on the birth date from the runtime's time-zone database,
 * summer time and historical offsets included. Without a place, India's zone is taken.
 */

const NAKSHATRA_DEGREES = 360 / 27;
const PADA_DEGREES = 360 / 108;
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Lahiri ayanamsa in degrees at `date` (UTC instant). */
export function lahiriAyanamsa(date: Date): number {
  const t = MakeTime(date).tt / 36525;
  return 23.857092 + (5028.796195 * t + 1.1054348 * t * t) / 3600;
}

/** The Moon's sidereal longitude (Lahiri), 0 <= x < 360. */
export function siderealMoon(date: Date): number {
  const tropical = EclipticGeoMoon(date).lon;
  return (((tropical - lahiriAyanamsa(date)) % 360) + 360) % 360;
}

export interface MoonPlace {
  rashi: Rashi;
  nakshatra: Nakshatra;
  pada: number;
  longitude: number;
}

export function moonPlace(date: Date): MoonPlace {
  const longitude = siderealMoon(date);
  return {
    rashi: RASHIS[Math.floor(longitude / 30)]!,
    nakshatra: NAKSHATRAS[Math.floor(longitude / NAKSHATRA_DEGREES)]!,
    pada: (Math.floor(longitude / PADA_DEGREES) % 4) + 1,
    longitude,
  };
}

/** The IANA time zone at these coordinates. */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}

/** The zone's offset from UTC (ms) at the instant `utc`. */
function offsetAt(timeZone: string, utc: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(utc / 1000) * 1000;
}

/** The UTC instant of a local wall time (ISO date, "HH:MM") in `timeZone`. */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset on the far side of a summer-time change.
  let utc = wall - offsetAt(timeZone, wall);
  utc = wall - offsetAt(timeZone, utc);
  return new Date(utc);
}

/** Every mansion the Moon is in during the local day `date` (it moves about 13 degrees a day). */
export function nakshatrasOfDay(date: string, timeZone: string): Nakshatra[] {
  const start = localToUtc(date, '00:00', timeZone).getTime();
  const seen: Nakshatra[] = [];
  for (let hour = 0; hour <= 24; hour += 1) {
    const { nakshatra } = moonPlace(new Date(start + hour * 3_600_000));
    if (!seen.includes(nakshatra)) seen.push(nakshatra);
  }
  return seen;
}
