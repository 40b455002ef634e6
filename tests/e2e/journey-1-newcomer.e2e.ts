import { expect } from 'vitest';
import type { Language } from '../../contract/languages';
import { words } from './support/api';
import { makeImage } from './support/files';
import { expectPresentSoft, journeyIn, typeDate } from './support/journey';
import { toast } from './support/member';

const NEWCOMER = {
  email: 'priya.sharma@example.com',
  password: 'Priya@2026!',
  phone: '9876543210',
  pan: 'ABCDE1234F',
  firstName: 'Priya',
  lastName: 'Deshpande',
  dob: '08/21/1997',
};

/** What the visitor asks the AI Matchmaker, in the language she reads. */
const QUESTION: Record<Language, string> = {
  en: 'How does matching work here?',
  hi: 'यहाँ मैचिंग कैसे होती है?',
  ta: 'இங்கே பொருத்தம் எப்படி நடக்கிறது?',
};

const STORY = 'a visitor asks the AI Matchmaker, signs up, verifies, completes onboarding and waits for review';

journeyIn(['en', 'hi'], 'journey-1-newcomer', STORY, async (journey) => {
  const visitor = await journey.open('visitor', { geolocation: true });
  const { page, say, sayLike } = visitor;

  // The landing page and its AI Matchmaker chat, in the visitor's language (picked on the page).
  await visitor.openLanding();
  await visitor.chooseLanguage();
  await page.getByRole('heading', { name: say('Find Your Perfect Match with Artificial Intelligence') }).waitFor();
  await page.getByRole('heading', { name: say('AI Matchmaker') }).waitFor();
  await page.getByText(say('Always here to help')).waitFor();
  await visitor.checkpoint('landing');
  if (journey.language !== 'en') {
    // The language's own landing page, prerendered at its own path: the heading is in the document itself, and
    // the page names every language's page (hreflang) for search engines.
    const own = await page.request.get(`/${journey.language}/`);
    expect(await own.text()).toContain(say('Find Your Perfect Match with Artificial Intelligence'));
    await visitor.openLanding(`/${journey.language}/`);
    await page.getByRole('heading', { name: say('Find Your Perfect Match with Artificial Intelligence') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(journey.language);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (link) =>
            `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '', document.baseURI).pathname}`,
        ),
      );
    expect(alternates.toSorted()).toEqual(['en /', 'hi /hi/', 'ta /ta/', 'x-default /']);
  }

  const chatInput = page.getByLabel(say('Your message'));
  const log = page.getByRole('log', { name: say('Conversation with the AI Matchmaker') });
  const replies = log.locator('[data-sender="assistant"]');
  // A greeting may already be there: the answer is the reply that comes after the question.
  const repliesBefore = await replies.count();
  await chatInput.fill(QUESTION[journey.language]);
  await chatInput.press('Enter');
  await log.locator('[data-sender="user"]', { hasText: QUESTION[journey.language] }).waitFor();
  await expect.poll(() => replies.count(), { timeout: 20_000 }).toBe(repliesBefore + 1);
  const reply = replies.last();
  expect((await reply.textContent())?.trim().length).toBeGreaterThan(10);
  expect(await chatInput.inputValue()).toBe('');
  await visitor.checkpoint('landing-chat-answered');

  // Sign up from 'Create Your Profile'.
  await page.getByRole('link', { name: say('Create Your Profile') }).click();
  await page.waitForURL('**/app/signup');
  await page.getByLabel(say('Email')).fill(NEWCOMER.email);
  await page.getByLabel(say('Password')).fill(NEWCOMER.password);
  // The privacy notice is shown, and signing up needs the member's consent to it.
  await page.getByRole('region', { name: say('Privacy notice') }).waitFor();
  await page
    .getByRole('checkbox', {
      name: sayLike(
        /I have read the privacy notice/,
        'I have read the privacy notice and agree to my data being used as it describes.',
      ),
    })
    .check();
  await visitor.checkpoint('signup');
  await page.getByRole('button', { name: say('Sign Up') }).click();

  // Home sends a new member to the first verification step.
  await page.waitForURL('**/app/verification/email');
  await expectPresentSoft(
    page.getByRole('navigation').getByRole('link', { name: say('Messages'), includeHidden: true }),
    'spec 2: once signed up, the member bar shows the member links instead of Login, without a reload',
  );
  await page.getByRole('button', { name: say('Send OTP') }).click();
  await page.getByText(say('OTP sent to your email.')).waitFor();
  await page.getByLabel(say('OTP'), { exact: true }).fill(journey.server.latestCode(NEWCOMER.email, 'email'));
  await visitor.checkpoint('verify-email');
  await page.getByRole('button', { name: say('Verify') }).click();
  await page.waitForURL('**/app/verification/phone');
  await toast(visitor, 'Email verified successfully!');

  // Phone: +91 only, the code from the SMS outbox.
  await expect.poll(() => page.getByLabel(say('Country code')).inputValue()).toBe('+91');
  await page.getByLabel(say('Phone number')).fill(NEWCOMER.phone);
  await page.getByRole('button', { name: say('Send OTP') }).click();
  await toast(visitor, 'OTP sent to your phone number.');
  await page.getByLabel(say('OTP'), { exact: true }).fill(journey.server.latestCode(`+91${NEWCOMER.phone}`, 'sms'));
  await visitor.checkpoint('verify-phone');
  await page.getByRole('button', { name: say('Verify') }).click();
  await page.waitForURL('**/app/verification/selfie');

  // Selfie from the fake camera: capture, retake, capture again, upload.
  const capture = page.getByRole('button', { name: say('Capture') });
  await expect.poll(() => capture.isEnabled()).toBe(true);
  await visitor.checkpoint('selfie-camera');
  await capture.click();
  await page.getByRole('img', { name: say('Your selfie') }).waitFor();
  await page.getByRole('button', { name: say('Retake') }).click();
  await expect.poll(() => capture.isEnabled()).toBe(true);
  await capture.click();
  await page.getByRole('img', { name: say('Your selfie') }).waitFor();
  await visitor.checkpoint('selfie-review');
  await page.getByRole('button', { name: say('Upload') }).click();
  await page.waitForURL('**/app/verification/identity');
  await toast(visitor, 'Selfie uploaded successfully!');

  // Identity document: a PAN card photo.
  await page.getByLabel(say('Document type')).selectOption('PAN');
  await page.getByLabel(say('Document number')).fill(NEWCOMER.pan);
  await page
    .getByLabel(say('Document image'))
    .setInputFiles(await makeImage('pan-card.png', { r: 235, g: 235, b: 250 }, 'png'));
  await visitor.checkpoint('identity');
  await page.getByRole('button', { name: say('Upload') }).click();
  await page.waitForURL('**/app/profile-onboarding/name');
  await toast(visitor, 'Identity document uploaded successfully!');

  // Onboarding 1/7: name.
  await page.getByLabel(say('First name')).fill(NEWCOMER.firstName);
  await page.getByLabel(say('Last name')).fill(NEWCOMER.lastName);
  await visitor.checkpoint('onboarding-name');
  await page.getByRole('button', { name: say('Continue') }).click();
  await page.waitForURL('**/app/profile-onboarding/basic-details');
  await toast(visitor, 'Name updated successfully!');

  // 2/7: basic details.
  await typeDate(page.getByLabel(say('Date of birth')), NEWCOMER.dob);
  await page.getByLabel(say('Weight (kg)')).fill('58');
  await page.getByLabel(say('Feet')).fill('5');
  await page.getByLabel(say('Inches')).fill('4');
  await page.getByLabel(say('Gender')).selectOption('FEMALE');
  await visitor.checkpoint('onboarding-basic-details');
  await page.getByRole('button', { name: say('Continue') }).click();
  await page.waitForURL('**/app/profile-onboarding/lifestyle-details');
  await toast(visitor, 'Basic details saved successfully!');

  // 3/7: lifestyle.
  await page.getByLabel(say('Smoking')).selectOption('NEVER');
  await page.getByLabel(say('Drinking')).selectOption('SOCIALLY');
  await page.getByLabel(say('Food')).selectOption('VEGETARIAN');
  await page.getByLabel(say('Pets')).selectOption('YES');
  await page.getByLabel(say('Religion')).selectOption('HINDU');
  await page.getByLabel(say('Religious'), { exact: true }).selectOption('MODERATE');
  await visitor.checkpoint('onboarding-lifestyle');
  await page.getByRole('button', { name: say('Continue') }).click();
  await page.waitForURL('**/app/profile-onboarding/family-details');
  await toast(visitor, 'Your lifestyle preferences have been saved successfully!');

  // 4/7: family.
  await page.getByLabel(say('Brothers')).fill('1');
  await page.getByLabel(say('Sisters')).fill('2');
  await page.getByLabel(say("Father's occupation")).selectOption('GOVT SERVICE');
  await page.getByLabel(say("Mother's occupation")).selectOption('HOUSE WIFE');
  await page.getByLabel(say('About my family')).fill(words(22, 'Pune festivals'));
  await page.getByText(say('{words} of at least {min} words', { words: 22, min: 20 })).waitFor();
  await page.getByLabel(say('Marathi')).check();
  await page.getByLabel(say('English')).check();
  await visitor.checkpoint('onboarding-family');
  await page.getByRole('button', { name: say('Continue') }).click();
  await page.waitForURL('**/app/profile-onboarding/about-me');
  await toast(visitor, 'Your family details have been saved successfully!');

  // 5/7: about me (the device location is granted; the fields stay editable).
  await page.getByLabel(say('About me')).fill(words(32, 'Pune hills'));
  await page.getByLabel(say('City')).fill('Pune');
  await page.getByLabel(say('Country')).fill('India');
  await visitor.checkpoint('onboarding-about-me');
  await page.getByRole('button', { name: say('Continue') }).click();
  await page.waitForURL('**/app/profile-onboarding/photos');
  await toast(visitor, 'Your introduction has been saved successfully!');

  // 6/7: photos, two of six slots.
  await page
    .getByLabel(say('Photo {number}', { number: 1 }), { exact: true })
    .setInputFiles(await makeImage('priya-portrait.jpg', { r: 210, g: 150, b: 120 }));
  await page
    .getByLabel(say('Photo {number}', { number: 2 }), { exact: true })
    .setInputFiles(await makeImage('priya-garden.png', { r: 90, g: 160, b: 90 }, 'png'));
  await page
    .getByRole('img', { name: say('Slot {number}: {fileName}', { number: 1, fileName: 'priya-portrait.jpg' }) })
    .waitFor();
  await page
    .getByRole('img', { name: say('Slot {number}: {fileName}', { number: 2, fileName: 'priya-garden.png' }) })
    .waitFor();
  await visitor.checkpoint('onboarding-photos');
  await page.getByRole('button', { name: say('Upload and continue') }).click();
  await page.waitForURL('**/app/profile-onboarding/profession');
  await toast(visitor, 'Your photos have been uploaded successfully!');

  // 7/7: profession, with both certificates.
  await page.getByLabel(say('Highest degree')).fill('BCom');
  await page.getByRole('option', { name: 'BCom', exact: true }).click();
  await page
    .getByLabel(say('Degree certificate'))
    .setInputFiles(await makeImage('bcom-degree.jpg', { r: 250, g: 245, b: 220 }));
  await page.getByLabel(say('College / Institution')).fill('Fergusson College');
  await page.getByLabel(say('Income slab')).selectOption('5_10_LPA');
  await page
    .getByLabel(say('Income proof'))
    .setInputFiles(await makeImage('form-16.png', { r: 225, g: 240, b: 255 }, 'png'));
  await page.getByLabel(say('Current workplace')).fill('Persistent Systems');
  await visitor.checkpoint('onboarding-profession');

  // Finishing lands on home, where a profile not yet published cannot see suggestions.
  visitor.allowConsoleError(/status of 403 .*@ .*\/api\/feed\/home$/, 'the feed is closed until an admin publishes');
  await page.getByRole('button', { name: say('Finish') }).click();
  await page.waitForURL('**/app/home');
  await toast(visitor, 'Your professional details have been saved successfully!');

  // Home sends her on to the step after the spec's: the background and, as she likes, the horoscope.
  await page.waitForURL('**/app/profile-onboarding/background');
  await page.getByLabel(say('This profile is for')).selectOption('SELF');
  await page.getByLabel(say('Marital status')).selectOption('NEVER_MARRIED');
  await page.getByLabel(say('Mother tongue')).selectOption('MARATHI');
  await page.getByRole('checkbox', { name: say('Add my horoscope') }).check();
  await page.getByLabel(say('Birth time (local)')).fill('06:45');
  await page.getByLabel(say('Manglik')).selectOption('NO');
  await visitor.checkpoint('onboarding-background');
  await page.getByRole('button', { name: say('Finish') }).click();
  await page.waitForURL('**/app/home');
  await toast(visitor, 'Thank you! Your details have been saved.');
  await page
    .getByText(
      say(
        'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.',
      ),
    )
    .waitFor();
  await visitor.checkpoint('home-awaiting-review');
});
