import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { countWords, GEOLOCATION_TIMEOUT_MS, MIN_ABOUT_ME_WORDS } from '../../../contract/enums';
import { updateAboutMe } from '../../api/profile';
import { BusyButton, useStepRequest, WizardLayout } from '../../components/wizard-step';
import { notifyError } from '../../lib/notify';
import { nextStepPath } from '../../lib/wizard-steps';

/** Spec 8: the three geolocation messages. */
const LOCATION_DENIED = 'Location access was denied. Please allow permission or enter your details manually.';
const LOCATION_UNAVAILABLE = 'Could not retrieve your location. Please check your device settings.';
const LOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser.';

/**
 * Reverse geocoding through the configured provider (VITE_GEOCODE_URL, with
 * {lat} and {lon} replaced; the answer carries city and countryName). Unset,
 * or failing: nothing, and the fields stay for manual entry (spec 8).
 */
async function reverseGeocode(latitude: number, longitude: number): Promise<{ city: string; country: string } | null> {
  const template = import.meta.env.VITE_GEOCODE_URL;
  if (!template) return null;
  const url = template.replace('{lat}', encodeURIComponent(String(latitude))).replace('{lon}', encodeURIComponent(String(longitude)));
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
    const body = (await response.json()) as { city?: unknown; countryName?: unknown };
    return {
      city: typeof body.city === 'string' ? body.city : '',
      country: typeof body.countryName === 'string' ? body.countryName : '',
    };
  } catch (error) {
    // Spec 8: a failed reverse geocode is only logged.
    console.error(error);
    return null;
  }
}

/** Spec 2: a text about oneself and the city and country, prefilled from the device location. */
export function Component() {
  const navigate = useNavigate();
  const save = useStepRequest();
  const [aboutMe, setAboutMe] = useState('');
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [coords, setCoords] = useState({ latitude: 0, longitude: 0 });
  const [locating, setLocating] = useState(false);
  const asked = useRef(false);
  const words = countWords(aboutMe);

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
        const place = await reverseGeocode(latitude, longitude);
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (countWords(aboutMe) < MIN_ABOUT_ME_WORDS) {
      notifyError('Please write at least 30 words about yourself.');
      return;
    }
    const body = { aboutMe: aboutMe.trim(), ...coords, city: city.trim(), country: country.trim() };
    const saved = await save.send(() => updateAboutMe(body), {
      success: 'Your introduction has been saved successfully!',
      fallback: "Sorry, we couldn't save your details.",
      exception: 'An error occurred while updating your profile',
    });
    if (saved) navigate(nextStepPath('about-me'));
  }

  return (
    <WizardLayout step="about-me" title="About you" intro="Introduce yourself in your own words, and tell us where you live.">
      <form onSubmit={handleSubmit} noValidate aria-label="Introduction">
        <div className="mb-3">
          <label htmlFor="about-me" className="form-label">
            About me
          </label>
          <textarea
            id="about-me"
            className="form-control"
            rows={6}
            maxLength={5000}
            aria-describedby="about-me-count"
            value={aboutMe}
            onChange={(event) => setAboutMe(event.target.value)}
          />
          <div id="about-me-count" className="form-text">
            {words} of at least {MIN_ABOUT_ME_WORDS} words
          </div>
        </div>
        <div className="row g-3 mb-2">
          <div className="col-sm-6">
            <label htmlFor="city" className="form-label">
              City
            </label>
            <input
              id="city"
              className="form-control"
              autoComplete="address-level2"
              maxLength={100}
              value={city}
              onChange={(event) => setCity(event.target.value)}
            />
          </div>
          <div className="col-sm-6">
            <label htmlFor="country" className="form-label">
              Country
            </label>
            <input
              id="country"
              className="form-control"
              autoComplete="country-name"
              maxLength={100}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            />
          </div>
        </div>
        <button type="button" className="btn btn-link px-0 mb-3" onClick={locate} disabled={locating}>
          {locating ? 'Finding your location…' : 'Use my current location'}
        </button>
        <BusyButton busy={save.busy} className="w-100">
          Continue
        </BusyButton>
      </form>
    </WizardLayout>
  );
}
