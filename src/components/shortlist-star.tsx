import { t } from '@lingui/core/macro';
import { useShortlistStars } from '../lib/use-shortlist-stars';
import { ButtonSpinner } from './button-spinner';
import { useLanguage } from '../lib/i18n/use-language';

interface StarButtonProps {
  starred: boolean;
  /** This star is being saved. */
  saving: boolean;
  /** A save is running (this star's or another's in the list). */
  busy: boolean;
  onToggle: () => void;
  /** The smaller button of a list's row. */
  small?: boolean;
}

/** The shortlist star: pressed when starred, its name always "Shortlist". */
export function StarButton({ starred, saving, busy, onToggle, small }: StarButtonProps) {
  useLanguage();
  const look = starred ? 'btn-warning' : 'btn-outline-secondary';
  return (
    <button
      type="button"
      className={small ? `btn btn-sm ${look}` : `btn ${look}`}
      aria-pressed={starred}
      disabled={busy}
      onClick={onToggle}
    >
      {saving && <ButtonSpinner />}
      <span aria-hidden="true">{starred ? '★ ' : '☆ '}</span>
      {t`Shortlist`}
    </button>
  );
}

/**
 * The shortlist star of one member (a member's view, Home's suggestion): pressed when starred. `starred`
 * is what the screen knows at first; key the star by the member so the next one starts afresh.
 */
export function ShortlistStar({ profileId, starred: initially = false }: { profileId: string; starred?: boolean }) {
  const stars = useShortlistStars();
  return (
    <StarButton
      starred={stars.isStarred(profileId, initially)}
      saving={stars.saving(profileId)}
      busy={stars.busy}
      onToggle={() => void stars.toggle(profileId, !stars.isStarred(profileId, initially))}
    />
  );
}
