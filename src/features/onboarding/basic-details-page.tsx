import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { GENDERS, MAX_INCHES, type Gender } from '../../../contract/enums';
import { updateBasicDetails } from '../../api/profile';
import { DOB_FORMAT, DobField } from '../../components/date-field';
import { TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';
import { OptionSelect } from './fields';

function formatDob(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

interface BasicValues {
  dob: Date | null;
  weight: string;
  feet: string;
  inches: string;
  gender: Gender | '';
}

/** Spec 2 and 5: date of birth, weight in kg, height in feet and inches (sent as total inches), gender. */
export function Component() {
  // Re-renders the step when the member changes language.
  useLingui();
  // Read once per visit: the latest date a member may pick, and where an empty calendar opens (an adult's birth year).
  const [today] = useState(() => new Date());
  const [openTo] = useState(() => new Date(today.getFullYear() - 25, 0, 1));
  const [values, setValues] = useState<BasicValues>({ dob: null, weight: '', feet: '', inches: '', gender: '' });

  function set<K extends keyof BasicValues>(key: K) {
    return (value: BasicValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  }

  function prepare() {
    const { dob, gender } = values;
    // Text typed into the date field that is not a date in range.
    if (!dob) {
      const format = DOB_FORMAT.toUpperCase();
      return t`Please pick your date of birth (${format}).`;
    }
    if (!gender) return null;
    const body = {
      dob: formatDob(dob),
      weight: Number(values.weight),
      height: Number(values.feet) * 12 + Number(values.inches),
      gender,
    };
    return () => updateBasicDetails(body);
  }

  return (
    <StepForm
      step="basic-details"
      title={t`Basic details`}
      intro={t`Your age, build and gender appear on your profile.`}
      label={t`Basic details`}
      // Spec 5 gives these fields no messages of their own: the browser's checks speak for them.
      browserChecks
      prepare={prepare}
      messages={{
        success: t`Basic details saved successfully!`,
        fallback: t`Failed to save basic details.`,
        exception: t`An error occurred while saving basic details`,
      }}
      submitClassName="w-100 mt-2"
    >
      <div className="mb-3">
        <DobField
          id="dob"
          label={t`Date of birth`}
          value={values.dob}
          onChange={set('dob')}
          today={today}
          openToDate={values.dob ?? openTo}
          placeholder="MM/DD/YYYY"
          autoComplete="bday"
          required
        />
      </div>
      <div className="mb-3">
        <TextField
          id="weight"
          label={t`Weight (kg)`}
          type="number"
          inputMode="decimal"
          min={1}
          max={400}
          step="any"
          required
          value={values.weight}
          onChange={set('weight')}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t`Height`}</legend>
        <div className="row g-2">
          <div className="col-6">
            <TextField
              id="height-feet"
              label={t`Feet`}
              smallLabel
              type="number"
              inputMode="numeric"
              min={0}
              max={9}
              step={1}
              required
              value={values.feet}
              onChange={set('feet')}
            />
          </div>
          <div className="col-6">
            <TextField
              id="height-inches"
              label={t`Inches`}
              smallLabel
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_INCHES}
              step={1}
              required
              value={values.inches}
              onChange={set('inches')}
            />
          </div>
        </div>
      </fieldset>
      <OptionSelect id="gender" label={t`Gender`} options={GENDERS} value={values.gender} onChange={set('gender')} />
    </StepForm>
  );
}
