import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import {
  FATHERS_OCCUPATIONS,
  GENDERS,
  HABIT_FREQUENCIES,
  INCOME_SLAB_VALUES,
  MOTHERS_OCCUPATIONS,
  PETS,
  PROFILE_DEGREES,
  PROFILE_LANGUAGES,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
  rangeToSlab,
} from '../../../contract/enums';
import type {
  AboutMeRequest,
  FamilyRequest,
  LifestyleRequest,
  OwnProfile,
  PersonalDetailsRequest,
} from '../../../contract/schemas/profile';
import { OCCUPATIONS } from '../../../contract/occupations';
import type { ApiResult } from '../../api/client';
import {
  saveProfileProfession,
  updateAboutMe,
  updateFamily,
  updateLifestyle,
  updatePersonalDetails,
} from '../../api/profile';
import {
  formatEnum,
  formatHeight,
  formatIncome,
  formatList,
  formatText,
  formatWeight,
  notUploaded,
  toOptions,
  wordsOf,
} from '../../lib/format';
import { formatProfession } from '../../lib/format-profession';
import { INCOME_SLAB_WORDS } from '../../lib/value-words';
import type { EncodedBody, FieldValues } from '../../lib/multipart';
import { aboutMeRule, optionLabel, type FieldConfig, type Option } from './fields';

export interface ReadOnlyRow {
  label: string;
  value: ReactNode;
  /** Long text takes the full width of the list. */
  wide?: boolean;
}

/** One section of the own-profile page: what it reads, what its form edits and which call saves it. */
export interface SectionConfig {
  id: string;
  title: string;
  fields: readonly FieldConfig[];
  /** The form's starting values, from the profile as read (spec 3: no dob, no aboutMyFamily). */
  initialValues: (profile: OwnProfile) => FieldValues;
  /** The read-only list. */
  rows: (profile: OwnProfile) => ReadOnlyRow[];
  save: (body: EncodedBody) => Promise<ApiResult<unknown>>;
}

/** Each select's options, read in the language of the moment. */
const genderOptions = () => toOptions(GENDERS);
const habitOptions = () => toOptions(HABIT_FREQUENCIES);
const foodOptions = (): readonly Option[] =>
  toOptions(PROFILE_FOODS, (value) => (value === 'NON_VEGETARIAN' ? t`Non-Vegetarian` : formatEnum(value)));
const religionOptions = () => toOptions(RELIGIONS);
const religiousOptions = () => toOptions(RELIGIOUS_LEVELS);
const petsOptions = () => toOptions(PETS);
const fathersOptions = () => toOptions(FATHERS_OCCUPATIONS);
const mothersOptions = () => toOptions(MOTHERS_OCCUPATIONS);
const languageOptions = () => toOptions(PROFILE_LANGUAGES);
const DEGREE_OPTIONS = toOptions(PROFILE_DEGREES, (value) => value);
const OCCUPATION_OPTIONS = toOptions(OCCUPATIONS, (value) => value);
const incomeOptions = (): readonly Option[] =>
  toOptions(INCOME_SLAB_VALUES, (slab) => wordsOf(INCOME_SLAB_WORDS, slab));

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Adapts a save call that takes JSON (sections without a file field, spec 7). */
function json<T>(call: (body: T) => Promise<ApiResult<unknown>>) {
  return (body: EncodedBody) => {
    if (body.type !== 'json') throw new Error('This section is sent as JSON.');
    return call(body.json as T);
  };
}

/** Adapts a save call that takes multipart (sections with a file field). */
function multipart(call: (form: FormData) => Promise<ApiResult<unknown>>) {
  return (body: EncodedBody) => {
    if (body.type !== 'form') throw new Error('This section is sent as multipart.');
    return call(body.form);
  };
}

function DocumentLink({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return <>{notUploaded()}</>;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={label} className="img-thumbnail" style={{ maxHeight: 96 }} />
    </a>
  );
}

