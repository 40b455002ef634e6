import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { words, type Person } from './support/api';
import { logIn, navigate, toast } from './support/member';
import { setUpJourney } from './support/journey';

const journey = setUpJourney('journey-8-live-updates');

/* Two members who are each other's first suggestion: the same city, which no generated member lives in. */
const shared = { password: 'Live@2026ok', city: 'Kochi', country: 'India' } as const;

const MEERA: Person = {
  ...shared,
  email: 'meera.nair@example.com',
  firstName: 'Meera',
  lastName: 'Nair',
  gender: 'FEMALE',
  dob: '05/21/1995',
  phone: '9833344455',
  pan: 'MEERN1234K',
  aboutMe: words(36, 'Kochi backwaters'),
  colour: { r: 200, g: 140, b: 170 },
};

const ARJUN: Person = {
  ...shared,
  email: 'arjun.menon@example.com',
  firstName: 'Arjun',
  lastName: 'Menon',
  gender: 'MALE',
  dob: '11/09/1993',
  phone: '9844455566',
  pan: 'ARJMN5678L',
  aboutMe: words(40, 'music and monsoon treks'),
  colour: { r: 110, g: 170, b: 140 },
};

/** The bell's accessible name, which carries the unread count. */
function bell(page: Page) {
  return page.getByRole('link', { name: /^Notifications/ });
}

/** Marks this document: if the page reloaded, the mark would be gone. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eStillHere: boolean }).e2eStillHere = true;
  });
}
async function sameDocument(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { e2eStillHere?: boolean }).e2eStillHere);
}

it('the bell and an open chat follow what the other member does, without a reload', async () => {
  await journey.api.createMember(MEERA);
  await journey.api.createMember(ARJUN);

  // Arjun is signed in and looking at home; his bell holds one notice: staff published his profile.
  const arjun = await journey.open('arjun');
  await logIn(arjun, ARJUN.email, ARJUN.password);
  await expect.poll(() => bell(arjun.page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
  await markDocument(arjun.page);

  // Meera accepts him: his bell moves by itself.
  const meera = await journey.open('meera');
  await logIn(meera, MEERA.email, MEERA.password);
  await meera.page.getByRole('heading', { level: 1, name: 'Arjun Menon' }).waitFor();
  await meera.page.getByRole('button', { name: 'Accept' }).click();
  await toast(meera, 'Request accepted successfully!');
  await expect
    .poll(() => bell(arjun.page).getAttribute('aria-label'), { timeout: 5000 })
    .toBe('Notifications, 2 unread');
  expect(await sameDocument(arjun.page)).toBe(true);
  await arjun.checkpoint('bell-unread');

  // The notification centre says who, and leads to Activity.
  await bell(arjun.page).click();
  await arjun.page.waitForURL('**/app/notifications');
  const item = arjun.page.getByRole('link', {
    name: 'Unread: Meera accepted your profile. Answer their request in Activity.',
  });
  await item.waitFor();
  await arjun.checkpoint('notifications');
  await item.click();
  await arjun.page.waitForURL('**/app/activity');
  const request = arjun.page.getByRole('list', { name: 'Match requests' }).getByRole('listitem').filter({
    hasText: 'Meera Nair',
  });
  await request.getByRole('button', { name: 'Accept' }).click();
  await toast(arjun, 'Request accepted successfully!');
  // She had said yes first: the match moment offers "Say hello", straight into a chat that names her.
  const moment = arjun.page.getByRole('dialog', { name: "It's a match" });
  await moment.getByRole('link', { name: 'Say hello' }).click();
  await arjun.page.waitForURL('**/app/chat/**');
  await arjun.page.getByRole('link', { name: 'Meera' }).waitFor();
  await arjun.checkpoint('say-hello-chat');

  // Meera, on Messages, is told of the match: her bell moves without a reload (her published notice and the match).
  await navigate(meera, 'Messages');
  await markDocument(meera.page);
  await expect
    .poll(() => bell(meera.page).getAttribute('aria-label'), { timeout: 5000 })
    .toBe('Notifications, 2 unread');
  const row = meera.page.getByRole('link', { name: 'Arjun Menon' });
  await row.click();
  await meera.page.waitForURL('**/app/chat/**');
  await meera.page.getByText('No messages yet.').waitFor();

  // Arjun writes from his chat; it appears in Meera's open chat by itself, well within one poll.
  await arjun.page.waitForURL('**/app/chat/**');
  const greeting = 'Namaskaram Meera! Coffee at Fort Kochi this weekend?';
  await arjun.page.getByLabel('Message', { exact: true }).fill(greeting);
  const sent = Date.now();
  await arjun.page.getByRole('button', { name: 'Send' }).click();
  await meera.page.locator('[data-sender="them"]', { hasText: greeting }).waitFor({ timeout: 10_000 });
  const took = Date.now() - sent;
  console.log(`[journey-8] message shown in the other member's open chat ${took} ms after Send`);
  expect(took).toBeLessThan(3000);
  expect(await sameDocument(meera.page)).toBe(true);
  await meera.checkpoint('chat-live');
});
