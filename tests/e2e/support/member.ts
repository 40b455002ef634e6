import type { Session } from './browser';
import { sayIn } from './say';
import { expectPresentSoft } from './journey';

/**
 * Signs a member in through /app/login as a person would, and waits for home. In a run in another
 * language she picks it with the login page's picker first, unless `languageFrom: 'account'`: then
 * her account already keeps it (set on another device), the login page speaks the language of this
 * browser, and home must come up in hers.
 */
export async function logIn(
  session: Session,
  email: string,
  password: string,
  options: { languageFrom?: 'picker' | 'account' } = {},
): Promise<void> {
  const { page } = session;
  await page.goto('/app/login');
  if (session.language !== 'en' && options.languageFrom !== 'account') await session.chooseLanguage();
  const shown = await session.shownLanguage();
  await page.getByLabel(sayIn(shown, 'Email')).fill(email);
  await page.getByLabel(sayIn(shown, 'Password')).fill(password);
  await page.getByRole('button', { name: sayIn(shown, 'Submit') }).click();
  await page.waitForURL('**/app/home');
  await session.waitForLanguage();
}

/**
 * Follows a link of the member navigation bar. On a phone-sized window the
 * bar is collapsed behind the menu button, which is opened first.
 */
export async function navigate(session: Session, label: string): Promise<void> {
  const { page, say } = session;
  const nav = page.getByRole('navigation').first();
  const link = nav.getByRole('link', { name: say(label), exact: true });
  const present = nav.getByRole('link', { name: say(label), exact: true, includeHidden: true });
  const requirement = `spec 2: with a session the member bar links '${label}' (${page.url()}), without a reload`;
  if (!(await expectPresentSoft(present, requirement))) {
    await page.reload();
    await present.waitFor({ state: 'attached' });
  }
  if (!(await link.isVisible())) await nav.getByRole('button', { name: say('Toggle navigation') }).click();
  await link.click();
}

/** Waits for a toast with exactly this text (spec 8), in the member's language. */
export async function toast(session: Session, text: string): Promise<void> {
  await session.page
    .getByRole('alert')
    .filter({ hasText: session.say(text) })
    .first()
    .waitFor();
}
