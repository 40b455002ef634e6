import { EDUCATION_LEVELS, type Language } from '../../../contract/enums';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { moonSegment } from '../../rules/guna';
import { type PreferenceTraits, meetsDealbreakers } from '../../rules/partner-preferences';
import { type StoredPreferences, toStored } from '../../rules/stored-preferences';
import { seededRandom, type SyntheticMember } from './population';

/**
 * Members who say who they are looking for (partner preferences), for `npm run eval:matching -- --stated <share>`.
 * Drawn from a random stream of their own, after the population, so every other draw (profiles, hidden
 * tastes, the order members come in) is the one the population has without them: with --stated 0 the
 * figures are those of before.
 *
 * The design:
 * - a share of members (two thirds by default) state preferences; the rest state nothing;
 * - stated dealbreakers are real: each hidden limit (another faith, a smoker, a meat-eater) is stated as
 *   a dealbreaker by 4 in 5 of the members who have it (not everyone thinks to say every limit), and half
 *   of the stating members give an age range as a dealbreaker, which then becomes a hidden limit too
 *   (trueAcceptance is 0 outside it): what a member states as strict, they mean;
 * - soft wishes are only partly true: languages they speak and their own city (true wherever the hidden
 *   taste weighs them), a drinking wish drawn without looking at the hidden taste (true about half the
 *   time), at least their own education (true for those who care about status, idle for the rest), and a
 *   non-smoker wish from those whose hidden taste leans away from smokers without a limit.
 */
export function statePreferences(population: readonly SyntheticMember[], share: number, seed: number): void {
  const random = seededRandom(seed * 104729 + 17);
  for (const member of population) {
    const states = random() < share;
    // Every draw below happens for every member, so one member's choices never shift another's.
    const draws = Array.from({ length: 8 }, () => random());
    if (!states) continue;
    const taste = member.hidden;
    const prefs: PartnerPreferences = {};
    const dealbreakers: NonNullable<PartnerPreferences['dealbreakers']> = [];
    if (taste.faithDealbreaker && draws[0]! < 0.8) {
      prefs.religions = [member.religion];
      dealbreakers.push('religions');
    }
    if (taste.smokerDealbreaker && draws[1]! < 0.8) {
      prefs.smoking = ['NEVER', 'OCCASIONALLY'];
      dealbreakers.push('smoking');
    } else if (taste.smokingWeight < -0.3) {
      prefs.smoking = ['NEVER'];
    }
    if (taste.meatDealbreaker && draws[2]! < 0.8) {
      prefs.food = ['VEGETARIAN', 'VEGAN'];
      dealbreakers.push('food');
    }
    if (draws[3]! < 0.5) {
      const ideal = Math.round(member.age + taste.idealGap);
      const range = { min: Math.max(21, ideal - 4), max: Math.max(25, ideal + 4) };
      prefs.ageRange = range;
      dealbreakers.push('ageRange');
      taste.ageLimit = range;
    }
    prefs.languages = [...member.languages] as Language[];
    if (draws[4]! < 0.6) prefs.cities = [member.city];
    if (draws[5]! < 0.4)
      prefs.drinking = draws[6]! < 0.5 ? ['NEVER', 'OCCASIONALLY'] : ['SOCIALLY', 'ALWAYS', 'OCCASIONALLY'];
    if (draws[7]! < 0.4) prefs.minEducation = EDUCATION_LEVELS[Math.max(0, member.educationLevel - 1)];
    if (dealbreakers.length > 0) prefs.dealbreakers = dealbreakers;
    member.stated = prefs;
  }
}

export function traitsOf(member: SyntheticMember): PreferenceTraits {
  return {
    dob: member.dob,
    height: 66,
    religion: member.religion,
    religious: member.religious,
    smoking: member.smoking,
    drinking: member.drinking,
    food: member.food,
    languages: member.languages,
    degree: member.degree,
    minIncome: member.minIncome,
    maxIncome: member.maxIncome,
    city: member.city,
    country: member.country,
    gender: member.gender,
    maritalStatus: member.family?.maritalStatus ?? null,
    motherTongue: member.family?.motherTongue ?? null,
    community: member.family?.community ?? null,
    manglik: member.family?.horoscope?.manglik ?? null,
    moonSegment: member.family?.horoscope ? moonSegment(member.family.horoscope.moonLongitude) : null,
  };
}

/** Each member's stated preferences as matching stores them, to check suggestions against. */
export function storedOf(population: readonly SyntheticMember[]): Map<number, StoredPreferences | null> {
  return new Map(population.map((member) => [member.key, member.stated ? toStored(member.stated) : null]));
}

/** Does the pair break a stated dealbreaker of either side? */
export function breaksDealbreaker(
  stored: ReadonlyMap<number, StoredPreferences | null>,
  a: SyntheticMember,
  b: SyntheticMember,
  today: string,
): boolean {
  return (
    !meetsDealbreakers(stored.get(a.key), traitsOf(b), today, traitsOf(a)) ||
    !meetsDealbreakers(stored.get(b.key), traitsOf(a), today, traitsOf(b))
  );
}
