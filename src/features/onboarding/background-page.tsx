import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getMyProfile, saveBackground, saveHoroscope } from '../../api/profile';
import {
  BackgroundFields,
  EMPTY_BACKGROUND,
  toBackgroundRequest,
  validateBackground,
  type BackgroundForm,
} from '../../components/background-fields';
import { StepForm } from '../../components/wizard-step';
import { useAsync } from '../../lib/use-async';
import {
  BirthDetailsFields,
  EMPTY_BIRTH_DETAILS,
  toHoroscopeRequest,
  type BirthDetailsForm,
} from '../../components/birth-details-fields';

/** The member's religion, whose communities the step offers; null when unknown (none offered). */
async function readReligion(signal: AbortSignal) {
  try {
    const read = await getMyProfile(signal);
    return read.ok ? read.data.lifestyleDetails.religion : null;
  } catch {
    return null;
  }
}

/**
 * The step after the spec's seven: who the profile is for, marital status (children unless never married),
 * mother tongue and community, and, if the member chooses, the horoscope. Saved, it goes home.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const religion = useAsync(readReligion, []);
  const [background, setBackground] = useState<BackgroundForm>(EMPTY_BACKGROUND);
  const [withHoroscope, setWithHoroscope] = useState(false);
  const [birth, setBirth] = useState<BirthDetailsForm>(EMPTY_BIRTH_DETAILS);

  function prepare() {
    const problem = validateBackground(background);
    if (problem) return i18n._(problem);
    const horoscope = withHoroscope ? toHoroscopeRequest(birth) : null;
    if (horoscope && 'problem' in horoscope) return i18n._(horoscope.problem);
    const body = toBackgroundRequest(background);
    return async () => {
      const saved = await saveBackground(body);
      return saved.ok && horoscope ? saveHoroscope(horoscope.body) : saved;
    };
  }

  return (
    <StepForm
      step="background"
      title={t`A few things families ask first`}
      intro={t`Who is this profile for, marital status and mother tongue: families filter on these.`}
      label={t`Background`}
      prepare={prepare}
      submitLabel={t`Finish`}
      messages={{
        success: t`Thank you! Your details have been saved.`,
        fallback: t`Failed to save your details`,
        exception: t`An error occurred while saving your details`,
      }}
    >
      <BackgroundFields
        idPrefix="background"
        value={background}
        onChange={setBackground}
        religion={religion.status === 'success' ? religion.data : null}
      />
      <fieldset className="border rounded p-3 mt-4 mb-4">
        <legend className="h6 float-none w-auto px-1 mb-0">{t`Horoscope (optional)`}</legend>
        <div className="form-check">
          <input
            id="with-horoscope"
            className="form-check-input"
            type="checkbox"
            checked={withHoroscope}
            onChange={(event) => setWithHoroscope(event.target.checked)}
          />
          <label htmlFor="with-horoscope" className="form-check-label">
            {t`Add my horoscope`}
          </label>
        </div>
        {withHoroscope && (
          <div className="mt-3">
            <BirthDetailsFields value={birth} onChange={setBirth} />
          </div>
        )}
      </fieldset>
    </StepForm>
  );
}
