import { expect } from 'vitest';
import { words, type Person } from './support/api';
import type { Session } from './support/browser';
import { logIn, navigate, toast } from './support/member';
import { journeyIn } from './support/journey';

/*
 * Two members who fit each other better than anyone in the demo population:
 * the same faith, habits, languages, education, income, age group and, above
 * all, the same city, which no generated member lives in. So each is the
 * other's first suggestion.
 */
const shared = {
  password: 'Together@2026',
  city: 'Nashik',
  country: 'India',
} as const;

const ANANYA: Person = {
  ...shared,
  email: 'ananya.thakkar@example.com',
  firstName: 'Ananya',
  lastName: 'Thakkar',
  gender: 'FEMALE',
  dob: '03/14/1995',
  phone: '9811122233',
  pan: 'ANANT1234K',
  aboutMe: words(36, 'Nashik vineyards'),
  colour: { r: 230, g: 160, b: 120 },
};

const ROHIT: Person = {
  ...shared,
  email: 'rohit.saxena@example.com',
  firstName: 'Rohit',
  lastName: 'Saxena',
  gender: 'MALE',
  dob: '07/02/1994',
  phone: '9822233344',
  pan: 'ROHSX5678L',
  aboutMe: words(40, 'cricket and cooking'),
  colour: { r: 120, g: 150, b: 220 },
};

/** The texts of the chat bubbles, oldest first, with who sent each. */
async function bubbles({ page, say }: Session): Promise<{ text: string; sender: string | null }[]> {
  return page
    .getByRole('list', { name: say('Messages') })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => ({
        text: item.querySelector('p')?.textContent ?? '',
        sender: item.getAttribute('data-sender'),
      })),
    );
}

const STORY = 'two members accept each other, find their chat, page back through history and talk without reloading';

