import { useLingui } from '@lingui/react/macro';
interface PagerProps {
  /** 1-based page number shown as 'Page N'. */
  page: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Spec 9: Next is enabled only when a full page came back. */
  hasNext: boolean;
  /** Disables both buttons, e.g. while a page is loading. */
  disabled?: boolean;
  /** Names the navigation landmark, e.g. 'Match requests pages'. */
  label: string;
}

/** Offset paging controls of spec 2 and 9: Previous, 'Page N', Next. */
export function Pager({ page, onPrevious, onNext, hasNext, disabled = false, label }: PagerProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className="d-flex align-items-center justify-content-center gap-3 my-3">
      <button type="button" className="btn btn-outline-primary" onClick={onPrevious} disabled={disabled || page <= 1}>
        {t`Previous`}
      </button>
      <span aria-live="polite">{t`Page ${page}`}</span>
      <button type="button" className="btn btn-outline-primary" onClick={onNext} disabled={disabled || !hasNext}>
        {t`Next`}
      </button>
    </nav>
  );
}
