import type { ReactNode } from 'react';
import {
  FATHERS_OCCUPATIONS,
  GENDERS,
  HABIT_FREQUENCIES,
  INCOME_SLABS,
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
} from '../../lib/format';
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

const GENDER_OPTIONS = toOptions(GENDERS);
const HABIT_OPTIONS = toOptions(HABIT_FREQUENCIES);
const FOOD_OPTIONS: readonly Option[] = toOptions(PROFILE_FOODS, (value) =>
  value === 'NON_VEGETARIAN' ? 'Non-Vegetarian' : formatEnum(value),
);
const RELIGION_OPTIONS = toOptions(RELIGIONS);
const RELIGIOUS_OPTIONS = toOptions(RELIGIOUS_LEVELS);
const PETS_OPTIONS = toOptions(PETS);
const FATHERS_OPTIONS = toOptions(FATHERS_OCCUPATIONS);
const MOTHERS_OPTIONS = toOptions(MOTHERS_OCCUPATIONS);
const LANGUAGE_OPTIONS = toOptions(PROFILE_LANGUAGES);
const DEGREE_OPTIONS = toOptions(PROFILE_DEGREES, (value) => value);
const INCOME_OPTIONS: readonly Option[] = INCOME_SLABS.map((slab) => ({ value: slab.value, label: slab.label }));

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
  title: 'Personal Details',
  fields: [
    { key: 'firstName', kind: 'text', label: 'First Name' },
    { key: 'lastName', kind: 'text', label: 'Last Name' },
    { key: 'dob', kind: 'date', label: 'Date of Birth' },
    { key: 'gender', kind: 'select', label: 'Gender', options: GENDER_OPTIONS },
    { key: 'height', kind: 'number', label: 'Height (inches)', min: 0, step: 1 },
    { key: 'weight', kind: 'number', label: 'Weight (kg)', min: 0, step: 'any' },
  ],
  initialValues: (p) => ({
    firstName: p.name.firstName,
    lastName: p.name.lastName,
    dob: null,
    gender: text(p.basicDetails.gender),
    height: numberText(p.basicDetails.height),
    weight: numberText(p.basicDetails.weight),
  }),
  rows: (p) => [
    { label: 'First Name', value: formatText(p.name.firstName) },
    { label: 'Last Name', value: formatText(p.name.lastName) },
    // The profile as read carries the age, not the date of birth (spec 3).
    { label: 'Age', value: formatText(p.basicDetails.age) },
    { label: 'Gender', value: optionLabel(GENDER_OPTIONS, p.basicDetails.gender) },
    { label: 'Height', value: formatHeight(p.basicDetails.height) },
    { label: 'Weight', value: formatWeight(p.basicDetails.weight) },
  ],
  save: json<PersonalDetailsRequest>(updatePersonalDetails),
};

export const lifestyleDetails: SectionConfig = {
  id: 'lifestyle-details',
  title: 'Lifestyle Details',
  fields: [
    { key: 'smoking', kind: 'select', label: 'Smoking', options: HABIT_OPTIONS },
    { key: 'drinking', kind: 'select', label: 'Drinking', options: HABIT_OPTIONS },
    { key: 'food', kind: 'select', label: 'Food Preferences', options: FOOD_OPTIONS },
    { key: 'religion', kind: 'select', label: 'Religion', options: RELIGION_OPTIONS },
    { key: 'religious', kind: 'select', label: 'Religious', options: RELIGIOUS_OPTIONS },
    { key: 'pets', kind: 'select', label: 'Pets', options: PETS_OPTIONS },
  ],
  initialValues: (p) => ({
    smoking: text(p.lifestyleDetails.smoking),
    drinking: text(p.lifestyleDetails.drinking),
    food: text(p.lifestyleDetails.food),
    religion: text(p.lifestyleDetails.religion),
    religious: text(p.lifestyleDetails.religious),
    pets: text(p.lifestyleDetails.pets),
  }),
  rows: (p) => [
    { label: 'Smoking', value: optionLabel(HABIT_OPTIONS, p.lifestyleDetails.smoking) },
    { label: 'Drinking', value: optionLabel(HABIT_OPTIONS, p.lifestyleDetails.drinking) },
    { label: 'Food Preferences', value: optionLabel(FOOD_OPTIONS, p.lifestyleDetails.food) },
    { label: 'Religion', value: optionLabel(RELIGION_OPTIONS, p.lifestyleDetails.religion) },
    { label: 'Religious', value: optionLabel(RELIGIOUS_OPTIONS, p.lifestyleDetails.religious) },
    { label: 'Pets', value: optionLabel(PETS_OPTIONS, p.lifestyleDetails.pets) },
  ],
  save: json<Partial<LifestyleRequest>>(updateLifestyle),
};

