import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { changePassword } from '../../api/account-access';
import { ButtonSpinner } from '../../components/button-spinner';
import { SHOWN_INLINE } from '../../lib/inline-refusals';
import { useCall } from '../../lib/use-call';
import { ACCOUNT_ACCESS as M } from './messages';

/** Change password: the current one and a new one; every other device is logged out. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  // Re-renders the form when the member changes language.
  useLingui();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const saving = useCall();
  const currentId = useId();
  const nextId = useId();
  const hintId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(false);
    const outcome = await saving.run(() => changePassword({ currentPassword: current, newPassword: next }), {
      fallback: M.passwordFailed,
      exception: M.passwordError,
      notice: 'log',
      quietStatuses: SHOWN_INLINE,
    });
    if (outcome.ok) {
      setCurrent('');
      setNext('');
      setDone(true);
      onChanged?.();
    } else if (!outcome.aborted) setError(outcome.message ?? M.passwordFailed);
  }

  return (
    <form onSubmit={onSubmit} aria-label={M.passwordTitle} className="border-top pt-3 mb-3">
      <h3 className="h6">{M.passwordTitle}</h3>
      <div className="mb-2">
        <label htmlFor={currentId} className="form-label">
          {M.currentPassword}
        </label>
        <input
          id={currentId}
          className="form-control"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="mb-3">
        <label htmlFor={nextId} className="form-label">
          {M.newPassword}
        </label>
        <input
          id={nextId}
          className="form-control"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-describedby={hintId}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <div id={hintId} className="form-text">
          {M.newPasswordHint}
        </div>
      </div>
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="text-success-emphasis" role="status">
          {M.passwordChanged}
        </p>
      )}
      <button type="submit" className="btn btn-outline-primary" disabled={saving.busy}>
        {saving.busy && <ButtonSpinner />}
        {M.savePassword}
      </button>
    </form>
  );
}
