import type { ONBOARDING_LANGUAGES, Religion } from './enums';

/**
 * The profile's background: who the profile is for, marital status and children, mother tongue,
 * community and occupation, the first things a family filters on. Plain data, so the app may import it.
 */

/** Who created the profile, for whom. */
export const CREATED_FOR = ['SELF', 'SON', 'DAUGHTER', 'BROTHER', 'SISTER', 'RELATIVE', 'FRIEND'] as const;
export type CreatedFor = (typeof CREATED_FOR)[number];

export const MARITAL_STATUSES = ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED', 'AWAITING_DIVORCE', 'ANNULLED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** A mother tongue is one of the onboarding languages. */
export type MotherTongue = (typeof ONBOARDING_LANGUAGES)[number];

/** Asked of every marital status but NEVER_MARRIED, where it is null. */
export const CHILDREN = ['NONE', 'LIVING_WITH_ME', 'NOT_LIVING_WITH_ME'] as const;
export type Children = (typeof CHILDREN)[number];

export const CREATED_FOR_LABELS: Record<CreatedFor, string> = {
  SELF: 'Myself',
  SON: 'My son',
  DAUGHTER: 'My daughter',
  BROTHER: 'My brother',
  SISTER: 'My sister',
  RELATIVE: 'A relative',
  FRIEND: 'A friend',
};

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  NEVER_MARRIED: 'Never married',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
  AWAITING_DIVORCE: 'Awaiting divorce',
  ANNULLED: 'Annulled',
};

export const CHILDREN_LABELS: Record<Children, string> = {
  NONE: 'No children',
  LIVING_WITH_ME: 'Children living with me',
  NOT_LIVING_WITH_ME: 'Children not living with me',
};

/**
 * The communities the app offers per religion, as stored and sent. A member may leave it empty; a
 * religion without a list (OTHER) offers none. Kept short and broad: the castes, sects and denominations
 * families most often name on Indian matrimonial services, plus "Other" in each list.
 */
export const COMMUNITIES: Readonly<Record<Religion, readonly string[]>> = {
  HINDU: [
    'Agarwal',
    'Arora',
    'Bania',
    'Brahmin',
    'Brahmin - Iyer',
    'Brahmin - Iyengar',
    'Brahmin - Saraswat',
    'Bunt',
    'Chettiar',
    'Ezhava',
    'Gounder',
    'Gupta',
    'Jat',
    'Kayastha',
    'Khatri',
    'Kshatriya',
    'Kunbi',
    'Kurmi',
    'Lingayat',
    'Maratha',
    'Nadar',
    'Naidu',
    'Nair',
    'Patel',
    'Rajput',
    'Reddy',
    'Scheduled Caste',
    'Scheduled Tribe',
    'Sindhi',
    'Thevar',
    'Vaishya',
    'Vokkaliga',
    'Yadav',
    'Other',
  ],
  MUSLIM: ['Sunni', 'Shia', 'Bohra', 'Khoja', 'Memon', 'Pathan', 'Syed', 'Ansari', 'Qureshi', 'Mappila', 'Other'],
  CHRISTIAN: [
    'Catholic',
    'Protestant',
    'Orthodox',
    'Syrian Christian',
    'Pentecostal',
    'Born Again',
    'Evangelical',
    'Other',
  ],
  SIKH: ['Jat', 'Khatri', 'Arora', 'Ramgarhia', 'Saini', 'Ravidasia', 'Mazhabi', 'Other'],
  JAIN: ['Digambar', 'Shwetambar', 'Oswal', 'Porwal', 'Agarwal', 'Other'],
  BUDDHIST: ['Mahayana', 'Theravada', 'Vajrayana', 'Navayana', 'Other'],
  ZOROASTRIAN: ['Parsi', 'Irani', 'Other'],
  JEW: ['Bene Israel', 'Cochin Jews', 'Baghdadi', 'Bnei Menashe', 'Other'],
  BAHAI: ['Other'],
  OTHER: [],
};

export function communitiesOf(religion: Religion): readonly string[] {
  return COMMUNITIES[religion];
}
