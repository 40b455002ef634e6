/**
 * Placeholder for the member gate (verification and onboarding issue): it
 * will check verification status, then profile status, and name the first
 * incomplete step.
 */
export type HomeGate =
  | { status: 'loading' }
  | { status: 'redirect'; to: string }
  | { status: 'error'; message: string }
  | { status: 'ready' };

export function useHomeGate(): HomeGate {
  return { status: 'ready' };
}
