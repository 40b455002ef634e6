import { expect, it } from 'vitest';
import { DEMO_MEMBER } from './support/api';
import { PHONE } from './support/browser';
import { setUpJourney } from './support/journey';
import { logIn, navigate } from './support/member';

const journey = setUpJourney('journey-10-account');

it('a member on a family phone sees her sessions, logs out from the phone menu, resets a forgotten password, logs in with a code and rides out a dropped network', async () => {
  const member = await journey.open('member');
  const { page } = member;
  await page.setViewportSize(PHONE);
  await logIn(member, DEMO_MEMBER.email, DEMO_MEMBER.password);

  // Nothing is wider than a 360 px screen, the phone menu's count included.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Toggle navigation' }).waitFor();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Dark mode on the small phone: a step's progress bar in the brand's rose, not Bootstrap's blue, and a
  // toast on the dark surface, clear of the step's heading.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/verification/phone');
  const heading = page.getByRole('heading', { level: 1, name: 'Verify your phone number' });
  await heading.waitFor();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Please enter a valid phone number.' });
  await toast.waitFor();
  await page.waitForTimeout(600);
  const look = await page.evaluate(() => {
    const colour = (selector: string, property: 'backgroundColor' | 'color') =>
      getComputedStyle(document.querySelector(selector)!)[property];
    return {
      bar: colour('.progress-bar', 'backgroundColor'),
      toast: colour('.Toastify__toast', 'backgroundColor'),
    };
  });
  expect(look.bar).not.toBe('rgb(13, 110, 253)');
  const rgb = (text: string) => (text.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(Math.max(...rgb(look.toast))).toBeLessThan(100);
  const [toastBox, headingBox] = [await toast.boundingBox(), await heading.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(headingBox!.y);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/home');
  await page.setViewportSize(PHONE);

  // The Account section lists where she is logged in.
  await navigate(member, 'Profile');
  const sessions = page.getByRole('list', { name: 'Where you are logged in' });
  await sessions.getByText('This device').waitFor();
  await member.checkpoint('account-sessions');

  // Log out from the phone menu: the token ends and the login page shows.
  await page.setViewportSize(PHONE);
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('button', { name: 'Toggle navigation' }).click();
  await nav.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/app/login');
  await page.getByRole('heading', { name: 'Member Login' }).waitFor();
  expect(await page.evaluate(() => window.localStorage.getItem('member-token'))).toBeNull();
  // The login page offers the way back in without the password, both ways.
  await page.getByRole('link', { name: 'Log in with a code' }).waitFor();
  await member.checkpoint('login-forgot-or-code');

  // A forgotten password: a code by email, then a new password, then a login with it.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('status').waitFor();
  let code = '';
  await expect
    .poll(() => {
      try {
        code = journey.server.latestCode(DEMO_MEMBER.email, 'email');
        return code;
      } catch {
        return '';
      }
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Fresh@Start2026');
  await member.checkpoint('password-reset-code');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Your password is changed').waitFor();
  await member.checkpoint('password-reset-done');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill('Fresh@Start2026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/home');

  // She changes it again from her Account section, knowing the one she just set.
  await navigate(member, 'Profile');
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('Fresh@Start2026');
  await change.getByLabel('New password').fill('Second@Start2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await change.getByText('Your password is changed. Other devices were logged out.').waitFor();
  await member.checkpoint('change-password');

  // Log out from the Account section, then back in with a code instead of the password.
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/app/login');
  await page.getByRole('link', { name: 'Log in with a code' }).click();
  await page.getByLabel('Email or phone number').fill(DEMO_MEMBER.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: 'Send a new code' }).waitFor();
  await expect
    .poll(() => {
      const entry = journey.server
        .outbox()
        .filter((m) => m.to === DEMO_MEMBER.email && m.text.includes('log in'))
        .at(-1);
      code = entry?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await member.checkpoint('login-with-code');
  await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/app/home');

  // The network drops: the offline page shows whole from the cache, and brings her page back by itself
  // once the network returns, with no tap.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  member.allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/, 'the open page loses the network with the member', 20);
  member.allowConsoleError(/ApiNetworkError: The server could not be reached/, 'the open page loses the network', 5);
  await page.context().setOffline(true);
  await page.goto('/app/messages').catch(() => undefined);
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  expect(
    await page.getByRole('img').evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth)),
  ).not.toContain(0);
  await member.checkpoint('offline');
  await page.context().setOffline(false);
  await page.getByRole('heading', { name: 'Messages' }).waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/app/messages');
});
