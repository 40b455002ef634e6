/**
 * From measurements to verdicts: pure functions over what the checker's child found, so the rules are read
 * and tested apart from the models.
 */
import type { DocumentVerdict, FaceMatchVerdict } from '../../../contract/enums';
import type { AdminChecks } from '../../../contract/schemas/profile';
import type { CheckAnalysis, FaceBox } from './types';

/**
 * Face descriptor distances (Euclidean, face-api's 128-d descriptor; smaller is more alike). Measured on this
 * machine once, with the models of this package version (the screenshot comes from the @vladmandic/human package,
 * which is not a dependency; two of its faces are committed in server/eval/checks/faces/):
 * - the same man in 16 different photos (the face-match screenshot that ships in @vladmandic/human, faces
 *   about 100 px): pairwise 0.16-0.45, median 0.35;
 * - different people (the 21 faces of @vladmandic/face-api's six demo photos, and each of them against the
 *   man): 605 pairs, smallest 0.455, 1st percentile 0.555, 5th 0.627, median 0.773.
 * So up to 0.40 every pair measured was one person and no pair of two people came below 0.455: MATCH. Above
 * 0.55 lie 99 % of the pairs of two people and no pair of one person: MISMATCH. Between them staff look.
 */
export const FACE_MATCH_MAX_DISTANCE = 0.4;
export const FACE_MISMATCH_MIN_DISTANCE = 0.55;

/** A selfie's face must fill at least this share of the picture's width or height to be checked by a person. */
export const MIN_SELFIE_FACE_FRACTION = 0.15;

/** Hamming distance (of 256 bits) up to which two pictures are the same picture (re-encoded, resized, mirrored). */
export const DUPLICATE_MAX_BITS = 24;

/** The verdict for one distance between the selfie and a photo's nearest face. */
export function faceVerdict(distance: number): Exclude<FaceMatchVerdict, 'NO_FACE'> {
  if (distance <= FACE_MATCH_MAX_DISTANCE) return 'MATCH';
  if (distance > FACE_MISMATCH_MIN_DISTANCE) return 'MISMATCH';
  return 'UNCERTAIN';
}

const SEVERITY: Record<FaceMatchVerdict, number> = { MATCH: 0, UNCERTAIN: 1, NO_FACE: 2, MISMATCH: 3 };

/** The selfie against every photo with a face: the worst verdict of them, NO_FACE when nothing compares. */
export function faceMatch(analysis: Pick<CheckAnalysis, 'selfieFaces' | 'photos'>): FaceMatchVerdict {
  if (!analysis.selfieFaces || analysis.selfieFaces.length !== 1) return 'NO_FACE';
  const verdicts = analysis.photos.flatMap((photo) => (photo.distance === null ? [] : [faceVerdict(photo.distance)]));
  if (verdicts.length === 0) return 'NO_FACE';
  return verdicts.reduce((worst, next) => (SEVERITY[next] > SEVERITY[worst] ? next : worst));
}

/**
 * Verification without a camera: a selfie chosen from files may be any photo, even one of the profile's own, so
 * its likeness to the photos passes nothing by itself; staff look (UNCERTAIN) instead.
 */
export function faceMatchOfSelfie(verdict: FaceMatchVerdict, live: boolean): FaceMatchVerdict {
  return !live && verdict === 'MATCH' ? 'UNCERTAIN' : verdict;
}

/** The warning staff read beside the checks of a selfie not taken live. */
export const NOT_LIVE_WARNING = 'The selfie was chosen from files, not taken live with the camera.';

export function selfieFaceTooSmall(faces: FaceBox[]): boolean {
  return faces.length === 1 && Math.max(faces[0]!.width, faces[0]!.height) < MIN_SELFIE_FACE_FRACTION;
}

/** Letters and digits OCR confuses, read back as what a document number's position needs. */
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };

function coerce(text: string, pattern: string): string | null {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = text[i]!;
    if (pattern[i] === 'A') out += /[A-Z]/.test(c) ? c : (AS_LETTER[c] ?? '?');
    else out += /[0-9]/.test(c) ? c : (AS_DIGIT[c] ?? '?');
  }
  return out.includes('?') ? null : out;
}

const LAYOUTS = { PAN: 'AAAAA0000A', PASSPORT: 'A0000000' } as const;

