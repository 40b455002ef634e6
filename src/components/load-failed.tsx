import { useLingui } from '@lingui/react/macro';
/**
 * What a screen shows in place of its content when loading failed: the toast
 * carries the spec's message, this keeps the page from going blank and offers
 * another try.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="text-center py-5">
      <p className="text-body-secondary">{t`This could not be loaded just now.`}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
