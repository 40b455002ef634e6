import { expect } from 'vitest';
import { DEMO_MEMBER } from './support/api';
import type { Session } from './support/browser';
import { journeyIn } from './support/journey';
import { logIn, navigate, toast } from './support/member';

/** The Food line of the suggestion Home shows now, or null when Home has none. */
async function suggestedFood({ page, say, sayLike }: Session): Promise<string | null> {
  const accept = page.getByRole('button', { name: say('Accept'), exact: true });
  const empty = page.getByText(
    say('There are no more matches at the moment. Please come back later for more matches!'),
  );
  await accept.or(empty).first().waitFor();
  if (!(await accept.isVisible())) return null;
  const lifestyle = page.getByRole('region', { name: say('Lifestyle') });
  const term = lifestyle.locator('dt', { hasText: sayLike(/^Food$/, 'Food') });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

const STORY = 'a member says she eats only with vegetarians, marks it a dealbreaker, and Home keeps to it';

journeyIn(['en', 'hi'], 'journey-9-partner-preferences', STORY, async (journey) => {
  const session = await journey.open('demo');
  const { page, say, sayLike } = session;
  await logIn(session, DEMO_MEMBER.email, DEMO_MEMBER.password);

  // Home invites a member who has not said who she is looking for.
  const invite = page.getByRole('region', { name: say('Tell us who you are looking for') });
  await invite.waitFor();
  await session.checkpoint('home-invite');
  await invite.getByRole('link', { name: say('Set partner preferences') }).click();
  await page.waitForURL('**/app/profile#partner-preferences');

  const section = page.getByRole('region', { name: say('Partner Preferences'), exact: true });
  await section.getByRole('button', { name: say('Edit {title}', { title: say('Partner Preferences') }) }).click();
  const food = section.getByRole('group', { name: say('Food') });
  await food.getByRole('checkbox', { name: say('Vegetarian'), exact: true }).check();
  await food.getByRole('checkbox', { name: say('Vegan'), exact: true }).check();
  await section
    .getByRole('switch', { name: `${say('Dealbreaker')} ${say('for {fieldName}', { fieldName: say('Food') })}` })
    .check();
  await section.getByLabel(say('From age')).fill('22');
  await section.getByLabel(say('To age')).fill('45');
  await session.checkpoint('preferences-editing');
  await section.getByRole('button', { name: say('Save') }).click();
  await toast(session, 'Partner Preferences updated successfully!');
  const chosen = `${say('Vegetarian')}, ${say('Vegan')}`;
  await expect.poll(async () => section.locator('dd', { hasText: chosen }).count()).toBe(1);
  await section
    .getByText(
      sayLike(
        /fits? your dealbreakers/,
        '{count, plural, one {Only # member fits your dealbreakers.} other {# members fit your dealbreakers.}}',
        { count: '\\d+' },
      ),
    )
    .waitFor();
  await session.checkpoint('preferences-saved');

  // Home: every suggestion now is vegetarian or vegan, and the invitation is gone.
  await navigate(session, 'Home');
  const seen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const shown = await suggestedFood(session);
    if (shown === null) break;
    seen.push(shown);
    if (i === 0) await session.checkpoint('home-respects-dealbreaker');
    const name = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
    await page.getByRole('button', { name: say('Reject'), exact: true }).click();
    await toast(session, 'Request rejected successfully!');
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'detached' });
  }
  expect(seen.length).toBeGreaterThan(0);
  for (const shown of seen) expect([say('Vegetarian'), say('Vegan')]).toContain(shown);
  expect(await page.getByRole('region', { name: say('Tell us who you are looking for') }).count()).toBe(0);
});
