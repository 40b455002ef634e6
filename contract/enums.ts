/**
 * Option values, income slabs, degrees, page sizes and limits of the product
 * (spec sections 3 and 9). Plain constants: the app imports this file freely,
 * so it must stay free of zod, React and Node.
 */

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const HABIT_FREQUENCIES = ['NEVER', 'OCCASIONALLY', 'SOCIALLY', 'ALWAYS'] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

/** Spec 3: onboarding offers two food values; the profile page also offers Vegan. */
export const ONBOARDING_FOODS = ['VEGETARIAN', 'NON_VEGETARIAN'] as const;
export const PROFILE_FOODS = ['VEGETARIAN', 'NON_VEGETARIAN', 'VEGAN'] as const;
export type Food = (typeof PROFILE_FOODS)[number];

export const PETS = ['YES', 'NO'] as const;
export type Pets = (typeof PETS)[number];

export const RELIGIONS = [
  'HINDU',
  'BUDDHIST',
  'SIKH',
  'JAIN',
  'MUSLIM',
  'CHRISTIAN',
  'JEW',
  'ZOROASTRIAN',
  'BAHAI',
  'OTHER',
] as const;
export type Religion = (typeof RELIGIONS)[number];

export const RELIGIOUS_LEVELS = ['CONSERVATIVE', 'MODERATE', 'AGNOSTIC', 'ATHEIST'] as const;
export type ReligiousLevel = (typeof RELIGIOUS_LEVELS)[number];

export const FATHERS_OCCUPATIONS = ['PRIVATE SERVICE', 'GOVT SERVICE', 'BUSINESS', 'RETIRED'] as const;
export const MOTHERS_OCCUPATIONS = [...FATHERS_OCCUPATIONS, 'HOUSE WIFE'] as const;
export type FathersOccupation = (typeof FATHERS_OCCUPATIONS)[number];
export type MothersOccupation = (typeof MOTHERS_OCCUPATIONS)[number];

/** Spec 3: the onboarding languages, sent as uppercase values. */
export const ONBOARDING_LANGUAGES = [
  'ASSAMESE',
  'BENGALI',
  'BODO',
  'DOGRI',
  'GUJARATI',
  'HINDI',
  'KANNADA',
  'KASHMIRI',
  'KONKANI',
  'MAITHILI',
  'MALAYALAM',
  'MANIPURI',
  'MARATHI',
  'NEPALI',
  'ORIYA',
  'PUNJABI',
  'SANSKRIT',
  'SANTHALI',
  'SINDHI',
  'TAMIL',
  'TELUGU',
  'URDU',
  'ENGLISH',
] as const;
/** Spec 3: the profile page offers only these. */
export const PROFILE_LANGUAGES = ['HINDI', 'ENGLISH', 'OTHER'] as const;
export const ALL_LANGUAGES = [...ONBOARDING_LANGUAGES, 'OTHER'] as const;
export type Language = (typeof ALL_LANGUAGES)[number];

