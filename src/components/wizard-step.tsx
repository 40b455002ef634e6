import { useLingui } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiResult } from '../api/client';
import { notifyError } from '../lib/notify';
import { useCall, type CallPolicy } from '../lib/use-call';
import { stepPosition, type StepId } from '../lib/wizard-steps';
import { RefusedNotice } from './refused-notice';
import { pathAfterStep, REFUSABLE_STEPS } from './step-after';

/**
 * Pieces every verification and onboarding step shares: the frame with title
 * and progress, a submit button that shows it is busy, and the one way a step
 * sends its request, reports the outcome (spec 8) and goes on.
 */

interface WizardLayoutProps {
  step: StepId;
  title: string;
  /** One line under the title saying what this step is for. */
  intro?: ReactNode;
  children: ReactNode;
}

export function WizardLayout({ step, title, intro, children }: WizardLayoutProps) {
  const { t } = useLingui();
  const { wizard, number, total } = stepPosition(step);
  const progressLabel =
    wizard === 'verification' ? t`Verification: step ${number} of ${total}` : t`Profile: step ${number} of ${total}`;
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-7 col-xl-6">
        <p className="text-body-secondary small mb-1">{progressLabel}</p>
        <div
          className="progress mb-4"
          role="progressbar"
          aria-label={progressLabel}
          aria-valuenow={number}
          aria-valuemin={0}
          aria-valuemax={total}
          style={{ height: '0.5rem' }}
        >
          <div className="progress-bar" style={{ width: `${(number / total) * 100}%` }} />
        </div>
        <h1 className="h3 mb-2">{title}</h1>
        {intro && <p className="text-body-secondary mb-4">{intro}</p>}
        {/* After a staff refusal, the steps it reopened say why and what a good picture looks like. */}
        {REFUSABLE_STEPS.has(step) && <RefusedNotice step={step} />}
        {children}
      </div>
    </div>
  );
}

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; variant?: string };

/** A Bootstrap button that is disabled and shows a spinner while its request is on its way. */
export function BusyButton({
  busy,
  variant = 'primary',
  disabled,
  className = '',
  children,
  ...rest
}: BusyButtonProps) {
  return (
    <button
      type="submit"
      {...rest}
      className={`btn btn-${variant} ${className}`.trim()}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** Spec 8: the texts of a step's request; a step always says when it succeeded. */
export type StepMessages = CallPolicy & { success: string };

/**
 * What a step sends once its form passes: the request, a spec 5 message to
 * show instead, or null where the browser's own checks already spoke.
 */
export type StepRequest = (() => Promise<ApiResult<unknown>>) | string | null;

/**
 * Fields that spec 5 gives no message of their own rely on the browser's
 * required/min/max checks; this stops the submit (and shows the browser's
 * hints) when one of them fails, so nothing is sent.
 */
function passesBrowserChecks(form: HTMLFormElement): boolean {
  if (form.checkValidity()) return true;
  form.reportValidity();
  return false;
}

/**
 * The one way a step finishes: a message from its checks is toasted, else the
 * request is sent with the spec 8 policy (useCall: busy, one at a time), and
 * on success the member goes on to the next step (see pathAfterStep).
 *
 * @param step the step being completed; its successor comes from the step table
 * @param messages the spec's success, fallback and exception texts for the request
 */
export function useStepSubmit(step: StepId, messages: StepMessages) {
  const navigate = useNavigate();
  const call = useCall();

  async function submit(request: StepRequest): Promise<void> {
    if (request === null) return;
    if (typeof request === 'string') {
      notifyError(request);
      return;
    }
    // After a refusal only the reopened steps are walked; the server says which are left.
    await call.run(request, messages, { onSuccess: async () => navigate(await pathAfterStep(step)) });
  }

  return { busy: call.busy, submit };
}

interface StepFormProps {
  step: StepId;
  title: string;
  intro?: ReactNode;
  /** The form's accessible name. */
  label: string;
  messages: StepMessages;
  /** Reads the form's values into the request to send (see StepRequest). */
  prepare: () => StepRequest;
  /** True where some fields lean on the browser's required/min/max checks. */
  browserChecks?: boolean;
  submitLabel?: string;
  submitClassName?: string;
  children: ReactNode;
}

/** A step that is one form: the frame, the fields, and a busy submit button that completes the step. */
export function StepForm({
  step,
  title,
  intro,
  label,
  messages,
  prepare,
  browserChecks = false,
  submitLabel,
  submitClassName = 'w-100',
  children,
}: StepFormProps) {
  const { t } = useLingui();
  const { busy, submit } = useStepSubmit(step, messages);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (browserChecks && !passesBrowserChecks(event.currentTarget)) return;
    void submit(prepare());
  }

  return (
    <WizardLayout step={step} title={title} intro={intro}>
      <form onSubmit={handleSubmit} noValidate={!browserChecks} aria-label={label}>
        {children}
        <BusyButton busy={busy} className={submitClassName}>
          {submitLabel ?? t`Continue`}
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
