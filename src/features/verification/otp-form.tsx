import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ApiResult } from '../../api/client';
import { BusyButton, useStepSubmit } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { useCall } from '../../lib/use-call';

/**
 * The two calls of an OTP step (spec 2 and 8): sending the code reveals the
 * code entry (and turns Send into Resend); verifying it completes the step.
 *
 * @param step the email or the phone step
 * @param success the spec's success texts for sending and for verifying
 */
export function useOtpStep(step: 'email' | 'phone', success: { sent: string; verified: string }) {
  const { t } = useLingui();
  const sending = useCall();
  const verifying = useStepSubmit(step, {
    success: success.verified,
    fallback: t`Failed to verify OTP.`,
    exception: t`An error occurred while verifying OTP`,
  });
  const [otpSent, setOtpSent] = useState(false);

  function send(call: () => Promise<ApiResult<unknown>>) {
    return sending.run(
      call,
      { success: success.sent, fallback: t`Failed to send OTP.`, exception: t`An error occurred while sending OTP` },
      { onSuccess: () => setOtpSent(true) },
    );
  }

  return { otpSent, sending: sending.busy, send, verifying: verifying.busy, verify: verifying.submit };
}

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
