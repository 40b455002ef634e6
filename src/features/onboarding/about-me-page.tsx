import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { countWords, GEOLOCATION_TIMEOUT_MS, MIN_ABOUT_ME_WORDS } from '../../../contract/enums';
import { reverseGeocode, type Place } from '../../api/geocode';
import { updateAboutMe } from '../../api/profile';
import { TextAreaField, TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';

/** Spec 8: the three geolocation messages, read in the language of the moment. */
const LOCATION_MESSAGES = {
  get denied() {
    return t`Location access was denied. Please allow permission or enter your details manually.`;
  },
  get unavailable() {
    return t`Could not retrieve your location. Please check your device settings.`;
  },
  get unsupported() {
    return t`Geolocation is not supported by your browser.`;
  },
};

/** The provider's place, or null when none is configured or it failed (spec 8: a failure is only logged). */
async function placeAt(latitude: number, longitude: number): Promise<Place | null> {
  try {
    return await reverseGeocode(latitude, longitude);
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Spec 2: a text about oneself and the city and country, prefilled from the device location. */
export function Component() {
  // Re-renders the step when the member changes language.
  useLingui();
  const [aboutMe, setAboutMe] = useState('');
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [coords, setCoords] = useState({ latitude: 0, longitude: 0 });
  const [locating, setLocating] = useState(false);
  const asked = useRef(false);

  function locate() {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError(LOCATION_MESSAGES.unsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        setCoords({ latitude, longitude });
        const place = await placeAt(latitude, longitude);
        // Prefill only what the member has not typed meanwhile.
        if (place?.city) setCity((current) => current || place.city);
        if (place?.country) setCountry((current) => current || place.country);
        setLocating(false);
      },
      (error) => {
        setLocating(false);
        notifyError(error.code === error.PERMISSION_DENIED ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.unavailable);
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  }

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    locate();
  }, []);

  function prepare() {
    if (countWords(aboutMe) < MIN_ABOUT_ME_WORDS) return t`Please write at least 30 words about yourself.`;
    const body = { aboutMe: aboutMe.trim(), ...coords, city: city.trim(), country: country.trim() };
    return () => updateAboutMe(body);
  }

  return (
    <StepForm
      step="about-me"
      title={t`About you`}
      intro={t`Introduce yourself in your own words, and tell us where you live.`}
      label={t`Introduction`}
      prepare={prepare}
      messages={{
        success: t`Your introduction has been saved successfully!`,
        fallback: t`Sorry, we couldn't save your details.`,
        exception: t`An error occurred while updating your profile`,
      }}
    >
      <div className="mb-3">
        <TextAreaField
          id="about-me"
          label={t`About me`}
          rows={6}
          maxLength={5000}
          wordCount={{ words: countWords(aboutMe), min: MIN_ABOUT_ME_WORDS }}
          value={aboutMe}
          onChange={setAboutMe}
        />
      </div>
      <div className="row g-3 mb-2">
        <div className="col-sm-6">
          <TextField
            id="city"
            label={t`City`}
            autoComplete="address-level2"
            maxLength={100}
            value={city}
            onChange={setCity}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id="country"
            label={t`Country`}
            autoComplete="country-name"
            maxLength={100}
            value={country}
            onChange={setCountry}
          />
        </div>
      </div>
      <button type="button" className="btn btn-link px-0 mb-3" onClick={locate} disabled={locating}>
        {locating ? t`Finding your location…` : t`Use my current location`}
      </button>
    </StepForm>
  );
}
