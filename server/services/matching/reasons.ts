import type { Food, HabitFrequency, ReligiousLevel } from '../../../contract/enums';
import { normalizePlace, type FactorKey, type MatchTraits } from './rules';

/**
 * The reasons shown with a suggestion. Which factors are named is decided by
 * the model that ranked (explainMatch, from each factor's contribution in both
 * directions); what is said is only what both profiles show, so a reason is
 * never invented: an agreement is named only when the rules also find the
 * factor a full fit both ways, and the one difference named is the factor that
 * cost the most.
 */

const HABIT_WORDS: Record<HabitFrequency, string> = {
  NEVER: 'never',
  OCCASIONALLY: 'occasionally',
  SOCIALLY: 'socially',
  ALWAYS: 'regularly',
};
const FOOD_WORDS: Record<Food, string> = { VEGAN: 'vegan', VEGETARIAN: 'vegetarian', NON_VEGETARIAN: 'non-vegetarian' };
const RELIGIOUS_WORDS: Record<ReligiousLevel, string> = {
  CONSERVATIVE: 'conservative',
  MODERATE: 'moderate',
  AGNOSTIC: 'agnostic',
  ATHEIST: 'atheist',
};

function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/[\s_]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function displayPlace(value: string | null): string {
  return titleCase(value?.trim() ?? '');
}

/** A reason is shown when both directions of its factor are full (a fit that works both ways). */
function agreementReason(key: FactorKey, me: MatchTraits, them: MatchTraits): string | null {
  const name = them.firstName || 'They';
  switch (key) {
    case 'age':
      return me.age !== null && them.age !== null
        ? me.age === them.age
          ? `You are both ${me.age}`
          : `Close in age: you are ${me.age}, ${name} is ${them.age}`
        : null;
    case 'religion':
      return me.religion && them.religion ? `You are both ${titleCase(me.religion)}` : null;
    case 'religiosity':
      return me.religious && them.religious
        ? `You share the same outlook on faith (${RELIGIOUS_WORDS[me.religious]})`
        : null;
    case 'smoking':
      return me.smoking && them.smoking
        ? me.smoking === 'NEVER' && them.smoking === 'NEVER'
          ? 'Neither of you smokes'
          : `Your smoking habits suit each other (you: ${HABIT_WORDS[me.smoking]}, ${name}: ${HABIT_WORDS[them.smoking]})`
        : null;
    case 'drinking':
      return me.drinking && them.drinking
        ? me.drinking === 'NEVER' && them.drinking === 'NEVER'
          ? 'Neither of you drinks'
          : `Your drinking habits suit each other (you: ${HABIT_WORDS[me.drinking]}, ${name}: ${HABIT_WORDS[them.drinking]})`
        : null;
    case 'food':
      return me.food && them.food
        ? me.food === them.food
          ? `You are both ${FOOD_WORDS[me.food]}`
          : `Your food preferences suit each other (you: ${FOOD_WORDS[me.food]}, ${name}: ${FOOD_WORDS[them.food]})`
        : null;
    case 'languages': {
      const common = commonLanguages(me, them).map(titleCase);
      return common.length > 0 ? `You both speak ${listWords(common)}` : null;
    }
    case 'location':
      return normalizePlace(me.city) !== null && normalizePlace(me.city) === normalizePlace(them.city)
        ? `You both live in ${displayPlace(them.city)}`
        : null;
    case 'education':
      return me.degree && them.degree ? `Similar education (you: ${me.degree}, ${name}: ${them.degree})` : null;
    case 'income':
      return 'Similar income range';
  }
}

