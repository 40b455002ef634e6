import type { Session } from './browser';
import { expectPresentSoft } from './journey';

/** Signs a member in through /app/login as a person would, and waits for home. */
export async function logIn(session: Session, email: string, password: string): Promise<void> {
  const { page } = session;
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/home');
}

/**
 * Follows a link of the member navigation bar. On a phone-sized window the
 * bar is collapsed behind the menu button, which is opened first.
 */
export async function navigate(session: Session, label: string): Promise<void> {
  const { page } = session;
  const nav = page.getByRole('navigation').first();
  const link = nav.getByRole('link', { name: label, exact: true });
  const present = nav.getByRole('link', { name: label, exact: true, includeHidden: true });
  const requirement = `spec 2: with a session the member bar links '${label}' (${page.url()}), without a reload`;
  if (!(await expectPresentSoft(present, requirement))) {
    await page.reload();
    await present.waitFor({ state: 'attached' });
  }
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Toggle navigation' }).click();
  await link.click();
}

/** Waits for a toast with exactly this text (spec 8). */
export async function toast(session: Session, text: string): Promise<void> {
  await session.page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}
