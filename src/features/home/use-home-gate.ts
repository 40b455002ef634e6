import type { ApiResult } from '../../api/client';
import { getMyProfile, getProfileStatus } from '../../api/profile';
import { getVerificationStatus } from '../../api/verification';
import { useAsync } from '../../lib/use-async';
import { runCall, type CallPolicy } from '../../lib/use-call';
import {
  BACKGROUND_STEP,
  firstPendingStep,
  hasBackground,
  ONBOARDING_STEPS,
  VERIFICATION_STEPS,
} from '../../lib/wizard-steps';

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

/** What stops the gate: the text already shown, or null when home was left. */
class GateStop extends Error {}

/** Reads one status with the spec 8 policy; a failure stops the gate with the text it showed. */
async function readStatus<T>(
  fetchStatus: (signal: AbortSignal) => Promise<ApiResult<T>>,
  signal: AbortSignal,
  messages: CallPolicy,
): Promise<T> {
  const outcome = await runCall(() => fetchStatus(signal), messages, signal);
  if (outcome.ok) return outcome.data;
  // An aborted load (the member left home) shows nothing and stays unfinished.
  if (outcome.aborted) throw new DOMException('Home was left.', 'AbortError');
  throw new GateStop(outcome.message);
}

/** True only when the own profile was read and has no background; any failure leaves it to Home's card. */
async function lacksBackground(signal: AbortSignal): Promise<boolean> {
  try {
    const own = await getMyProfile(signal);
    return own.ok && !hasBackground(own.data);
  } catch {
    if (signal.aborted) throw new DOMException('Home was left.', 'AbortError');
    return false;
  }
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

    // A new member (not yet published) goes on to the step after the spec's; a failed read leaves it to Home's card.
    if (verification.review?.status !== 'PUBLISHED' && (await lacksBackground(signal))) {
      return { status: 'redirect', to: BACKGROUND_STEP.path };
    }
    return { status: 'ready' };
  } catch (error) {
    if (!(error instanceof GateStop)) throw error;
    return { status: 'error', message: error.message };
  }
}

/** Where home must send the member before it may show a suggested profile. */
export function useHomeGate(): HomeGate {
  const gate = useAsync(checkGate, []);
  if (gate.status === 'success') return gate.data;
  // checkGate turns every failed call into a result; what rejects is a load home left.
  return { status: 'loading' };
}
