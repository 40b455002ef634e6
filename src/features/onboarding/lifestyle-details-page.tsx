import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
const FIELDS: ReadonlyArray<{ key: keyof LifestyleValues; label: MessageDescriptor; options: readonly string[] }> = [
  { key: 'smoking', label: msg`Smoking`, options: HABIT_FREQUENCIES },
  { key: 'drinking', label: msg`Drinking`, options: HABIT_FREQUENCIES },
  { key: 'food', label: msg`Food`, options: ONBOARDING_FOODS },
  { key: 'pets', label: msg`Pets`, options: PETS },
  { key: 'religion', label: msg`Religion`, options: RELIGIONS },
  { key: 'religious', label: msg`Religious`, options: RELIGIOUS_LEVELS },
];

const EMPTY: LifestyleValues = { smoking: '', drinking: '', food: '', pets: '', religion: '', religious: '' };

/** Spec 2: smoking, drinking, food (two onboarding values), pets, religion, religious. */
export function Component() {
  const { i18n } = useLingui();
  const [values, setValues] = useState<LifestyleValues>(EMPTY);

  function prepare() {
    const { smoking, drinking, food, pets, religion, religious } = values;
    if (!smoking || !drinking || !food || !pets || !religion || !religious) return null;
    return () => updateLifestyle({ smoking, drinking, food, pets, religion, religious });
  }

  return (
    <StepForm
      step="lifestyle-details"
      title={t`Your lifestyle`}
      intro={t`Habits and beliefs help us suggest people you will get along with.`}
      label={t`Lifestyle`}
      browserChecks
      prepare={prepare}
      messages={{
        success: t`Your lifestyle preferences have been saved successfully!`,
        fallback: t`Sorry, we couldn't save your preferences.`,
        exception: t`An error occurred while updating your lifestyle preferences`,
      }}
      submitClassName="w-100 mt-2"
    >
      <div className="row">
        {/* Each select offers only its own field's options, so the value it reports fits its key. */}
        {FIELDS.map(({ key, label, options }) => (
          <div className="col-sm-6" key={key}>
            <OptionSelect<string>
              id={key}
              label={i18n._(label)}
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
