import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { words, type Person } from './support/api';
import { setUpJourney } from './support/journey';
import { logIn, navigate, toast } from './support/member';

const journey = setUpJourney('journey-13-privacy');

/*
 * Two members who fit each other better than anyone in the demo population (the same faith, habits, age
 * group and a city no generated member lives in), so each is the other's first suggestion.
 */
const shared = { password: 'Privately@2026', city: 'Kolhapur', country: 'India' } as const;

const MEERA: Person = {
  ...shared,
  email: 'meera.deshpande@example.com',
  firstName: 'Meera',
  lastName: 'Deshpande',
  gender: 'FEMALE',
  dob: '05/21/1995',
  phone: '9833344455',
  pan: 'MEERD1234K',
  aboutMe: words(36, 'Kolhapur temples'),
  colour: { r: 210, g: 120, b: 150 },
};

const KARAN: Person = {
  ...shared,
  email: 'karan.joglekar@example.com',
  firstName: 'Karan',
  lastName: 'Joglekar',
  gender: 'MALE',
  dob: '09/11/1994',
  phone: '9844455566',
  pan: 'KARJG5678L',
  aboutMe: words(40, 'trekking and tabla'),
  colour: { r: 110, g: 170, b: 140 },
};

/** The stored file a photo link names (its path without the signature). */
const fileOf = (url: string) => new URL(url, 'http://x').pathname;

/** The file behind the photo Home or a profile page shows of this member now. */
async function shownPhotoFile(page: Page, name: string): Promise<string> {
  const photo = page.getByRole('img', { name: `${name}, 1 of 1` });
  await photo.waitFor();
  return fileOf((await photo.getAttribute('src')) ?? '');
}

it('a member blurs her photos until she accepts, a match shares a number and withdraws it, and she pauses and resumes', async () => {
  const meeraToken = await journey.api.createMember(MEERA, { publish: false });
  const meeraId = await journey.api.publish(MEERA.firstName, MEERA.lastName);
  const karanToken = await journey.api.createMember(KARAN);

  // Meera limits her photos from the Privacy section of her profile.
  const meera = await journey.open('meera');
  await logIn(meera, MEERA.email, MEERA.password);
  await navigate(meera, 'Profile');
  const privacy = meera.page.getByRole('region', { name: 'Privacy', exact: true });
  await privacy.getByRole('button', { name: 'Edit Privacy' }).click();
  await privacy.getByRole('radio', { name: /^Blurred until I accept/ }).check();
  await meera.checkpoint('privacy-editing');
  await privacy.getByRole('button', { name: 'Save' }).click();
  await toast(meera, 'Privacy updated successfully!');
  await privacy.getByText('Blurred until I accept').waitFor();

  // Karan is shown her blurred copy, never the original: the link names the file a stranger is given.
  const original = fileOf(
    (await journey.api.call<{ images: { url: string }[] }>('GET', '/profile/my', { token: meeraToken })).images[0].url,
  );
  const asStranger = await journey.api.call<{ images: { url: string; standIn?: string }[] }>(
    'GET',
    `/profile/get?profileId=${meeraId}`,
    { token: karanToken },
  );
  expect(asStranger.images[0].standIn).toBe('BLURRED');
  const blurred = fileOf(asStranger.images[0].url);
  expect(blurred).not.toBe(original);

  const karan = await journey.open('karan');
  await logIn(karan, KARAN.email, KARAN.password);
  await karan.page.getByRole('heading', { level: 1, name: 'Meera Deshpande' }).waitFor();
  expect(await shownPhotoFile(karan.page, 'Meera Deshpande')).toBe(blurred);
  await karan.page.getByText('This member shows clear photos once they accept you.').waitFor();
  // The blurred copy is small (320 px on its longer edge) whatever the original was.
  const natural = await karan.page
    .getByRole('img', { name: 'Meera Deshpande, 1 of 1' })
    .evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight));
  expect(natural).toBeLessThanOrEqual(320);
  await karan.checkpoint('home-blurred-photo');

  // Meera accepts Karan from her Home; his next look at her profile shows the photo clear.
  await meera.page.goto('/app/home');
  await meera.page.getByRole('heading', { level: 1, name: 'Karan Joglekar' }).waitFor();
  await meera.page.getByRole('button', { name: 'Accept' }).click();
  await toast(meera, 'Request accepted successfully!');
  await karan.page.goto(`/app/view-profile/${meeraId}`);
  await karan.page.getByRole('heading', { level: 1, name: 'Meera Deshpande' }).waitFor();
  expect(await shownPhotoFile(karan.page, 'Meera Deshpande')).toBe(original);
  expect(await karan.page.getByText('This member shows clear photos once they accept you.').count()).toBe(0);
  await karan.checkpoint('view-profile-clear');

  // Karan accepts her request: a match, and both open their chat.
  await navigate(karan, 'Activity');
  const request = karan.page
    .getByRole('list', { name: 'Match requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Meera Deshpande' });
  await request.getByRole('button', { name: 'Accept' }).click();
  const moment = karan.page.getByRole('dialog', { name: "It's a match" });
  await moment.getByRole('link', { name: 'Say hello' }).click();
  await karan.page.waitForURL('**/app/chat/**');
  const channelId = karan.page.url().split('/app/chat/')[1];
  await meera.page.goto(`/app/chat/${channelId}`);
  await meera.page.getByRole('button', { name: 'Share my phone number' }).waitFor();
  expect(await meera.page.getByText(/Their number/).count()).toBe(0);

  // Karan shares his number: it appears in Meera's open chat header without a reload, and goes when withdrawn.
  await karan.page.getByRole('button', { name: 'Share my phone number' }).click();
  await toast(karan, 'Your number is now shared with this match.');
  const number = meera.page.getByRole('link', { name: `Their number: +91 ${KARAN.phone}` });
  await number.waitFor();
  await meera.checkpoint('chat-shared-number');
  await karan.checkpoint('chat-sharing-mine');
  await karan.page.getByRole('button', { name: 'Stop sharing my number' }).click();
  await toast(karan, 'Your number is no longer shared.');
  await number.waitFor({ state: 'detached' });

  // Meera pauses her profile; Home says so, and one tap there resumes it.
  await navigate(meera, 'Profile');
  await privacy.getByRole('button', { name: 'Edit Privacy' }).click();
  await privacy.getByRole('switch', { name: /^Pause my profile/ }).check();
  await privacy.getByRole('button', { name: 'Save' }).click();
  await toast(meera, 'Privacy updated successfully!');
  await navigate(meera, 'Home');
  const paused = meera.page.getByRole('region', { name: 'Your profile is paused' });
  await paused.waitFor();
  await meera.checkpoint('home-paused');
  await paused.getByRole('button', { name: 'Resume my profile' }).click();
  await toast(meera, 'Your profile is visible again.');
  await paused.waitFor({ state: 'detached' });
  const settings = await journey.api.call<{ hidden: boolean }>('GET', '/profile/privacy', { token: meeraToken });
  expect(settings.hidden).toBe(false);
}, 120_000);
