import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Children, CreatedFor, MaritalStatus } from '../../contract/background';
import type {
  EducationLevel,
  Food,
  Gender,
  HabitFrequency,
  IncomeSlab,
  Language,
  MothersOccupation,
  PreferenceField,
  Religion,
  ReligiousLevel,
} from '../../contract/enums';
import type { KootaName, Manglik, Nakshatra, Rashi } from '../../contract/horoscope';

/**
 * The words a profile's values read as, one descriptor per contract value: English is the spec's (or
 * the contract's label) byte for byte, Hindi and Tamil come from the catalogs. Typed by the contract's
 * enums, so a value added there without its words fails the type check.
 */

const GENDER_WORDS: Record<Gender, MessageDescriptor> = {
  MALE: msg`Male`,
  FEMALE: msg`Female`,
  OTHER: msg`Other`,
};

const HABIT_WORDS: Record<HabitFrequency, MessageDescriptor> = {
  NEVER: msg`Never`,
  OCCASIONALLY: msg`Occasionally`,
  SOCIALLY: msg`Socially`,
  ALWAYS: msg`Always`,
};

const FOOD_WORDS: Record<Food, MessageDescriptor> = {
  VEGETARIAN: msg`Vegetarian`,
  NON_VEGETARIAN: msg`Non Vegetarian`,
  VEGAN: msg`Vegan`,
};

/** Pets and manglik share YES and NO. */
const YES_NO_WORDS: Record<'YES' | 'NO', MessageDescriptor> = {
  YES: msg`Yes`,
  NO: msg`No`,
};

const RELIGION_WORDS: Record<Religion, MessageDescriptor> = {
  HINDU: msg`Hindu`,
  BUDDHIST: msg`Buddhist`,
  SIKH: msg`Sikh`,
  JAIN: msg`Jain`,
  MUSLIM: msg`Muslim`,
  CHRISTIAN: msg`Christian`,
  JEW: msg`Jew`,
  ZOROASTRIAN: msg`Zoroastrian`,
  BAHAI: msg`Bahai`,
  OTHER: msg`Other`,
};

const RELIGIOUS_WORDS: Record<ReligiousLevel, MessageDescriptor> = {
  CONSERVATIVE: msg`Conservative`,
  MODERATE: msg`Moderate`,
  AGNOSTIC: msg`Agnostic`,
  ATHEIST: msg`Atheist`,
};

const OCCUPATION_WORDS: Record<MothersOccupation, MessageDescriptor> = {
  'PRIVATE SERVICE': msg`Private Service`,
  'GOVT SERVICE': msg`Govt Service`,
  BUSINESS: msg`Business`,
  RETIRED: msg`Retired`,
  'HOUSE WIFE': msg`House Wife`,
};

const LANGUAGE_WORDS: Record<Language, MessageDescriptor> = {
  ASSAMESE: msg`Assamese`,
  BENGALI: msg`Bengali`,
  BODO: msg`Bodo`,
  DOGRI: msg`Dogri`,
  GUJARATI: msg`Gujarati`,
  HINDI: msg`Hindi`,
  KANNADA: msg`Kannada`,
  KASHMIRI: msg`Kashmiri`,
  KONKANI: msg`Konkani`,
  MAITHILI: msg`Maithili`,
  MALAYALAM: msg`Malayalam`,
  MANIPURI: msg`Manipuri`,
  MARATHI: msg`Marathi`,
  NEPALI: msg`Nepali`,
  ORIYA: msg`Oriya`,
  PUNJABI: msg`Punjabi`,
  SANSKRIT: msg`Sanskrit`,
  SANTHALI: msg`Santhali`,
  SINDHI: msg`Sindhi`,
  TAMIL: msg`Tamil`,
  TELUGU: msg`Telugu`,
  URDU: msg`Urdu`,
  ENGLISH: msg`English`,
  OTHER: msg`Other`,
};

const MANGLIK_WORDS: Record<Manglik, MessageDescriptor> = {
  ...YES_NO_WORDS,
  PARTIAL: msg`Partial`,
  DONT_KNOW: msg`Dont Know`,
};

const RASHI_WORDS: Record<Rashi, MessageDescriptor> = {
  MESHA: msg`Mesha`,
  VRISHABHA: msg`Vrishabha`,
  MITHUNA: msg`Mithuna`,
  KARKA: msg`Karka`,
  SIMHA: msg`Simha`,
  KANYA: msg`Kanya`,
  TULA: msg`Tula`,
  VRISHCHIKA: msg`Vrishchika`,
  DHANU: msg`Dhanu`,
  MAKARA: msg`Makara`,
  KUMBHA: msg`Kumbha`,
  MEENA: msg`Meena`,
};