export const personalDetails: SectionConfig = {
  id: 'personal-details',
  get title() {
    return t`Personal Details`;
  },
  get fields(): readonly FieldConfig[] {
    return [
      { key: 'firstName', kind: 'text', label: t`First Name` },
      { key: 'lastName', kind: 'text', label: t`Last Name` },
      { key: 'dob', kind: 'date', label: t`Date of Birth` },
      { key: 'gender', kind: 'select', label: t`Gender`, options: genderOptions() },
      { key: 'height', kind: 'number', label: t`Height (inches)`, min: 0, step: 1 },
      { key: 'weight', kind: 'number', label: t`Weight (kg)`, min: 0, step: 'any' },
    ];
  },
  initialValues: (p) => ({
    firstName: p.name.firstName,
    lastName: p.name.lastName,
    dob: null,
    gender: text(p.basicDetails.gender),
    height: numberText(p.basicDetails.height),
    weight: numberText(p.basicDetails.weight),
  }),
  rows: (p) => [
    { label: t`First Name`, value: formatText(p.name.firstName) },
    { label: t`Last Name`, value: formatText(p.name.lastName) },
    // The profile as read carries the age, not the date of birth (spec 3).
    { label: t`Age`, value: formatText(p.basicDetails.age) },
    { label: t`Gender`, value: optionLabel(genderOptions(), p.basicDetails.gender) },
    { label: t`Height`, value: formatHeight(p.basicDetails.height) },
    { label: t`Weight`, value: formatWeight(p.basicDetails.weight) },
  ],
  save: json<PersonalDetailsRequest>(updatePersonalDetails),
};

export const lifestyleDetails: SectionConfig = {
  id: 'lifestyle-details',
  get title() {
    return t`Lifestyle Details`;
  },
  get fields(): readonly FieldConfig[] {
    return [
      { key: 'smoking', kind: 'select', label: t`Smoking`, options: habitOptions() },
      { key: 'drinking', kind: 'select', label: t`Drinking`, options: habitOptions() },
      { key: 'food', kind: 'select', label: t`Food Preferences`, options: foodOptions() },
      { key: 'religion', kind: 'select', label: t`Religion`, options: religionOptions() },
      { key: 'religious', kind: 'select', label: t`Religious`, options: religiousOptions() },
      { key: 'pets', kind: 'select', label: t`Pets`, options: petsOptions() },
    ];
  },
  initialValues: (p) => ({
    smoking: text(p.lifestyleDetails.smoking),
    drinking: text(p.lifestyleDetails.drinking),
    food: text(p.lifestyleDetails.food),
    religion: text(p.lifestyleDetails.religion),
    religious: text(p.lifestyleDetails.religious),
    pets: text(p.lifestyleDetails.pets),
  }),
  rows: (p) => [
    { label: t`Smoking`, value: optionLabel(habitOptions(), p.lifestyleDetails.smoking) },
    { label: t`Drinking`, value: optionLabel(habitOptions(), p.lifestyleDetails.drinking) },
    { label: t`Food Preferences`, value: optionLabel(foodOptions(), p.lifestyleDetails.food) },
    { label: t`Religion`, value: optionLabel(religionOptions(), p.lifestyleDetails.religion) },
    { label: t`Religious`, value: optionLabel(religiousOptions(), p.lifestyleDetails.religious) },
    { label: t`Pets`, value: optionLabel(petsOptions(), p.lifestyleDetails.pets) },
  ],
  save: json<Partial<LifestyleRequest>>(updateLifestyle),
};

export const familyDetails: SectionConfig = {
  id: 'family-details',
  get title() {
    return t`Family Details`;
  },
  get fields(): readonly FieldConfig[] {
    return [
      { key: 'fathersOccupation', kind: 'select', label: t`Father's Occupation`, options: fathersOptions() },
      { key: 'mothersOccupation', kind: 'select', label: t`Mother's Occupation`, options: mothersOptions() },
      { key: 'brothers', kind: 'number', label: t`Number of Brothers`, min: 0, step: 1 },
      { key: 'sisters', kind: 'number', label: t`Number of Sisters`, min: 0, step: 1 },
      { key: 'languages', kind: 'multi-choice', label: t`Languages Spoken`, options: languageOptions() },
      { key: 'aboutMyFamily', kind: 'textarea', label: t`About My Family` },
    ];
  },
  initialValues: (p) => ({
    fathersOccupation: text(p.familyDetails.fathersOccupation),
    mothersOccupation: text(p.familyDetails.mothersOccupation),
    brothers: numberText(p.familyDetails.brothers),
    sisters: numberText(p.familyDetails.sisters),
    // Spec 3: the profile page offers only Hindi, English and Other; other languages cannot be ticked here.
    languages: p.familyDetails.languages.filter((language) => languageOptions().some((o) => o.value === language)),
    aboutMyFamily: '',
  }),
  rows: (p) => [
    { label: t`Father's Occupation`, value: optionLabel(fathersOptions(), p.familyDetails.fathersOccupation) },
    { label: t`Mother's Occupation`, value: optionLabel(mothersOptions(), p.familyDetails.mothersOccupation) },
    { label: t`Number of Brothers`, value: formatText(p.familyDetails.brothers) },
    { label: t`Number of Sisters`, value: formatText(p.familyDetails.sisters) },
    { label: t`Languages Spoken`, value: formatList(p.familyDetails.languages) },
  ],
  save: json<Partial<FamilyRequest>>(updateFamily),
};

