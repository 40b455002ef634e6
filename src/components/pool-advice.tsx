import { plural, t } from '@lingui/core/macro';
import type { PartnerPool, PartnerPreferencesSaved, PoolRelax } from '../../contract/schemas/partner-preferences';
import { savePartnerPreferences } from '../api/partner-preferences';
import { wordsOf } from '../lib/format';
import { useCall } from '../lib/use-call';
import { EDUCATION_LEVEL_WORDS, PREFERENCE_FIELD_WORDS } from '../lib/value-words';
import { ButtonSpinner } from './button-spinner';
import { useLanguage } from '../lib/i18n/use-language';

/** What applying a widening tells the member, in the language of the moment. */
function applyMessages() {
  return {
    success: t`Partner Preferences updated successfully!`,
    fallback: t`Failed to update Partner Preferences.`,
    exception: t`An error occurred while updating the profile.`,
  };
}

function fitText(count: number): string {
  if (count === 0) return t`No members fit your dealbreakers right now.`;
  return plural(count, { one: 'Only # member fits your dealbreakers.', other: '# members fit your dealbreakers.' });
}

function feetAndInches(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** The widening itself, read from the preferences it would save ("Widening the age range to 23-33"). */
function wideningText({ field, preferences }: PoolRelax): string {
  const stillStrict = preferences.dealbreakers?.includes(field) ?? false;
  const { ageRange, heightRange, minEducation } = preferences;
  if (stillStrict && field === 'ageRange' && ageRange) {
    const { min, max } = ageRange;
    return t`Widening the age range to ${min}-${max}`;
  }
  if (stillStrict && field === 'heightRange' && heightRange) {
    const from = feetAndInches(heightRange.min);
    const to = feetAndInches(heightRange.max);
    return t`Widening the height range to ${from}-${to}`;
  }
  if (stillStrict && field === 'minEducation' && minEducation) {
    const level = wordsOf(EDUCATION_LEVEL_WORDS, minEducation).toLowerCase();
    return t`Accepting a ${level} or higher`;
  }
  const fieldName = wordsOf(PREFERENCE_FIELD_WORDS, field).toLowerCase();
  return t`Making ${fieldName} a wish instead of a dealbreaker`;
}

/**
 * What a widening adds, in the member's language: the server's `text` is the same in English, so the app words
 * it from the preferences the widening saves.
 */
function relaxText(relax: PoolRelax): string {
  const widening = wideningText(relax);
  return plural(relax.adds, { one: `${widening} adds # member`, other: `${widening} adds # members` });
}

/**
 * How many members fit the member's dealbreakers both ways and, when that leaves few, which widening
 * adds the most, each applied with one tap (the whole preference set with that one change is saved).
 *
 * @param onApplied called with what the server saved, so the screen shows the new preferences and pool
 */
export function PoolAdvice({
  pool,
  onApplied,
}: {
  pool: PartnerPool;
  onApplied: (saved: PartnerPreferencesSaved) => void;
}) {
  useLanguage();
  const applying = useCall<PoolRelax['field']>();

  async function apply(relax: PoolRelax) {
    const outcome = await applying.run(() => savePartnerPreferences(relax.preferences), applyMessages(), {
      key: relax.field,
    });
    if (outcome.ok) onApplied(outcome.data);
  }

  if (pool.relax.length === 0) return <p className="small text-body-secondary mb-0">{fitText(pool.count)}</p>;
  return (
    <div className="alert alert-warning mb-0" role="status">
      <p className="mb-2 fw-semibold">{fitText(pool.count)}</p>
      <ul className="list-unstyled mb-0">
        {pool.relax.map((relax) => (
          <li key={relax.field} className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <span>{relaxText(relax)}.</span>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={applying.busy}
              aria-label={t`Apply: ${relaxText(relax)}`}
              onClick={() => apply(relax)}
            >
              {applying.pending === relax.field && <ButtonSpinner />}
              {t`Apply`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
