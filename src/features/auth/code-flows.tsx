import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  confirmPasswordReset,
  requestLoginCode,
  requestPasswordReset,
  verifyLoginCode,
} from '../../api/account-access';
import type { ApiResult } from '../../api/client';
import { ButtonSpinner } from '../../components/button-spinner';
import { SHOWN_INLINE } from '../../lib/inline-refusals';
import { useCall } from '../../lib/use-call';
import { AUTH_MESSAGES as M } from './messages';

/** Refusals are said on the form; read at call time so they come in the language of the moment. */
function policy() {
  return { notice: 'log', fallback: M.failed, exception: M.exception, quietStatuses: SHOWN_INLINE } as const;
}

function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  minLength?: number;
  hint?: string;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {props.label}
      </label>
      <input
        id={id}
        className="form-control"
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        minLength={props.minLength}
        required
        value={props.value}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && (
        <div id={hintId} className="form-text">
          {props.hint}
        </div>
      )}
    </div>
  );
}

/**
 * A code sent to the account, then used: the first form names the account, the second takes the code (and,
 * for a reset, the new password). What was typed stays on a refusal, which is said on the form.
 */
function CodeFlow(props: {
  title: string;
  intro: string;
  nameLabel: string;
  nameType: 'email' | 'text';
  send: (userName: string) => Promise<ApiResult<unknown>>;
  children: (userName: string, code: string, setError: (message: string | null) => void) => ReactNode;
  code: string;
  setCode: (code: string) => void;
  footer: ReactNode;
}) {
  const [userName, setUserName] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useCall();

  async function onSend(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const name = userName.trim();
    const outcome = await sending.run(() => props.send(name), policy());
    if (outcome.ok) setSentTo(name);
    else if (!outcome.aborted) setError(outcome.message ?? M.failed);
  }

  return (
    <div className="row justify-content-center">
      <div className="col-sm-10 col-md-6 col-lg-4">
        <h1 className="h3 mb-3">{props.title}</h1>
        <form onSubmit={onSend} aria-label={props.title}>
          <p className="text-body-secondary">{props.intro}</p>
          <Field
            label={props.nameLabel}
            type={props.nameType}
            autoComplete={props.nameType === 'email' ? 'email' : 'username'}
            value={userName}
            onChange={setUserName}
          />
          <button
            type="submit"
            className={sentTo ? 'btn btn-outline-primary w-100 mb-3' : 'btn btn-primary w-100 mb-3'}
            disabled={sending.busy}
          >
            {sending.busy && <ButtonSpinner />}
            {sentTo ? M.sendAgain : M.sendCode}
          </button>
        </form>
        {sentTo && (
          <div className="border-top pt-3">
            <p role="status">{M.codeSent(sentTo)}</p>
            {props.children(sentTo, props.code, setError)}
          </div>
        )}
        {error && (
          <p className="text-danger" role="alert">
            {error}
          </p>
        )}
        {props.footer}
      </div>
    </div>
  );
}

/** "Forgot password?": a code by email (and SMS), then a new password; every device is logged out. */
export function ForgotPassword({ onDone, footer }: { onDone: () => void; footer: ReactNode }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const saving = useCall();
  return (
    <CodeFlow
      title={M.resetTitle}
      intro={M.resetIntro}
      nameLabel={M.email}
      nameType="email"
      send={requestPasswordReset}
      code={code}
      setCode={setCode}
      footer={footer}
    >
      {(userName, current, setError) => (
        <form
          aria-label={M.setPassword}
          onSubmit={async (event) => {
            event.preventDefault();
            setError(null);
            const outcome = await saving.run(
              () => confirmPasswordReset({ userName, code: current.trim(), newPassword: password }),
              policy(),
            );
            if (outcome.ok) onDone();
            else if (!outcome.aborted) setError(outcome.message ?? M.failed);
          }}
        >
          <Field label={M.code} inputMode="numeric" autoComplete="one-time-code" value={current} onChange={setCode} />
          <Field
            label={M.newPassword}
            type="password"
            autoComplete="new-password"
            minLength={8}
            hint={M.newPasswordHint}
            value={password}
            onChange={setPassword}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={saving.busy}>
            {saving.busy && <ButtonSpinner />}
            {M.setPassword}
          </button>
        </form>
      )}
    </CodeFlow>
  );
}

/** "Log in with a code": a code to the email or verified phone, then the session a password login gives. */
export function LoginWithCode({ onToken, footer }: { onToken: (token: string) => void; footer: ReactNode }) {
  const [code, setCode] = useState('');
  const verifying = useCall();
  return (
    <CodeFlow
      title={M.codeTitle}
      intro={M.codeIntro}
      nameLabel={M.emailOrPhone}
      nameType="text"
      send={requestLoginCode}
      code={code}
      setCode={setCode}
      footer={footer}
    >
      {(userName, current, setError) => (
        <form
          aria-label={M.logIn}
          onSubmit={async (event) => {
            event.preventDefault();
            setError(null);
            const outcome = await verifying.run(() => verifyLoginCode({ userName, code: current.trim() }), policy());
            if (outcome.ok && typeof outcome.data?.token === 'string') onToken(outcome.data.token);
            else if (!outcome.ok && !outcome.aborted) setError(outcome.message ?? M.failed);
          }}
        >
          <Field label={M.code} inputMode="numeric" autoComplete="one-time-code" value={current} onChange={setCode} />
          <button type="submit" className="btn btn-primary w-100" disabled={verifying.busy}>
            {verifying.busy && <ButtonSpinner />}
            {M.logIn}
          </button>
        </form>
      )}
    </CodeFlow>
  );
}