export const familyDetails: SectionConfig = {
  id: 'family-details',
  title: 'Family Details',
  fields: [
    { key: 'fathersOccupation', kind: 'select', label: "Father's Occupation", options: FATHERS_OPTIONS },
    { key: 'mothersOccupation', kind: 'select', label: "Mother's Occupation", options: MOTHERS_OPTIONS },
    { key: 'brothers', kind: 'number', label: 'Number of Brothers', min: 0, step: 1 },
    { key: 'sisters', kind: 'number', label: 'Number of Sisters', min: 0, step: 1 },
    { key: 'languages', kind: 'multi-choice', label: 'Languages Spoken', options: LANGUAGE_OPTIONS },
    { key: 'aboutMyFamily', kind: 'textarea', label: 'About My Family' },
  ],
  initialValues: (p) => ({
    fathersOccupation: text(p.familyDetails.fathersOccupation),
    mothersOccupation: text(p.familyDetails.mothersOccupation),
    brothers: numberText(p.familyDetails.brothers),
    sisters: numberText(p.familyDetails.sisters),
    // Spec 3: the profile page offers only Hindi, English and Other; other languages cannot be ticked here.
    languages: p.familyDetails.languages.filter((language) => LANGUAGE_OPTIONS.some((o) => o.value === language)),
    aboutMyFamily: '',
  }),
  rows: (p) => [
    { label: "Father's Occupation", value: optionLabel(FATHERS_OPTIONS, p.familyDetails.fathersOccupation) },
    { label: "Mother's Occupation", value: optionLabel(MOTHERS_OPTIONS, p.familyDetails.mothersOccupation) },
    { label: 'Number of Brothers', value: formatText(p.familyDetails.brothers) },
    { label: 'Number of Sisters', value: formatText(p.familyDetails.sisters) },
    { label: 'Languages Spoken', value: formatList(p.familyDetails.languages) },
  ],
  save: json<Partial<FamilyRequest>>(updateFamily),
};

export const aboutMe: SectionConfig = {
  id: 'about-me',
  title: 'About Me',
  fields: [
    { key: 'aboutMe', kind: 'textarea', label: 'About Me', rule: aboutMeRule },
    { key: 'city', kind: 'text', label: 'City' },
    { key: 'country', kind: 'text', label: 'Country' },
  ],
  initialValues: (p) => ({ aboutMe: text(p.aboutMe), city: text(p.location.city), country: text(p.location.country) }),
  rows: (p) => [
    { label: 'About Me', value: formatText(p.aboutMe), wide: true },
    { label: 'City', value: formatText(p.location.city) },
    { label: 'Country', value: formatText(p.location.country) },
  ],
  save: json<Partial<AboutMeRequest>>(updateAboutMe),
};

export const professionalDetails: SectionConfig = {
  id: 'professional-details',
  title: 'Professional Details',
  fields: [
    { key: 'degree', kind: 'autocomplete', label: 'Highest Degree', options: DEGREE_OPTIONS },
    { key: 'college', kind: 'text', label: 'College / Institution' },
    { key: 'workplace', kind: 'text', label: 'Current Workplace' },
    { key: 'incomeSlab', kind: 'select', label: 'Income Slab', options: INCOME_OPTIONS },
    { key: 'degreeFile', kind: 'file', label: 'Degree Certificate', accept: 'image/*' },
    {
      key: 'incomeFile',
      kind: 'file',
      label: 'Income Proof',
      accept: 'image/*',
      // Spec 5: proof is required whenever the slab is not No Income.
      requiredIf: (values) => values.incomeSlab !== 'NO_INCOME',
    },
  ],
  initialValues: (p) => ({
    degree: text(p.profession.degree),
    college: text(p.profession.college),
    workplace: text(p.profession.workplace),
    incomeSlab: rangeToSlab(p.profession.income.min, p.profession.income.max),
    degreeFile: null,
    incomeFile: null,
  }),
  rows: (p) => [
    { label: 'Highest Degree', value: formatText(p.profession.degree) },
    { label: 'College / Institution', value: formatText(p.profession.college) },
    { label: 'Current Workplace', value: formatText(p.profession.workplace) },
    { label: 'Income Slab', value: formatIncome(p.profession.income) },
    {
      label: 'Degree Certificate',
      value: <DocumentLink url={p.profession.degreeImageUrl} label="Degree Certificate" />,
    },
    { label: 'Income Proof', value: <DocumentLink url={p.profession.incomeImageUrl} label="Income Proof" /> },
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
