import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { MANGLIK, type Manglik } from '../../contract/horoscope';
import type { HoroscopeRequest } from '../../contract/schemas/horoscope';
import { SelectField, TextField } from './form-fields';
import { toOptions } from '../lib/format';

/** The horoscope a member may give, on the onboarding step after the spec's and on the own profile: birth time and place, manglik, and whether to share it. */
export interface BirthDetailsForm {
  birthTime: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  manglik: Manglik | '';
  share: boolean;
}

export const EMPTY_BIRTH_DETAILS: BirthDetailsForm = {
  birthTime: '',
  city: '',
  country: '',
  latitude: '',
  longitude: '',
  manglik: '',
  share: true,
};

const MANGLIK_TEXTS: Record<Manglik, MessageDescriptor> = {
  YES: msg`Yes`,
  NO: msg`No`,
  PARTIAL: msg`Partially (anshik)`,
  DONT_KNOW: msg`I don't know`,
};

const PROBLEMS = {
  manglik: msg`Please choose whether you are manglik.`,
  place: msg`Please give the birth city, country, latitude and longitude, or none of them.`,
} as const;

/** The request for this form, or the first problem with it (a descriptor, shown in the language of the moment). */
export function toHoroscopeRequest(
  form: BirthDetailsForm,
): { body: HoroscopeRequest } | { problem: MessageDescriptor } {
  if (!form.manglik) return { problem: PROBLEMS.manglik };
  const place = [form.city, form.country, form.latitude, form.longitude].map((v) => v.trim());
  const given = place.filter(Boolean).length;
  const [latitude, longitude] = [Number(place[2]), Number(place[3])];
  if (given !== 0 && (given !== 4 || !Number.isFinite(latitude) || !Number.isFinite(longitude))) {
    return { problem: PROBLEMS.place };
  }
  return {
    body: {
      birthTime: form.birthTime || null,
      birthPlace: given === 4 ? { city: place[0]!, country: place[1]!, latitude, longitude } : null,
      manglik: form.manglik,
      share: form.share,
    },
  };
}

interface BirthDetailsFieldsProps {
  value: BirthDetailsForm;
  onChange: (value: BirthDetailsForm) => void;
}

export function BirthDetailsFields({ value, onChange }: BirthDetailsFieldsProps) {
  const { t, i18n } = useLingui();
  const set = (key: Exclude<keyof BirthDetailsForm, 'share'>) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <>
      <p className="text-body-secondary small">
        {t`Your Moon sign and birth star are worked out from your date of birth, birth time and place; they and the guna match are shown only to members who share theirs too.`}
      </p>
      <div className="row g-2">
        <div className="col-12 col-sm-4">
          <TextField
            id="birth-time"
            label={t`Birth time (local)`}
            type="time"
            value={value.birthTime}
            onChange={set('birthTime')}
          />
        </div>
        <div className="col-6 col-sm-4">
          <TextField id="birth-city" label={t`Birth city`} value={value.city} onChange={set('city')} maxLength={100} />
        </div>
        <div className="col-6 col-sm-4">
          <TextField
            id="birth-country"
            label={t`Birth country`}
            value={value.country}
            onChange={set('country')}
            maxLength={100}
          />
        </div>
        <div className="col-6 col-sm-4">
          <TextField
            id="birth-lat"
            label={t`Latitude`}
            inputMode="decimal"
            value={value.latitude}
            onChange={set('latitude')}
          />
        </div>
        <div className="col-6 col-sm-4">
          <TextField
            id="birth-lon"
            label={t`Longitude`}
            inputMode="decimal"
            value={value.longitude}
            onChange={set('longitude')}
          />
        </div>
        <div className="col-12 col-sm-4">
          <SelectField
            id="birth-manglik"
            label={t`Manglik`}
            options={toOptions(MANGLIK, (v) => i18n._(MANGLIK_TEXTS[v]))}
            value={value.manglik}
            onChange={set('manglik')}
            placeholder={t`Choose...`}
            required
          />
        </div>
      </div>
      <div className="form-check mt-3">
        <input
          id="birth-share"
          className="form-check-input"
          type="checkbox"
          checked={value.share}
          onChange={(event) => onChange({ ...value, share: event.target.checked })}
        />
        <label htmlFor="birth-share" className="form-check-label">
          {t`Share my horoscope with members who share theirs`}
        </label>
      </div>
    </>
  );
}
