import { useLingui } from '@lingui/react/macro';
import { PHONE_SHARE_TEXTS } from './messages';

/** Beside a received message that reads like a scam; the message itself is always shown. */
export function SafetyTip({ onReport, onDismiss }: { onReport: () => void; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div className="alert alert-warning small mt-2 mb-0 p-2" role="note" aria-label={t`Safety tip`}>
      <p className="mb-1">
        {t`Safety tip: never send money or share bank, UPI or OTP details with someone you have not met, and keep the conversation here until you trust them.`}
      </p>
      <p className="mb-1">{PHONE_SHARE_TEXTS.tip}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-danger" onClick={onReport}>
          {t`Report`}
        </button>
        <button type="button" className="btn btn-sm btn-on-warning" onClick={onDismiss}>
          {t`Dismiss`}
        </button>
      </div>
    </div>
  );
}
