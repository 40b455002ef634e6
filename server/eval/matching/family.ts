import { COMMUNITIES, type MaritalStatus } from '../../../contract/background';
import type { Manglik } from '../../../contract/horoscope';
import { type FamilyLimits, seededRandom, type SyntheticMember } from './population';

/**
 * What families decide on, for `npm run eval:matching -- --family <share>`: each member's background
 * (marital status, mother tongue, community), a horoscope shared by some, and, among the members who state
 * preferences, the family fields as wishes and dealbreakers. Drawn from random streams of their own, after
 * the population and its stated preferences, so every other draw is the one the population has without
 * them: with --family 0 the figures are those of before.
 *
 * As in stated.ts, a stated dealbreaker is meant: it is a hidden limit too (trueAcceptance is 0 outside
 * it), so the evaluation asks whether matching respects what members say, not whether it can guess it.
 * Wishes are only partly true, as in stated.ts: half of the members who state family wishes hold them as
 * a taste (each wish a candidate meets weighs in their hidden acceptance); for the rest they are words.
 */

const MARITAL_SHARES: readonly (readonly [MaritalStatus, number])[] = [
  ['NEVER_MARRIED', 88],
  ['DIVORCED', 6],
  ['WIDOWED', 3],
  ['AWAITING_DIVORCE', 2],
  ['ANNULLED', 1],
];

function pick<T>(draw: number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = draw * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left <= 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Gives every member a background and a share of them a shared horoscope; a `share` of the stating members state family preferences. */
export function giveFamilies(population: readonly SyntheticMember[], share: number, seed: number): void {
  if (share <= 0) return;
  const random = seededRandom(seed * 7919 + 31);
  for (const member of population) {
    const draws = Array.from({ length: 15 }, () => random());
    // The first language that is not English is the mother tongue, as for most members.
    const motherTongue = member.languages.find((language) => language !== 'ENGLISH') ?? member.languages[0]!;
    const communities = COMMUNITIES[member.religion];
    const maritalStatus = pick(draws[0]!, MARITAL_SHARES);
    const horoscope =
      draws[2]! < 0.45
        ? {
            manglik: pick<Manglik>(draws[3]!, [
              ['NO', 60],
              ['YES', 20],
              ['PARTIAL', 10],
              ['DONT_KNOW', 10],
            ]),
            moonLongitude: draws[4]! * 360,
          }
        : null;
    member.family = {
      maritalStatus,
      motherTongue,
      community:
        communities.length > 0 && draws[1]! < 0.6 ? communities[Math.floor(draws[5]! * communities.length)]! : null,
      horoscope,
    };
    if (!member.stated || draws[6]! >= share) continue;
    const limits: FamilyLimits = {};
    const dealbreakers = [...(member.stated.dealbreakers ?? [])];
    // Never married members often want the same; a third of those who do mean it.
    if (maritalStatus === 'NEVER_MARRIED' && draws[7]! < 0.5) {
      member.stated.maritalStatuses = ['NEVER_MARRIED'];
      if (draws[8]! < 0.33) {
        dealbreakers.push('maritalStatuses');
        limits.maritalStatuses = ['NEVER_MARRIED'];
      }
    }
    if (draws[9]! < 0.4) {
      member.stated.motherTongues = [motherTongue as never];
      if (draws[10]! < 0.15) {
        dealbreakers.push('motherTongues');
        limits.motherTongues = [motherTongue];
      }
    }
    if (member.family.community && draws[11]! < 0.3) member.stated.communities = [member.family.community];
    if (horoscope && draws[12]! < 0.4) {
      member.stated.minGuna = 18;
      if (draws[13]! < 0.25) {
        dealbreakers.push('minGuna');
        limits.minGuna = 18;
      }
      if (horoscope.manglik === 'NO') member.stated.manglik = ['NO', 'DONT_KNOW'];
    }
    // Half of them hold their wishes as a real taste; for the rest a wish is only something families say.
    if (draws[14]! < 0.5) limits.wishWeight = 0.6;
    if (dealbreakers.length > 0) member.stated.dealbreakers = dealbreakers;
    member.familyLimits = limits;
  }
}
