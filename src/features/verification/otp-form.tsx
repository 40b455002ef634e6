import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';

interface OtpFormProps {
  /** Distinguishes the input's id when two OTP forms could share a page. */
  id: string;
  busy: boolean;
  onVerify: (otp: string) => void;
}

/** Code entry shown once an OTP was sent (spec 2); an empty code is not sent (spec 5). */
export function OtpForm({ id, busy, onVerify }: OtpFormProps) {
  const { t } = useLingui();
  const [otp, setOtp] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const code = otp.trim();
    if (code === '') {
      notifyError(t`Please enter the OTP.`);
      return;
    }
    onVerify(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Verify OTP`} className="mt-4">
      <label htmlFor={`${id}-otp`} className="form-label">
        {t`OTP`}
      </label>
      <input
        id={`${id}-otp`}
        className="form-control mb-3"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
      />
      <BusyButton busy={busy} className="w-100">
        {t`Verify`}
      </BusyButton>
    </form>
  );
}
