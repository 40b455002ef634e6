import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { sendEmailOtp, verifyEmailOtp } from '../../api/verification';
import { LoadingSpinner } from '../../components/loading-spinner';
import { BusyButton, WizardLayout } from '../../components/wizard-step';
import { nextStepPath } from '../../lib/wizard-steps';
import { OtpForm } from './otp-form';
import { PendingCodeNote } from './pending-code-note';
import { useOtpStep } from './use-otp-step';

/** Spec 2 and 4: send an OTP to the email, enter it, verify, then the phone step. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const otp = useOtpStep('email', { sent: t`OTP sent to your email.`, verified: t`Email verified successfully!` });
  const next = nextStepPath('email');

  return (
    <WizardLayout
      step="email"
      title={t`Verify your email`}
      intro={t`We send a one-time code to the email address you signed up with.`}
    >
      {otp.loading && <LoadingSpinner />}
      {otp.verified && (
        <>
          <p className="alert alert-success">{t`Your email is already verified.`}</p>
          <button type="button" className="btn btn-primary w-100" onClick={() => navigate(next)}>
            {t`Continue`}
          </button>
        </>
      )}
      {!otp.loading && !otp.verified && (
        <>
          <BusyButton
            type="button"
            busy={otp.sending}
            variant={otp.otpSent ? 'outline-primary' : 'primary'}
            className="w-100"
            onClick={() => void otp.send(() => sendEmailOtp())}
          >
            {otp.otpSent ? t`Resend OTP` : t`Send OTP`}
          </BusyButton>
          {otp.pending && <PendingCodeNote code={otp.pending} />}
          {otp.otpSent && (
            <OtpForm id="email" busy={otp.verifying} onVerify={(code) => otp.verify(() => verifyEmailOtp(code))} />
          )}
        </>
      )}
    </WizardLayout>
  );
}
