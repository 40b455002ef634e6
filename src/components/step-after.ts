import { getProfileStatus } from '../api/profile';
import { getVerificationStatus } from '../api/verification';
import { paths } from '../lib/paths';
import { firstPendingStep, nextStepPath, ONBOARDING_STEPS, VERIFICATION_STEPS, type StepId } from '../lib/wizard-steps';

/** The steps a staff refusal can reopen (the server sets them back to INIT). */
export const REFUSABLE_STEPS: ReadonlySet<StepId> = new Set<StepId>(['selfie', 'identity', 'photos']);

/**
 * Where a step goes once saved. On the first walk it is the next step of the table (spec 4). On the way
 * back after a refusal (the status carries a review) the server says where the member stands: the next
 * step the refusal reopened, and after the last one home, which shows the profile waiting for review.
 * The steps the refusal left alone are never walked again with empty forms.
 */
export async function pathAfterStep(step: StepId): Promise<string> {
  if (!REFUSABLE_STEPS.has(step)) return nextStepPath(step);
  try {
    const verification = await getVerificationStatus();
    // A failed read goes home, whose gate asks again, reports the failure and finds the open step.
    if (!verification.ok) return paths.home;
    if (!verification.data.review) return nextStepPath(step);
    const verificationStep = firstPendingStep(VERIFICATION_STEPS, verification.data);
    if (verificationStep) return verificationStep.path;
    const profile = await getProfileStatus();
    if (!profile.ok) return paths.home;
    return firstPendingStep(ONBOARDING_STEPS, profile.data)?.path ?? paths.home;
  } catch {
    return paths.home;
  }
}
