import { describe, expect, it } from 'vitest';
import { faceMatchOfSelfie, nameOnDocument } from './verdicts';

describe('the name read from a document', () => {
  it('is the line after the Name label on a PAN card', () => {
    const text = 'INCOME TAX DEPARTMENT\nGOVT. OF INDIA\nName\nRAHUL KUMAR\nPermanent Account Number\nABCPK1234F';
    expect(nameOnDocument(text)).toBe('RAHUL KUMAR');
  });

  it('is the first capitalised name-like line when there is no label, and null when nothing reads as a name', () => {
    expect(nameOnDocument('INCOME TAX DEPARTMENT\nPRIYA RAO\nFATHERS NAME\nSURESH RAO')).toBe('PRIYA RAO');
    expect(nameOnDocument('INCOME TAX DEPARTMENT\nGOVT. OF INDIA\n1234')).toBeNull();
    expect(nameOnDocument('')).toBeNull();
  });
});

describe('the face check of a selfie not taken live', () => {
  it('is no MATCH by itself: staff look instead, while every other verdict stands', () => {
    expect(faceMatchOfSelfie('MATCH', false)).toBe('UNCERTAIN');
    expect(faceMatchOfSelfie('MISMATCH', false)).toBe('MISMATCH');
    expect(faceMatchOfSelfie('NO_FACE', false)).toBe('NO_FACE');
    expect(faceMatchOfSelfie('UNCERTAIN', false)).toBe('UNCERTAIN');
    expect(faceMatchOfSelfie('MATCH', true)).toBe('MATCH');
  });
});
