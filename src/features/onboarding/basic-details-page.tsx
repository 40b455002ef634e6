import { useState, type FormEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useNavigate } from 'react-router-dom';
import { GENDERS, MAX_INCHES, MIN_DOB_ISO, type Gender } from '../../../contract/enums';
import { updateBasicDetails } from '../../api/profile';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';
import { OptionSelect, passesBrowserChecks } from './fields';

/** Spec 5: shown and sent as MM/dd/yyyy. */
const DOB_FORMAT = 'MM/dd/yyyy';
const [MIN_YEAR, MIN_MONTH, MIN_DAY] = MIN_DOB_ISO.split('-').map(Number);
const MIN_DOB = new Date(MIN_YEAR, MIN_MONTH - 1, MIN_DAY);

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
  const navigate = useNavigate();
  const save = useStepRequest();
  // Read once per visit: the latest date a member may pick, and where an empty calendar opens (an adult's birth year).
  const [today] = useState(() => new Date());
  const [openTo] = useState(() => new Date(today.getFullYear() - 25, 0, 1));
  const [values, setValues] = useState<BasicValues>({ dob: null, weight: '', feet: '', inches: '', gender: '' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 5 gives these fields no messages of their own: the browser's checks speak for them.
    if (!passesBrowserChecks(event.currentTarget)) return;
    const { dob, gender } = values;
    if (!dob) {
      // Text typed into the date field that is not a date in range.
      notifyError(`Please pick your date of birth (${DOB_FORMAT.toUpperCase()}).`);
      return;
    }
    if (!gender) return;
    const body = {
      dob: formatDob(dob),
      weight: Number(values.weight),
      height: Number(values.feet) * 12 + Number(values.inches),
      gender,
    };
    const saved = await save.send(() => updateBasicDetails(body), {
      success: 'Basic details saved successfully!',
      fallback: 'Failed to save basic details.',
      exception: 'An error occurred while saving basic details',
    });
    if (saved) navigate(nextStepPath('basic-details'));
  }

  return (
    <WizardLayout step="basic-details" title="Basic details" intro="Your age, build and gender appear on your profile.">
      <form onSubmit={handleSubmit} aria-label="Basic details">
        <div className="mb-3">
          <label htmlFor="dob" className="form-label">
            Date of birth
          </label>
          <DatePicker
            id="dob"
            className="form-control"
            wrapperClassName="d-block"
            selected={values.dob}
            onChange={(dob: Date | null) => setValues((v) => ({ ...v, dob }))}
            dateFormat={DOB_FORMAT}
            placeholderText="MM/DD/YYYY"
            minDate={MIN_DOB}
            maxDate={today}
            openToDate={values.dob ?? openTo}
            showYearDropdown
            showMonthDropdown
            dropdownMode="select"
            required
            autoComplete="bday"
          />
        </div>
        <div className="mb-3">
          <label htmlFor="weight" className="form-label">
            Weight (kg)
          </label>
          <input
            id="weight"
            className="form-control"
            type="number"
            inputMode="decimal"
            min={1}
            max={400}
            step="any"
            required
            value={values.weight}
            onChange={(event) => setValues((v) => ({ ...v, weight: event.target.value }))}
          />
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">Height</legend>
          <div className="row g-2">
            <div className="col-6">
              <label htmlFor="height-feet" className="form-label small">
                Feet
              </label>
              <input
                id="height-feet"
                className="form-control"
                type="number"
                inputMode="numeric"
                min={0}
                max={9}
                step={1}
                required
                value={values.feet}
                onChange={(event) => setValues((v) => ({ ...v, feet: event.target.value }))}
              />
            </div>
            <div className="col-6">
              <label htmlFor="height-inches" className="form-label small">
                Inches
              </label>
              <input
                id="height-inches"
                className="form-control"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_INCHES}
                step={1}
                required
                value={values.inches}
                onChange={(event) => setValues((v) => ({ ...v, inches: event.target.value }))}
              />
            </div>
          </div>
        </fieldset>
        <OptionSelect
          id="gender"
          label="Gender"
          options={GENDERS}
          value={values.gender}
          onChange={(gender) => setValues((v) => ({ ...v, gender }))}
        />
        <BusyButton busy={save.busy} className="w-100 mt-2">
          Continue
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
