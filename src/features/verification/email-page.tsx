import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { getVerificationStatus, sendEmailOtp, verifyEmailOtp } from '../../api/verification';
import { LoadingSpinner } from '../../components/loading-spinner';
import { i18n } from '../../lib/i18n/i18n';
import { BusyButton, WizardLayout } from '../../components/wizard-step';
import { useAsync } from '../../lib/use-async';
import { runCall } from '../../lib/use-call';
import { nextStepPath } from '../../lib/wizard-steps';
import type { PendingCode } from '../../../contract/schemas/pending-code';
import { OtpForm, useOtpStep } from './otp-form';
import { PendingCodeNote } from './pending-code-note';

const STATUS_MESSAGES = {
  fallback: msg`Failed to fetch verification status.`,
  exception: msg`An error occurred while fetching verification status.`,
} as const;

/**
 * Whether the email is already verified, and the code sent before a reload that still works. A failed
 * status read is reported but does not block the step: the member can still verify.
 */
async function loadEmailVerified(signal: AbortSignal): Promise<{ verified: boolean; pending?: PendingCode }> {
  const outcome = await runCall(
    getVerificationStatus,
    { fallback: i18n._(STATUS_MESSAGES.fallback), exception: i18n._(STATUS_MESSAGES.exception) },
    signal,
  );
  if (outcome.ok)
    return { verified: outcome.data.contact.email === 'VERIFIED', pending: outcome.data.pendingCodes?.email };
  // Leaving the step leaves the load unfinished, as useAsync expects.
  if (outcome.aborted) throw new DOMException('The step was left.', 'AbortError');
  return { verified: false };
}

/** Spec 2 and 4: send an OTP to the email, enter it, verify, then the phone step. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useAsync(loadEmailVerified, []);
  const otp = useOtpStep('email', { sent: t`OTP sent to your email.`, verified: t`Email verified successfully!` });
  const next = nextStepPath('email');
  const verified = status.status === 'success' && status.data.verified;
  // The code step survives a reload: a code sent before still works, so its entry shows again.
  const pending = status.status === 'success' && !otp.otpSent ? status.data.pending : undefined;
  const codeSent = otp.otpSent || pending !== undefined;

  return (
    <WizardLayout
      step="email"
      title={t`Verify your email`}
      intro={t`We send a one-time code to the email address you signed up with.`}
    >
      {status.status === 'loading' && <LoadingSpinner />}
      {verified && (
        <>
          <p className="alert alert-success">{t`Your email is already verified.`}</p>
          <button type="button" className="btn btn-primary w-100" onClick={() => navigate(next)}>
            {t`Continue`}
          </button>
        </>
      )}
      {status.status !== 'loading' && !verified && (
        <>
          <BusyButton
            type="button"
            busy={otp.sending}
            variant={codeSent ? 'outline-primary' : 'primary'}
            className="w-100"
            onClick={() => void otp.send(() => sendEmailOtp())}
          >
            {codeSent ? t`Resend OTP` : t`Send OTP`}
          </BusyButton>
          {pending && <PendingCodeNote code={pending} />}
          {codeSent && (
            <OtpForm id="email" busy={otp.verifying} onVerify={(code) => otp.verify(() => verifyEmailOtp(code))} />
          )}
        </>
      )}
    </WizardLayout>
  );
}
