import { describe, expect, it } from 'vitest';
import type { ProfileStatus } from '../../contract/schemas/profile';
import type { VerificationStatus } from '../../contract/schemas/verification';
import { firstPendingStep, nextStepPath, ONBOARDING_STEPS, stepPosition, VERIFICATION_STEPS } from './wizard-steps';

const verified: VerificationStatus = {
  contact: { email: 'VERIFIED', phoneNumber: 'VERIFIED' },
  identity: { image: 'VERIFIED', id: 'VERIFIED' },
};
const done: ProfileStatus = {
  name: 'DONE',
  basicDetails: 'DONE',
  lifestyleDetails: 'DONE',
  familyDetails: 'DONE',
  aboutMe: 'DONE',
  images: 'DONE',
  profession: 'DONE',
};

describe('wizard step tables', () => {
  it('lists the verification steps in the order of spec 2 with their routes', () => {
    expect(VERIFICATION_STEPS.map((s) => [s.id, s.path])).toEqual([
      ['email', '/app/verification/email'],
      ['phone', '/app/verification/phone'],
      ['selfie', '/app/verification/selfie'],
      ['identity', '/app/verification/identity'],
    ]);
  });

  it('lists the onboarding steps in the order of spec 2 with their routes', () => {
    expect(ONBOARDING_STEPS.map((s) => [s.id, s.path])).toEqual([
      ['name', '/app/profile-onboarding/name'],
      ['basic-details', '/app/profile-onboarding/basic-details'],
      ['lifestyle-details', '/app/profile-onboarding/lifestyle-details'],
      ['family-details', '/app/profile-onboarding/family-details'],
      ['about-me', '/app/profile-onboarding/about-me'],
      ['photos', '/app/profile-onboarding/photos'],
      ['profession', '/app/profile-onboarding/profession'],
    ]);
  });

  it('reads each verification step from its own status field', () => {
    const cases: Array<[string, VerificationStatus]> = [
      ['email', { ...verified, contact: { email: 'INIT', phoneNumber: 'VERIFIED' } }],
      ['phone', { ...verified, contact: { email: 'VERIFIED', phoneNumber: 'INIT' } }],
      ['selfie', { ...verified, identity: { image: 'INIT', id: 'VERIFIED' } }],
      ['identity', { ...verified, identity: { image: 'VERIFIED', id: 'INIT' } }],
    ];
    for (const [id, status] of cases) {
      expect(VERIFICATION_STEPS.filter((s) => !s.isDone(status)).map((s) => s.id)).toEqual([id]);
    }
    expect(firstPendingStep(VERIFICATION_STEPS, verified)).toBeUndefined();
  });

  it('reads each onboarding step from its own status field', () => {
    const fields: Array<[string, keyof ProfileStatus]> = [
      ['name', 'name'],
      ['basic-details', 'basicDetails'],
      ['lifestyle-details', 'lifestyleDetails'],
      ['family-details', 'familyDetails'],
      ['about-me', 'aboutMe'],
      ['photos', 'images'],
      ['profession', 'profession'],
    ];
    for (const [id, field] of fields) {
      const status = { ...done, [field]: 'INIT' };
      expect(ONBOARDING_STEPS.filter((s) => !s.isDone(status)).map((s) => s.id)).toEqual([id]);
    }
    expect(firstPendingStep(ONBOARDING_STEPS, done)).toBeUndefined();
  });

  it('finds the first INIT step when several are pending', () => {
    const status: VerificationStatus = {
      contact: { email: 'VERIFIED', phoneNumber: 'INIT' },
      identity: { image: 'VERIFIED', id: 'INIT' },
    };
    expect(firstPendingStep(VERIFICATION_STEPS, status)?.id).toBe('phone');
    expect(firstPendingStep(ONBOARDING_STEPS, { ...done, aboutMe: 'INIT', name: 'INIT' })?.id).toBe('name');
  });

  it('chains every step to the next, identity to name and profession to home', () => {
    expect(nextStepPath('email')).toBe('/app/verification/phone');
    expect(nextStepPath('phone')).toBe('/app/verification/selfie');
    expect(nextStepPath('selfie')).toBe('/app/verification/identity');
    expect(nextStepPath('identity')).toBe('/app/profile-onboarding/name');
    expect(nextStepPath('name')).toBe('/app/profile-onboarding/basic-details');
    expect(nextStepPath('basic-details')).toBe('/app/profile-onboarding/lifestyle-details');
    expect(nextStepPath('lifestyle-details')).toBe('/app/profile-onboarding/family-details');
    expect(nextStepPath('family-details')).toBe('/app/profile-onboarding/about-me');
    expect(nextStepPath('about-me')).toBe('/app/profile-onboarding/photos');
    expect(nextStepPath('photos')).toBe('/app/profile-onboarding/profession');
    // Spec 4: the last of the spec's steps still goes home; home's gate then finds the background step.
    expect(nextStepPath('profession')).toBe('/app/home');
    expect(nextStepPath('background')).toBe('/app/home');
  });

  it('tells where a step stands within its wizard', () => {
    expect(stepPosition('email')).toEqual({ wizard: 'verification', number: 1, total: 4 });
    expect(stepPosition('identity')).toEqual({ wizard: 'verification', number: 4, total: 4 });
    expect(stepPosition('name')).toEqual({ wizard: 'onboarding', number: 1, total: 8 });
    expect(stepPosition('profession')).toEqual({ wizard: 'onboarding', number: 7, total: 8 });
    expect(stepPosition('background')).toEqual({ wizard: 'onboarding', number: 8, total: 8 });
  });
});
