import { expect } from 'vitest';
import { ADMIN, jpeg, professionForm, words, type Api, type Person } from './support/api';
import { DESKTOP, PHONE, type Session } from './support/browser';
import { imageBytes } from './support/files';
import { journeyIn, type Journey } from './support/journey';
import { logIn, navigate } from './support/member';

/*
 * A tour of every member screen in Hindi and Tamil, on a phone and a desktop: the state each screen
 * needs (members, a match with a chat, a request, a visit, notifications, a shortlist, a family
 * invitation, a refused profile) is made through the API first, then each screen is opened as a member
 * would, in her language, and checked (axe, text that does not fit, words still in English).
 * The other Hindi and Tamil journeys walk the steps; this one only looks.
 */

/** Meera, Arjun, Vikram and Lata live where no generated member does, so they are each other's suggestions. */
const shared = { password: 'Tour@Udaipur2026', city: 'Udaipur', country: 'India' } as const;

const MEERA: Person = {
  ...shared,
  email: 'meera.rathore@example.com',
  firstName: 'Meera',
  lastName: 'Rathore',
  gender: 'FEMALE',
  dob: '04/11/1996',
  phone: '9844455566',
  pan: 'MEERA1234R',
  aboutMe: words(36, 'Udaipur lakes'),
  colour: { r: 220, g: 150, b: 140 },
};

const ARJUN: Person = {
  ...shared,
  email: 'arjun.shekhawat@example.com',
  firstName: 'Arjun',
  lastName: 'Shekhawat',
  gender: 'MALE',
  dob: '09/23/1993',
  phone: '9855566677',
  pan: 'ARJUN5678S',
  aboutMe: words(34, 'old forts and tea'),
  colour: { r: 130, g: 160, b: 210 },
};

const VIKRAM: Person = {
  ...shared,
  email: 'vikram.bhati@example.com',
  firstName: 'Vikram',
  lastName: 'Bhati',
  gender: 'MALE',
  dob: '12/02/1994',
  phone: '9866677788',
  pan: 'VIKRB9012T',
  aboutMe: words(32, 'mountain treks'),
  colour: { r: 140, g: 190, b: 150 },
};

/** A member whose dealbreaker leaves nobody: her home has no suggestion and advice on widening it. */
const LATA: Person = {
  ...shared,
  email: 'lata.chundawat@example.com',
  firstName: 'Lata',
  lastName: 'Chundawat',
  gender: 'FEMALE',
  dob: '01/30/1992',
  phone: '9877788899',
  pan: 'LATAC3456U',
  aboutMe: words(33, 'classical dance'),
  colour: { r: 200, g: 170, b: 210 },
};

/** A newcomer who has only signed up: every verification and onboarding step is ahead of her. */
const NISHA = {
  email: 'nisha.ranawat@example.com',
  password: 'Nisha@Newcomer2026',
  firstName: 'Nisha',
  lastName: 'Ranawat',
  phone: '9888899900',
  pan: 'NISHR7890V',
} as const;

/** Meera's mother, invited to family access. */
const RELATIVE = { email: 'sarla.rathore@example.com', password: 'Sarla@Udaipur1969' } as const;

const MONEY_ASK = 'My card is blocked at the hospital, please send 5000 rupees to arjun.s@okaxis today';

async function photo(colour: { r: number; g: number; b: number }, name: string): Promise<FormData> {
  const form = new FormData();
  form.append(name, jpeg(await imageBytes(colour)), `${name}.jpg`);
  return form;
}

/** The profile id of the member of that name, as staff list them. */
async function profileIdOf(api: Api, firstName: string, lastName: string): Promise<string> {
  const token = await api.login(ADMIN.email, ADMIN.password, true);
  const list = await api.call<{ id: string; firstName: string | null; lastName: string | null }[]>(
    'GET',
    '/profile/list',
    { token, admin: true },
  );
  const entry = list.find((item) => item.firstName === firstName && item.lastName === lastName);
  if (!entry) throw new Error(`${firstName} ${lastName} is not on the review list`);
  return entry.id;
}

