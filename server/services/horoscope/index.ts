import type { Horoscope, HoroscopeMatch, HoroscopeRequest } from '../../../contract/schemas/horoscope';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../lib/errors';
import { type HoroscopeRow, horoscopesRepository } from '../../repositories/horoscopes';
import { PROFILE_MESSAGES } from '../profile-steps';
import { ashtakoota } from './ashtakoota';
import { DEFAULT_TIME_ZONE, localToUtc, moonPlace, nakshatrasOfDay, timeZoneAt } from './moon';

/*
 * The horoscope, opt-in (PUT /api/profile/horoscope), and the match two members who both share see on
 * each other's view. Whose Moon counts as whose: the woman's is the bride's and the man's the groom's;
 * where gender does not decide (two of the same, or OTHER), the member being viewed counts as the bride
 * and the viewer as the groom.
 */

export const DOB_FIRST_MESSAGE = 'Please give your date of birth before your horoscope.';
/** Without a birth time, the Moon at local noon stands for the day. */
const NOON = '12:00';

export async function saveHoroscope(db: Queryable, memberId: string, input: HoroscopeRequest): Promise<Horoscope> {
  const repo = horoscopesRepository(db);
  const dob = await repo.dobOf(memberId);
  if (dob === undefined) throw notFound(PROFILE_MESSAGES.notFound);
  if (dob === null) throw badRequest(DOB_FIRST_MESSAGE);
  const place = input.birthPlace;
  const timeZone = place ? timeZoneAt(place.latitude, place.longitude) : DEFAULT_TIME_ZONE;
  const moon = moonPlace(localToUtc(dob, input.birthTime ?? NOON, timeZone));
  const certain = input.birthTime !== null;
  const possible = certain ? [moon.nakshatra] : nakshatrasOfDay(dob, timeZone);
  const row: HoroscopeRow = {
    member_id: memberId,
    birth_time: input.birthTime,
    birth_city: place?.city ?? null,
    birth_country: place?.country ?? null,
    birth_latitude: place?.latitude ?? null,
    birth_longitude: place?.longitude ?? null,
    time_zone: timeZone,
    manglik: input.manglik,
    share: input.share,
    rashi: moon.rashi,
    nakshatra: moon.nakshatra,
    pada: moon.pada,
    moon_longitude: moon.longitude,
    nakshatra_certain: certain,
    possible_nakshatras: possible,
  };
  await repo.save(row);
  return {
    rashi: moon.rashi,
    nakshatra: moon.nakshatra,
    pada: moon.pada,
    nakshatraCertain: certain,
    possibleNakshatras: possible,
    timeZone,
  };
}

const side = (row: HoroscopeRow) => ({ rashi: row.rashi, nakshatra: row.nakshatra, longitude: row.moon_longitude });

/** What `viewerId` sees of `profileId`'s horoscope: only when both share. */
export async function horoscopeMatch(
  db: Queryable,
  viewerId: string,
  profileId: string,
): Promise<HoroscopeMatch | null> {
  const pair = await horoscopesRepository(db).sharedPair(viewerId, profileId);
  if (!pair) return null;
  const { a: viewer, b: viewed } = pair;
  const viewerIsBride = viewer.gender === 'FEMALE' && viewed.gender === 'MALE';
  const [bride, groom] = viewerIsBride ? [viewer, viewed] : [viewed, viewer];
  return {
    rashi: viewed.rashi,
    nakshatra: viewed.nakshatra,
    manglik: viewed.manglik,
    guna: ashtakoota(side(bride), side(groom)),
  };
}
