import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MEMBER } from './support/api';
import { setUpJourney } from './support/journey';
import { logIn, navigate, toast } from './support/member';

const journey = setUpJourney('journey-partner-preferences');

/** The Food line of the suggestion Home shows now, or null when Home has none. */
async function suggestedFood(page: Page): Promise<string | null> {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  const empty = page.getByText('There are no more matches at the moment. Please come back later for more matches!');
  await accept.or(empty).first().waitFor();
  if (!(await accept.isVisible())) return null;
  const lifestyle = page.getByRole('region', { name: 'Lifestyle' });
  const term = lifestyle.locator('dt', { hasText: /^Food$/ });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

it('a member says she eats only with vegetarians, marks it a dealbreaker, and Home keeps to it', async () => {
  const session = await journey.open('demo');
  const { page } = session;
  await logIn(session, DEMO_MEMBER.email, DEMO_MEMBER.password);

  // Home invites a member who has not said who she is looking for.
  const invite = page.getByRole('region', { name: 'Tell us who you are looking for' });
  await invite.waitFor();
  await session.checkpoint('home-invite');
  await invite.getByRole('link', { name: 'Set partner preferences' }).click();
  await page.waitForURL('**/app/profile#partner-preferences');

  const section = page.getByRole('region', { name: 'Partner Preferences', exact: true });
  await section.getByRole('button', { name: 'Edit Partner Preferences' }).click();
  const food = section.getByRole('group', { name: 'Food' });
  await food.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await food.getByRole('checkbox', { name: 'Vegan', exact: true }).check();
  await section.getByRole('switch', { name: 'Dealbreaker for Food' }).check();
  await section.getByLabel('From age').fill('22');
  await section.getByLabel('To age').fill('45');
  await session.checkpoint('preferences-editing');
  await section.getByRole('button', { name: 'Save' }).click();
  await toast(session, 'Partner Preferences updated successfully!');
  await expect.poll(async () => section.locator('dd', { hasText: 'Vegetarian, Vegan' }).count()).toBe(1);
  await section.getByText(/fits? your dealbreakers/).waitFor();
  await session.checkpoint('preferences-saved');

  // Home: every suggestion now is vegetarian or vegan, and the invitation is gone.
  await navigate(session, 'Home');
  const seen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const shown = await suggestedFood(page);
    if (shown === null) break;
    seen.push(shown);
    if (i === 0) await session.checkpoint('home-respects-dealbreaker');
    const name = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(session, 'Request rejected successfully!');
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'detached' });
  }
  expect(seen.length).toBeGreaterThan(0);
  for (const shown of seen) expect(['Vegetarian', 'Vegan']).toContain(shown);
  expect(await page.getByRole('region', { name: 'Tell us who you are looking for' }).count()).toBe(0);
});