/** Everything the member screens show, made as other clients would: members, a match, a chat, a request, a visit. */
async function prepare(journey: Journey) {
  const { api, language } = journey;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  await Promise.all(
    [MEERA, ARJUN, VIKRAM, LATA].map(async (person) => {
      tokens[person.firstName] = await api.createMember(person, { publish: false });
      ids[person.firstName] = await api.publish(person.firstName, person.lastName);
      // Their accounts keep the run's language (chosen on another device), so what the server writes is in it too.
      await api.call('PUT', '/users/language', { token: tokens[person.firstName], json: { language } });
    }),
  );
  const { Meera: meera, Arjun: arjun, Vikram: vikram, Lata: lata } = tokens;

  // Meera and Arjun accept each other; he writes, asks for money (a safety tip beside it) and shares his number.
  await api.call('PUT', '/matches/send', { token: arjun, json: { toProfileId: ids.Meera, interested: true } });
  await api.call('PUT', '/matches/send', { token: meera, json: { toProfileId: ids.Arjun, interested: true } });
  const channels = await api.call<{ chatChannels: { id: string }[] }>('GET', '/chat/channels?start=0&limit=10', {
    token: meera,
  });
  const channelId = channels.chatChannels[0].id;
  for (const [token, message] of [
    [arjun, 'Namaste Meera! I liked what you wrote about the lakes.'],
    [meera, 'Namaste Arjun, thank you. Do you still live near the old city?'],
    [arjun, MONEY_ASK],
  ] as const) {
    await api.call('POST', '/chat/send', { token, json: { message, channelId } });
  }
  await api.call('PUT', '/chat/phone-share', { token: arjun, json: { channelId, share: true } });

  // Vikram opens Meera's profile (a visit she sees) and sends her a request she has not answered.
  await api.call('GET', `/profile/get?profileId=${encodeURIComponent(ids.Meera)}`, { token: vikram });
  await api.call('PUT', '/matches/send', { token: vikram, json: { toProfileId: ids.Meera, interested: true } });

  // Meera stars Vikram and invites her mother to family access.
  await api.call('PUT', `/shortlist/${encodeURIComponent(ids.Vikram)}`, { token: meera });
  await api.call('POST', '/family/invite', { token: meera, json: { email: RELATIVE.email } });

  // Lata will only see members of a city where nobody lives: no suggestion is left.
  await api.call('PUT', '/profile/partner-preferences', {
    token: lata,
    json: { cities: ['Kohima'], dealbreakers: ['cities'] },
  });

  // Nisha has only signed up.
  await api.register(NISHA.email, NISHA.password);
  return { channelId, ids };
}

/** The screens anyone sees before logging in, in the language picked on the landing page. */
async function visitorScreens(journey: Journey): Promise<void> {
  const visitor = await journey.open('visitor');
  const { page, say } = visitor;
  await visitor.openLanding();
  await visitor.chooseLanguage();
  await page.getByRole('heading', { name: say('Find Your Perfect Match with Artificial Intelligence') }).waitFor();
  await visitor.checkpoint('landing');

  await page.goto('/app/signup');
  await page.getByRole('heading', { name: say('Create Your Profile') }).waitFor();
  await page.getByRole('region', { name: say('Privacy notice') }).waitFor();
  await visitor.checkpoint('signup-with-privacy-notice');

  await page.goto('/app/login');
  await page.getByRole('heading', { name: say('Member Login') }).waitFor();
  await page.getByRole('link', { name: say('Helping a family member? Log in to family access') }).waitFor();
  await visitor.checkpoint('login');

  await page.getByRole('link', { name: say('Forgot password?') }).click();
  await page.getByRole('heading', { name: say('Reset your password') }).waitFor();
  await page.getByLabel(say('Email')).fill(LATA.email);
  await page.getByRole('button', { name: say('Send code') }).click();
  await page.getByRole('status').waitFor();
  await page.getByLabel(say('New password'), { exact: true }).waitFor();
  await visitor.checkpoint('forgot-password-code-sent');

  await page.goto('/app/login?with=code');
  await page.getByRole('heading', { name: say('Log in with a code') }).waitFor();
  await page.getByLabel(say('Email or phone number')).fill(LATA.email);
  await page.getByRole('button', { name: say('Send code') }).click();
  await page.getByRole('button', { name: say('Send a new code') }).waitFor();
  await visitor.checkpoint('login-with-code-sent');

  await page.goto('/app/no-such-screen');
  await page.getByRole('heading', { name: say('Page not found') }).waitFor();
  await page.getByRole('link', { name: say('Go to the home page') }).waitFor();
  await visitor.checkpoint('not-found');
}

