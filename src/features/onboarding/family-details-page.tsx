import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import {
  countWords,
  FATHERS_OCCUPATIONS,
  MIN_ABOUT_FAMILY_WORDS,
  MOTHERS_OCCUPATIONS,
  ONBOARDING_LANGUAGES,
  type FathersOccupation,
  type MothersOccupation,
} from '../../../contract/enums';
import { updateFamily } from '../../api/profile';
import { CheckboxGroup, TextAreaField, TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';
import { toOptions } from '../../lib/format';
import { OptionSelect } from './fields';

type OnboardingLanguage = (typeof ONBOARDING_LANGUAGES)[number];

interface FamilyValues {
  brothers: string;
  sisters: string;
  fathersOccupation: FathersOccupation | '';
  mothersOccupation: MothersOccupation | '';
  aboutMyFamily: string;
  languages: OnboardingLanguage[];
}

/** Spec 5, in the spec's order. */
function validateFamily(values: FamilyValues): string | null {
  if (countWords(values.aboutMyFamily) < MIN_ABOUT_FAMILY_WORDS)
    return t`Please write at least 20 words about your family.`;
  if (values.languages.length === 0) return t`Please select at least one language you speak.`;
  return null;
}

/** Spec 2: brothers, sisters, parents' occupations, about the family and the languages spoken. */
export function Component() {
  // Re-renders the step, its options' words too, when the member changes language.
  useLingui();
  const [values, setValues] = useState<FamilyValues>({
    brothers: '',
    sisters: '',
    fathersOccupation: '',
    mothersOccupation: '',
    aboutMyFamily: '',
    languages: [],
  });

  function set<K extends keyof FamilyValues>(key: K) {
    return (value: FamilyValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  }

  function prepare() {
    const problem = validateFamily(values);
    if (problem) return problem;
    const { fathersOccupation, mothersOccupation } = values;
    if (!fathersOccupation || !mothersOccupation) return null;
    const body = {
      brothers: Number(values.brothers),
      sisters: Number(values.sisters),
      fathersOccupation,
      mothersOccupation,
      aboutMyFamily: values.aboutMyFamily.trim(),
      languages: values.languages,
    };
    return () => updateFamily(body);
  }

  return (
    <StepForm
      step="family-details"
      title={t`Your family`}
      intro={t`Tell us about the people you grew up with.`}
      label={t`Family details`}
      browserChecks
      prepare={prepare}
      messages={{
        success: t`Your family details have been saved successfully!`,
        fallback: t`Sorry, we couldn't save your family details.`,
        exception: t`An error occurred while updating your family details`,
      }}
    >
      <div className="row">
        {(['brothers', 'sisters'] as const).map((key) => (
          <div className="col-6 mb-3" key={key}>
            <TextField
              id={key}
              label={key === 'brothers' ? t`Brothers` : t`Sisters`}
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              step={1}
              required
              value={values[key]}
              onChange={set(key)}
            />
          </div>
        ))}
        <div className="col-sm-6">
          <OptionSelect
            id="fathers-occupation"
            label={t`Father's occupation`}
            options={FATHERS_OCCUPATIONS}
            value={values.fathersOccupation}
            onChange={set('fathersOccupation')}
          />
        </div>
        <div className="col-sm-6">
          <OptionSelect
            id="mothers-occupation"
            label={t`Mother's occupation`}
            options={MOTHERS_OCCUPATIONS}
            value={values.mothersOccupation}
            onChange={set('mothersOccupation')}
          />
        </div>
      </div>
      <div className="mb-3">
        <TextAreaField
          id="about-family"
          label={t`About my family`}
          rows={5}
          maxLength={5000}
          wordCount={{ words: countWords(values.aboutMyFamily), min: MIN_ABOUT_FAMILY_WORDS }}
          value={values.aboutMyFamily}
          onChange={set('aboutMyFamily')}
        />
      </div>
      <CheckboxGroup
        id="language"
        legend={t`Languages I speak`}
        options={toOptions(ONBOARDING_LANGUAGES)}
        value={values.languages}
        // The group keeps the options' order, so every value is one of ONBOARDING_LANGUAGES.
        onChange={(languages) => set('languages')(languages as OnboardingLanguage[])}
        layout="grid"
        className="mb-4"
      />
    </StepForm>
  );
}
