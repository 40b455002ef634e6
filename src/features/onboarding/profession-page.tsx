import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Select from 'react-select';
import { INCOME_SLABS, ONBOARDING_DEGREES, slabToRange, type IncomeSlab } from '../../../contract/enums';
import { saveOnboardingProfession } from '../../api/profile';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';

interface DegreeOption {
  value: string;
  label: string;
}

const DEGREE_OPTIONS: DegreeOption[] = ONBOARDING_DEGREES.map((degree) => ({ value: degree, label: degree }));
const ONLY_IMAGES = 'Only image files are allowed.';

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
  if (values.degree === '') return 'Please select your highest degree.';
  if (!values.degreeFile) return 'Please upload an image of your highest degree certificate.';
  if (values.college.trim() === '') return 'Please enter the name of your college/institution.';
  // Spec 5: proof required unless NO_INCOME.
  if (values.incomeSlab !== 'NO_INCOME' && !values.incomeFile) {
    return 'Please upload your income proof or change your income slab to No Income.';
  }
  if (values.workplace.trim() === '') return 'Please enter your current workplace.';
  if (values.incomeSlab === '') return 'Please select your income slab.';
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
  const navigate = useNavigate();
  const save = useStepRequest();
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

  function handleFile(field: 'degreeFile' | 'incomeFile', event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      notifyError(ONLY_IMAGES);
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProfession(values);
    if (problem) {
      notifyError(problem);
      return;
    }
    const { incomeSlab, degreeFile } = values;
    if (incomeSlab === '' || !degreeFile) return;
    const form = buildProfessionForm({ ...values, incomeSlab, degreeFile });
    const saved = await save.send(() => saveOnboardingProfession(form), {
      success: 'Your professional details have been saved successfully!',
      fallback: "Sorry, we couldn't save your professional details.",
      exception: 'An error occurred while updating your professional details',
    });
    if (saved) navigate(nextStepPath('profession'));
  }

  const selectedDegree = DEGREE_OPTIONS.find((option) => option.value === values.degree) ?? null;

  return (
    <WizardLayout step="profession" title="Education and career" intro="Your certificates are checked by our team and never shown to other members.">
      <form onSubmit={handleSubmit} noValidate aria-label="Professional details">
        <div className="mb-3">
          <label htmlFor="degree" className="form-label">
            Highest degree
          </label>
          <Select<DegreeOption>
            inputId="degree"
            options={DEGREE_OPTIONS}
            value={selectedDegree}
            onChange={(option) => setValues((v) => ({ ...v, degree: option?.value ?? '' }))}
            isSearchable
            isClearable
            placeholder="Search for your degree…"
            noOptionsMessage={() => 'No matching degree'}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="degree-file" className="form-label">
            Degree certificate
          </label>
          <input
            key={fileKeys.degreeFile}
            id="degree-file"
            className="form-control"
            type="file"
            accept="image/*"
            onChange={(event) => handleFile('degreeFile', event)}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="college" className="form-label">
            College / Institution
          </label>
          <input
            id="college"
            className="form-control"
            maxLength={200}
            value={values.college}
            onChange={(event) => setValues((v) => ({ ...v, college: event.target.value }))}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="income-slab" className="form-label">
            Income slab
          </label>
          <select
            id="income-slab"
            className="form-select"
            value={values.incomeSlab}
            onChange={(event) => handleSlab(event.target.value as IncomeSlab | '')}
          >
            <option value="">Select your annual income</option>
            {INCOME_SLABS.map((slab) => (
              <option key={slab.value} value={slab.value}>
                {slab.label}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          {values.incomeSlab === 'NO_INCOME' ? (
            <p className="form-text mb-0">No income proof is needed for No Income.</p>
          ) : (
            <>
              <label htmlFor="income-file" className="form-label">
                Income proof
              </label>
              <input
                key={fileKeys.incomeFile}
                id="income-file"
                className="form-control"
                type="file"
                accept="image/*"
                onChange={(event) => handleFile('incomeFile', event)}
              />
              <div className="form-text">An image of a recent salary slip or tax return.</div>
            </>
          )}
        </div>
        <div className="mb-4">
          <label htmlFor="workplace" className="form-label">
            Current workplace
          </label>
          <input
            id="workplace"
            className="form-control"
            autoComplete="organization"
            maxLength={200}
            value={values.workplace}
            onChange={(event) => setValues((v) => ({ ...v, workplace: event.target.value }))}
          />
        </div>
        <BusyButton busy={save.busy} className="w-100">
          Finish
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