/** A newcomer's verification and onboarding steps, each opened as the member reaches it, then review and refusal. */
async function newcomerScreens(journey: Journey): Promise<void> {
  const { api, server } = journey;
  const nisha = await journey.open('newcomer');
  const { page, say } = nisha;
  await page.goto('/app/login');
  await nisha.chooseLanguage();
  await page.getByLabel(say('Email')).fill(NISHA.email);
  await page.getByLabel(say('Password')).fill(NISHA.password);
  await page.getByRole('button', { name: say('Submit') }).click();
  await page.waitForURL('**/app/verification/email');
  const token = await api.login(NISHA.email, NISHA.password);
  const step = (title: string) => page.getByRole('heading', { level: 1, name: say(title) }).waitFor();

  await step('Verify your email');
  await page.getByRole('button', { name: say('Send OTP') }).click();
  await page.getByText(say('OTP sent to your email.')).waitFor();
  await nisha.checkpoint('verify-email-code-sent');
  await api.call('PUT', '/verification/verify-email-otp', {
    token,
    json: { otp: server.latestCode(NISHA.email, 'email') },
  });

  await page.goto('/app/verification/phone');
  await step('Verify your phone number');
  await page.getByLabel(say('Phone number')).fill(NISHA.phone);
  await nisha.checkpoint('verify-phone');
  await api.call('PUT', '/verification/send-mobile-otp', { token, json: { phone: NISHA.phone, countryCode: '+91' } });
  await api.call('PUT', '/verification/verify-mobile-otp', {
    token,
    json: { otp: server.latestCode(`+91${NISHA.phone}`, 'sms') },
  });

  await page.goto('/app/verification/selfie');
  await step('Take a selfie');
  await expect.poll(() => page.getByRole('button', { name: say('Capture') }).isEnabled()).toBe(true);
  await nisha.checkpoint('verify-selfie');
  const selfie = () => photo({ r: 200, g: 170, b: 150 }, 'document');
  await api.call('POST', '/verification/verify-image', { token, form: await selfie() });

  await page.goto('/app/verification/identity');
  await step('Verify your identity');
  await page.getByLabel(say('Document type')).selectOption('PAN');
  await nisha.checkpoint('verify-identity');
  const identity = async () => {
    const form = await photo({ r: 230, g: 230, b: 250 }, 'document');
    form.append('idNumber', NISHA.pan);
    form.append('idType', 'PAN');
    return form;
  };
  await api.call('POST', '/verification/verify-identity', { token, form: await identity() });

  // The onboarding steps, each shown before the API gives the answers a member would.
  const profession = await professionForm('MLSU Udaipur', 'Lakeside Software');
  const steps: { path: string; title: string; shot: string; save: () => Promise<unknown> }[] = [
    {
      path: 'name',
      title: 'What is your name?',
      shot: 'onboarding-name',
      save: () =>
        api.call('PUT', '/profile/name', { token, json: { firstName: NISHA.firstName, lastName: NISHA.lastName } }),
    },
    {
      path: 'basic-details',
      title: 'Basic details',
      shot: 'onboarding-basic-details',
      save: () =>
        api.call('PUT', '/profile/basic-details', {
          token,
          json: { dob: '06/15/1998', weight: 55, height: 63, gender: 'FEMALE' },
        }),
    },
    {
      path: 'lifestyle-details',
      title: 'Your lifestyle',
      shot: 'onboarding-lifestyle',
      save: () =>
        api.call('PUT', '/profile/lifestyle-details', {
          token,
          json: {
            smoking: 'NEVER',
            drinking: 'NEVER',
            food: 'VEGETARIAN',
            pets: 'NO',
            religion: 'HINDU',
            religious: 'MODERATE',
          },
        }),
    },
    {
      path: 'family-details',
      title: 'Your family',
      shot: 'onboarding-family',
      save: () =>
        api.call('PUT', '/profile/family-details', {
          token,
          json: {
            brothers: 0,
            sisters: 1,
            fathersOccupation: 'BUSINESS',
            mothersOccupation: 'HOUSE WIFE',
            aboutMyFamily: words(24, 'family'),
            languages: ['HINDI'],
          },
        }),
    },
    {
      path: 'about-me',
      title: 'About you',
      shot: 'onboarding-about-me',
      save: () =>
        api.call('PUT', '/profile/about-me', {
          token,
          json: { aboutMe: words(32, 'lake walks'), latitude: 0, longitude: 0, city: 'Udaipur', country: 'India' },
        }),
    },
    {
      path: 'photos',
      title: 'Add your photos',
      shot: 'onboarding-photos',
      save: async () => api.call('POST', '/profile/images', { token, form: await photo(MEERA.colour, 'image0') }),
    },
    {
      path: 'profession',
      title: 'Education and career',
      shot: 'onboarding-profession',
      save: () => api.call('POST', '/profile/profession', { token, form: profession }),
    },
    {
      path: 'background',
      title: 'A few things families ask first',
      shot: 'onboarding-background',
      save: () =>
        api.call('PUT', '/profile/background', {
          token,
          json: { createdFor: 'SELF', maritalStatus: 'NEVER_MARRIED', children: null, motherTongue: 'HINDI' },
        }),
    },
  ];
  for (const { path, title, shot, save } of steps) {
    await page.goto(`/app/profile-onboarding/${path}`);
    await step(title);
    await nisha.checkpoint(shot);
    await save();
  }

  nisha.allowConsoleError(/status of 403 .*@ .*\/api\/feed\/home$/, 'the feed is closed until staff publish', 2);
  await page.goto('/app/home');
  await page.getByRole('heading', { name: say('Your profile is with our review team') }).waitFor();
  await nisha.checkpoint('home-awaiting-review');

  // Staff refuse her selfie and her document: the reopened steps say why.
  const admin = await api.login(ADMIN.email, ADMIN.password, true);
  const id = await profileIdOf(api, NISHA.firstName, NISHA.lastName);
  await api.call('POST', '/profile/refuse', {
    token: admin,
    admin: true,
    json: { id, reasons: ['SELFIE_UNCLEAR', 'DOCUMENT_UNREADABLE'], note: 'Please face a window for the selfie.' },
  });
  const refused = page.getByRole('region', { name: say('Our team could not publish your profile yet') });
  await page.goto('/app/home');
  await page.waitForURL('**/app/verification/selfie');
  await refused.getByText('Please face a window for the selfie.').waitFor();
  await nisha.checkpoint('refused-selfie-step');
  await api.call('POST', '/verification/verify-image', { token, form: await selfie() });
  await page.goto('/app/home');
  await page.waitForURL('**/app/verification/identity');
  await refused.waitFor();
  await nisha.checkpoint('refused-identity-step');
}

