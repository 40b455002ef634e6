import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../../contract/app-paths';
import type { Notification } from '../../../contract/schemas';
import { ADMIN_HEADERS, call, completeOnboarding, completeVerification, expectOk } from '../../test/fixtures';
import { authed, createMember, decide, type TestMember } from '../../test/members';
import { useTestServer } from '../../test/test-server';
import type { PushSender } from './push';

/** What the push service was handed: the browser's endpoint and the message (before encryption). */
const pushed: { endpoint: string; payload: string }[] = [];
const recordingPush: PushSender = {
  publicKey: 'test-public-key',
  async send(subscription, payload) {
    pushed.push({ endpoint: subscription.endpoint, payload });
    return 'sent';
  },
};

const PUBLIC_URL = 'https://matrimony.test';
const t = useTestServer({
  config: { publicUrl: PUBLIC_URL },
  push: recordingPush,
  // Only the test works the outbox (drain), with no waits.
  notify: { pollMs: 3_600_000, messageDelayMs: 0, retryDelayMs: () => 0 },
});

const drain = () => t.app.notifier.drain();

async function speaks(who: { token: string }, language: 'en' | 'hi' | 'ta') {
  await expectOk(call(t, 'PUT', '/api/users/language', { token: who.token, json: { language } }));
}

function mailsTo(address: string) {
  return t.outbox.messages.filter((message) => message.channel === 'email' && message.to === address);
}

