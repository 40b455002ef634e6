import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COUNTRY_CODES, type CountryCode } from '../../../contract/enums';
import { sendMobileOtp, verifyMobileOtp } from '../../api/verification';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';
import { OtpForm } from './otp-form';

/** Spec 2 and 4: country code (one only, spec 5), number, send OTP, enter it, verify, then the selfie step. */
export function Component() {
  const navigate = useNavigate();
  const sending = useStepRequest();
  const verifying = useStepRequest();
  const [countryCode, setCountryCode] = useState<CountryCode>(COUNTRY_CODES[0].code);
  const [phone, setPhone] = useState('');
  const [otpSent, setOtpSent] = useState(false);

  async function handleSend(event: FormEvent) {
    event.preventDefault();
    const number = phone.trim();
    // Spec 5: only a non-empty check; the server validates the number.
    if (number === '') {
      notifyError('Please enter a valid phone number.');
      return;
    }
    const sent = await sending.send(() => sendMobileOtp(number, countryCode), {
      success: 'OTP sent to your phone number.',
      fallback: 'Failed to send OTP.',
      exception: 'An error occurred while sending OTP',
    });
    if (sent) setOtpSent(true);
  }

  async function handleVerify(otp: string) {
    const verified = await verifying.send(() => verifyMobileOtp(otp), {
      success: 'Phone number verified successfully!',
      fallback: 'Failed to verify OTP.',
      exception: 'An error occurred while verifying OTP',
    });
    if (verified) navigate(nextStepPath('phone'));
  }

  return (
    <WizardLayout step="phone" title="Verify your phone number" intro="We send a one-time code to your mobile number by SMS.">
      <form onSubmit={handleSend} noValidate aria-label="Send OTP">
        <div className="row g-2 mb-3">
          <div className="col-5 col-sm-4">
            <label htmlFor="phone-country-code" className="form-label">
              Country code
            </label>
            <select
              id="phone-country-code"
              className="form-select"
              value={countryCode}
              onChange={(event) => setCountryCode(event.target.value as CountryCode)}
            >
              {COUNTRY_CODES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} ({option.country})
                </option>
              ))}
            </select>
          </div>
          <div className="col-7 col-sm-8">
            <label htmlFor="phone-number" className="form-label">
              Phone number
            </label>
            <input
              id="phone-number"
              className="form-control"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
        </div>
        <BusyButton busy={sending.busy} variant={otpSent ? 'outline-primary' : 'primary'} className="w-100">
          {otpSent ? 'Resend OTP' : 'Send OTP'}
        </BusyButton>
      </form>
      {otpSent && <OtpForm id="phone" busy={verifying.busy} onVerify={handleVerify} />}
    </WizardLayout>
  );
}