/** A published member's screens: home, a profile, Activity, Messages, a chat, notifications, search, her profile. */
async function memberScreens(journey: Journey, channelId: string, ids: Record<string, string>): Promise<void> {
  const meera = await journey.open('member');
  const { page, say, sayLike } = meera;
  await logIn(meera, MEERA.email, MEERA.password, { languageFrom: 'account' });
  await page.getByRole('button', { name: say('Accept'), exact: true }).waitFor();
  await page.getByRole('region', { name: say('Tell us who you are looking for') }).waitFor();
  await meera.checkpoint('home-suggestion-and-preferences-card');

  await page.goto(`/app/view-profile/${encodeURIComponent(ids.Vikram)}`);
  await page.getByRole('heading', { level: 1, name: 'Vikram Bhati' }).waitFor();
  await page.getByRole('heading', { level: 2, name: say('Lifestyle'), exact: true }).waitFor();
  await meera.checkpoint('view-profile');

  await navigate(meera, 'Activity');
  const requests = page.getByRole('list', { name: say('Match requests') });
  await requests.getByRole('listitem').filter({ hasText: 'Vikram Bhati' }).waitFor();
  await meera.checkpoint('activity-requests');
  await page.getByRole('tab', { name: say('Viewed you') }).click();
  await page
    .getByRole('list', { name: say('Members who viewed you') })
    .getByText('Vikram')
    .first()
    .waitFor();
  await meera.checkpoint('activity-who-viewed-you');

  await navigate(meera, 'Messages');
  const row = page.getByRole('link', { name: 'Arjun Shekhawat' });
  await row.waitFor();
  await meera.checkpoint('messages');
  await row.click();
  await page.waitForURL(`**/app/chat/${channelId}`);
  await page.getByRole('note', { name: say('Safety tip') }).waitFor();
  await page.getByRole('link', { name: say('Their number: {phone}', { phone: `+91 ${ARJUN.phone}` }) }).waitFor();
  // On a phone the heading keeps its word on one line; the calls, block and report wrap below it if need be.
  await page.setViewportSize(PHONE);
  const headingLines = await page.getByRole('heading', { level: 1, name: say('Chat') }).evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(headingLines).toBe(1);
  await page.setViewportSize(DESKTOP);
  await meera.checkpoint('chat-safety-tip-and-number');

  await page.goto('/app/notifications');
  await page.getByRole('heading', { level: 1, name: say('Notifications') }).waitFor();
  await page.getByRole('button', { name: say('Mark all as read') }).waitFor();
  await meera.checkpoint('notifications');

  await navigate(meera, 'Search');
  const filters = page.getByRole('form', { name: say('Search filters') });
  await filters
    .getByRole('group', { name: say('Marital status') })
    .getByRole('checkbox', { name: say('Never married') })
    .waitFor();
  await filters.getByRole('button', { name: say('Search') }).click();
  await page
    .getByRole('list', { name: say('Search results') })
    .getByRole('listitem')
    .first()
    .waitFor();
  await meera.checkpoint('search-results');

  await navigate(meera, 'Shortlist');
  await page
    .getByRole('list', { name: say('Shortlisted members') })
    .getByRole('listitem')
    .first()
    .waitFor();
  await meera.checkpoint('shortlist');

  await page.goto('/app/ai-matchmaker/');
  await page.getByRole('heading', { level: 1, name: say('AI Matchmaker') }).waitFor();
  await meera.checkpoint('ai-matchmaker');

  // Her own profile: read, then every section open for editing.
  await navigate(meera, 'Profile');
  await page.getByRole('heading', { level: 1, name: 'Meera Rathore' }).waitFor();
  const family = page.getByRole('region', { name: say('Family access') });
  await family
    .getByRole('status')
    .filter({ hasText: sayLike(/waiting/, 'Invitation sent to {0}; waiting for them to set a password.', { 0: '.+' }) })
    .waitFor();
  await meera.checkpoint('profile');

  const edit = async (title: string) => {
    const region = page.getByRole('region', { name: say(title), exact: true });
    await region.getByRole('button', { name: say('Edit {title}', { title: say(title) }) }).click();
    await region.getByRole('button', { name: say('Cancel') }).waitFor();
    return region;
  };
  const details = ['Personal Details', 'Lifestyle Details', 'Family Details', 'About Me', 'Professional Details'];
  for (const title of details) await edit(title);
  await meera.checkpoint('profile-editing-details');
  for (const title of details) {
    await page
      .getByRole('region', { name: say(title), exact: true })
      .getByRole('button', { name: say('Cancel') })
      .click();
  }

  for (const title of ['Partner Preferences', 'Privacy', 'Notifications']) await edit(title);
  await page.getByRole('region', { name: say('Horoscope') }).waitFor();
  await meera.checkpoint('profile-editing-preferences-privacy-notifications');
  for (const title of ['Partner Preferences', 'Privacy', 'Notifications']) {
    await page
      .getByRole('region', { name: say(title), exact: true })
      .getByRole('button', { name: say('Cancel') })
      .click();
  }

  await page.getByRole('button', { name: say('Read the privacy notice') }).click();
  await page.getByRole('region', { name: say('Privacy notice') }).waitFor();
  await page
    .getByRole('list', { name: say('Where you are logged in') })
    .getByText(say('This device'))
    .waitFor();
  await page.getByRole('form', { name: say('Change password') }).waitFor();
  await meera.checkpoint('profile-account-and-privacy-notice');
}

