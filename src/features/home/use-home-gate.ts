import { isNetworkError } from '../../api/client';
import { getProfileStatus } from '../../api/profile';
import { getVerificationStatus } from '../../api/verification';
import { notifyError } from '../../lib/notify';
import { useAsync } from '../../lib/use-async';
import { firstPendingStep, ONBOARDING_STEPS, VERIFICATION_STEPS } from '../../lib/wizard-steps';

export type HomeGate =
  | { status: 'loading' }
  | { status: 'redirect'; to: string }
  | { status: 'error'; message: string }
  | { status: 'ready' };

type GateResult = Exclude<HomeGate, { status: 'loading' }>;

/** Spec 8 has no profile-status text of its own; the profile fetch texts are the closest. */
const MESSAGES = {
  verification: {
    fallback: 'Failed to fetch verification status.',
    exception: 'An error occurred while fetching verification status.',
  },
  profile: {
    fallback: 'Failed to fetch profile',
    exception: 'An error occurred while fetching the profile',
  },
} as const;

/** A failure the gate reports to the member, carrying the text to show. */
class GateError extends Error {}

async function readStatus<T>(
  fetchStatus: (signal: AbortSignal) => Promise<{ ok: true; data: T } | { ok: false; errorMessage?: string }>,
  signal: AbortSignal,
  messages: { fallback: string; exception: string },
): Promise<T> {
  let result;
  try {
    result = await fetchStatus(signal);
  } catch (error) {
    // Leaving home aborts the load; in tests the abort can even arrive wrapped as a network error.
    if (signal.aborted || !isNetworkError(error)) throw error;
    console.error(error);
    throw new GateError(messages.exception);
  }
  if (!result.ok) throw new GateError(result.errorMessage ?? messages.fallback);
  return result.data;
}

/**
 * Spec 2 and 4: verification status first, then profile status; the first
 * step still INIT wins. Only when none is INIT may home show a suggestion.
 */
async function checkGate(signal: AbortSignal): Promise<GateResult> {
  try {
    const verification = await readStatus(getVerificationStatus, signal, MESSAGES.verification);
    const verificationStep = firstPendingStep(VERIFICATION_STEPS, verification);
    if (verificationStep) return { status: 'redirect', to: verificationStep.path };

    const profile = await readStatus(getProfileStatus, signal, MESSAGES.profile);
    const onboardingStep = firstPendingStep(ONBOARDING_STEPS, profile);
    if (onboardingStep) return { status: 'redirect', to: onboardingStep.path };

    return { status: 'ready' };
  } catch (error) {
    // An aborted load (the member left home) shows nothing.
    if (signal.aborted) throw error;
    const message = error instanceof GateError ? error.message : MESSAGES.verification.exception;
    if (!(error instanceof GateError)) console.error(error);
    notifyError(message);
    return { status: 'error', message };
  }
}

/** Where home must send the member before it may show a suggested profile. */
export function useHomeGate(): HomeGate {
  const gate = useAsync(checkGate, []);
  if (gate.status === 'success') return gate.data;
  // checkGate turns every failure into a result; a rejection is only an abort.
  return { status: 'loading' };
}
