import { useEffect, useRef, useState } from 'react';
import { countWords, GEOLOCATION_TIMEOUT_MS, MIN_ABOUT_ME_WORDS } from '../../../contract/enums';
import { reverseGeocode, type Place } from '../../api/geocode';
import { updateAboutMe } from '../../api/profile';
import { TextAreaField, TextField } from '../../components/form-fields';
import { StepForm } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';

/** Spec 8: the three geolocation messages. */
const LOCATION_DENIED = 'Location access was denied. Please allow permission or enter your details manually.';
const LOCATION_UNAVAILABLE = 'Could not retrieve your location. Please check your device settings.';
const LOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser.';

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
  const [aboutMe, setAboutMe] = useState('');
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [coords, setCoords] = useState({ latitude: 0, longitude: 0 });
  const [locating, setLocating] = useState(false);
  const asked = useRef(false);

  function locate() {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError(LOCATION_UNSUPPORTED);
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
        notifyError(error.code === error.PERMISSION_DENIED ? LOCATION_DENIED : LOCATION_UNAVAILABLE);
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
    if (countWords(aboutMe) < MIN_ABOUT_ME_WORDS) return 'Please write at least 30 words about yourself.';
    const body = { aboutMe: aboutMe.trim(), ...coords, city: city.trim(), country: country.trim() };
    return () => updateAboutMe(body);
  }

  return (
    <StepForm
      step="about-me"
      title="About you"
      intro="Introduce yourself in your own words, and tell us where you live."
      label="Introduction"
      prepare={prepare}
      messages={{
        success: 'Your introduction has been saved successfully!',
        fallback: "Sorry, we couldn't save your details.",
        exception: 'An error occurred while updating your profile',
      }}
    >
      <div className="mb-3">
        <TextAreaField
          id="about-me"
          label="About me"
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
            label="City"
            autoComplete="address-level2"
            maxLength={100}
            value={city}
            onChange={setCity}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id="country"
            label="Country"
            autoComplete="country-name"
            maxLength={100}
            value={country}
            onChange={setCountry}
          />
        </div>
      </div>
      <button type="button" className="btn btn-link px-0 mb-3" onClick={locate} disabled={locating}>
        {locating ? 'Finding your location…' : 'Use my current location'}
      </button>
    </StepForm>
  );
}