/** Meera's mother: the family login, the invitation, and the family area. */
async function familyScreens(journey: Journey): Promise<void> {
  const relative = await journey.open('relative');
  const { page, say } = relative;
  await relative.openLanding();
  await relative.chooseLanguage();
  await page.goto('/family/login');
  await page.getByRole('heading', { name: say('Family access login') }).waitFor();
  await relative.checkpoint('family-login');

  const email = journey.server
    .outbox()
    .filter((entry) => entry.to === RELATIVE.email && entry.channel === 'email')
    .at(-1);
  const link = /https?:\/\/\S+\/family\/accept\?token=\S+/.exec(email?.text ?? '')?.[0];
  if (!link) throw new Error('No invitation email reached the relative');
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await page.getByRole('heading', { name: say('Accept family access') }).waitFor();
  await page.getByLabel(say('New password')).fill(RELATIVE.password);
  await page.getByLabel(say('Password again')).fill(RELATIVE.password);
  await relative.checkpoint('family-accept-invitation');
  await page.getByRole('button', { name: say('Set password') }).click();
  await page.waitForURL('**/family/home');
  await page.getByText(say('You are helping {name}', { name: MEERA.firstName })).waitFor();
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await relative.checkpoint('family-home');

  await navigate(relative, 'Search');
  await page
    .getByLabel(say('Marital status'))
    .getByRole('option', { name: say('Never married') })
    .waitFor({ state: 'attached' });
  await page
    .getByRole('main')
    .getByRole('button', { name: say('Search'), exact: true })
    .click();
  const first = page
    .getByRole('list', { name: say('Search results') })
    .getByRole('listitem')
    .first();
  await first.waitFor();
  await relative.checkpoint('family-search');

  await first.getByRole('link', { name: say('View Profile') }).click();
  await page.getByText(say('Only the member can send interest or chat.')).waitFor();
  await relative.checkpoint('family-profile');

  await navigate(relative, 'Shortlist');
  await page
    .getByRole('list', { name: say('Shortlisted members') })
    .getByRole('listitem')
    .first()
    .waitFor();
  await relative.checkpoint('family-shortlist');
}

