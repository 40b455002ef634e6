import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { MANGLIK } from '../../../contract/horoscope';
import type { Horoscope, HoroscopeRequest } from '../../../contract/schemas/horoscope';
import { saveHoroscope } from '../../api/profile';
import { ButtonSpinner } from '../../components/button-spinner';
import { SelectField, TextField } from '../../components/form-fields';
import { formatEnum, toOptions } from '../../lib/format';
import { useCall } from '../../lib/use-call';

export const HOROSCOPE_MESSAGES = {
  get manglik() {
    return t`Please choose whether you are manglik.`;
  },
  get place() {
    return t`Please give the birth city, country, latitude and longitude, or none of them.`;
  },
  save: {
    get success() {
      return t`Horoscope updated successfully!`;
    },
    get fallback() {
      return t`Failed to save your horoscope`;
    },
    get exception() {
      return t`An error occurred while saving your horoscope`;
    },
  },
} as const;

interface Form {
  birthTime: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  manglik: string;
  share: boolean;
}

/** The request for this form, or the first problem with it. */
export function toHoroscopeRequest(form: Form): { body: HoroscopeRequest } | { problem: string } {
  if (!form.manglik) return { problem: HOROSCOPE_MESSAGES.manglik };
  const place = [form.city, form.country, form.latitude, form.longitude].map((v) => v.trim());
  const given = place.filter(Boolean).length;
  if (given !== 0 && given !== 4) return { problem: HOROSCOPE_MESSAGES.place };
  const [latitude, longitude] = [Number(place[2]), Number(place[3])];
  if (given === 4 && (!Number.isFinite(latitude) || !Number.isFinite(longitude))) {
    return { problem: HOROSCOPE_MESSAGES.place };
  }
  return {
    body: {
      birthTime: form.birthTime || null,
      birthPlace: given === 4 ? { city: place[0]!, country: place[1]!, latitude, longitude } : null,
      manglik: form.manglik as HoroscopeRequest['manglik'],
      share: form.share,
    },
  };
}

/** 'Your Moon: Simha, Magha (pada 2).', and the birth stars it may be without a birth time. */
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
  // Re-renders the section when the member changes language.
  useLingui();
  const headingId = useId();
  const [form, setForm] = useState<Form>({
    birthTime: '',
    city: '',
    country: '',
    latitude: '',
    longitude: '',
    manglik: '',
    share: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [moon, setMoon] = useState<Horoscope | null>(null);
  const call = useCall();
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toHoroscopeRequest(form);
    setProblem('problem' in checked ? checked.problem : null);
    if ('problem' in checked) return;
    const outcome = await call.run(() => saveHoroscope(checked.body), HOROSCOPE_MESSAGES.save);
    if (outcome.ok) setMoon(outcome.data);
  }

  return (
    <section aria-labelledby={headingId} className="card shadow-sm mb-4">
      <form className="card-body" onSubmit={submit} noValidate>
        <h2 id={headingId} className="h5">
          {t`Horoscope`}
        </h2>
        <p className="text-body-secondary small">
          {t`Optional. Your Moon sign and birth star are worked out from your date of birth, birth time and place; they and the guna match are shown only to members who share theirs too.`}
        </p>
        <div className="row g-2">
          <div className="col-12 col-sm-4">
            <TextField
              id="horo-time"
              label={t`Birth time (local)`}
              type="time"
              value={form.birthTime}
              onChange={set('birthTime')}
            />
          </div>
          <div className="col-6 col-sm-4">
            <TextField id="horo-city" label={t`Birth city`} value={form.city} onChange={set('city')} maxLength={100} />
          </div>
          <div className="col-6 col-sm-4">
            <TextField
              id="horo-country"
              label={t`Birth country`}
              value={form.country}
              onChange={set('country')}
              maxLength={100}
            />
          </div>
          <div className="col-6 col-sm-4">
            <TextField
              id="horo-lat"
              label={t`Latitude`}
              inputMode="decimal"
              value={form.latitude}
              onChange={set('latitude')}
            />
          </div>
          <div className="col-6 col-sm-4">
            <TextField
              id="horo-lon"
              label={t`Longitude`}
              inputMode="decimal"
              value={form.longitude}
              onChange={set('longitude')}
            />
          </div>
          <div className="col-12 col-sm-4">
            <SelectField
              id="horo-manglik"
              label={t`Manglik`}
              options={toOptions(MANGLIK)}
              value={form.manglik}
              onChange={set('manglik')}
              placeholder={t`Choose...`}
              required
            />
          </div>
        </div>
        <div className="form-check mt-3">
          <input
            id="horo-share"
            className="form-check-input"
            type="checkbox"
            checked={form.share}
            onChange={(event) => setForm((f) => ({ ...f, share: event.target.checked }))}
          />
          <label htmlFor="horo-share" className="form-check-label">
            {t`Share my horoscope with members who share theirs`}
          </label>
        </div>
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