journeyIn(['en', 'hi', 'ta'], 'journey-3-match-and-chat', STORY, async (journey) => {
  const ananyaToken = await journey.api.createMember(ANANYA);
  const rohitToken = await journey.api.createMember(ROHIT);
  // Rohit reads the product in the run's language because his account keeps it (chosen on another device).
  if (journey.language !== 'en') {
    await journey.api.call('PUT', '/users/language', { token: rohitToken, json: { language: journey.language } });
  }

  // Ananya sees Rohit as her suggestion and accepts him (she picks the run's language on the login page).
  const ananya = await journey.open('ananya');
  const say = ananya.say;
  await logIn(ananya, ANANYA.email, ANANYA.password);
  await ananya.page.getByRole('heading', { level: 1, name: 'Rohit Saxena' }).waitFor();
  await ananya.page.getByText('Nashik, India', { exact: true }).waitFor();
  await ananya.checkpoint('home-suggestion');
  await ananya.page.getByRole('button', { name: say('Accept') }).click();
  await toast(ananya, 'Request accepted successfully!');
  // The next suggestion replaces him.
  await ananya.page.getByRole('heading', { level: 1, name: 'Rohit Saxena' }).waitFor({ state: 'detached' });
  await ananya.page
    .getByRole('button', { name: say('Accept') })
    .or(ananya.page.getByText(say('There are no more matches at the moment. Please come back later for more matches!')))
    .waitFor();

  // Rohit finds her request under Activity, reads her profile, and accepts.
  const rohit = await journey.open('rohit');
  await logIn(rohit, ROHIT.email, ROHIT.password, { languageFrom: 'account' });
  await navigate(rohit, 'Activity');
  await rohit.page.waitForURL('**/app/activity/');
  const requests = rohit.page.getByRole('list', { name: say('Match requests') });
  const request = requests.getByRole('listitem').filter({ hasText: 'Ananya Thakkar' });
  await request.waitFor();
  await request.getByText(rohit.sayLike(/^Age: \d+$/, 'Age: {0}', { 0: '\\d+' })).waitFor();
  await rohit.checkpoint('activity');

  await request.getByRole('link', { name: say('View Profile') }).click();
  await rohit.page.waitForURL('**/app/view-profile/**');
  await rohit.page.getByRole('heading', { level: 1, name: 'Ananya Thakkar' }).waitFor();
  for (const section of ['Basic Details', 'About', 'Career', 'Lifestyle', 'Family', 'Location']) {
    await rohit.page.getByRole('heading', { level: 2, name: say(section), exact: true }).waitFor();
  }
  await rohit.page.getByText('Nashik, India', { exact: true }).waitFor();
  // Read-only: no decisions on this screen.
  expect(await rohit.page.getByRole('button', { name: say('Accept') }).count()).toBe(0);
  await rohit.checkpoint('view-profile');

  await rohit.page.goBack();
  await request.getByRole('button', { name: say('Accept') }).click();
  await toast(rohit, 'Request accepted successfully!');
  // She had said yes first: the match moment opens with both of them; Rohit keeps browsing for now.
  const moment = rohit.page.getByRole('dialog', { name: say("It's a match") });
  await moment.getByRole('link', { name: say('Say hello') }).waitFor();
  await rohit.checkpoint('match-moment');
  await moment.getByRole('button', { name: say('Keep browsing') }).click();
  await moment.waitFor({ state: 'hidden' });
  await rohit.page.getByText(say('No match requests found. Please check back later.')).waitFor();
  await rohit.checkpoint('activity-empty');

  // A longer history than one page, written through the API (older than anything typed below).
  const channels = await journey.api.call<{ chatChannels: { id: string; name: string }[] }>(
    'GET',
    '/chat/channels?start=0&limit=10',
    { token: ananyaToken },
  );
  expect(channels.chatChannels).toHaveLength(1);
  const channelId = channels.chatChannels[0].id;
  for (let n = 1; n <= 24; n += 1) {
    await journey.api.call('POST', '/chat/send', {
      token: n % 2 === 1 ? ananyaToken : rohitToken,
      json: { message: `Earlier message ${n}`, channelId },
    });
    await new Promise((pause) => setTimeout(pause, 5));
  }

  // Both find the channel under Messages, with its last message.
  await navigate(ananya, 'Messages');
  const ananyaRow = ananya.page.getByRole('link', { name: 'Rohit Saxena' });
  await ananyaRow.waitFor();
  await expect.poll(() => ananyaRow.textContent()).toContain('Earlier message 24');
  await ananya.checkpoint('messages');
  await ananyaRow.click();
  await ananya.page.waitForURL(`**/app/chat/${channelId}`);

  // The newest page first; 'Load More' brings the four oldest, all in order. (Waited for inside the chat's own
  // list: while the chat's code loads, the Messages page can still be on screen with the same last message.)
  await ananya.page
    .getByRole('list', { name: say('Messages') })
    .getByText('Earlier message 24')
    .waitFor();
  const firstPage = await bubbles(ananya);
  expect(firstPage.map((bubble) => bubble.text)).toEqual(
    Array.from({ length: 20 }, (_, i) => `Earlier message ${i + 5}`),
  );
  await ananya.checkpoint('chat');
  // Rohit's trust badges head the chat (published with his PAN card, certificates given); a tap explains one.
  const badges = ananya.page.getByRole('list', { name: say('Trust badges') });
  expect(await badges.getByRole('button').allTextContents()).toEqual([
    `✓ ${say('ID verified')}`,
    `✓ ${say('Degree document')}`,
    `✓ ${say('Income document')}`,
  ]);
  await badges.getByRole('button', { name: say('ID verified') }).click();
  await ananya.page
    .getByText(say('Our team checked a government identity document (PAN card or passport) of this member.'))
    .waitFor();
  await ananya.checkpoint('chat-badge');
  await ananya.page.getByRole('button', { name: say('Load More') }).click();
  await ananya.page.getByText('Earlier message 1', { exact: true }).waitFor();
  const all = await bubbles(ananya);
  expect(all.map((bubble) => bubble.text)).toEqual(Array.from({ length: 24 }, (_, i) => `Earlier message ${i + 1}`));
  expect(all.map((bubble) => bubble.sender)).toEqual(
    Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'me' : 'them')),
  );
  await ananya.checkpoint('chat-history');

  await navigate(rohit, 'Messages');
  await rohit.page.getByRole('link', { name: 'Ananya Thakkar' }).click();
  await rohit.page.waitForURL(`**/app/chat/${channelId}`);
  await rohit.page
    .getByRole('list', { name: say('Messages') })
    .getByText('Earlier message 24')
    .waitFor();
  // Marks this document: if the page reloaded, the mark would be gone.
  await rohit.page.evaluate(() => {
    (window as unknown as { e2eStillHere: boolean }).e2eStillHere = true;
  });

  // Ananya writes; Rohit's open chat shows it by itself.
  const greeting = 'Shall we meet for coffee at the Sula vineyard on Sunday?';
  await ananya.page.getByRole('textbox', { name: say('Message'), exact: true }).fill(greeting);
  await ananya.page.getByRole('button', { name: say('Send') }).click();
  await ananya.page.locator('[data-sender="me"]', { hasText: greeting }).waitFor();
  expect(await ananya.page.getByRole('textbox', { name: say('Message'), exact: true }).inputValue()).toBe('');

  await rohit.page.locator('[data-sender="them"]', { hasText: greeting }).waitFor({ timeout: 15_000 });
  expect(await rohit.page.evaluate(() => (window as unknown as { e2eStillHere?: boolean }).e2eStillHere)).toBe(true);
  await rohit.checkpoint('chat-received');

  const reply = 'Sunday works. See you at eleven!';
  await rohit.page.getByRole('textbox', { name: say('Message'), exact: true }).fill(reply);
  await rohit.page.getByRole('textbox', { name: say('Message'), exact: true }).press('Enter');
  await rohit.page.locator('[data-sender="me"]', { hasText: reply }).waitFor();
  await ananya.page.locator('[data-sender="them"]', { hasText: reply }).waitFor({ timeout: 15_000 });
  const conversation = await bubbles(ananya);
  expect(conversation.slice(-2)).toEqual([
    { text: greeting, sender: 'me' },
    { text: reply, sender: 'them' },
  ]);
  await ananya.checkpoint('chat-conversation');
});
