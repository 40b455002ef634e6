import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, words } from './support/api';
import { expectVisibleSoft, setUpJourney } from './support/journey';

const journey = setUpJourney('journey-2-admin-review');

const MEMBER = {
  email: 'meera.iyer@example.com',
  password: 'Meera@2026!',
  firstName: 'Meera',
  lastName: 'Venkatesan',
  gender: 'FEMALE' as const,
  dob: '04/12/1996',
  phone: '9123456780',
  pan: 'MEERA1234K',
  city: 'Chennai',
  country: 'India',
  aboutMe: words(34, 'temple music'),
  colour: { r: 180, g: 120, b: 160 },
};

/** The review table pages 25 rows at a time: go forward until the member's row shows. */
async function findRow(page: Page, name: string) {
  const verify = page.getByRole('button', { name: `Verify ${name}` });
  for (;;) {
    if (await verify.isVisible()) {
      // Held by its ID cell: the Verify button itself turns into a badge once published.
      const id = (await page.getByRole('row').filter({ has: verify }).getByRole('cell').first().textContent()) ?? '';
      return page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
    }
    const next = page.getByRole('navigation', { name: 'Profile pages' }).getByRole('button', { name: 'Next' });
    if (!(await next.isVisible()) || !(await next.isEnabled())) throw new Error(`${name} is not in the review table`);
    await next.click();
  }
}

/** Opens a document in the viewer, checks the title and that the picture really loaded, and closes it. */
async function viewDocument(page: Page, button: string, title: string, close: 'button' | 'escape' | 'backdrop') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const image = dialog.getByRole('img', { name: title });
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  if (close === 'button') await dialog.getByRole('button', { name: 'Close' }).click();
  if (close === 'escape') await page.keyboard.press('Escape');
  if (close === 'backdrop') await page.mouse.click(8, 760);
  await dialog.waitFor({ state: 'detached' });
}

it('an admin reviews every document of a member, publishes the profile and logs out', async () => {
  const memberToken = await journey.api.createMember(MEMBER, { publish: false });

  const admin = await journey.open('admin');
  const { page } = admin;

  // Without a session the dashboard is guarded.
  await page.goto('/secret-portal/dashboard');
  await page.waitForURL('**/secret-portal/login');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await admin.checkpoint('admin-login');

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/secret-portal/');
  await page.getByRole('heading', { name: 'Welcome to the Secret Portal' }).waitFor();
  await admin.checkpoint('portal-entry');

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/secret-portal/dashboard');
  for (const column of [
    'ID',
    'FirstName',
    'LastName',
    'Selfie',
    'PAN Card',
    'College Degree',
    'Income Proof',
    'Profile Images',
    'Verify',
  ]) {
    await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
  }
  const name = `${MEMBER.firstName} ${MEMBER.lastName}`;
  const row = await findRow(page, name);
  await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe(MEMBER.firstName);
  expect(await row.getByRole('cell').nth(2).textContent()).toBe(MEMBER.lastName);
  await admin.checkpoint('dashboard');

  // Every document of the member, closed each of the three ways the spec names.
  await viewDocument(page, `View Selfie Image of ${name}`, 'Selfie Image', 'button');
  await page.getByRole('button', { name: `View PAN Image of ${name}` }).click();
  await page.getByRole('dialog', { name: 'PAN Image' }).getByRole('img', { name: 'PAN Image' }).waitFor();
  await admin.checkpoint('document-viewer');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await viewDocument(page, `View College Degree Image of ${name}`, 'College Degree Image', 'backdrop');
  await viewDocument(page, `View Income Proof Image of ${name}`, 'Income Proof Image', 'escape');
  await viewDocument(page, `Image 0 of ${name}`, 'Profile Image 0', 'button');

  // Publish.
  const alert = await admin.nextDialog(() => page.getByRole('button', { name: `Verify ${name}` }).click());
  expect(alert).toBe('Profile Published');
  await row.getByText('Published', { exact: true }).waitFor();
  await admin.checkpoint('published');

  // The member is now published: the feed opens for them.
  const feed = await journey.api.call<{ profiles: unknown[] }>('GET', '/feed/home', { token: memberToken });
  expect(Array.isArray(feed.profiles)).toBe(true);

  // Spec 2: with a token the admin bar shows 'Logout' and 'Dashboard'.
  const logout = page.getByRole('link', { name: 'Logout' });
  if (!(await expectVisibleSoft(logout, "spec 2: the admin bar shows 'Logout' once signed in, without a reload"))) {
    await page.reload();
  }
  await page.getByRole('link', { name: 'Dashboard' }).waitFor();

  // Logout clears the cookie, goes to /secret-portal, whose guard sends to the login.
  await logout.click();
  await page.waitForURL('**/secret-portal/login');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  await expectVisibleSoft(
    page.getByRole('link', { name: 'Login' }),
    "spec 2: the admin bar shows 'Login' again after logout, without a reload",
  );
  await page.goto('/secret-portal/dashboard');
  await page.waitForURL('**/secret-portal/login');
  await page.goto('/secret-portal');
  await page.waitForURL('**/secret-portal/login');
  await admin.checkpoint('logged-out');
});
