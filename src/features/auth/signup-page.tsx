import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRIVACY_NOTICE_VERSION } from '../../../contract/enums';
import { memberLogin, register } from '../../api/users';
import { settleAccountLanguage } from '../../lib/i18n/account-language';
import { paths } from '../../lib/paths';
import { PrivacyNotice } from '../../components/privacy-notice';
import { setMemberToken } from '../../lib/session';
import { LoginForm } from './login-form';

/** Registration: the login form plus the privacy notice and consent; a new member then walks verification from home. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [consent, setConsent] = useState(false);
  return (
    <LoginForm
      title={t`Create Your Profile`}
      submitLabel={t`Sign Up`}
      passwordAutoComplete="new-password"
      minPasswordLength={8}
      submit={async (body) => {
        // Registration says nothing about whether the email was new; logging in with what was typed does.
        const registered = await register({ ...body, consent, noticeVersion: PRIVACY_NOTICE_VERSION });
        return registered.ok ? memberLogin(body) : registered;
      }}
      onToken={(token) => {
        setMemberToken(token);
        void settleAccountLanguage();
        navigate(paths.home);
      }}
      extraFields={
        <div className="mb-3 border rounded p-2">
          <PrivacyNotice />
          <div className="form-check">
            <input
              id="signup-consent"
              className="form-check-input"
              type="checkbox"
              required
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor="signup-consent" className="form-check-label">
              <Trans>I have read the privacy notice and agree to my data being used as it describes.</Trans>
            </label>
          </div>
        </div>
      }
      footer={
        <p className="mt-3 text-center">
          <Trans>
            Already a member? <Link to={paths.login}>Login</Link>
          </Trans>
        </p>
      }
    />
  );
}