const NAKSHATRA_WORDS: Record<Nakshatra, MessageDescriptor> = {
  ASHWINI: msg`Ashwini`,
  BHARANI: msg`Bharani`,
  KRITTIKA: msg`Krittika`,
  ROHINI: msg`Rohini`,
  MRIGASHIRA: msg`Mrigashira`,
  ARDRA: msg`Ardra`,
  PUNARVASU: msg`Punarvasu`,
  PUSHYA: msg`Pushya`,
  ASHLESHA: msg`Ashlesha`,
  MAGHA: msg`Magha`,
  PURVA_PHALGUNI: msg`Purva Phalguni`,
  UTTARA_PHALGUNI: msg`Uttara Phalguni`,
  HASTA: msg`Hasta`,
  CHITRA: msg`Chitra`,
  SWATI: msg`Swati`,
  VISHAKHA: msg`Vishakha`,
  ANURADHA: msg`Anuradha`,
  JYESHTHA: msg`Jyeshtha`,
  MULA: msg`Mula`,
  PURVA_ASHADHA: msg`Purva Ashadha`,
  UTTARA_ASHADHA: msg`Uttara Ashadha`,
  SHRAVANA: msg`Shravana`,
  DHANISHTA: msg`Dhanishta`,
  SHATABHISHA: msg`Shatabhisha`,
  PURVA_BHADRAPADA: msg`Purva Bhadrapada`,
  UTTARA_BHADRAPADA: msg`Uttara Bhadrapada`,
  REVATI: msg`Revati`,
};

const KOOTA_WORDS: Record<KootaName, MessageDescriptor> = {
  VARNA: msg`Varna`,
  VASHYA: msg`Vashya`,
  TARA: msg`Tara`,
  YONI: msg`Yoni`,
  GRAHA_MAITRI: msg`Graha Maitri`,
  GANA: msg`Gana`,
  BHAKOOT: msg`Bhakoot`,
  NADI: msg`Nadi`,
};

/**
 * Every enum value a profile shows by its words (`formatEnum`): the same value reads the same in
 * every field it appears in (OTHER, YES, NO).
 */
export const VALUE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  ...GENDER_WORDS,
  ...HABIT_WORDS,
  ...FOOD_WORDS,
  ...YES_NO_WORDS,
  ...RELIGION_WORDS,
  ...RELIGIOUS_WORDS,
  ...OCCUPATION_WORDS,
  ...LANGUAGE_WORDS,
  ...MANGLIK_WORDS,
  ...RASHI_WORDS,
  ...NAKSHATRA_WORDS,
  ...KOOTA_WORDS,
};

/** The contract's CREATED_FOR_LABELS, in the member's language. */
export const CREATED_FOR_WORDS: Record<CreatedFor, MessageDescriptor> = {
  SELF: msg`Myself`,
  SON: msg`My son`,
  DAUGHTER: msg`My daughter`,
  BROTHER: msg`My brother`,
  SISTER: msg`My sister`,
  RELATIVE: msg`A relative`,
  FRIEND: msg`A friend`,
};

/** The contract's MARITAL_STATUS_LABELS, in the member's language. */
export const MARITAL_STATUS_WORDS: Record<MaritalStatus, MessageDescriptor> = {
  NEVER_MARRIED: msg`Never married`,
  DIVORCED: msg`Divorced`,
  WIDOWED: msg`Widowed`,
  AWAITING_DIVORCE: msg`Awaiting divorce`,
  ANNULLED: msg`Annulled`,
};

/** The contract's CHILDREN_LABELS, in the member's language. */
export const CHILDREN_WORDS: Record<Children, MessageDescriptor> = {
  NONE: msg`No children`,
  LIVING_WITH_ME: msg`Children living with me`,
  NOT_LIVING_WITH_ME: msg`Children not living with me`,
};

/** The contract's INCOME_SLABS labels (spec 3), in the member's language. */
export const INCOME_SLAB_WORDS: Record<IncomeSlab, MessageDescriptor> = {
  NO_INCOME: msg`No Income`,
  '0_5_LPA': msg`0-5 LPA`,
  '5_10_LPA': msg`5-10 LPA`,
  '10_20_LPA': msg`10-20 LPA`,
  '20_50_LPA': msg`20-50 LPA`,
  '50_100_LPA': msg`50-100 LPA`,
  '100_PLUS_LPA': msg`100+ LPA`,
};

/** The contract's EDUCATION_LEVEL_LABELS, in the member's language. */
export const EDUCATION_LEVEL_WORDS: Record<EducationLevel, MessageDescriptor> = {
  DIPLOMA: msg`Diploma`,
  BACHELOR: msg`Bachelor's degree`,
  MASTER: msg`Master's degree`,
  DOCTORATE: msg`Doctorate`,
};

/** The contract's PREFERENCE_FIELD_LABELS, in the member's language. */
export const PREFERENCE_FIELD_WORDS: Record<PreferenceField, MessageDescriptor> = {
  ageRange: msg`Age`,
  heightRange: msg`Height`,
  religions: msg`Religion`,
  religious: msg`How religious`,
  smoking: msg`Smoking`,
  drinking: msg`Drinking`,
  food: msg`Food`,
  languages: msg`Languages`,
  minEducation: msg`Education`,
  incomeSlabs: msg`Income`,
  countries: msg`Country`,
  cities: msg`City`,
  maritalStatuses: msg`Marital status`,
  motherTongues: msg`Mother tongue`,
  communities: msg`Community`,
  manglik: msg`Manglik`,
  minGuna: msg`Guna match`,
};