/** Lata's home when nobody fits her dealbreakers, then paused. */
async function emptyHomeScreens(journey: Journey): Promise<void> {
  const lata: Session = await journey.open('lone-member');
  const { page, say } = lata;
  await logIn(lata, LATA.email, LATA.password, { languageFrom: 'account' });
  await page
    .getByText(say('There are no more matches at the moment. Please come back later for more matches!'))
    .waitFor();
  await page.getByText(say('No members fit your dealbreakers right now.')).waitFor();
  // What widening would add, worded by the app from the preferences it saves.
  const widening = say('Making {fieldName} a wish instead of a dealbreaker', { fieldName: say('City').toLowerCase() });
  await page.getByText(widening, { exact: false }).waitFor();
  await lata.checkpoint('home-no-suggestion-with-advice');
}

const STORY = 'every member screen, opened in the member’s language on a phone and a desktop, fits and reads in it';

journeyIn(
  ['hi', 'ta'],
  'journey-15-every-screen',
  STORY,
  async (journey) => {
    const { channelId, ids } = await prepare(journey);
    await visitorScreens(journey);
    await newcomerScreens(journey);
    await memberScreens(journey, channelId, ids);
    await familyScreens(journey);
    await emptyHomeScreens(journey);
  },
  // Every member here is verified from this one machine's address, more than the hourly cap a real address gets.
  { OTP_PER_ADDRESS_HOUR: '100' },
  // Some 45 screens, each checked at two sizes: about two and a half minutes on a quiet machine, more on a busy one.
  360_000,
);
