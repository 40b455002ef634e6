/** A place named by the reverse geocoder; a field the provider left out is ''. */
export interface Place {
  city: string;
  country: string;
}

/**
 * Reverse geocoding through the configured provider (VITE_GEOCODE_URL, with
 * {lat} and {lon} replaced; the answer carries city and countryName). This is
 * a third-party service, not our API, so it goes around `apiFetch`: no base,
 * no token. Resolves to null when no provider is configured; throws when the
 * provider fails, and the screen decides what to do (spec 8: only logged).
 */
export async function reverseGeocode(latitude: number, longitude: number): Promise<Place | null> {
  const template = import.meta.env.VITE_GEOCODE_URL;
  if (!template) return null;
  const url = template
    .replace('{lat}', encodeURIComponent(String(latitude)))
    .replace('{lon}', encodeURIComponent(String(longitude)));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
  const body = (await response.json()) as { city?: unknown; countryName?: unknown };
  return {
    city: typeof body.city === 'string' ? body.city : '',
    country: typeof body.countryName === 'string' ? body.countryName : '',
  };
}
