import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface NextStep {
  label: string;
  to: string;
}

/**
 * A screen with nothing to show yet: the spec's sentence, and the next useful things to do, the
 * first as the main button; `children` adds what explains the emptiness (under the sentence).
 */
export function EmptyState({
  message,
  steps,
  children,
}: {
  message: string;
  steps: readonly NextStep[];
  children?: ReactNode;
}) {
  return (
    <div className="card shadow-sm text-center">
      <div className="card-body p-4">
        <p className="alert alert-info mb-3">{message}</p>
        {children}
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {steps.map((step, index) => (
            <Link
              key={step.label}
              to={step.to}
              className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-primary'}`}
            >
              {step.label}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
