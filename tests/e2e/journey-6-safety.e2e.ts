import { expect, it } from 'vitest';
import { ADMIN, words, type Person } from './support/api';
import { logIn, navigate, toast } from './support/member';
import { setUpJourney } from './support/journey';

const journey = setUpJourney('journey-6-safety');

const PRIYA: Person = {
  email: 'priya.kulkarni@example.com',
  password: 'SafeHands@2026',
  firstName: 'Priya',
  lastName: 'Kulkarni',
  gender: 'FEMALE',
  dob: '09/21/1996',
  phone: '9833344455',
  pan: 'PRIYK4321M',
  city: 'Kolhapur',
  country: 'India',
  aboutMe: words(34, 'Kolhapur temples'),
  colour: { r: 210, g: 140, b: 170 },
};

const VIKRAM: Person = {
  email: 'vikram.deshpande@example.com',
  password: 'Trouble@2026',
  firstName: 'Vikram',
  lastName: 'Deshpande',
  gender: 'MALE',
  dob: '11/05/1993',
  phone: '9844455566',
  pan: 'VIKDP8765N',
  city: 'Kolhapur',
  country: 'India',
  aboutMe: words(38, 'motorbikes'),
  colour: { r: 110, g: 170, b: 130 },
};

const ANJALI: Person = {
  email: 'anjali.bhosale@example.com',
  password: 'Goodbye@2026',
  firstName: 'Anjali',
  lastName: 'Bhosale',
  gender: 'FEMALE',
  dob: '02/17/1997',
  phone: '9855566677',
  pan: 'ANJBH2468P',
  city: 'Satara',
  country: 'India',
  aboutMe: words(36, 'hill forts'),
  colour: { r: 200, g: 200, b: 120 },
};

/** The status the server answers to a call with this token (the API helper insists on 200). */
async function statusWith(token: string, path: string): Promise<number> {
  const response = await fetch(`${journey.server.baseUrl}/api${path}`, { headers: { authorization: token } });
  await response.body?.cancel();
  return response.status;
}

