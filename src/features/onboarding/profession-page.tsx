import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { INCOME_SLAB_VALUES, ONBOARDING_DEGREES, slabToRange, type IncomeSlab } from '../../../contract/enums';
import { saveOnboardingProfession } from '../../api/profile';
import { FileField, SelectField, TextField, type Option } from '../../components/form-fields';
import { SearchSelectField } from '../../components/search-select-field';
import { StepForm } from '../../components/wizard-step';
import { toOptions, wordsOf } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { INCOME_SLAB_WORDS } from '../../lib/value-words';

const DEGREE_OPTIONS: Option[] = ONBOARDING_DEGREES.map((degree) => ({ value: degree, label: degree }));

interface ProfessionValues {
  degree: string;
  degreeFile: File | null;
  college: string;
  incomeSlab: IncomeSlab | '';
  incomeFile: File | null;
  workplace: string;
}

/** Spec 5, checked in exactly this order; the slab itself last, as the spec names no message for it. */
function validateProfession(values: ProfessionValues): string | null {
  if (values.degree === '') return t`Please select your highest degree.`;
  if (!values.degreeFile) return t`Please upload an image of your highest degree certificate.`;
  if (values.college.trim() === '') return t`Please enter the name of your college/institution.`;
  // Spec 5: proof required unless NO_INCOME.
  if (values.incomeSlab !== 'NO_INCOME' && !values.incomeFile) {
    return t`Please upload your income proof or change your income slab to No Income.`;
  }
  if (values.workplace.trim() === '') return t`Please enter your current workplace.`;
  if (values.incomeSlab === '') return t`Please select your income slab.`;
  return null;
}

/** Spec 7: multipart degreeFile, incomeFile (when chosen), degree, minIncome/maxIncome (when not null), college, workplace. */
function buildProfessionForm(values: ProfessionValues & { incomeSlab: IncomeSlab; degreeFile: File }): FormData {
  const form = new FormData();
  form.append('degreeFile', values.degreeFile, values.degreeFile.name);
  if (values.incomeFile && values.incomeSlab !== 'NO_INCOME') {
    form.append('incomeFile', values.incomeFile, values.incomeFile.name);
  }
  form.append('degree', values.degree);
  const { min, max } = slabToRange(values.incomeSlab);
  if (min !== null) form.append('minIncome', String(min));
  if (max !== null) form.append('maxIncome', String(max));
  form.append('college', values.college.trim());
  form.append('workplace', values.workplace.trim());
  return form;
}

/** Spec 2: highest degree, its certificate, college, income slab and proof, workplace; then home. */
export function Component() {
  // Re-renders the step, the income slabs' words too, when the member changes language.
  useLingui();
  const [values, setValues] = useState<ProfessionValues>({
    degree: '',
    degreeFile: null,
    college: '',
    incomeSlab: '',
    incomeFile: null,
    workplace: '',
  });
  // New keys empty the file inputs after a refused file or a cleared proof.
  const [fileKeys, setFileKeys] = useState({ degreeFile: 0, incomeFile: 0 });

  function handleFile(field: 'degreeFile' | 'incomeFile', file: File | null) {
    if (file && !file.type.startsWith('image/')) {
      notifyError(t`Only image files are allowed.`);
      setFileKeys((keys) => ({ ...keys, [field]: keys[field] + 1 }));
      setValues((v) => ({ ...v, [field]: null }));
      return;
    }
    setValues((v) => ({ ...v, [field]: file }));
  }

  function handleSlab(incomeSlab: IncomeSlab | '') {
    if (incomeSlab === 'NO_INCOME') {
      // Spec 5: choosing No Income clears the income proof.
      setValues((v) => ({ ...v, incomeSlab, incomeFile: null }));
      setFileKeys((keys) => ({ ...keys, incomeFile: keys.incomeFile + 1 }));
      return;
    }
    setValues((v) => ({ ...v, incomeSlab }));
  }

  function prepare() {
    const problem = validateProfession(values);
    if (problem) return problem;
    const { incomeSlab, degreeFile } = values;
    if (incomeSlab === '' || !degreeFile) return null;
    const form = buildProfessionForm({ ...values, incomeSlab, degreeFile });
    return () => saveOnboardingProfession(form);
  }

  return (
    <StepForm
      step="profession"
      title={t`Education and career`}
      intro={t`Your certificates are checked by our team and never shown to other members.`}
      label={t`Professional details`}
      prepare={prepare}
      messages={{
        success: t`Your professional details have been saved successfully!`,
        fallback: t`Sorry, we couldn't save your professional details.`,
        exception: t`An error occurred while updating your professional details`,
      }}
      submitLabel={t`Finish`}
    >
      <div className="mb-3">
        <SearchSelectField
          id="degree"
          label={t`Highest degree`}
          options={DEGREE_OPTIONS}
          value={values.degree}
          onChange={(degree) => setValues((v) => ({ ...v, degree }))}
          placeholder={t`Search for your degree…`}
          noOptionsText={t`No matching degree`}
        />
      </div>
      <div className="mb-3">
        <FileField
          key={fileKeys.degreeFile}
          id="degree-file"
          label={t`Degree certificate`}
          accept="image/*"
          onChange={(file) => handleFile('degreeFile', file)}
        />
      </div>
      <div className="mb-3">
        <TextField
          id="college"
          label={t`College / Institution`}
          maxLength={200}
          value={values.college}
          onChange={(college) => setValues((v) => ({ ...v, college }))}
        />
      </div>
      <div className="mb-3">
        <SelectField
          id="income-slab"
          label={t`Income slab`}
          options={toOptions(INCOME_SLAB_VALUES, (slab) => wordsOf(INCOME_SLAB_WORDS, slab))}
          value={values.incomeSlab}
          onChange={handleSlab}
          placeholder={t`Select your annual income`}
        />
      </div>
      <div className="mb-3">
        {values.incomeSlab === 'NO_INCOME' ? (
          <p className="form-text mb-0">{t`No income proof is needed for No Income.`}</p>
        ) : (
          <FileField
            key={fileKeys.incomeFile}
            id="income-file"
            label={t`Income proof`}
            accept="image/*"
            onChange={(file) => handleFile('incomeFile', file)}
            hint={t`An image of a recent salary slip or tax return.`}
          />
        )}
      </div>
      <div className="mb-4">
        <TextField
          id="workplace"
          label={t`Current workplace`}
          autoComplete="organization"
          maxLength={200}
          value={values.workplace}
          onChange={(workplace) => setValues((v) => ({ ...v, workplace }))}
        />
      </div>
    </StepForm>
  );
}
