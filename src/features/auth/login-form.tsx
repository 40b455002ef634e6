import { useState, type FormEvent, type ReactNode } from 'react';
import type { ApiResult } from '../../api/client';
import type { LoginResponse } from '../../../contract/schemas/users';

/** Shown inline when a failed answer carries no errorMessage (a 500 without a body). */
export const LOGIN_FAILED_WITHOUT_MESSAGE = 'Login failed. Please try again later.';

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
  submitLabel = 'Submit',
  passwordAutoComplete = 'current-password',
  minPasswordLength,
  submit,
  onToken,
  footer,
  extraFields,
}: LoginFormProps) {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setInlineError(null);
    try {
      const result = await submit({ userName: userName.trim(), password });
      if (result.ok && typeof result.data?.token === 'string') {
        onToken(result.data.token);
        return;
      }
      const message = result.ok ? undefined : result.errorMessage;
      if (message) window.alert(message);
      else setInlineError(LOGIN_FAILED_WITHOUT_MESSAGE);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="row justify-content-center">
      <div className="col-sm-10 col-md-6 col-lg-4">
        <h1 className="h3 mb-4">{title}</h1>
        <form onSubmit={handleSubmit} aria-label={title}>
          <div className="mb-3">
            <label htmlFor="login-email" className="form-label">
              Email
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
              Password
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
              {inlineError}
            </p>
          )}
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {submitLabel}
          </button>
        </form>
        {footer}
      </div>
    </div>
  );
}
