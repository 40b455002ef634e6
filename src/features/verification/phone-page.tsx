import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../contract/enums';
import { sendMobileOtp, verifyMobileOtp } from '../../api/verification';
import { TextField } from '../../components/form-fields';
import { BusyButton, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { OtpForm } from './otp-form';
import { PendingCodeNote } from './pending-code-note';
import { useOtpStep } from './use-otp-step';

/**
 * Spec 2 and 4: country code (one only, spec 5), number, send OTP, enter it, verify, then the selfie step.
 * After a reload, a code sent before that still works shows its entry again, as on the email step.
 */
export function Component() {
  const { t } = useLingui();
  const otp = useOtpStep('phone', {
    sent: t`OTP sent to your phone number.`,
    verified: t`Phone number verified successfully!`,
  });
  const [countryCode, setCountryCode] = useState<CountryCode>(COUNTRY_CODES[0].code);
  const [phone, setPhone] = useState('');

  async function handleSend(event: FormEvent) {
    event.preventDefault();
    const number = phone.trim();
    // Spec 5: only a non-empty check; the server validates the number.
    if (number === '') {
      notifyError(t`Please enter a valid phone number.`);
      return;
    }
    await otp.send(() => sendMobileOtp(number, countryCode));
  }

  return (
    <WizardLayout
      step="phone"
      title={t`Verify your phone number`}
      intro={t`We send a one-time code to your mobile number by SMS.`}
    >
      <form onSubmit={handleSend} noValidate aria-label={t`Send OTP`}>
        <div className="row g-2 mb-3">
          <div className="col-5 col-sm-4">
            <label htmlFor="phone-country-code" className="form-label">
              {t`Country code`}
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
            <TextField
              id="phone-number"
              label={t`Phone number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={phone}
              onChange={setPhone}
            />
          </div>
        </div>
        <BusyButton busy={otp.sending} variant={otp.otpSent ? 'outline-primary' : 'primary'} className="w-100">
          {otp.otpSent ? t`Resend OTP` : t`Send OTP`}
        </BusyButton>
      </form>
      {otp.pending && <PendingCodeNote code={otp.pending} />}
      {otp.otpSent && (
        <OtpForm id="phone" busy={otp.verifying} onVerify={(code) => otp.verify(() => verifyMobileOtp(code))} />
      )}
    </WizardLayout>
  );
}
