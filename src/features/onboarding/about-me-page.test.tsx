import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { recordRequest, requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { consoleErrorCalls, expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';
import { wordsOf } from '../../../tests/support/words';

type User = ReturnType<typeof renderRoute>['user'];
type PositionCallback = (position: GeolocationPosition) => void;
type ErrorCallback = (error: GeolocationPositionError) => void;

const GEOCODE_URL = 'https://geocode.test/reverse?latitude={lat}&longitude={lon}';

/** jsdom has no geolocation: each test installs the device answer it needs. */
function installGeolocation(answer: (ok: PositionCallback, fail: ErrorCallback) => void) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: ErrorCallback | null) =>
    answer(ok, fail ?? (() => undefined)),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function at(latitude: number, longitude: number) {
  return (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition);
}

function failing(code: 1 | 2 | 3) {
  return (_ok: PositionCallback, fail: ErrorCallback) =>
    fail({
      code,
      message: 'no',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError);
}

function answerGeocode(resolver: () => Response) {
  server.use(
    http.get('https://geocode.test/reverse', async ({ request }) => {
      await recordRequest(request);
      return resolver();
    }),
  );
}

function renderAboutMe() {
  return renderRoute('/app/profile-onboarding/about-me', { member: true });
}

async function writeAboutMe(user: User, count: number) {
  await user.click(await screen.findByLabelText('About me'));
  await user.paste(wordsOf(count));
}

describe('about-me onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./about-me-page')]));

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.unstubAllEnvs();
  });

  it('asks the device once for a 10 s high-accuracy position, then prefills city and country', async () => {
    vi.stubEnv('VITE_GEOCODE_URL', GEOCODE_URL);
    answerGeocode(() => HttpResponse.json({ city: 'Pune', countryName: 'India', locality: 'Kothrud' }));
    const getCurrentPosition = installGeolocation(at(18.52, 73.85));
    renderAboutMe();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Pune'));
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10000,
    });
    expect(requestsTo('GET', '/reverse').map((r) => r.query)).toEqual([{ latitude: '18.52', longitude: '73.85' }]);
  });

  it('saves the text, the coordinates and the prefilled place, then goes on to photos', async () => {
    vi.stubEnv('VITE_GEOCODE_URL', GEOCODE_URL);
    answerGeocode(() => HttpResponse.json({ city: 'Pune', countryName: 'India' }));
    installGeolocation(at(18.52, 73.85));
    const { user, path } = renderAboutMe();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Pune'));
    await writeAboutMe(user, 30);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your introduction has been saved successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/about-me').map((r) => r.json)).toEqual([
      { aboutMe: wordsOf(30), latitude: 18.52, longitude: 73.85, city: 'Pune', country: 'India' },
    ]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/photos'));
  });

  it('keeps the position but leaves the fields to the member when no geocoding provider is configured', async () => {
    vi.stubEnv('VITE_GEOCODE_URL', '');
    installGeolocation(at(12.97, 77.59));
    const { user } = renderAboutMe();
    await writeAboutMe(user, 31);
    expect(screen.getByLabelText('City')).toHaveValue('');
    await user.type(screen.getByLabelText('City'), 'Bengaluru');
    await user.type(screen.getByLabelText('Country'), 'India');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Your introduction has been saved successfully!');
    expect(requestsTo('PUT', '/profile/about-me')[0].json).toEqual({
      aboutMe: wordsOf(31),
      latitude: 12.97,
      longitude: 77.59,
      city: 'Bengaluru',
      country: 'India',
    });
  });

  it('only logs a failed reverse geocode and leaves the fields for manual entry', async () => {
    expectConsoleError();
    vi.stubEnv('VITE_GEOCODE_URL', GEOCODE_URL);
    answerGeocode(() => new HttpResponse(null, { status: 503 }));
    installGeolocation(at(18.52, 73.85));
    renderAboutMe();
    await waitFor(() => expect(requestsTo('GET', '/reverse')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use my current location' })).toBeEnabled());
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleErrorCalls()).toHaveLength(1);
  });

  it.each([
    ['permission is denied', 1, 'Location access was denied. Please allow permission or enter your details manually.'],
    ['the position is unavailable', 2, 'Could not retrieve your location. Please check your device settings.'],
    ['the request times out', 3, 'Could not retrieve your location. Please check your device settings.'],
  ] as const)('says so when %s, and sends coordinates 0', async (_case, code, message) => {
    installGeolocation(failing(code));
    const { user } = renderAboutMe();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await writeAboutMe(user, 30);
    await user.type(screen.getByLabelText('City'), 'Kochi');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Your introduction has been saved successfully!');
    expect(requestsTo('PUT', '/profile/about-me')[0].json).toEqual({
      aboutMe: wordsOf(30),
      latitude: 0,
      longitude: 0,
      city: 'Kochi',
      country: '',
    });
  });

  it('says so when the browser has no geolocation', async () => {
    renderAboutMe();
    expect(await screen.findByText('Geolocation is not supported by your browser.')).toBeInTheDocument();
  });

  it('asks for 30 words and sends nothing with 29', async () => {
    installGeolocation(failing(2));
    const { user } = renderAboutMe();
    await writeAboutMe(user, 29);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please write at least 30 words about yourself.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/about-me')).toHaveLength(0);
  });

  it.each(failureCases("Sorry, we couldn't save your details.", 'An error occurred while updating your profile'))(
    'shows $name when saving fails and keeps the text',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      installGeolocation(failing(2));
      server.use(route('put', '/profile/about-me', 'member', respond));
      const { user, path } = renderAboutMe();
      await writeAboutMe(user, 30);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('About me')).toHaveValue(wordsOf(30));
      expect(path()).toBe('/app/profile-onboarding/about-me');
    },
  );
});