export const aboutMe: SectionConfig = {
  id: 'about-me',
  get title() {
    return t`About Me`;
  },
  get fields(): readonly FieldConfig[] {
    return [
      { key: 'aboutMe', kind: 'textarea', label: t`About Me`, rule: aboutMeRule },
      { key: 'city', kind: 'text', label: t`City` },
      { key: 'country', kind: 'text', label: t`Country` },
    ];
  },
  initialValues: (p) => ({ aboutMe: text(p.aboutMe), city: text(p.location.city), country: text(p.location.country) }),
  rows: (p) => [
    { label: t`About Me`, value: formatText(p.aboutMe), wide: true },
    { label: t`City`, value: formatText(p.location.city) },
    { label: t`Country`, value: formatText(p.location.country) },
  ],
  save: json<Partial<AboutMeRequest>>(updateAboutMe),
};

export const professionalDetails: SectionConfig = {
  id: 'professional-details',
  get title() {
    return t`Professional Details`;
  },
  get fields(): readonly FieldConfig[] {
    return [
      { key: 'degree', kind: 'autocomplete', label: t`Highest Degree`, options: DEGREE_OPTIONS },
      { key: 'college', kind: 'text', label: t`College / Institution` },
      // The job title beside the employer ("Software Engineer" at Infosys), from the one list.
      { key: 'occupation', kind: 'autocomplete', label: t`Occupation`, options: OCCUPATION_OPTIONS },
      { key: 'workplace', kind: 'text', label: t`Current Workplace` },
      { key: 'incomeSlab', kind: 'select', label: t`Income Slab`, options: incomeOptions() },
      { key: 'degreeFile', kind: 'file', label: t`Degree Certificate`, accept: 'image/*' },
      {
        key: 'incomeFile',
        kind: 'file',
        label: t`Income Proof`,
        accept: 'image/*',
        // Spec 5: proof is required whenever the slab is not No Income.
        requiredIf: (values) => values.incomeSlab !== 'NO_INCOME',
      },
    ];
  },
  initialValues: (p) => ({
    degree: text(p.profession.degree),
    college: text(p.profession.college),
    occupation: text(p.background.occupation),
    workplace: text(p.profession.workplace),
    incomeSlab: rangeToSlab(p.profession.income.min, p.profession.income.max),
    degreeFile: null,
    incomeFile: null,
  }),
  rows: (p) => [
    { label: t`Highest Degree`, value: formatText(p.profession.degree) },
    { label: t`College / Institution`, value: formatText(p.profession.college) },
    { label: t`Profession`, value: formatProfession(p.background.occupation, p.profession.workplace) },
    { label: t`Current Workplace`, value: formatText(p.profession.workplace) },
    { label: t`Income Slab`, value: formatIncome(p.profession.income) },
    {
      label: t`Degree Certificate`,
      value: <DocumentLink url={p.profession.degreeImageUrl} label={t`Degree Certificate`} />,
    },
    { label: t`Income Proof`, value: <DocumentLink url={p.profession.incomeImageUrl} label={t`Income Proof`} /> },
  ],
  save: multipart(saveProfileProfession),
};

/** Spec 2: the editable sections, in page order (Photos follows them). */
export const PROFILE_SECTIONS: readonly SectionConfig[] = [
  personalDetails,
  lifestyleDetails,
  familyDetails,
  aboutMe,
  professionalDetails,
];
