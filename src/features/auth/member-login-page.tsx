import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { memberLogin } from '../../api/users';
import { LanguagePicker } from '../../components/language-picker';
import { settleAccountLanguage } from '../../lib/i18n/account-language';
import { paths } from '../../lib/paths';
import { setMemberToken } from '../../lib/session';
import { ForgotPassword, LoginWithCode } from './code-flows';
import { LoginForm } from './login-form';
import { AUTH_MESSAGES as M } from './messages';

/** Spec 2: the member login; beside it a forgotten password (?with=reset) and a login by code (?with=code). */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const mode = search.get('with');
  const onToken = (token: string) => {
    setMemberToken(token);
    void settleAccountLanguage();
    navigate(paths.home);
  };
  const back = (
    <p className="mt-3 text-center">
      <Link to={paths.login}>{M.backToLogin}</Link>
    </p>
  );

  if (mode === 'reset') {
    return (
      <ForgotPassword
        footer={back}
        onDone={() => {
          setNotice(M.passwordReset);
          setSearch({});
        }}
      />
    );
  }
  if (mode === 'code') return <LoginWithCode onToken={onToken} footer={back} />;
  return (
    <>
      {notice && (
        <p className="alert alert-success text-center" role="status">
          {notice}
        </p>
      )}
      <LoginForm
        title={t`Member Login`}
        submit={memberLogin}
        onToken={onToken}
        footer={
          <>
            <p className="mt-3 mb-1 d-flex flex-wrap justify-content-between gap-2">
              <Link to={`${paths.login}?with=reset`}>{M.forgotPassword}</Link>
              <Link to={`${paths.login}?with=code`}>{M.loginWithCode}</Link>
            </p>
            <p className="mt-3 text-center">
              <Trans>
                New here? <Link to={paths.signup}>Sign Up</Link>
              </Trans>
            </p>
            <p className="text-center small">
              <Link to={paths.family.login}>{t`Helping a family member? Log in to family access`}</Link>
            </p>
            <LanguagePicker className="d-flex justify-content-center" />
          </>
        }
      />
    </>
  );
}