it('a member reports a scam-like chat, staff suspend the sender, and the sender can no longer log in', async () => {
  const { api } = journey;
  const priyaToken = await api.createMember(PRIYA, { publish: false });
  const priyaId = await api.publish(PRIYA.firstName, PRIYA.lastName);
  const vikramToken = await api.createMember(VIKRAM, { publish: false });
  const vikramId = await api.publish(VIKRAM.firstName, VIKRAM.lastName);

  // Each is shown the other (the only members of their city) and accepts; he soon asks for money.
  for (const [token, otherId] of [
    [priyaToken, vikramId],
    [vikramToken, priyaId],
  ]) {
    const feed = await api.call<{ profiles: { id: string }[] }>('GET', '/feed/home', { token });
    expect(feed.profiles.map((profile) => profile.id)).toContain(otherId);
    await api.call('PUT', '/matches/send', { token, json: { toProfileId: otherId, interested: true } });
  }
  const channels = await api.call<{ chatChannels: { id: string }[] }>('GET', '/chat/channels?start=0&limit=10', {
    token: priyaToken,
  });
  expect(channels.chatChannels).toHaveLength(1);
  const channelId = channels.chatChannels[0].id;
  const ask = 'My card is blocked at the hospital, please send 5000 rupees to vikram.d@okaxis today';
  await api.call('POST', '/chat/send', { token: vikramToken, json: { message: ask, channelId } });

  // Priya reads it: the message is there, with a safety tip beside it.
  const priya = await journey.open('priya');
  await logIn(priya, PRIYA.email, PRIYA.password);
  await navigate(priya, 'Messages');
  await priya.page.getByRole('link', { name: 'Vikram Deshpande' }).click();
  await priya.page.waitForURL(`**/app/chat/${channelId}`);
  await priya.page.locator('[data-sender="them"]', { hasText: ask }).waitFor();
  const tip = priya.page.getByRole('note', { name: 'Safety tip' });
  await tip.getByText(/never send money or share bank, UPI or OTP details/).waitFor();
  await priya.checkpoint('chat-safety-tip');

  // One tap on the tip's Report opens the report dialog.
  await tip.getByRole('button', { name: 'Report' }).click();
  const dialog = priya.page.getByRole('dialog', { name: 'Report this member' });
  await dialog.waitFor();
  await dialog.getByText('Reporting also blocks this member.', { exact: false }).waitFor();
  await priya.checkpoint('report-dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'Asks for money' });
  await dialog.getByLabel('Note (optional)').fill('Asked for money on the first day.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await toast(priya, 'Thank you. Our team will review your report.');
  await priya.page.waitForURL('**/app/messages');
  // The chat is closed for her: it is gone from her messages.
  await priya.page.getByRole('link', { name: 'Vikram Deshpande' }).waitFor({ state: 'detached' });
  await priya.checkpoint('messages-after-report');

  // Staff find the report in the portal and suspend him.
  const admin = await journey.open('admin');
  const { page } = admin;
  await page.goto('/secret-portal/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/secret-portal/');
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL('**/secret-portal/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  const report = page.getByRole('article', { name: 'Report about Vikram Deshpande' });
  await report.waitFor();
  await report.getByText('Asks for money').waitFor();
  await report.getByText('Asked for money on the first day.').waitFor();
  await report.getByText(ask).waitFor();
  await admin.checkpoint('reports');

  await report.getByRole('button', { name: 'Selfie Image' }).click();
  const viewer = page.getByRole('dialog', { name: 'Selfie Image' });
  await viewer.getByRole('img', { name: 'Selfie Image' }).waitFor();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await viewer.waitFor({ state: 'detached' });

  const confirm = await admin.nextDialog(() => report.getByRole('button', { name: 'Suspend' }).click());
  expect(confirm).toBe('Suspend Vikram Deshpande? They will be signed out and hidden at once.');
  await toast(admin, 'The member has been suspended.');
  await page.getByText('No open reports.').waitFor();
  await admin.checkpoint('reports-empty');

  // His session has ended, and his login says why and how to appeal.
  expect(await statusWith(vikramToken, '/chat/channels?start=0&limit=10')).toBe(401);
  const vikram = await journey.open('vikram');
  await vikram.page.goto('/app/login');
  await vikram.page.getByLabel('Email').fill(VIKRAM.email);
  await vikram.page.getByLabel('Password').fill(VIKRAM.password);
  vikram.allowConsoleError(/status of 403 .*@ .*\/api\/users\/login$/, 'a suspended member is refused on purpose');
  const refusal = await vikram.nextDialog(() => vikram.page.getByRole('button', { name: 'Submit' }).click());
  expect(refusal).toBe(
    'Your account has been suspended after a review by our team. To appeal, write to grievance@matrimony.example.',
  );
  expect(vikram.page.url()).toMatch(/\/app\/login$/);
  await vikram.checkpoint('login-suspended');
});

it('a member downloads their data, deletes the account from the profile page, and the old credentials fail', async () => {
  const token = await journey.api.createMember(ANJALI);
  const anjali = await journey.open('anjali');
  const { page } = anjali;
  await logIn(anjali, ANJALI.email, ANJALI.password);
  await navigate(anjali, 'Profile');
  await page.waitForURL('**/app/profile/');
  const account = page.getByRole('heading', { level: 2, name: 'Account' });
  await account.scrollIntoViewIfNeeded();

  // Her data, as a JSON file.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('my-data.json');

  await page.getByRole('button', { name: 'Read the privacy notice' }).click();
  await page.getByRole('region', { name: 'Privacy notice' }).getByText('grievance@matrimony.example').waitFor();
  await anjali.checkpoint('account-section');

  // Nothing happens until the word and the password are both there.
  const form = page.getByRole('form', { name: 'Delete account' });
  const remove = form.getByRole('button', { name: 'Delete my account' });
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  expect(await remove.isDisabled()).toBe(true);
  await form.getByLabel('Password').fill(ANJALI.password);
  const said = await anjali.nextDialog(() => remove.click());
  expect(said).toBe('Your account has been deleted.');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Your message').waitFor();
  await anjali.checkpoint('landing-after-delete');

  expect(await statusWith(token, '/profile/my')).toBe(401);
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(ANJALI.email);
  await page.getByLabel('Password').fill(ANJALI.password);
  anjali.allowConsoleError(/status of 401 .*@ .*\/api\/users\/login$/, 'the deleted account is unknown on purpose');
  const alert = await anjali.nextDialog(() => page.getByRole('button', { name: 'Submit' }).click());
  expect(alert).toBe('Invalid email or password.');
  expect(page.url()).toMatch(/\/app\/login$/);
});
