import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import type { Horoscope } from '../../../contract/schemas/horoscope';
import { saveHoroscope } from '../../api/profile';
import {
  BirthDetailsFields,
  EMPTY_BIRTH_DETAILS,
  toHoroscopeRequest,
  type BirthDetailsForm,
} from '../../components/birth-details-fields';
import { ButtonSpinner } from '../../components/button-spinner';
import { formatEnum } from '../../lib/format';
import { useCall } from '../../lib/use-call';

/** Saving the horoscope, in the language of the moment. */
function saveMessages() {
  return {
    success: t`Horoscope updated successfully!`,
    fallback: t`Failed to save your horoscope`,
    exception: t`An error occurred while saving your horoscope`,
  };
}

/** The Moon worked out on saving; without a birth time, the birth stars it may be. */
function moonText(moon: Horoscope): string {
  const rashi = formatEnum(moon.rashi);
  const nakshatra = formatEnum(moon.nakshatra);
  const pada = moon.pada;
  const certain = t`Your Moon: ${rashi}, ${nakshatra} (pada ${pada}).`;
  if (moon.nakshatraCertain) return certain;
  const stars = moon.possibleNakshatras.map(formatEnum).join(', ');
  return `${certain} ${t`Without a birth time the birth star is one of: ${stars}.`}`;
}

/**
 * The horoscope, opt-in: birth time (local at the birth place) and place, manglik, and whether to share
 * it with members who share theirs. Saving answers the Moon worked out from the date of birth.
 */
export function HoroscopeSection() {
  const { i18n } = useLingui();
  const headingId = useId();
  // Sharing is a choice the member makes here, so it starts unticked.
  const [form, setForm] = useState<BirthDetailsForm>({ ...EMPTY_BIRTH_DETAILS, share: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [moon, setMoon] = useState<Horoscope | null>(null);
  const call = useCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toHoroscopeRequest(form);
    setProblem('problem' in checked ? i18n._(checked.problem) : null);
    if ('problem' in checked) return;
    const outcome = await call.run(() => saveHoroscope(checked.body), saveMessages());
    if (outcome.ok) setMoon(outcome.data);
  }

  return (
    <section aria-labelledby={headingId} className="card shadow-sm mb-4">
      <form className="card-body" onSubmit={submit} noValidate>
        <h2 id={headingId} className="h5">
          {t`Horoscope`}
        </h2>
        <BirthDetailsFields value={form} onChange={setForm} />
        {problem && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {problem}
          </div>
        )}
        {moon && (
          <p className="alert alert-info mt-3 mb-0" aria-live="polite">
            {moonText(moon)}
          </p>
        )}
        <button type="submit" className="btn btn-primary mt-3" disabled={call.busy}>
          {call.busy && <ButtonSpinner />}
          {call.busy ? t`Saving...` : t`Save horoscope`}
        </button>
      </form>
    </section>
  );
}