async function bell(who: { token: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?start=0&limit=20',
    headers: authed(who.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ notifications: Notification[] }>().notifications;
}

async function matchPair(first: TestMember, second: TestMember): Promise<string> {
  await decide(t, first, second, true);
  await decide(t, second, first, true);
  const { rows } = await t.db.query<{ id: string }>(
    'SELECT id FROM chat_channels WHERE (member_a = $1 AND member_b = $2) OR (member_a = $2 AND member_b = $1)',
    [first.id, second.id],
  );
  return rows[0].id;
}

describe('notices in the member’s language', () => {
  it('mails a Hindi member their match in Hindi, marked as Hindi, with an unsubscribe page in Hindi', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    await speaks(asha, 'hi');
    const channelId = await matchPair(asha, bharat);
    await drain();

    const [mail] = mailsTo(asha.email);
    expect(mailsTo(asha.email)).toHaveLength(1);
    expect(mail.subject).toBe('मैच हो गया: Bharat ने भी हाँ कहा');
    expect(mail.headers?.['Content-Language']).toBe('hi');
    const text = mail.text.split('\n');
    expect(text[0]).toBe('नमस्ते Asha जी,');
    expect(text).toContain('Bharat और आप, दोनों एक-दूसरे में रुचि रखते हैं। अब आप चैट कर सकते हैं।');
    expect(text).toContain(`खोलें: ${PUBLIC_URL}${APP_PATHS.chat(channelId)}`);
    expect(text).toContain('आपको "नया मैच" ईमेल इसलिए मिलते हैं क्योंकि आपकी प्रोफ़ाइल के सूचनाएँ भाग में ये चालू हैं।');
    expect(text.some((line) => line.startsWith('इन्हें एक क्लिक में बंद करें: '))).toBe(true);

    // The unsubscribe link opens a page in Hindi, marked as Hindi.
    const link = new URL(/^<([^>]+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const page = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('hi');
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('<title>&#34;नया मैच&#34; ईमेल बंद करें?</title>');
    expect(page.body).toContain('ये ईमेल बंद करें</button>');

    // Chetan chose no language: his "interested" email stays in English, marked as English.
    const chetan = await createMember(t, { firstName: 'Chetan', gender: 'MALE' });
    await decide(t, asha, chetan, true);
    await drain();
    const [english] = mailsTo(chetan.email);
    expect(english.subject).toBe('Asha is interested in you');
    expect(english.headers?.['Content-Language']).toBe('en');
    expect(english.text.split('\n')[0]).toBe('Hello Chetan,');
  });

  it('tells a Hindi member the reasons staff refused their profile in Hindi, by email and in the bell', async () => {
    const admin = await t.createAccount('admin');
    const kavya = await t.createAccount('member');
    await completeVerification(t, kavya.token, kavya.email);
    await completeOnboarding(t, kavya.token, 'Kavya');
    await speaks(kavya, 'hi');
    await expectOk(
      call(t, 'POST', '/api/profile/refuse', {
        token: admin.token,
        headers: ADMIN_HEADERS,
        json: { id: kavya.id, reasons: ['SELFIE_UNCLEAR', 'DOCUMENT_NOT_OWN'], note: 'Please face the camera.' },
      }),
    );
    await drain();

    // The member notice among the sign-up's code emails: the one with the unsubscribe headers.
    const [mail] = mailsTo(kavya.email).filter((m) => m.headers);
    expect(mail.subject).toBe('प्रकाशित होने से पहले आपकी प्रोफ़ाइल में कुछ बदलाव ज़रूरी हैं');
    expect(mail.text).toContain(
      [
        'हमारी टीम ने आपकी प्रोफ़ाइल जाँची, पर इन कारणों से अभी इसे प्रकाशित नहीं कर सकी:',
        '- आपकी सेल्फ़ी में आपका चेहरा साफ़ नहीं दिख रहा। कृपया नई सेल्फ़ी लीजिए।',
        '- यह पहचान पत्र आपका नहीं लगता। कृपया अपना पैन कार्ड या पासपोर्ट अपलोड कीजिए।',
        '',
        'हमारी टीम की टिप्पणी: Please face the camera.',
      ].join('\n'),
    );
    expect(mail.text).not.toContain('We could not see your face');

    const [item] = await bell(kavya);
    expect(item).toMatchObject({
      type: 'refused',
      text:
        'आपकी प्रोफ़ाइल प्रकाशित नहीं हो सकी: आपकी सेल्फ़ी में आपका चेहरा साफ़ नहीं दिख रहा। कृपया नई सेल्फ़ी लीजिए। ' +
        'यह पहचान पत्र आपका नहीं लगता। कृपया अपना पैन कार्ड या पासपोर्ट अपलोड कीजिए। Please face the camera.',
    });
  });

  it('pushes to a Hindi member in Hindi', async () => {
    pushed.length = 0;
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    const bharat = await createMember(t, { firstName: 'Bharat', gender: 'MALE' });
    await speaks(asha, 'hi');
    const endpoint = 'https://push.example/asha-phone';
    await expectOk(
      call(t, 'POST', '/api/profile/push-subscription', {
        token: asha.token,
        json: { endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
      }),
    );
    await decide(t, bharat, asha, true);
    await drain();

    expect(pushed).toHaveLength(1);
    expect(pushed[0].endpoint).toBe(endpoint);
    expect(JSON.parse(pushed[0].payload)).toEqual({
      title: 'Bharat ने आपमें रुचि दिखाई है',
      body: 'Bharat ने आपकी प्रोफ़ाइल स्वीकार की है। गतिविधि में उनके अनुरोध का जवाब दीजिए।',
      url: '/app/activity',
    });
  });

  it('shows a Tamil member their bell in Tamil, and again in English once they choose English', async () => {
    const meena = await createMember(t, { firstName: 'Meena', gender: 'FEMALE' });
    const arjun = await createMember(t, { firstName: 'Arjun', gender: 'MALE' });
    const dev = await createMember(t, { firstName: 'Dev', gender: 'MALE' });
    await speaks(meena, 'ta');
    await decide(t, dev, meena, true);
    const channelId = await matchPair(meena, arjun);
    for (const message of ['வணக்கம்', 'how are you?']) {
      await expectOk(call(t, 'POST', '/api/chat/send', { token: arjun.token, json: { channelId, message } }));
    }

    expect((await bell(meena)).map((item) => [item.type, item.text])).toEqual([
      ['message', 'Arjun அவர்களிடமிருந்து 2 புதிய செய்திகள்.'],
      ['match', 'புதிய பொருத்தம்! Arjun அவர்களும் நீங்களும் ஒருவரை ஒருவர் ஏற்றுக்கொண்டீர்கள். வணக்கம் சொல்லுங்கள்.'],
      ['accepted', 'Dev அவர்கள் உங்கள் சுயவிவரத்தை ஏற்றுக்கொண்டார். செயல்பாடு பக்கத்தில் அவரது கோரிக்கைக்குப் பதில் அளியுங்கள்.'],
    ]);

    // The items are written when read: a member who changes language reads the same items in the new one.
    await speaks(meena, 'en');
    expect((await bell(meena)).map((item) => item.text)).toEqual([
      '2 new messages from Arjun.',
      "It's a match! You and Arjun both said yes. Say hello.",
      'Dev accepted your profile. Answer their request in Activity.',
    ]);
  });
});
