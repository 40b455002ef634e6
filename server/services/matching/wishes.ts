import { INCOME_SLABS, PREFERENCE_FIELD_LABELS, type PreferenceField, rangeToSlab } from '../../../contract/enums';
import { type PreferenceTraits, ageOn, softWishBalance, softWishes, statedMet } from '../../rules/partner-preferences';
import { type StoredPreferences, fieldBit } from '../../rules/stored-preferences';

/*
 * What a member said they look for, as ranking and reasons use it (partner preferences). Dealbreakers are a filter
 * (rules/partner-preferences.ts); soft wishes are the member's starting personal taste: a term in the
 * log-odds of their yes that starts at WISH_WEIGHT per wish met (minus as much per wish missed) and gives
 * way as their own decisions teach the model, so what a member accepts can outweigh what they wrote.
 */

/** Log-odds per soft wish met or missed, before any decision. */
export const WISH_WEIGHT = 0.6;
/** Decisions after which a wish weighs half as much as at the start (the learned taste has taken over). */
export const WISH_HALF_LIFE_DECISIONS = 8;

/** The soft wishes' term in the log-odds of `prefs`' owner saying yes to someone with `traits`. */
export function wishLogOdds(
  prefs: StoredPreferences | null,
  traits: PreferenceTraits,
  today: string,
  decisions: number,
  asker: PreferenceTraits | null = null,
): number {
  if (!prefs) return 0;
  const balance = softWishBalance(prefs, traits, today, asker);
  if (balance === 0) return 0;
  return (WISH_WEIGHT * balance * WISH_HALF_LIFE_DECISIONS) / (WISH_HALF_LIFE_DECISIONS + decisions);
}

const HABIT_WORDS: Record<string, string> = {
  NEVER: 'never',
  OCCASIONALLY: 'occasionally',
  SOCIALLY: 'socially',
  ALWAYS: 'regularly',
};

function words(value: string): string {
  return value
    .toLowerCase()
    .split(/[\s_]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** What the candidate is, on one field, in a few words (e.g. "Vegetarian", "Smokes never"). */
function valueOf(field: PreferenceField, t: PreferenceTraits, today: string): string | null {
  switch (field) {
    case 'ageRange':
      return t.dob ? `${ageOn(t.dob, today)} years old` : null;
    case 'heightRange':
      return t.height === null ? null : `${Math.floor(t.height / 12)}' ${t.height % 12}" tall`;
    case 'religions':
      return t.religion && words(t.religion);
    case 'religious':
      return t.religious && words(t.religious);
    case 'smoking':
      return t.smoking && (t.smoking === 'NEVER' ? 'Never smokes' : `Smokes ${HABIT_WORDS[t.smoking]}`);
    case 'drinking':
      return t.drinking && (t.drinking === 'NEVER' ? 'Never drinks' : `Drinks ${HABIT_WORDS[t.drinking]}`);
    case 'food':
      return t.food && (t.food === 'NON_VEGETARIAN' ? 'Non-vegetarian' : words(t.food));
    case 'languages':
      return t.languages.length > 0 ? `Speaks ${t.languages.map(words).join(', ')}` : null;
    case 'minEducation':
      return t.degree;
    case 'incomeSlabs':
      return `Earns ${INCOME_SLABS.find((s) => s.value === rangeToSlab(t.minIncome, t.maxIncome))?.label ?? ''}`;
    case 'countries':
      return t.country && `Lives in ${t.country.trim()}`;
    case 'cities':
      return t.city && `Lives in ${t.city.trim()}`;
    case 'maritalStatuses':
      return t.maritalStatus ? words(t.maritalStatus) : null;
    case 'motherTongues':
      return t.motherTongue ? `Mother tongue ${words(t.motherTongue)}` : null;
    case 'communities':
      return t.community ?? null;
    case 'manglik':
      return t.manglik ? `Manglik: ${words(t.manglik)}` : null;
    case 'minGuna':
      return 'Guna match';
  }
}

/**
 * Reasons naming the wishes a suggestion meets ("Vegetarian, as you asked"), dealbreakers first, and the
 * one soft wish it misses, for the Difference line ("Difference: smokes socially, not what you asked for").
 */
export function wishReasons(
  prefs: StoredPreferences | null,
  traits: PreferenceTraits,
  today: string,
  asker: PreferenceTraits | null = null,
): { met: string[]; missed: string | null } {
  // A shared mother tongue is worth saying even when not asked for.
  const tongue = traits.motherTongue;
  const sameTongue = tongue && tongue === asker?.motherTongue ? `Speaks ${words(tongue)}, like you` : null;
  if (!prefs) return { met: sameTongue ? [sameTongue] : [], missed: null };
  const strict = (field: PreferenceField) => (prefs.dealbreakers & fieldBit(field)) !== 0;
  const met = statedMet(prefs, traits, today, asker)
    .sort((a, b) => Number(strict(b)) - Number(strict(a)))
    .map((field) => valueOf(field, traits, today))
    .filter((value): value is string => Boolean(value))
    .map((value) => `${value}, as you asked`);
  if (sameTongue && !prefs.motherTongues.includes(tongue!)) met.push(sameTongue);
  const missedField = softWishes(prefs, traits, today, asker).missed[0];
  const missedValue = missedField ? valueOf(missedField, traits, today) : null;
  const missed =
    missedField && missedValue
      ? `Difference: ${missedValue.charAt(0).toLowerCase()}${missedValue.slice(1)}, not the ${PREFERENCE_FIELD_LABELS[missedField].toLowerCase()} you asked for`
      : null;
  return { met, missed };
}
