import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
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
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { formatEnum } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';
import { OptionSelect, passesBrowserChecks } from './fields';

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
  if (countWords(values.aboutMyFamily) < MIN_ABOUT_FAMILY_WORDS) return 'Please write at least 20 words about your family.';
  if (values.languages.length === 0) return 'Please select at least one language you speak.';
  return null;
}

/** Spec 2: brothers, sisters, parents' occupations, about the family and the languages spoken. */
export function Component() {
  const navigate = useNavigate();
  const save = useStepRequest();
  const [values, setValues] = useState<FamilyValues>({
    brothers: '',
    sisters: '',
    fathersOccupation: '',
    mothersOccupation: '',
    aboutMyFamily: '',
    languages: [],
  });
  const words = countWords(values.aboutMyFamily);

  function toggleLanguage(language: OnboardingLanguage, checked: boolean) {
    setValues((v) => ({
      ...v,
      // Kept in the list's order, whatever order they were ticked in.
      languages: ONBOARDING_LANGUAGES.filter((l) => (l === language ? checked : v.languages.includes(l))),
    }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passesBrowserChecks(event.currentTarget)) return;
    const problem = validateFamily(values);
    if (problem) {
      notifyError(problem);
      return;
    }
    const { fathersOccupation, mothersOccupation } = values;
    if (!fathersOccupation || !mothersOccupation) return;
    const body = {
      brothers: Number(values.brothers),
      sisters: Number(values.sisters),
      fathersOccupation,
      mothersOccupation,
      aboutMyFamily: values.aboutMyFamily.trim(),
      languages: values.languages,
    };
    const saved = await save.send(() => updateFamily(body), {
      success: 'Your family details have been saved successfully!',
      fallback: "Sorry, we couldn't save your family details.",
      exception: 'An error occurred while updating your family details',
    });
    if (saved) navigate(nextStepPath('family-details'));
  }

  return (
    <WizardLayout step="family-details" title="Your family" intro="Tell us about the people you grew up with.">
      <form onSubmit={handleSubmit} aria-label="Family details">
        <div className="row">
          <div className="col-6 mb-3">
            <label htmlFor="brothers" className="form-label">
              Brothers
            </label>
            <input
              id="brothers"
              className="form-control"
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              step={1}
              required
              value={values.brothers}
              onChange={(event) => setValues((v) => ({ ...v, brothers: event.target.value }))}
            />
          </div>
          <div className="col-6 mb-3">
            <label htmlFor="sisters" className="form-label">
              Sisters
            </label>
            <input
              id="sisters"
              className="form-control"
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              step={1}
              required
              value={values.sisters}
              onChange={(event) => setValues((v) => ({ ...v, sisters: event.target.value }))}
            />
          </div>
          <div className="col-sm-6">
            <OptionSelect
              id="fathers-occupation"
              label="Father's occupation"
              options={FATHERS_OCCUPATIONS}
              value={values.fathersOccupation}
              onChange={(fathersOccupation) => setValues((v) => ({ ...v, fathersOccupation }))}
            />
          </div>
          <div className="col-sm-6">
            <OptionSelect
              id="mothers-occupation"
              label="Mother's occupation"
              options={MOTHERS_OCCUPATIONS}
              value={values.mothersOccupation}
              onChange={(mothersOccupation) => setValues((v) => ({ ...v, mothersOccupation }))}
            />
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor="about-family" className="form-label">
            About my family
          </label>
          <textarea
            id="about-family"
            className="form-control"
            rows={5}
            maxLength={5000}
            aria-describedby="about-family-count"
            value={values.aboutMyFamily}
            onChange={(event) => setValues((v) => ({ ...v, aboutMyFamily: event.target.value }))}
          />
          <div id="about-family-count" className="form-text">
            {words} of at least {MIN_ABOUT_FAMILY_WORDS} words
          </div>
        </div>
        <fieldset className="mb-4">
          <legend className="form-label fs-6">Languages I speak</legend>
          <div className="row row-cols-2 row-cols-sm-3 g-1">
            {ONBOARDING_LANGUAGES.map((language) => (
              <div className="col" key={language}>
                <div className="form-check">
                  <input
                    id={`language-${language}`}
                    className="form-check-input"
                    type="checkbox"
                    checked={values.languages.includes(language)}
                    onChange={(event) => toggleLanguage(language, event.target.checked)}
                  />
                  <label htmlFor={`language-${language}`} className="form-check-label">
                    {formatEnum(language)}
                  </label>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <BusyButton busy={save.busy} className="w-100">
          Continue
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
