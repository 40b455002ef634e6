import { expect, it } from 'vitest';
import { words, type Person } from './support/api';
import { PHONE } from './support/browser';
import { setUpJourney } from './support/journey';
import { logIn, navigate, toast } from './support/member';

const journey = setUpJourney('journey-14-family-access');

const KAVYA: Person = {
  email: 'kavya.vaidya@example.com',
  password: 'Kavya@Pune2026',
  firstName: 'Kavya',
  lastName: 'Vaidya',
  gender: 'FEMALE',
  dob: '05/21/1996',
  phone: '9833344455',
  pan: 'KAVYV2468M',
  city: 'Pune',
  country: 'India',
  aboutMe: words(36, 'Pune hills and old songs'),
  colour: { r: 210, g: 150, b: 170 },
};

/** Her mother, who has no account: the invitation makes her one for family access only. */
const MOTHER = { email: 'sunanda.vaidya@example.com', password: 'Sunanda@Kothrud1968' } as const;

it('a member invites her mother, who helps on her phone with suggestions, search and the shortlist until access ends', async () => {
  await journey.api.createMember(KAVYA);

  // Kavya invites her mother from My Profile's Family access section.
  const member = await journey.open('kavya');
  await logIn(member, KAVYA.email, KAVYA.password);
  await navigate(member, 'Profile');
  const section = member.page.getByRole('region', { name: 'Family access' });
  await section.getByLabel("Relative's email").fill(MOTHER.email);
  await section.getByRole('button', { name: 'Send invitation' }).click();
  await toast(member, `Invitation sent to ${MOTHER.email}.`);
  await section
    .getByRole('status')
    .filter({ hasText: `Invitation sent to ${MOTHER.email}; waiting for them to set a password.` })
    .waitFor();
  await member.checkpoint('family-access-invited');

  // The invitation email carries the link; its address is this server's accept page.
  let link = '';
  await expect
    .poll(() => {
      const email = journey.server
        .outbox()
        .filter((entry) => entry.to === MOTHER.email && entry.channel === 'email')
        .at(-1);
      link = /https?:\/\/\S+\/family\/accept\?token=\S+/.exec(email?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const { pathname, search } = new URL(link);
  expect(pathname).toBe('/family/accept');

  // Her mother opens it on her own phone and sets a password.
  const mother = await journey.open('mother');
  const { page } = mother;
  await page.setViewportSize(PHONE);
  await page.goto(`${pathname}${search}`);
  await page.getByRole('heading', { name: 'Accept family access' }).waitFor();
  await page.getByLabel('New password').fill(MOTHER.password);
  await page.getByLabel('Password again').fill(MOTHER.password);
  await mother.checkpoint('accept-invitation');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL('**/family/home');

  // The banner names whom she helps; Kavya's suggestion is there to read, with no decision to take.
  await page.getByText(`You are helping ${KAVYA.firstName}`).waitFor();
  await page.getByText('Only the member can accept or decline a suggestion.').waitFor();
  await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(0);
  await mother.checkpoint('relative-home');
  await page.setViewportSize(PHONE);

  // She searches for never-married members and stars the first for Kavya.
  await navigate(mother, 'Search');
  await page.getByLabel('Marital status').selectOption('NEVER_MARRIED');
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('maritalStatuses=NEVER_MARRIED')),
    page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click(),
  ]);
  const results = page.getByRole('list', { name: 'Search results' });
  const first = results.getByRole('listitem').first();
  await first.waitFor();
  const starred = ((await first.locator('.fw-semibold').first().textContent()) ?? '').trim();
  expect(starred).not.toBe('');
  await first.getByRole('button', { name: /Shortlist/, pressed: false }).click();
  await toast(mother, 'Added to the shortlist.');
  await first.getByRole('button', { name: /Shortlist/, pressed: true }).waitFor();
  await mother.checkpoint('relative-search');
  await page.setViewportSize(PHONE);

  await navigate(mother, 'Shortlist');
  const motherList = page.getByRole('list', { name: 'Shortlisted members' });
  const pick = motherList.getByRole('listitem', { name: starred });
  await pick.waitFor();
  await mother.checkpoint('relative-shortlist');
  await page.setViewportSize(PHONE);

  // She opens his profile to read it: the star as the list showed it, and no request or chat to send.
  await pick.getByRole('link', { name: 'View Profile' }).click();
  await page.waitForURL('**/family/shortlist?profile=*');
  await page.getByRole('main').getByRole('heading', { level: 1, name: starred }).waitFor();
  await page.getByText('Only the member can send interest or chat.').waitFor();
  await page.getByRole('button', { name: /Shortlist/, pressed: true }).waitFor();
  for (const name of ['Send interest', 'Accept', 'Reject', 'Report', 'Block']) {
    expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  }
  await mother.checkpoint('relative-member-view');
  await page.setViewportSize(PHONE);

  // Kavya finds her mother's pick on her own Shortlist.
  await navigate(member, 'Shortlist');
  const own = member.page.getByRole('list', { name: 'Shortlisted members' });
  await own.getByRole('listitem', { name: starred }).waitFor();
  expect(await own.getByRole('listitem').count()).toBe(1);

  // Kavya ends the access, after a confirm.
  await navigate(member, 'Profile');
  await section
    .getByRole('status')
    .filter({ hasText: `${MOTHER.email} has family access since` })
    .waitFor();
  await section.getByRole('button', { name: 'End access' }).click();
  await section.getByText(`End family access for ${MOTHER.email}? They are logged out at once.`).waitFor();
  await section.getByRole('button', { name: 'Yes, end access' }).click();
  await toast(member, 'Family access ended.');
  await section.getByLabel("Relative's email").waitFor();

  // Her mother's next step lands her on the family login, her token forgotten.
  mother.allowConsoleError(/status of 401/, 'the ended family token is refused once', 2);
  await navigate(mother, 'Search');
  await page.waitForURL('**/family/login');
  await page.getByRole('heading', { name: 'Family access login' }).waitFor();
  expect(await page.evaluate(() => window.localStorage.getItem('family-token'))).toBeNull();
  expect(await page.getByText(`You are helping ${KAVYA.firstName}`).count()).toBe(0);
});
