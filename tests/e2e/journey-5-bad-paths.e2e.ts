import { expect, it } from 'vitest';
import { DEMO_MEMBER, NEW_MEMBER } from './support/api';
import { makeImage, makeLargeImage, makeTextFile } from './support/files';
import { setUpJourney } from './support/journey';
import { navigate, toast } from './support/member';

const journey = setUpJourney('journey-5-bad-paths');

it('guarded pages, a wrong password, a blank landing question and bad photos each answer as the spec says and keep what was typed', async () => {
  const visitor = await journey.open('visitor');
  const { page } = visitor;

  // Guarded URLs without a session go to the login.
  for (const url of [
    '/app/home',
    '/app/profile',
    '/app/messages',
    '/app/chat/some-channel',
    '/app/verification/email',
  ]) {
    await page.goto(url);
    await page.waitForURL('**/app/login');
  }
  await page.getByRole('heading', { name: 'Member Login' }).waitFor();

  // A blank question to the AI Matchmaker is not sent.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await visitor.openLanding();
  const question = page.getByLabel('Your message');
  const bubbles = page.locator('[data-sender]');
  await question.waitFor();
  const shownBefore = await bubbles.count();
  await question.fill('    ');
  await question.press('Enter');
  await page.waitForTimeout(500);
  expect(await bubbles.count()).toBe(shownBefore);
  expect(await page.locator('[data-sender="user"]').count()).toBe(0);
  expect(asked.filter((call) => call.includes('/assistant/'))).toEqual([]);

  // A wrong password: the server's message in an alert, and the form keeps what was typed.
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill('NotMyPassword1');
  visitor.allowConsoleError(/status of 401 .*@ .*\/api\/users\/login$/, 'the wrong password answers 401 on purpose');
  const alert = await visitor.nextDialog(() => page.getByRole('button', { name: 'Submit' }).click());
  expect(alert).toBe('Invalid email or password.');
  expect(page.url()).toMatch(/\/app\/login$/);
  expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_MEMBER.email);
  expect(await page.getByLabel('Password').inputValue()).toBe('NotMyPassword1');
  await visitor.checkpoint('login-wrong-password');

  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/home');

  // Own profile photos: not an image, then over 5 MB, then nothing chosen.
  await navigate(visitor, 'Profile');
  const photos = page.getByRole('region', { name: 'Photos', exact: true });
  const picker = photos.getByLabel('Choose Photos');
  await picker.setInputFiles(await makeImage('wedding.jpg', { r: 150, g: 40, b: 60 }));
  await photos.getByRole('img', { name: 'Preview of wedding.jpg' }).waitFor();

  await picker.setInputFiles(makeTextFile('biodata.txt'));
  await toast(visitor, 'Only image files are allowed.');
  // The earlier, valid choice stays.
  await photos.getByRole('img', { name: 'Preview of wedding.jpg' }).waitFor();

  await picker.setInputFiles(await makeLargeImage('six-megabytes.png'));
  await toast(visitor, 'File size must be less than 5MB.');
  await photos.getByRole('img', { name: 'Preview of wedding.jpg' }).waitFor();
  await visitor.checkpoint('profile-photo-refused');

  // The About Me minimum on the profile page, with the text kept for another try.
  const aboutMe = page.getByRole('region', { name: 'About Me', exact: true });
  await aboutMe.getByRole('button', { name: 'Edit About Me' }).click();
  await aboutMe.getByLabel('About Me').fill('Too short to say much.');
  await aboutMe.getByRole('button', { name: 'Save' }).click();
  await toast(visitor, 'About Me must be at least 30 words.');
  expect(await aboutMe.getByLabel('About Me').inputValue()).toBe('Too short to say much.');
  await aboutMe.getByRole('button', { name: 'Cancel' }).click();

  // The members' AI Matchmaker: a blank question is ignored there too, a real one is answered.
  await navigate(visitor, 'AI Matchmaker');
  await page.getByRole('heading', { level: 1, name: 'AI Matchmaker' }).waitFor();
  const assistant = page.getByLabel('Your message');
  const answers = page.locator('[data-sender="assistant"]');
  await answers.first().waitFor();
  const answersBefore = await answers.count();
  asked.length = 0;
  await assistant.fill('   ');
  await assistant.press('Enter');
  await page.waitForTimeout(300);
  expect(asked.filter((call) => call.includes('/assistant/'))).toEqual([]);
  await assistant.fill('What should I write in my About Me?');
  await assistant.press('Enter');
  await expect.poll(() => answers.count(), { timeout: 20_000 }).toBe(answersBefore + 1);
  await visitor.checkpoint('ai-matchmaker');

  // A blank chat message is not sent; the chat stays as it was.
  await navigate(visitor, 'Messages');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await page.waitForURL('**/app/chat/**');
  const conversation = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await conversation.first().waitFor();
  const before = await conversation.count();
  asked.length = 0;
  const message = page.getByLabel('Message', { exact: true });
  await message.fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await message.press('Enter');
  await page.waitForTimeout(500);
  expect(asked.filter((call) => call === 'POST /api/chat/send')).toEqual([]);
  expect(await conversation.count()).toBe(before);
  await visitor.checkpoint('chat-blank-message');
});

it('an empty and a wrong one-time code each give their message, and the code typed stays', async () => {
  const member = await journey.open('newcomer');
  const { page } = member;
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(NEW_MEMBER.email);
  await page.getByLabel('Password').fill(NEW_MEMBER.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/verification/email');

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await toast(member, 'OTP sent to your email.');
  const code = journey.server.latestCode(NEW_MEMBER.email, 'email');
  const wrong = code === '000000' ? '111111' : '000000';

  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(member, 'Please enter the OTP.');

  const otp = page.getByLabel('OTP', { exact: true });
  await otp.fill(wrong);
  member.allowConsoleError(/status of 400 .*@ .*\/api\/verification\/verify-email-otp$/, 'a wrong code answers 400');
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(member, 'The OTP is incorrect. You have 4 attempts left.');
  expect(await otp.inputValue()).toBe(wrong);
  expect(page.url()).toMatch(/\/app\/verification\/email$/);
  await member.checkpoint('wrong-otp');

  // The right code still works afterwards.
  await otp.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/app/verification/phone');

  // Phone: an empty number is caught in the browser, an impossible one by the server; the number stays.
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await toast(member, 'Please enter a valid phone number.');
  await page.getByLabel('Phone number').fill('12345');
  member.allowConsoleError(/status of 400 .*@ .*\/api\/verification\/send-mobile-otp$/, 'an impossible number');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please enter a valid phone number.' }).nth(0).waitFor();
  expect(await page.getByLabel('Phone number').inputValue()).toBe('12345');
  await member.checkpoint('phone-refused');
});
