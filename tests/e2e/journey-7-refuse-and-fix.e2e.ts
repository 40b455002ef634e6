import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN, words } from './support/api';
import { setUpJourney } from './support/journey';

// With the automatic checks on, as in production: the dashboard shows them beside the documents.
const journey = setUpJourney('journey-7-refuse-and-fix', { CHECKS: 'on' });

const MEMBER = {
  email: 'lakshmi.subramaniam@example.com',
  password: 'Lakshmi@2026!',
  firstName: 'Lakshmi',
  lastName: 'Subramaniam',
  gender: 'FEMALE' as const,
  dob: '06/21/1995',
  phone: '9123456790',
  pan: 'LAKPS1234K',
  city: 'Madurai',
  country: 'India',
  aboutMe: words(34, 'carnatic music'),
  colour: { r: 120, g: 150, b: 190 },
};
const NAME = `${MEMBER.firstName} ${MEMBER.lastName}`;

async function adminLogIn(page: Page) {
  await page.goto('/secret-portal/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/secret-portal/');
}

/** The dashboard, paged forward until the member's Verify button shows. */
async function openMemberRow(page: Page) {
  await page.goto('/secret-portal/dashboard');
  await page.getByRole('table', { name: 'Profiles awaiting review' }).waitFor();
  const verify = page.getByRole('button', { name: `Verify ${NAME}` });
  for (;;) {
    if (await verify.isVisible()) return;
    const next = page.getByRole('navigation', { name: 'Profile pages' }).getByRole('button', { name: 'Next' });
    if (!(await next.isVisible()) || !(await next.isEnabled())) throw new Error(`${NAME} is not in the review table`);
    await next.click();
  }
}

it('staff refuse a blurred selfie, the member reads why, chooses a new one from her files without a camera, and staff publish', async () => {
  const memberToken = await journey.api.createMember(MEMBER, { publish: false });

  const admin = await journey.open('admin');
  await adminLogIn(admin.page);
  await openMemberRow(admin.page);
  await admin.page.getByRole('button', { name: `Refuse ${NAME}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Refuse ${NAME}` });
  await dialog.waitFor();
  await dialog.getByLabel('Selfie unclear').check();
  await dialog.getByLabel('Note to the member').fill('Your face is in shadow; please face a window.');
  await admin.checkpoint('refuse-dialog');
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await admin.page.getByText('Refused', { exact: true }).waitFor();
  await admin.checkpoint('refused-row');

  // The member signs in on a desktop without a webcam: home's gate sends her to the reopened selfie step,
  // which says why.
  const member = await journey.open('member');
  const { page } = member;
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/verification/selfie');
  const notice = page.getByRole('region', { name: 'Our team could not publish your profile yet' });
  await notice.getByText('We could not see your face clearly in your selfie. Please take a new one.').waitFor();
  await notice.getByText('Your face is in shadow; please face a window.').waitFor();
  await notice.getByText('A good selfie').waitFor();
  await page.getByText('No camera was found.', { exact: false }).waitFor();
  await member.checkpoint('refused-selfie-step');

  // No camera: she takes a photo of herself with her phone and chooses it from her files.
  await page.getByLabel('Choose a photo from your files').setInputFiles({
    name: 'selfie-now.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: MEMBER.colour } })
      .jpeg()
      .toBuffer(),
  });
  await page.getByRole('img', { name: 'Your selfie' }).waitFor();
  await member.checkpoint('selfie-from-files');
  // The selfie was the only step refused: once it is retaken the member goes straight to the waiting page,
  // through no other step.
  member.allowConsoleError(/status of 403 .*@ .*\/api\/feed\/home$/, 'the feed is closed until an admin publishes');
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  // Back in review: home says so, and the profile is on the staff list again.
  await page.waitForURL('**/app/home');
  await page.getByRole('heading', { name: 'Your profile is with our review team' }).waitFor();
  expect(shown.filter((path) => path.startsWith('/app/verification') || path.startsWith('/app/onboarding'))).toEqual(
    [],
  );
  await member.checkpoint('back-in-review');
  const status = await journey.api.call<{ review?: { status: string } }>('GET', '/verification/status', {
    token: memberToken,
  });
  expect(status.review?.status).toBe('WAITING');

  await openMemberRow(admin.page);
  // Staff read that the selfie was not taken live.
  await admin.page.getByText('Selfie not taken live (chosen from files)').waitFor();
  await admin.checkpoint('review-not-live');
  // The photo shows no face: once the automatic checks are done that is a red check, and publishing
  // past it asks staff for a note (the server answers 409 until then); while they are pending it publishes.
  admin.allowConsoleError(/status of 409 .*@ .*\/api\/profile\/verify/, 'a red check asks staff for a note first');
  const confirm = admin.page.getByRole('dialog', { name: `Publish ${NAME} despite red checks?` });
  const alert = await admin.nextDialog(async () => {
    await admin.page.getByRole('button', { name: `Verify ${NAME}` }).click();
    const red = await confirm.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (!red) return;
    await admin.checkpoint('confirm-red-publish');
    await confirm.getByLabel('Why you publish anyway (kept in the audit)').fill('Checked the new selfie by eye.');
    await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  });
  expect(alert).toBe('Profile Published');
  const published = await journey.api.call<{ review?: { status: string } }>('GET', '/verification/status', {
    token: memberToken,
  });
  expect(published.review?.status).toBe('PUBLISHED');
});
