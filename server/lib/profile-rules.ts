import { MIN_DOB_ISO, PROFILE_DEGREES, type Gender } from '../../contract/enums';
import { badRequest } from './errors';

export const DOB_RANGE_MESSAGE = 'Date of birth must be between 01/01/1960 and today.';
export const DOB_INVALID_MESSAGE = 'Please enter a valid date of birth (MM/dd/yyyy).';

/** The legal age of marriage in India, which is higher for men: no one younger may register. */
export function minimumAge(gender: Gender): number {
  return gender === 'MALE' ? 21 : 18;
}

export function tooYoungMessage(gender: Gender): string {
  return gender === 'MALE'
    ? 'You must be at least 21 years old to register (the legal age of marriage for men).'
    : 'You must be at least 18 years old to register (the legal age of marriage).';
}

function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Spec 5: MM/dd/yyyy, a real calendar date from 1 Jan 1960 to today; answers the ISO date. */
export function parseDob(text: string, now = new Date()): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) throw badRequest(DOB_INVALID_MESSAGE);
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) throw badRequest(DOB_INVALID_MESSAGE);
  if (iso < MIN_DOB_ISO || iso > todayIso(now)) throw badRequest(DOB_RANGE_MESSAGE);
  return iso;
}

/** Whole years from an ISO date of birth to today (UTC). */
export function ageOn(dobIso: string, now = new Date()): number {
  const [year, month, day] = dobIso.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function assertMarriageableAge(dobIso: string, gender: Gender, now = new Date()): void {
  if (ageOn(dobIso, now) < minimumAge(gender)) throw badRequest(tooYoungMessage(gender));
}

/** Spec 5 wording of the profession step. */
export const PROFESSION_MESSAGES = {
  degree: 'Please select your highest degree.',
  degreeFile: 'Please upload an image of your highest degree certificate.',
  college: 'Please enter the name of your college/institution.',
  incomeFile: 'Please upload your income proof or change your income slab to No Income.',
  workplace: 'Please enter your current workplace.',
} as const;

export interface ProfessionAnswers {
  degree: string;
  college: string;
  workplace: string;
  /** A degree certificate comes with this save or is stored already. */
  hasDegreeFile: boolean;
  /** The first problem of the other fields as the screen sends them (the income as a range or a slab), or null. */
  fieldsProblem: string | null;
  /** The income chosen is not No Income (read only once fieldsProblem is null). */
  needsIncomeProof: boolean;
  /** An income proof comes with this save or is stored already. */
  hasIncomeProof: boolean;
}

/**
 * Spec 5: the profession step's checks in the spec's order, for onboarding and the profile page alike;
 * the first failing one's message, or null.
 */
export function firstProfessionProblem(answers: ProfessionAnswers): string | null {
  if (!answers.degree || !(PROFILE_DEGREES as readonly string[]).includes(answers.degree))
    return PROFESSION_MESSAGES.degree;
  if (!answers.hasDegreeFile) return PROFESSION_MESSAGES.degreeFile;
  if (!answers.college) return PROFESSION_MESSAGES.college;
  if (answers.fieldsProblem) return answers.fieldsProblem;
  if (answers.needsIncomeProof && !answers.hasIncomeProof) return PROFESSION_MESSAGES.incomeFile;
  if (!answers.workplace) return PROFESSION_MESSAGES.workplace;
  return null;
}