/** Every document number of the type that the read text could hold, with OCR's usual confusions undone. */
export function numberCandidates(text: string, type: keyof typeof LAYOUTS): string[] {
  const layout = LAYOUTS[type];
  const found = new Set<string>();
  for (const token of text.toUpperCase().split(/[^A-Z0-9]+/)) {
    for (let start = 0; start + layout.length <= token.length; start++) {
      const candidate = coerce(token.slice(start, start + layout.length), layout);
      if (candidate) found.add(candidate);
    }
  }
  return [...found];
}

/** MATCH when one read number is the typed one (compared through its keyed hash), MISMATCH when others were read. */
export function documentNumberVerdict(candidates: string[], isTyped: (candidate: string) => boolean): DocumentVerdict {
  if (candidates.length === 0) return 'UNREADABLE';
  return candidates.some(isTyped) ? 'MATCH' : 'MISMATCH';
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 4) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** The profile's first and last name on the document (one misread letter allowed in names of 4+ letters). */
export function documentNameVerdict(text: string, firstName: string | null, lastName: string | null): DocumentVerdict {
  const words = text.toUpperCase().match(/[A-Z]{2,}/g) ?? [];
  if (words.length < 3) return 'UNREADABLE';
  const names = [firstName, lastName]
    .flatMap((name) => (name ?? '').toUpperCase().match(/[A-Z]+/g) ?? [])
    .filter((name) => name.length >= 2);
  if (names.length === 0) return 'UNREADABLE';
  return names.every((name) => words.some((word) => withinOneEdit(word, name))) ? 'MATCH' : 'MISMATCH';
}

/** Words printed on every card that are never the holder's name. */
const CARD_WORDS = new Set(
  'INCOME TAX DEPARTMENT GOVT GOVERNMENT OF INDIA PERMANENT ACCOUNT NUMBER CARD REPUBLIC PASSPORT SIGNATURE FATHER FATHERS NAME DATE BIRTH TYPE CODE NATIONALITY INDIAN SURNAME GIVEN NAMES SEX PLACE ISSUE EXPIRY'.split(
    ' ',
  ),
);

/**
 * The holder's name as read from a document, for staff to compare with the profile's: the first line after a
 * "Name" label, else the first line of two to four capitalised words that are not the card's own printing.
 * Null when nothing like a name was read.
 */
export function nameOnDocument(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/[^A-Za-z .]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const looksLikeName = (line: string) => {
    const words = line.toUpperCase().match(/[A-Z]{2,}/g) ?? [];
    return (
      words.length >= 2 &&
      words.length <= 4 &&
      words.every((word) => !CARD_WORDS.has(word)) &&
      line === line.toUpperCase()
    );
  };
  const label = lines.findIndex((line) => /^(name|given names?)$/i.test(line));
  const afterLabel = label >= 0 ? lines.slice(label + 1).find(looksLikeName) : undefined;
  const name = afterLabel ?? lines.find(looksLikeName);
  return name ? name.slice(0, 120) : null;
}

/** A PAN's own letters: the fourth is P for a person, the fifth is normally the surname's initial. */
export function panFormatWarnings(number: string, lastName: string | null): string[] {
  const warnings: string[] = [];
  if (number[3] !== 'P') warnings.push(`PAN's fourth letter is ${number[3]}, not P (a person's PAN).`);
  const initial = lastName?.trim()[0]?.toUpperCase();
  if (initial && number[4] !== initial)
    warnings.push(`PAN's fifth letter ${number[4]} is not the surname's initial ${initial}.`);
  return warnings;
}

/** How much a reviewer should look first, 0-100: the sum of what each finding weighs. */
export function riskOf(checks: Omit<AdminChecks, 'status' | 'risk'>): number {
  let risk = 0;
  if (checks.selfieFaces !== 1) risk += 25;
  risk += { MATCH: 0, UNCERTAIN: 15, NO_FACE: 20, MISMATCH: 45 }[checks.faceMatch ?? 'NO_FACE'];
  risk += { MATCH: 0, UNREADABLE: 10, MISMATCH: 35 }[checks.documentNumber ?? 'UNREADABLE'];
  risk += { MATCH: 0, UNREADABLE: 5, MISMATCH: 20 }[checks.documentName ?? 'UNREADABLE'];
  risk += Math.min(2, checks.duplicates?.length ?? 0) * 40;
  risk += Math.min(3, checks.warnings?.length ?? 0) * 5;
  return Math.min(100, risk);
}
