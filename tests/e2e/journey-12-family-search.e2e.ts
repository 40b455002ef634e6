import { expect, it } from 'vitest';
import { words, type Person } from './support/api';
import { PHONE } from './support/browser';
import { setUpJourney } from './support/journey';
import { logIn, navigate, toast } from './support/member';

const journey = setUpJourney('journey-12-family-search');

/*
 * A mother keeps her daughter's profile on her own phone. Three Kashmiri-speaking men joined: two never
 * married, one divorced. First names the demo population does not use, so each card is found by its name.
 */
const shared = { password: 'Family@2026', city: 'Srinagar', country: 'India' } as const;

const DAUGHTER: Person = {
  ...shared,
  email: 'sunanda.zutshi.family@example.com',
  firstName: 'Sunanda',
  lastName: 'Zutshi',
  gender: 'FEMALE',
  dob: '05/11/1996',
  phone: '9833344455',
  pan: 'SUNZT1234M',
  aboutMe: words(34, 'Dal Lake mornings'),
  colour: { r: 220, g: 170, b: 140 },
  background: { createdFor: 'DAUGHTER', maritalStatus: 'NEVER_MARRIED', children: null, motherTongue: 'KASHMIRI' },
};

function man(firstName: string, lastName: string, n: number, maritalStatus: string): Person {
  return {
    ...shared,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    gender: 'MALE',
    dob: '08/19/1993',
    phone: `98444555${60 + n}`,
    pan: `${lastName.slice(0, 3).toUpperCase()}KX${1000 + n}N`,
    aboutMe: words(32, `${firstName}'s weekends`),
    colour: { r: 100 + n * 30, g: 140, b: 200 },
    background: {
      createdFor: 'SELF',
      maritalStatus,
      children: maritalStatus === 'NEVER_MARRIED' ? null : 'NONE',
      motherTongue: 'KASHMIRI',
    },
  };
}

const VIVEKANAND = man('Vivekanand', 'Kachru', 1, 'NEVER_MARRIED');
const SHRIDHAR = man('Shridhar', 'Razdan', 2, 'NEVER_MARRIED');
const OMKAR = man('Omkar', 'Bamzai', 3, 'DIVORCED');

it('a family searches by mother tongue and marital status on a phone, shortlists two and sends interest from the shortlist', async () => {
  await Promise.all([DAUGHTER, VIVEKANAND, SHRIDHAR, OMKAR].map((person) => journey.api.createMember(person)));

  const family = await journey.open('family');
  const { page } = family;
  await page.setViewportSize(PHONE);
  await logIn(family, DAUGHTER.email, DAUGHTER.password);

  // Search: Kashmiri, never married.
  await navigate(family, 'Search');
  await page.waitForURL('**/app/search');
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel('Mother tongue').selectOption('KASHMIRI');
  await filters.getByRole('group', { name: 'Marital status' }).getByRole('checkbox', { name: 'Never married' }).check();
  await filters.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  const card = (name: string) => results.getByRole('listitem', { name, exact: true });
  await card(VIVEKANAND.firstName).waitFor();
  await card(SHRIDHAR.firstName).waitFor();
  // The divorced member is not among the never married.
  expect(await card(OMKAR.firstName).count()).toBe(0);
  await family.checkpoint('search-results');
  await page.setViewportSize(PHONE);

  // Two stars.
  for (const person of [VIVEKANAND, SHRIDHAR]) {
    const star = card(person.firstName).getByRole('button', { name: 'Shortlist' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
  }
  await toast(family, 'Added to your shortlist.');

  // The Shortlist holds both; interest goes to one from there.
  await navigate(family, 'Shortlist');
  await page.waitForURL('**/app/shortlist');
  const shortlisted = page.getByRole('list', { name: 'Shortlisted members' });
  await shortlisted.getByRole('listitem', { name: VIVEKANAND.firstName, exact: true }).waitFor();
  await shortlisted.getByRole('listitem', { name: SHRIDHAR.firstName, exact: true }).waitFor();
  expect(await shortlisted.getByRole('listitem').count()).toBe(2);
  await family.checkpoint('shortlist');
  await page.setViewportSize(PHONE);

  await shortlisted
    .getByRole('listitem', { name: SHRIDHAR.firstName, exact: true })
    .getByRole('link', { name: 'View Profile' })
    .click();
  await page.waitForURL('**/app/view-profile/**');
  await page.getByRole('heading', { level: 1, name: `${SHRIDHAR.firstName} ${SHRIDHAR.lastName}` }).waitFor();
  await page.getByRole('button', { name: 'Send interest' }).click();
  await page.getByText('Your interest has been sent.').first().waitFor();
  await page.getByRole('button', { name: 'Interest sent' }).waitFor();

  // He finds her request under Activity.
  const receiver = await journey.open('shridhar');
  await logIn(receiver, SHRIDHAR.email, SHRIDHAR.password);
  await navigate(receiver, 'Activity');
  await receiver.page.waitForURL('**/app/activity/');
  await receiver.page
    .getByRole('list', { name: 'Match requests' })
    .getByRole('listitem')
    .filter({ hasText: `${DAUGHTER.firstName} ${DAUGHTER.lastName}` })
    .waitFor();
}, 90_000);
