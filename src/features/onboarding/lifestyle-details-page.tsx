import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
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
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { nextStepPath } from '../../lib/wizard-steps';
import { OptionSelect, passesBrowserChecks } from './fields';

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
  const navigate = useNavigate();
  const save = useStepRequest();
  const [values, setValues] = useState<LifestyleValues>(EMPTY);

  function set<K extends keyof LifestyleValues>(key: K) {
    return (value: LifestyleValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passesBrowserChecks(event.currentTarget)) return;
    const { smoking, drinking, food, pets, religion, religious } = values;
    if (!smoking || !drinking || !food || !pets || !religion || !religious) return;
    const saved = await save.send(() => updateLifestyle({ smoking, drinking, food, pets, religion, religious }), {
      success: 'Your lifestyle preferences have been saved successfully!',
      fallback: "Sorry, we couldn't save your preferences.",
      exception: 'An error occurred while updating your lifestyle preferences',
    });
    if (saved) navigate(nextStepPath('lifestyle-details'));
  }

  return (
    <WizardLayout step="lifestyle-details" title="Your lifestyle" intro="Habits and beliefs help us suggest people you will get along with.">
      <form onSubmit={handleSubmit} aria-label="Lifestyle">
        <div className="row">
          <div className="col-sm-6">
            <OptionSelect id="smoking" label="Smoking" options={HABIT_FREQUENCIES} value={values.smoking} onChange={set('smoking')} />
          </div>
          <div className="col-sm-6">
            <OptionSelect id="drinking" label="Drinking" options={HABIT_FREQUENCIES} value={values.drinking} onChange={set('drinking')} />
          </div>
          <div className="col-sm-6">
            <OptionSelect id="food" label="Food" options={ONBOARDING_FOODS} value={values.food} onChange={set('food')} />
          </div>
          <div className="col-sm-6">
            <OptionSelect id="pets" label="Pets" options={PETS} value={values.pets} onChange={set('pets')} />
          </div>
          <div className="col-sm-6">
            <OptionSelect id="religion" label="Religion" options={RELIGIONS} value={values.religion} onChange={set('religion')} />
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
        <BusyButton busy={save.busy} className="w-100 mt-2">
          Continue
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
