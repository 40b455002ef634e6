import { countWords, rangeToSlab } from '../../../contract/enums';
import type { PartnerPool, PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import type { OwnCounts, OwnProfile } from '../../repositories/assistant';

export type { OwnCounts, OwnProfile } from '../../repositories/assistant';

/**
 * The signed-in caller's own data, the only personal data the assistant ever
 * reads (nothing of any other member). Each part is read only when a question
 * needs it.
 */
export interface AssistantMember {
  id: string;
  /** The caller's own profile, verification and publication; null when they have no profile. */
  profile(): Promise<OwnProfile | null>;
  /** Pending requests (Activity) and chat channels (Messages) of the caller. */
  counts(): Promise<OwnCounts>;
  /**
   * The suggestion GET /feed/home would show the caller now: the first name
   * and the feed's own compatibility reasons, nothing more. Absent when the
   * server has no feed to ask.
   */
  suggestion?: () => Promise<CurrentSuggestion | null>;
  /** The caller's own partner preferences, through the service the profile page uses. Absent: not available. */
  preferences?: PreferencesAccess;
  /** Where a read-back of preferences awaits the caller's "yes", per chat. Absent: none is kept. */
  proposals?: ProposalStore;
}

/**
 * The read-back awaiting a "yes" in one of the caller's chats, kept in the database so that the "yes" may
 * reach any instance, or this one after a restart; it expires with the conversation.
 */
export interface ProposalStore {
  pending(chatSessionId: string): Promise<PartnerPreferences | undefined>;
  /** Keeps the chat's read-back, or drops it (undefined). */
  keep(chatSessionId: string, proposal: PartnerPreferences | undefined): Promise<void>;
}

/**
 * The caller's partner preferences, read and saved exactly as
 * GET/PUT /api/profile/partner-preferences and .../pool do (same service,
 * same validation). The assistant never reaches anyone else's.
 */
export interface PreferencesAccess {
  get(): Promise<PartnerPreferences>;
  /** Validates and replaces them; on bad input nothing is saved and errorMessage says why. */
  save(preferences: PartnerPreferences): Promise<{ ok: true; pool: PartnerPool } | { ok: false; errorMessage: string }>;
  pool(): Promise<PartnerPool>;
}

export interface CurrentSuggestion {
  firstName: string;
  reasons: string[];
}

/** Spec 4 gating order, as the member reads it. */
const VERIFICATION_STEPS: [keyof OwnProfile['verification'], string][] = [
  ['email', 'verify your email'],
  ['phone', 'verify your phone number'],
  ['selfie', 'take your selfie'],
  ['identity', 'upload your identity document (PAN card or passport)'],
];
const PROFILE_STEPS: [keyof OwnProfile['steps'], string][] = [
  ['name', 'add your name'],
  ['basic', 'add your basic details'],
  ['lifestyle', 'add your lifestyle details'],
  ['family', 'add your family details'],
  ['about', 'write your About Me'],
  ['photos', 'add your photos'],
  ['profession', 'add your professional details'],
];

/** The open verification and onboarding steps, in the order Home walks them. */
export function openSteps(profile: OwnProfile): string[] {
  return [
    ...VERIFICATION_STEPS.filter(([key]) => !profile.verification[key]).map(([, label]) => label),
    ...PROFILE_STEPS.filter(([key]) => !profile.steps[key]).map(([, label]) => label),
  ];
}

/**
 * An About Me shorter than this says little: the spec's minimum (spec 5) is
 * about two sentences; members decide from what they read, so the advice
 * asks for a few more sentences.
 */
export const USEFUL_ABOUT_ME_WORDS = 60;
/** Fewer photos than this make a profile look thin, well below the most a profile can show. */
export const USEFUL_PHOTO_COUNT = 3;

/** Profile-page sections and the fields each shows as 'Not Specified' when empty. */
const SECTION_FIELDS: [string, (keyof OwnProfile['fields'])[]][] = [
  ['Personal Details', ['dob', 'gender', 'height', 'weight']],
  ['Lifestyle Details', ['smoking', 'drinking', 'food', 'pets', 'religion', 'religious']],
  ['Family Details', ['fathersOccupation', 'mothersOccupation', 'languages', 'aboutMyFamily']],
  ['About Me', ['city', 'country']],
  ['Professional Details', ['degree', 'college', 'workplace']],
];
const FIELD_LABELS: Record<keyof OwnProfile['fields'], string> = {
  dob: 'date of birth',
  gender: 'gender',
  height: 'height',
  weight: 'weight',
  smoking: 'smoking',
  drinking: 'drinking',
  food: 'food preference',
  pets: 'pets',
  religion: 'religion',
  religious: 'how religious you are',
  fathersOccupation: "father's occupation",
  mothersOccupation: "mother's occupation",
  languages: 'languages you speak',
  aboutMyFamily: 'about your family',
  aboutMe: 'About Me',
  city: 'city',
  country: 'country',
  degree: 'highest degree',
  college: 'college',
  workplace: 'workplace',
  minIncome: 'income',
  maxIncome: 'income',
};

function isEmpty(value: string | number | string[] | null): boolean {
  if (value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** A gap of the member's own profile and the section of Profile where it is filled. */
export interface ProfileGap {
  text: string;
  section: string;
}

/** Concrete gaps of the member's own profile, most important first. */
export function profileGaps(profile: OwnProfile): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  const unfinished = PROFILE_STEPS.filter(([key]) => !profile.steps[key]).map(([, label]) => label);
  if (unfinished.length) {
    gaps.push({ text: `finish the missing sections: ${unfinished.join(', ')}`, section: 'Personal Details' });
  }
  for (const [section, keys] of SECTION_FIELDS) {
    const empty = keys.filter((key) => isEmpty(profile.fields[key]));
    if (empty.length) {
      gaps.push({
        text: `fill in ${empty.map((key) => FIELD_LABELS[key]).join(', ')} (${section} shows 'Not Specified')`,
        section,
      });
    }
  }
  const words = countWords(profile.fields.aboutMe ?? '');
  if (words < USEFUL_ABOUT_ME_WORDS) {
    gaps.push({
      text:
        words === 0
          ? 'write your About Me: a few sentences about who you are, what you enjoy and what you hope for'
          : `make your About Me longer: it has ${words} words; a few more sentences about your interests, values and what you hope for help members know you`,
      section: 'About Me',
    });
  }
  if (profile.photoCount < USEFUL_PHOTO_COUNT) {
    const more = USEFUL_PHOTO_COUNT - profile.photoCount;
    gaps.push({
      text: `add ${more} more clear, recent photo${more === 1 ? '' : 's'} of yourself: you have ${profile.photoCount}, and profiles with at least ${USEFUL_PHOTO_COUNT} (up to 6) show you better`,
      section: 'Photos',
    });
  }
  if (rangeToSlab(profile.fields.minIncome, profile.fields.maxIncome) !== 'NO_INCOME' && !profile.hasIncomeProof) {
    gaps.push({
      text: 'upload your income proof: your income slab is set but no proof is uploaded (or choose No Income)',
      section: 'Professional Details',
    });
  }
  if (!isEmpty(profile.fields.degree) && !profile.hasDegreeCertificate) {
    gaps.push({
      text: 'upload your degree certificate: your highest degree is set but its certificate is missing',
      section: 'Professional Details',
    });
  }
  return gaps;
}