/** The single largest gap between the two, told plainly, from either side. */
function differenceReason(key: FactorKey, me: MatchTraits, them: MatchTraits): string | null {
  const name = them.firstName || 'they';
  switch (key) {
    case 'age':
      return me.age !== null && them.age !== null
        ? `Difference: ${Math.abs(me.age - them.age)} years apart in age`
        : null;
    case 'religion':
      return me.religion && them.religion
        ? `Difference: you are ${titleCase(me.religion)} and ${name} is ${titleCase(them.religion)}`
        : null;
    case 'religiosity':
      return me.religious && them.religious
        ? `Difference: you describe yourself as ${RELIGIOUS_WORDS[me.religious]}, ${name} as ${RELIGIOUS_WORDS[them.religious]}`
        : null;
    case 'smoking':
      return me.smoking && them.smoking
        ? `Difference: you smoke ${HABIT_WORDS[me.smoking]}, ${name} smokes ${HABIT_WORDS[them.smoking]}`
        : null;
    case 'drinking':
      return me.drinking && them.drinking
        ? `Difference: you drink ${HABIT_WORDS[me.drinking]}, ${name} drinks ${HABIT_WORDS[them.drinking]}`
        : null;
    case 'food':
      return me.food && them.food
        ? `Difference: you are ${FOOD_WORDS[me.food]}, ${name} is ${FOOD_WORDS[them.food]}`
        : null;
    case 'languages':
      return me.languages.length > 0 && them.languages.length > 0 ? 'Difference: you have no language in common' : null;
    case 'location':
      if (normalizePlace(me.country) === null || normalizePlace(them.country) === null) return null;
      if (normalizePlace(me.country) !== normalizePlace(them.country)) {
        return `Difference: you live in different countries (${displayPlace(me.country)} and ${displayPlace(them.country)})`;
      }
      return normalizePlace(me.city) !== null && normalizePlace(them.city) !== null
        ? `Difference: you live in different cities (${displayPlace(me.city)} and ${displayPlace(them.city)})`
        : null;
    case 'education':
      return me.degree && them.degree
        ? `Difference: different levels of education (${me.degree} and ${them.degree})`
        : null;
    case 'income':
      return 'Difference: your income ranges are some way apart';
  }
}

function commonLanguages(a: MatchTraits, b: MatchTraits): string[] {
  const other = new Set(b.languages);
  return a.languages.filter((language) => other.has(language));
}

const MAX_AGREEMENTS = 5;
/** A contribution smaller than this (in log-odds) is no reason either way. */
const NOTABLE = 0.05;

export interface Explained {
  /** 0-100: the geometric mean of both sides' chance of saying yes. */
  score: number;
  reasons: string[];
}

export interface Side {
  /** P(this side accepts the other). */
  accept: number;
  /** How much each factor moved this side's log-odds. */
  contributions: Map<FactorKey, number>;
  /** Whether the rules give this factor full points from this side. */
  full: (factor: FactorKey) => boolean;
}

/**
 * Score and reasons for showing `candidate` to `member`, from the model's
 * view of both sides. `mine` is the member's side, `theirs` the candidate's;
 * when the candidate already said yes, `theirs` is null and the reasons lead
 * with it.
 */
export function explainMatch(member: MatchTraits, candidate: MatchTraits, mine: Side, theirs: Side | null): Explained {
  const score = Math.round(100 * Math.sqrt(mine.accept * (theirs ? theirs.accept : 1)));
  const factors = [...mine.contributions.keys(), ...(theirs ? theirs.contributions.keys() : [])].filter(
    (factor, index, all) => all.indexOf(factor) === index,
  );
  const both = (factor: FactorKey) =>
    (mine.contributions.get(factor) ?? 0) + (theirs ? (theirs.contributions.get(factor) ?? 0) : 0);

  const agreements = factors
    .filter(
      (factor) =>
        (mine.contributions.get(factor) ?? 0) > NOTABLE &&
        (theirs === null || (theirs.contributions.get(factor) ?? 0) > NOTABLE) &&
        mine.full(factor) &&
        (theirs === null || theirs.full(factor)),
    )
    .sort((a, b) => both(b) - both(a))
    .map((factor) => agreementReason(factor, member, candidate))
    .filter((reason): reason is string => reason !== null)
    .slice(0, MAX_AGREEMENTS);

  const difference =
    factors
      // A difference is named only where the answers really differ, whatever the weights learned.
      .filter((factor) => both(factor) < -NOTABLE && !(mine.full(factor) && (theirs === null || theirs.full(factor))))
      .sort((a, b) => both(a) - both(b))
      .map((factor) => differenceReason(factor, member, candidate))
      .find((reason): reason is string => reason !== null) ?? null;

  const interest = theirs === null ? [`${candidate.firstName || 'They'} already said yes to you`] : [];
  return { score, reasons: [...interest, ...agreements, ...(difference ? [difference] : [])] };
}
