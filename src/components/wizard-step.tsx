import { useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ApiResult } from '../api/client';
import { notifyError, notifySuccess } from '../lib/notify';
import { stepPosition, type StepId } from '../lib/wizard-steps';

/**
 * Pieces every verification and onboarding step shares: the frame with title
 * and progress, a submit button that shows it is busy, and the one way a step
 * sends its request and reports the outcome (spec 8).
 */

const WIZARD_NAMES = { verification: 'Verification', onboarding: 'Profile' } as const;

interface WizardLayoutProps {
  step: StepId;
  title: string;
  /** One line under the title saying what this step is for. */
  intro?: ReactNode;
  children: ReactNode;
}

export function WizardLayout({ step, title, intro, children }: WizardLayoutProps) {
  const { wizard, number, total } = stepPosition(step);
  const progressLabel = `${WIZARD_NAMES[wizard]}: step ${number} of ${total}`;
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
        {children}
      </div>
    </div>
  );
}

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; variant?: string };

/** A Bootstrap button that is disabled and shows a spinner while its request is on its way. */
export function BusyButton({ busy, variant = 'primary', disabled, className = '', children, ...rest }: BusyButtonProps) {
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

export interface StepMessages {
  /** Spec 8 success toast. */
  success: string;
  /** Spec 8 text shown when the answer is a failure without errorMessage. */
  fallback: string;
  /** Spec 8 'An error occurred ...' text for a request that got no answer. */
  exception: string;
}

/**
 * Sends one request at a time: while one is on its way `busy` is true and a
 * second `send` is ignored, so a double click sends one request. Toasts the
 * success text, the server's errorMessage or the fallback, or the exception
 * text (spec 8). Resolves true on success.
 */
export function useStepRequest() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function send(call: () => Promise<ApiResult<unknown>>, messages: StepMessages): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await call();
      if (result.ok) {
        notifySuccess(messages.success);
        return true;
      }
      notifyError(result.errorMessage ?? messages.fallback);
      return false;
    } catch (error) {
      console.error(error);
      notifyError(messages.exception);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, send };
}
