import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { memberLogin } from '../../api/users';
import { LanguagePicker } from '../../components/language-picker';
import { settleAccountLanguage } from '../../lib/i18n/account-language';
import { paths } from '../../lib/paths';
import { setMemberToken } from '../../lib/session';
import { LoginForm } from './login-form';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <LoginForm
      title={t`Member Login`}
      submit={memberLogin}
      onToken={(token) => {
        setMemberToken(token);
        void settleAccountLanguage();
        navigate(paths.home);
      }}
      footer={
        <>
          <p className="mt-3 text-center">
            <Trans>
              New here? <Link to={paths.signup}>Sign Up</Link>
            </Trans>
          </p>
          <LanguagePicker className="d-flex justify-content-center" />
        </>
      }
    />
  );
}
