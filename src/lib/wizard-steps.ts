import type { ProfileStatus } from '../../contract/schemas/profile';
import type { VerificationStatus } from '../../contract/schemas/verification';
import { paths } from './paths';

/**
 * The verification and onboarding wizards as ordered data (spec 2 and 4).
 * Home's gate walks these tables to find the first step still INIT, and each
 * step asks `nextStepPath` where to go once it is saved, so the order lives in
 * one place only.
 */
export interface WizardStep<Status> {
  id: string;
  path: string;
  /** Spec 4: a step is pending while its status is INIT; any other value means done. */
  isDone: (status: Status) => boolean;
}

export const VERIFICATION_STEPS = [
  { id: 'email', path: paths.verification.email, isDone: (s: VerificationStatus) => s.contact.email !== 'INIT' },
  { id: 'phone', path: paths.verification.phone, isDone: (s: VerificationStatus) => s.contact.phoneNumber !== 'INIT' },
  { id: 'selfie', path: paths.verification.selfie, isDone: (s: VerificationStatus) => s.identity.image !== 'INIT' },
  { id: 'identity', path: paths.verification.identity, isDone: (s: VerificationStatus) => s.identity.id !== 'INIT' },
] as const satisfies readonly WizardStep<VerificationStatus>[];

export const ONBOARDING_STEPS = [
  { id: 'name', path: paths.onboarding.name, isDone: (s: ProfileStatus) => s.name !== 'INIT' },
  { id: 'basic-details', path: paths.onboarding.basicDetails, isDone: (s: ProfileStatus) => s.basicDetails !== 'INIT' },
  {
    id: 'lifestyle-details',
    path: paths.onboarding.lifestyleDetails,
    isDone: (s: ProfileStatus) => s.lifestyleDetails !== 'INIT',
  },
  {
    id: 'family-details',
    path: paths.onboarding.familyDetails,
    isDone: (s: ProfileStatus) => s.familyDetails !== 'INIT',
  },
  { id: 'about-me', path: paths.onboarding.aboutMe, isDone: (s: ProfileStatus) => s.aboutMe !== 'INIT' },
  { id: 'photos', path: paths.onboarding.photos, isDone: (s: ProfileStatus) => s.images !== 'INIT' },
  { id: 'profession', path: paths.onboarding.profession, isDone: (s: ProfileStatus) => s.profession !== 'INIT' },
] as const satisfies readonly WizardStep<ProfileStatus>[];

/**
 * Asked after the spec's seven steps, which stay as the spec has them (the last one still goes home): what
 * families filter on first (who the profile is for, marital status, mother tongue; the horoscope if the
 * member likes). Home's gate sends a member here while the profile is not yet published and this is not
 * given; members already published are asked by a card on Home instead. Saved, it goes home.
 */
export const BACKGROUND_STEP = { id: 'background', path: paths.onboarding.background } as const;

/** Has the member given the background (marital status is required, so it stands for the whole)? */
export function hasBackground(profile: { background?: { maritalStatus: string | null } | null }): boolean {
  return Boolean(profile.background?.maritalStatus);
}

export type VerificationStepId = (typeof VERIFICATION_STEPS)[number]['id'];
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'] | typeof BACKGROUND_STEP.id;
export type StepId = VerificationStepId | OnboardingStepId;

/** The first step whose status is still INIT, or undefined when all are done. */
export function firstPendingStep<Status>(
  steps: readonly WizardStep<Status>[],
  status: Status,
): WizardStep<Status> | undefined {
  return steps.find((step) => !step.isDone(status));
}

const ALL_STEP_IDS: readonly StepId[] = [...VERIFICATION_STEPS, ...ONBOARDING_STEPS].map((step) => step.id);
const ALL_STEP_PATHS: readonly string[] = [...VERIFICATION_STEPS, ...ONBOARDING_STEPS].map((step) => step.path);

/**
 * Where a step goes once saved (spec 4): the next verification step, from
 * identity on to the first onboarding step, and from the last onboarding step
 * to home.
 */
export function nextStepPath(currentId: StepId): string {
  if (currentId === BACKGROUND_STEP.id) return paths.home;
  const index = ALL_STEP_IDS.indexOf(currentId);
  return ALL_STEP_PATHS[index + 1] ?? paths.home;
}

/** Where a step stands within its own wizard, for the progress shown on each screen. */
export function stepPosition(id: StepId): { wizard: 'verification' | 'onboarding'; number: number; total: number } {
  const verificationIndex = VERIFICATION_STEPS.findIndex((step) => step.id === id);
  if (verificationIndex >= 0) {
    return { wizard: 'verification', number: verificationIndex + 1, total: VERIFICATION_STEPS.length };
  }
  // The background step counts as the onboarding's last.
  const total = ONBOARDING_STEPS.length + 1;
  const onboardingIndex = ONBOARDING_STEPS.findIndex((step) => step.id === id);
  return { wizard: 'onboarding', number: onboardingIndex >= 0 ? onboardingIndex + 1 : total, total };
}
