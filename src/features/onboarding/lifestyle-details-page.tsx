import { useState } from 'react';
import {
  HABIT_FREQUENCIES,
  ONBOARDING_FOODS,
  PETS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
  type Food,
  type HabitFrequency,
  type Pets,
  type Religion,
  type ReligiousLevel,
} from '../../../contract/enums';
import { updateLifestyle } from '../../api/profile';
import { StepForm } from '../../components/wizard-step';
import { OptionSelect } from './fields';

interface LifestyleValues {
  smoking: HabitFrequency | '';
  drinking: HabitFrequency | '';
  food: Food | '';
  pets: Pets | '';
  religion: Religion | '';
  religious: ReligiousLevel | '';
}

/** Spec 2's order; the keys are also the ids and the request's field names. */
const FIELDS: ReadonlyArray<{ key: keyof LifestyleValues; label: string; options: readonly string[] }> = [
  { key: 'smoking', label: 'Smoking', options: HABIT_FREQUENCIES },
  { key: 'drinking', label: 'Drinking', options: HABIT_FREQUENCIES },
  { key: 'food', label: 'Food', options: ONBOARDING_FOODS },
  { key: 'pets', label: 'Pets', options: PETS },
  { key: 'religion', label: 'Religion', options: RELIGIONS },
  { key: 'religious', label: 'Religious', options: RELIGIOUS_LEVELS },
];

const EMPTY: LifestyleValues = { smoking: '', drinking: '', food: '', pets: '', religion: '', religious: '' };

/** Spec 2: smoking, drinking, food (two onboarding values), pets, religion, religious. */
export function Component() {
  const [values, setValues] = useState<LifestyleValues>(EMPTY);

  function prepare() {
    const { smoking, drinking, food, pets, religion, religious } = values;
    if (!smoking || !drinking || !food || !pets || !religion || !religious) return null;
    return () => updateLifestyle({ smoking, drinking, food, pets, religion, religious });
  }

  return (
    <StepForm
      step="lifestyle-details"
      title="Your lifestyle"
      intro="Habits and beliefs help us suggest people you will get along with."
      label="Lifestyle"
      browserChecks
      prepare={prepare}
      messages={{
        success: 'Your lifestyle preferences have been saved successfully!',
        fallback: "Sorry, we couldn't save your preferences.",
        exception: 'An error occurred while updating your lifestyle preferences',
      }}
      submitClassName="w-100 mt-2"
    >
      <div className="row">
        {/* Each select offers only its own field's options, so the value it reports fits its key. */}
        {FIELDS.map(({ key, label, options }) => (
          <div className="col-sm-6" key={key}>
            <OptionSelect<string>
              id={key}
              label={label}
              options={options}
              value={values[key]}
              onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
            />
          </div>
        ))}
      </div>
    </StepForm>
  );
}
