import { plural, t } from '@lingui/core/macro';
import type { PartnerPool, PartnerPreferencesSaved, PoolRelax } from '../../contract/schemas/partner-preferences';
import { savePartnerPreferences } from '../api/partner-preferences';
import { useCall } from '../lib/use-call';
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
            <span>{relax.text}.</span>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={applying.busy}
              aria-label={t({ message: `Apply: ${relax.text}`, comment: 'the widening, as the server words it' })}
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
