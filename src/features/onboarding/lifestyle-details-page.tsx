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

const EMPTY: LifestyleValues = { smoking: '', drinking: '', food: '', pets: '', religion: '', religious: '' };

/** Spec 2: smoking, drinking, food (two onboarding values), pets, religion, religious. */
export function Component() {
  const [values, setValues] = useState<LifestyleValues>(EMPTY);

  function set<K extends keyof LifestyleValues>(key: K) {
    return (value: LifestyleValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  }

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
        <div className="col-sm-6">
          <OptionSelect
            id="smoking"
            label="Smoking"
            options={HABIT_FREQUENCIES}
            value={values.smoking}
            onChange={set('smoking')}
          />
        </div>
        <div className="col-sm-6">
          <OptionSelect
            id="drinking"
            label="Drinking"
            options={HABIT_FREQUENCIES}
            value={values.drinking}
            onChange={set('drinking')}
          />
        </div>
        <div className="col-sm-6">
          <OptionSelect id="food" label="Food" options={ONBOARDING_FOODS} value={values.food} onChange={set('food')} />
        </div>
        <div className="col-sm-6">
          <OptionSelect id="pets" label="Pets" options={PETS} value={values.pets} onChange={set('pets')} />
        </div>
        <div className="col-sm-6">
          <OptionSelect
            id="religion"
            label="Religion"
            options={RELIGIONS}
            value={values.religion}
            onChange={set('religion')}
          />
        </div>
        <div className="col-sm-6">
          <OptionSelect
            id="religious"
            label="Religious"
            options={RELIGIOUS_LEVELS}
            value={values.religious}
            onChange={set('religious')}
          />
        </div>
      </div>
    </StepForm>
  );
}
