import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { words, type Person } from './support/api';
import { makeImage } from './support/files';
import { setUpJourney, typeDate } from './support/journey';
import { logIn, navigate, toast } from './support/member';

const journey = setUpJourney('journey-4-own-profile');

const KAVITA: Person = {
  email: 'kavita.bhosale@example.com',
  password: 'Kavita@2026!',
  firstName: 'Kavita',
  lastName: 'Bhosle',
  gender: 'FEMALE',
  dob: '06/30/1996',
  phone: '9898989898',
  pan: 'KAVBH4321M',
  city: 'Pune',
  country: 'India',
  aboutMe: words(31, 'Pune'),
  colour: { r: 200, g: 140, b: 180 },
};

const NEW_ABOUT_ME =
  'I teach mathematics at a secondary school in Nagpur and spend my weekends trekking in the Satpura hills. ' +
  'I love cooking for friends, reading Marathi poetry and planning small trips with my family every monsoon.';
const NEW_ABOUT_FAMILY =
  'My parents live with my younger brothers in Nagpur, my father has retired from the railways and my mother ' +
  'keeps the house lively with music and guests.';

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The value shown beside a label in a section's read-only list. */
async function shown(page: Page, title: string, label: string): Promise<string> {
  const term = section(page, title).locator('dt', { hasText: new RegExp(`^${label}$`) });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

async function edit(page: Page, title: string): Promise<Locator> {
  await section(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const region = section(page, title);
  await region.getByRole('button', { name: 'Save' }).waitFor();
  return region;
}

/**
 * Holds the next request to `path` until the returned release is called, so
 * the journey can see what the screen shows while a request is on its way.
 */
async function hold(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed: () => void = () => undefined;
  const continued = new Promise<void>((resolve) => {
    passed = resolve;
  });
  await page.route(
    `**${path}`,
    async (route) => {
      await held;
      await route.continue();
      passed();
    },
    { times: 1 },
  );
  return async () => {
    release();
    await continued;
  };
}

/** Saves a section; `held` names the call to hold while the journey looks at the busy form. */
async function save(
  page: Page,
  title: string,
  held?: { path: string; whileSaving: (region: Locator) => Promise<void> },
): Promise<void> {
  const region = section(page, title);
  const release = held ? await hold(page, held.path) : null;
  await region.getByRole('button', { name: 'Save' }).click();
  if (held && release) {
    await held.whileSaving(region);
    await release();
  }
  await page
    .getByRole('alert')
    .filter({ hasText: `${title} updated successfully!` })
    .first()
    .waitFor();
  // Back to the read-only list once the profile has reloaded.
  await region.getByRole('button', { name: `Edit ${title}` }).waitFor();
}

/** Every value the journey changed, as the read-only lists show them. */
async function expectEverythingSaved(page: Page): Promise<void> {
  expect(await shown(page, 'Personal Details', 'First Name')).toBe('Kavitha');
  expect(await shown(page, 'Personal Details', 'Last Name')).toBe('Bhosle-Rane');
  expect(Number(await shown(page, 'Personal Details', 'Age'))).toBeGreaterThanOrEqual(32);
  expect(await shown(page, 'Personal Details', 'Gender')).toBe('Female');
  expect(await shown(page, 'Personal Details', 'Height')).toBe(`5' 3"`);
  expect(await shown(page, 'Personal Details', 'Weight')).toBe('57 kg');

  expect(await shown(page, 'Lifestyle Details', 'Smoking')).toBe('Never');
  expect(await shown(page, 'Lifestyle Details', 'Drinking')).toBe('Occasionally');
  expect(await shown(page, 'Lifestyle Details', 'Food Preferences')).toBe('Vegan');
  expect(await shown(page, 'Lifestyle Details', 'Religion')).toBe('Buddhist');
  expect(await shown(page, 'Lifestyle Details', 'Religious')).toBe('Agnostic');
  expect(await shown(page, 'Lifestyle Details', 'Pets')).toBe('No');

  expect(await shown(page, 'Family Details', "Father's Occupation")).toBe('Retired');
  expect(await shown(page, 'Family Details', "Mother's Occupation")).toBe('House Wife');
  expect(await shown(page, 'Family Details', 'Number of Brothers')).toBe('2');
  expect(await shown(page, 'Family Details', 'Number of Sisters')).toBe('0');
  expect(await shown(page, 'Family Details', 'Languages Spoken')).toBe('Hindi, English, Other');

  expect(await shown(page, 'About Me', 'About Me')).toBe(NEW_ABOUT_ME);
  expect(await shown(page, 'About Me', 'City')).toBe('Nagpur');
  expect(await shown(page, 'About Me', 'Country')).toBe('India');
  // The header shows the full name and the about-me text.
  await page.getByRole('heading', { level: 1, name: 'Kavitha Bhosle-Rane' }).waitFor();

  expect(await shown(page, 'Professional Details', 'Highest Degree')).toBe('MSc');
  expect(await shown(page, 'Professional Details', 'College / Institution')).toBe('Nagpur University');
  expect(await shown(page, 'Professional Details', 'Profession')).toBe('Teacher at Somalwar High School');
  expect(await shown(page, 'Professional Details', 'Current Workplace')).toBe('Somalwar High School');
  expect(await shown(page, 'Professional Details', 'Income Slab')).toBe('5-10 LPA');
  for (const document of ['Degree Certificate', 'Income Proof']) {
    const image = section(page, 'Professional Details').getByRole('img', { name: document });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  // Two photos: the onboarding one was deleted, two new ones remain.
  const photos = section(page, 'Photos').getByRole('img', { name: /^Uploaded \d of 2$/ });
  await expect.poll(() => photos.count()).toBe(2);
}

it('a member edits every section of the own profile, uploads and deletes photos, and sees it all after a reload', async () => {
  await journey.api.createMember(KAVITA);
  const member = await journey.open('kavitha');
  const { page } = member;
  await logIn(member, KAVITA.email, KAVITA.password);
  await navigate(member, 'Profile');
  await page.getByRole('heading', { level: 1, name: 'Kavita Bhosle' }).waitFor();
  await member.checkpoint('profile');

  // Personal Details (date of birth starts blank: the profile as read has none).
  let region = await edit(page, 'Personal Details');
  await member.checkpoint('profile-editing-personal');
  await region.getByLabel('First Name').fill('Kavitha');
  await region.getByLabel('Last Name').fill('Bhosle-Rane');
  await typeDate(region.getByLabel('Date of Birth'), '02/10/1993');
  await region.getByLabel('Gender').selectOption('FEMALE');
  await region.getByLabel('Height (inches)').fill('63');
  await region.getByLabel('Weight (kg)').fill('57');
  await save(page, 'Personal Details');

  // Cancel leaves everything as it was.
  region = await edit(page, 'Lifestyle Details');
  await region.getByLabel('Smoking').selectOption('ALWAYS');
  await region.getByRole('button', { name: 'Cancel' }).click();
  expect(await shown(page, 'Lifestyle Details', 'Smoking')).toBe('Never');

  region = await edit(page, 'Lifestyle Details');
  await region.getByLabel('Smoking').selectOption('NEVER');
  await region.getByLabel('Drinking').selectOption('OCCASIONALLY');
  await region.getByLabel('Food Preferences').selectOption('VEGAN');
  await region.getByLabel('Religion').selectOption('BUDDHIST');
  await region.getByLabel('Religious', { exact: true }).selectOption('AGNOSTIC');
  await region.getByLabel('Pets').selectOption('NO');
  await save(page, 'Lifestyle Details');

  region = await edit(page, 'Family Details');
  await region.getByLabel("Father's Occupation").selectOption('RETIRED');
  await region.getByLabel("Mother's Occupation").selectOption('HOUSE WIFE');
  await region.getByLabel('Number of Brothers').fill('2');
  await region.getByLabel('Number of Sisters').fill('0');
  await region.getByLabel('Other', { exact: true }).check();
  await region.getByLabel('About My Family').fill(NEW_ABOUT_FAMILY);
  await save(page, 'Family Details');

  region = await edit(page, 'About Me');
  await region.getByLabel('About Me').fill(NEW_ABOUT_ME);
  await region.getByLabel('City').fill('Nagpur');
  await region.getByLabel('Country').fill('India');
  // Spec 4: while saving, Save reads 'Saving...' and both buttons are disabled.
  await save(page, 'About Me', {
    path: '/api/profile/about-me',
    whileSaving: async (saving) => {
      const button = saving.getByRole('button', { name: 'Saving...' });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect(await saving.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    },
  });

  region = await edit(page, 'Professional Details');
  // The searchable, clearable degree list.
  const degree = region.getByLabel('Highest Degree');
  await degree.fill('MSc');
  await page.getByRole('option', { name: 'MSc', exact: true }).click();
  await region.getByLabel('College / Institution').fill('Nagpur University');
  // The job title beside the workplace, from its own searchable list.
  await region.getByLabel('Occupation').fill('Teach');
  await page.getByRole('option', { name: 'Teacher', exact: true }).click();
  await region.getByLabel('Current Workplace').fill('Somalwar High School');
  await region.getByLabel('Income Slab').selectOption('5_10_LPA');
  await region
    .getByLabel('Degree Certificate')
    .setInputFiles(await makeImage('msc-degree.jpg', { r: 250, g: 240, b: 200 }));
  await region
    .getByLabel('Income Proof')
    .setInputFiles(await makeImage('salary-slip.png', { r: 220, g: 250, b: 220 }, 'png'));
  await member.checkpoint('profile-editing-professional');
  await save(page, 'Professional Details');

  // Photos: pick two, see their previews, upload; then delete the onboarding photo.
  const photos = section(page, 'Photos');
  await photos
    .getByLabel('Choose Photos')
    .setInputFiles([
      await makeImage('saree.jpg', { r: 180, g: 60, b: 90 }),
      await makeImage('trek.png', { r: 60, g: 140, b: 80 }, 'png'),
    ]);
  await photos.getByRole('img', { name: 'Preview of saree.jpg' }).waitFor();
  await photos.getByRole('img', { name: 'Preview of trek.png' }).waitFor();
  await member.checkpoint('profile-photo-previews');
  const release = await hold(page, '/api/profile/images');
  await photos.getByRole('button', { name: 'Upload Photos' }).click();
  // Spec 2: 'Uploading...' while busy.
  const uploading = photos.getByRole('button', { name: 'Uploading...' });
  await uploading.waitFor();
  expect(await uploading.isDisabled()).toBe(true);
  await release();
  await toast(member, 'Photos uploaded successfully!');
  await photos.getByRole('img', { name: 'Uploaded 3 of 3' }).waitFor();
  expect(await photos.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);

  const question = await member.nextDialog(() => photos.getByRole('button', { name: 'Delete photo 1' }).click());
  expect(question).toBe('Are you sure you want to delete this photo?');
  await toast(member, 'Photo deleted successfully!');
  await photos.getByRole('img', { name: 'Uploaded 2 of 2' }).waitFor();
  await member.checkpoint('profile-saved');

  await expectEverythingSaved(page);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Kavitha Bhosle-Rane' }).waitFor();
  await expectEverythingSaved(page);
  await member.checkpoint('profile-after-reload');
});