export const DOCUMENT_TYPES = ['PAN', 'PASSPORT'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const VERIFICATION_STATES = ['INIT', 'VERIFIED'] as const;

/** Where a member's profile stands with staff (GET /verification/status `review`). */
export const REVIEW_STATUSES = ['WAITING', 'PUBLISHED', 'REFUSED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why staff refused a profile (POST /profile/refuse); each reopens the step it names. */
export const REFUSAL_REASONS = [
  'SELFIE_UNCLEAR',
  'FACE_MISMATCH',
  'DOCUMENT_UNREADABLE',
  'DOCUMENT_NUMBER_MISMATCH',
  'DOCUMENT_NOT_OWN',
  'PHOTO_NOT_OWN',
  'OTHER',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
/**
 * What each refusal reason asks of the member, in plain words: the refused screen, the refusal's email and its
 * notification all say the same.
 */
export const REFUSAL_TEXTS: Record<RefusalReason, string> = {
  SELFIE_UNCLEAR: 'We could not see your face clearly in your selfie. Please take a new one.',
  FACE_MISMATCH:
    'The face in your selfie does not look like the person in your profile photos. Please take a new selfie.',
  DOCUMENT_UNREADABLE: 'We could not read your identity document. Please upload a new picture of it.',
  DOCUMENT_NUMBER_MISMATCH:
    'The number on your identity document is not the number you typed. Please check the number and upload the document again.',
  DOCUMENT_NOT_OWN: 'The identity document does not seem to be yours. Please upload your own PAN card or passport.',
  PHOTO_NOT_OWN: 'Some of your profile photos do not seem to be of you. Please upload photos of yourself.',
  OTHER: 'Our team needs something else from you; please read their note.',
};

/** Verdicts of the automatic checks (staff only). */
export const FACE_MATCH_VERDICTS = ['MATCH', 'UNCERTAIN', 'MISMATCH', 'NO_FACE'] as const;
export type FaceMatchVerdict = (typeof FACE_MATCH_VERDICTS)[number];
export const DOCUMENT_VERDICTS = ['MATCH', 'MISMATCH', 'UNREADABLE'] as const;
export type DocumentVerdict = (typeof DOCUMENT_VERDICTS)[number];
export const DUPLICATE_KINDS = ['photo', 'selfie', 'document'] as const;

/** Trust badges other members see on a profile. */
export const BADGES = ['ID_VERIFIED', 'PHOTO_VERIFIED', 'DEGREE_DOCUMENT', 'INCOME_DOCUMENT'] as const;
export type Badge = (typeof BADGES)[number];

/** Profile step status: INIT until done. */
export const STEP_STATES = ['INIT', 'DONE'] as const;

/** Spec 3 and 9: income slabs in lakhs per annum; null means "no bound". */
export const INCOME_SLABS = [
  { value: 'NO_INCOME', label: 'No Income', min: null, max: null },
  { value: '0_5_LPA', label: '0-5 LPA', min: 0, max: 5 },
  { value: '5_10_LPA', label: '5-10 LPA', min: 5, max: 10 },
  { value: '10_20_LPA', label: '10-20 LPA', min: 10, max: 20 },
  { value: '20_50_LPA', label: '20-50 LPA', min: 20, max: 50 },
  { value: '50_100_LPA', label: '50-100 LPA', min: 50, max: 100 },
  { value: '100_PLUS_LPA', label: '100+ LPA', min: 100, max: null },
] as const;
export type IncomeSlab = (typeof INCOME_SLABS)[number]['value'];
export const INCOME_SLAB_VALUES = INCOME_SLABS.map((s) => s.value) as [IncomeSlab, ...IncomeSlab[]];

/** Spec 3: any min/max pair that matches no slab reads as No Income. */
export function rangeToSlab(min: number | null | undefined, max: number | null | undefined): IncomeSlab {
  const lo = min ?? null;
  const hi = max ?? null;
  const slab = INCOME_SLABS.find((s) => s.min === lo && s.max === hi);
  return slab ? slab.value : 'NO_INCOME';
}

export function slabToRange(slab: IncomeSlab): { min: number | null; max: number | null } {
  const found = INCOME_SLABS.find((s) => s.value === slab) ?? INCOME_SLABS[0];
  return { min: found.min, max: found.max };
}

/**
 * Highest degree offered during onboarding: bachelor, master, doctoral and
 * professional degrees. The original list repeats a few entries; repeats are
 * dropped here because a select cannot tell two equal options apart.
 */
export const ONBOARDING_DEGREES = [
  'BA',
  'BSc',
  'BCom',
  'BBA',
  'BCA',
  'BTech',
  'BE',
  'BArch',
  'BDes',
  'BFA',
  'BEd',
  'BPharm',
  'BDS',
  'BHMS',
  'BAMS',
  'BUMS',
  'BPT',
  'BVSc',
  'BSc Nursing',
  'LLB',
  'MBBS',
  'MA',
  'MSc',
  'MCom',
  'MBA',
  'MCA',
  'MTech',
  'ME',
  'MArch',
  'MDes',
  'MFA',
  'MEd',
  'MPharm',
  'MDS',
  'MD',
  'MS',
  'MPT',
  'MVSc',
  'LLM',
  'CA',
  'CS',
  'ICWA',
  'MPhil',
  'PhD',
  'DM',
  'MCh',
  'JD',
] as const;

/** Spec 2: the profile page lists more degrees than onboarding, including diplomas and certificates. */
export const PROFILE_DEGREES = [
  ...ONBOARDING_DEGREES,
  'Diploma in Engineering',
  'Diploma in Computer Applications',
  'Diploma in Nursing',
  'Diploma in Pharmacy',
  'Diploma in Education',
  'Diploma in Hotel Management',
  'Diploma in Fashion Design',
  'Diploma in Business Management',
  'Post Graduate Diploma',
  'PGDM',
  'Certificate in Accounting',
  'Certificate in Computer Science',
  'Certificate in Teaching',
  'Certificate in Nursing',
  'Certificate in Digital Marketing',
  'Certificate in Data Science',
  'Certificate in Design',
  'ITI Certificate',
] as const;

export type Degree = (typeof PROFILE_DEGREES)[number];

/**
 * Each degree's education level, as matching compares them: 1 diploma or certificate,
 * 2 bachelor, 3 master or professional, 4 doctorate.
 */
export const DEGREE_LEVELS: Readonly<Record<Degree, 1 | 2 | 3 | 4>> = {
  // bachelor's degrees
  BA: 2,
  BSc: 2,
  BCom: 2,
  BBA: 2,
  BCA: 2,
  BTech: 2,
  BE: 2,
  BArch: 2,
  BDes: 2,
  BFA: 2,
  BEd: 2,
  BPharm: 2,
  BDS: 2,
  BHMS: 2,
  BAMS: 2,
  BUMS: 2,
  BPT: 2,
  BVSc: 2,
  'BSc Nursing': 2,
  LLB: 2,
  // master's and professional degrees
  MBBS: 3,
  MA: 3,
  MSc: 3,
  MCom: 3,
  MBA: 3,
  MCA: 3,
  MTech: 3,
  ME: 3,
  MArch: 3,
  MDes: 3,
  MFA: 3,
  MEd: 3,
  MPharm: 3,
  MDS: 3,
  MD: 3,
  MS: 3,
  MPT: 3,
  MVSc: 3,
  LLM: 3,
  CA: 3,
  CS: 3,
  ICWA: 3,
  MPhil: 3,
  JD: 3,
  'Post Graduate Diploma': 3,
  PGDM: 3,
  // doctorates
  PhD: 4,
  DM: 4,
  MCh: 4,
  // diplomas and certificates
  'Diploma in Engineering': 1,
  'Diploma in Computer Applications': 1,
  'Diploma in Nursing': 1,
  'Diploma in Pharmacy': 1,
  'Diploma in Education': 1,
  'Diploma in Hotel Management': 1,
  'Diploma in Fashion Design': 1,
  'Diploma in Business Management': 1,
  'Certificate in Accounting': 1,
  'Certificate in Computer Science': 1,
  'Certificate in Teaching': 1,
  'Certificate in Nursing': 1,
  'Certificate in Digital Marketing': 1,
  'Certificate in Data Science': 1,
  'Certificate in Design': 1,
  'ITI Certificate': 1,
};

/** Spec 9: page sizes. */
export const PAGE_SIZES = {
  activity: 5,
  chatChannels: 10,
  chatHistory: 20,
  /** The notification centre (an addition to the spec). */
  notifications: 20,
} as const;

/** Spec 5 and 9: photo and file limits. */
export const MAX_PHOTOS = 6;
/** Each image must be strictly under this many bytes. */
export const MAX_IMAGE_BYTES = 5242880;
export const MIN_ABOUT_FAMILY_WORDS = 20;
export const MIN_ABOUT_ME_WORDS = 30;
/** Date of birth minimum, as an ISO date; the maximum is today. */
export const MIN_DOB_ISO = '1960-01-01';
export const MAX_INCHES = 11;
export const COUNTRY_CODES = [{ code: '+91', country: 'India' }] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];

/** Spec 9: toast durations and how many are kept. */
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

/** Spec 9: geolocation request. */
export const GEOLOCATION_TIMEOUT_MS = 10000;

/** Words are split on whitespace (spec 5). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export { ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE } from './admin-request';

/** The top of the compatibility score a feed entry may carry (beyond the spec). */
export const COMPATIBILITY_MAX = 100;

/** Why a member reports another, with the words the report dialog shows. */
export const REPORT_REASONS = [
  'FAKE_PROFILE',
  'ASKS_FOR_MONEY',
  'HARASSMENT',
  'INAPPROPRIATE_PHOTOS',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  FAKE_PROFILE: 'Fake profile',
  ASKS_FOR_MONEY: 'Asks for money',
  HARASSMENT: 'Harassment',
  INAPPROPRIATE_PHOTOS: 'Inappropriate photos',
  OTHER: 'Other',
};

/**
 * The privacy notice members agree to at sign-up; the server records this version with the account.
 * Change the version whenever the notice's text changes (src/components/privacy-notice.tsx).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11';
/** Where members write with a grievance or an appeal against a suspension. */
export const GRIEVANCE_EMAIL = 'grievance@matrimony.example';
/** The word typed to confirm deleting an account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/**
 * Partner preferences: education levels a member may ask for at least, in
 * order; each is DEGREE_LEVELS' number minus one (DIPLOMA is level 1).
 */
export const EDUCATION_LEVELS = ['DIPLOMA', 'BACHELOR', 'MASTER', 'DOCTORATE'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The fields of partner preferences, each of which may be marked a dealbreaker. */
export const PREFERENCE_FIELDS = [
  'ageRange',
  'heightRange',
  'religions',
  'religious',
  'smoking',
  'drinking',
  'food',
  'languages',
  'minEducation',
  'incomeSlabs',
  'countries',
  'cities',
  // The family fields (the profile's background and the horoscope).
  'maritalStatuses',
  'motherTongues',
  'communities',
  'manglik',
  'minGuna',
] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

/** Partner preferences: the ages a member may ask for, in years. */
export const PREFERENCE_AGE_MIN = 21;
export const PREFERENCE_AGE_MAX = 80;
/** Partner preferences: heights in inches, as the profile stores them. */
export const PREFERENCE_HEIGHT_MIN = 30;
export const PREFERENCE_HEIGHT_MAX = 108;

/** How each preference field is named to members (the own-profile section, pool advice, errors). */
export const PREFERENCE_FIELD_LABELS: Record<PreferenceField, string> = {
  ageRange: 'Age',
  heightRange: 'Height',
  religions: 'Religion',
  religious: 'How religious',
  smoking: 'Smoking',
  drinking: 'Drinking',
  food: 'Food',
  languages: 'Languages',
  minEducation: 'Education',
  incomeSlabs: 'Income',
  countries: 'Country',
  cities: 'City',
  maritalStatuses: 'Marital status',
  motherTongues: 'Mother tongue',
  communities: 'Community',
  manglik: 'Manglik',
  minGuna: 'Guna match',
};

export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  DIPLOMA: 'Diploma',
  BACHELOR: "Bachelor's degree",
  MASTER: "Master's degree",
  DOCTORATE: 'Doctorate',
};

/** Fewer members than this fit a member's dealbreakers both ways: the member is told what to widen. */
export const PARTNER_POOL_FEW = 5;
/** Live updates (GET /api/events): the server writes a heartbeat comment at least this often (ms). */
export const EVENTS_HEARTBEAT_MS = 15_000;
/** A client that hears nothing, not even a heartbeat, for this long takes the stream for dead and reconnects. */
export const EVENTS_SILENCE_MS = 40_000;
