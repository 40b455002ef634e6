/**
 * Helpers of the own-profile page's tests: a sparse profile, a request the
 * test releases when it wants, and readers of the read-only lists.
 */
import { configure, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { OwnProfile } from '../../contract/schemas/profile';
import { renderRoute } from '../render';
import { ok, route } from '../mocks/http';
import { server } from '../mocks/server';

/**
 * Called at the top of a test file that opens the page, for that file only: the page's lazy chunk
 * (react-select, react-datepicker) is heavy to transform on a busy machine.
 */
export function allowForColdProfilePage(): void {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 60_000 });
}

/** A member who filled in nothing: every reading is empty. */
export const sparseProfile: OwnProfile = {
  name: { firstName: '', lastName: '' },
  basicDetails: { height: null, weight: null, gender: null, age: null },
  lifestyleDetails: { smoking: null, drinking: null, food: null, pets: null, religion: null, religious: null },
  familyDetails: { brothers: null, sisters: null, fathersOccupation: null, mothersOccupation: null, languages: [] },
  aboutMe: null,
  location: { city: null, country: null },
  background: {
    createdFor: null,
    maritalStatus: null,
    children: null,
    motherTongue: null,
    community: null,
    occupation: null,
  },
  profession: { degree: null, college: null, workplace: null, income: { min: null, max: null } },
  images: [],
};

export function serveProfile(profile: OwnProfile): void {
  server.use(route('get', '/profile/my', 'member', () => ok(profile)));
}

/** Renders /app/profile signed in and waits until the profile is on screen. */
export async function openProfilePage() {
  const rendered = renderRoute('/app/profile', { member: true });
  await screen.findByRole('region', { name: 'Personal Details' });
  return rendered;
}

export function region(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/** The read-only value shown under `label` in the section titled `title`. */
export function readValue(title: string, label: string): HTMLElement {
  const term = within(region(title)).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value after ${label}`);
  return value;
}

/** A gate a mock handler awaits, so a test can look at the screen while a request is on its way. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A file of `size` real bytes. */
export function imageFile(name: string, size = 16, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}
