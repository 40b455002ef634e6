import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getVerificationStatus, sendEmailOtp, verifyEmailOtp } from '../../api/verification';
import { LoadingSpinner } from '../../components/loading-spinner';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { useAsync } from '../../lib/use-async';
import { nextStepPath } from '../../lib/wizard-steps';
import { OtpForm } from './otp-form';

/**
 * Whether the email is already verified. A failed status read is reported
 * but does not block the step: the member can still verify.
 */
async function loadEmailVerified(signal: AbortSignal): Promise<boolean> {
  try {
    const result = await getVerificationStatus(signal);
    if (result.ok) return result.data.contact.email === 'VERIFIED';
    notifyError(result.errorMessage ?? 'Failed to fetch verification status.');
  } catch (error) {
    if (signal.aborted) throw error;
    console.error(error);
    notifyError('An error occurred while fetching verification status.');
  }
  return false;
}

/** Spec 2 and 4: send an OTP to the email, enter it, verify, then the phone step. */
export function Component() {
  const navigate = useNavigate();
  const status = useAsync(loadEmailVerified, []);
  const sending = useStepRequest();
  const verifying = useStepRequest();
  const [otpSent, setOtpSent] = useState(false);
  const next = nextStepPath('email');

  async function handleSend() {
    const sent = await sending.send(sendEmailOtp, {
      success: 'OTP sent to your email.',
      fallback: 'Failed to send OTP.',
      exception: 'An error occurred while sending OTP',
    });
    if (sent) setOtpSent(true);
  }

  async function handleVerify(otp: string) {
    const verified = await verifying.send(() => verifyEmailOtp(otp), {
      success: 'Email verified successfully!',
      fallback: 'Failed to verify OTP.',
      exception: 'An error occurred while verifying OTP',
    });
    if (verified) navigate(next);
  }

  return (
    <WizardLayout step="email" title="Verify your email" intro="We send a one-time code to the email address you signed up with.">
      {status.status === 'loading' && <LoadingSpinner />}
      {status.status === 'success' && status.data && (
        <>
          <p className="alert alert-success">Your email is already verified.</p>
          <button type="button" className="btn btn-primary w-100" onClick={() => navigate(next)}>
            Continue
          </button>
        </>
      )}
      {status.status !== 'loading' && !(status.status === 'success' && status.data) && (
        <>
          <BusyButton
            type="button"
            busy={sending.busy}
            variant={otpSent ? 'outline-primary' : 'primary'}
            className="w-100"
            onClick={handleSend}
          >
            {otpSent ? 'Resend OTP' : 'Send OTP'}
          </BusyButton>
          {otpSent && <OtpForm id="email" busy={verifying.busy} onVerify={handleVerify} />}
        </>
      )}
    </WizardLayout>
  );
}
