import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ApiResult } from '../../api/client';
import type { LoginResponse } from '../../../contract/schemas/users';
import { useCall } from '../../lib/use-call';

/** Shown inline when a failed answer carries no errorMessage (a 500 without a body). */
const LOGIN_FAILED_WITHOUT_MESSAGE = msg`Login failed. Please try again later.`;

interface LoginFormProps {
  title: string;
  submitLabel?: string;
  passwordAutoComplete?: 'current-password' | 'new-password';
  minPasswordLength?: number;
  /** Sends { userName, password } (spec 3). */
  submit: (body: { userName: string; password: string }) => Promise<ApiResult<LoginResponse>>;
  onToken: (token: string) => void;
  footer?: ReactNode;
  /** Fields between the password and the submit button (sign-up's privacy notice and consent). */
  extraFields?: ReactNode;
}

/**
 * Email + password + Submit (spec 2). Failures alert the server's
 * errorMessage; network errors are only logged (spec 8). What the user typed
 * stays in the form.
 */
export function LoginForm({
  title,
  submitLabel,
  passwordAutoComplete = 'current-password',
  minPasswordLength,
  submit,
  onToken,
  footer,
  extraFields,
}: LoginFormProps) {
  const { t, i18n } = useLingui();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const login = useCall();
  const busy = login.busy;
  const [inlineError, setInlineError] = useState<typeof LOGIN_FAILED_WITHOUT_MESSAGE | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setInlineError(null);
    // Spec 8 gives login no fallback and no exception text: only the server's errorMessage is alerted.
    const outcome = await login.run(
      () => submit({ userName: userName.trim(), password }),
      { notice: 'alert' },
      {
        onSuccess: (data) => {
          if (typeof data?.token === 'string') onToken(data.token);
          else setInlineError(LOGIN_FAILED_WITHOUT_MESSAGE);
        },
      },
    );
    // An answer that said nothing is still told on the form; a network failure is only logged.
    if (!outcome.ok && outcome.status !== null && outcome.message === undefined)
      setInlineError(LOGIN_FAILED_WITHOUT_MESSAGE);
  }

  return (
    <div className="row justify-content-center">
      <div className="col-sm-10 col-md-6 col-lg-4">
        <h1 className="h3 mb-4">{title}</h1>
        <form onSubmit={handleSubmit} aria-label={title}>
          <div className="mb-3">
            <label htmlFor="login-email" className="form-label">
              <Trans>Email</Trans>
            </label>
            <input
              id="login-email"
              className="form-control"
              type="email"
              autoComplete="email"
              required
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="login-password" className="form-label">
              <Trans>Password</Trans>
            </label>
            <input
              id="login-password"
              className="form-control"
              type="password"
              autoComplete={passwordAutoComplete}
              required
              minLength={minPasswordLength}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {extraFields}
          {inlineError && (
            <p className="text-danger" role="alert">
              {i18n._(inlineError)}
            </p>
          )}
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {submitLabel ?? t`Submit`}
          </button>
        </form>
        {footer}
      </div>
    </div>
  );
}
