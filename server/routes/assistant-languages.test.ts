import { describe, expect, it } from 'vitest';
import { AssistantAskResponseSchema, PartnerPreferencesSchema } from '../../contract/schemas';
import { FEATURE_FACTS } from '../services/assistant/features';
import { authed, createMember, type TestMember } from '../test/members';
import { useTestServer, type TestServer } from '../test/test-server';

/**
 * The AI Matchmaker in Hindi and Tamil, through the real app: a question
 * written in Devanagari, Hinglish or Tamil is answered in Hindi or Tamil, an
 * English one in the language the app asks for (Accept-Language), and a
 * partner-preference wish in Hindi is read back in Hindi and saved as in
 * English.
 */
async function ask(t: TestServer, message: string, chatSessionId: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assistant/ask',
    headers,
    payload: { message, chatSessionId },
  });
  expect(res.statusCode).toBe(200);
  return AssistantAskResponseSchema.parse(res.json()).message;
}

async function saved(t: TestServer, member: TestMember) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/profile/partner-preferences',
    headers: authed(member.token),
  });
  expect(res.statusCode).toBe(200);
  return PartnerPreferencesSchema.parse(res.json());
}

describe('POST /api/assistant/ask in Hindi and Tamil', () => {
  const t = useTestServer();

  it('answers a Devanagari question in Hindi', async () => {
    expect(await ask(t, 'क्या यह मुफ्त है?', 'hi-fees')).toBe(
      'अभी यह सेवा पूरी तरह मुफ़्त है: कोई पेड प्लान, सब्सक्रिप्शन या पेमेंट नहीं है, और मैच से चैट भी मुफ़्त है। हम चैट में कभी पैसे नहीं मांगते, इसलिए जो मांगे वह हम नहीं हैं।',
    );
    expect(await ask(t, 'मेरा प्रोफाइल कब लाइव होगा', 'hi-progress')).toMatch(
      /^लॉग इन करके AI मैचमेकर पेज \(मेन्यू में\) पर पूछें, तो मैं आपकी अपनी प्रोफ़ाइल से जवाब दे सकता हूँ। आम तौर पर: पहले सत्यापन/,
    );
  });

  it('answers a Tamil question in Tamil', async () => {
    expect(await ask(t, 'OTP இன்னும் வரவில்லை', 'ta-otp')).toMatch(
      /^குறியீடு வரவில்லையென்றால் ஒரு நிமிடம் காத்திருங்கள்: ஈமெயிலுக்கு ஸ்பாம் போல்டரைப் பாருங்கள்;/,
    );
    expect(await ask(t, 'என் கணக்கை டிலீட் செய்வது எப்படி', 'ta-delete')).toMatch(
      /^ஆம்\. சுயவிவரத்தின் கணக்கு பகுதியில் DELETE என்றும் உங்கள் பாஸ்வேர்டையும் எழுதி ‘என் கணக்கை நீக்கு’ அழுத்துங்கள்\./,
    );
  });

  it('answers English in the language the app asks for, and the question’s own language first', async () => {
    expect(await ask(t, 'is it free?', 'en-fees')).toMatch(/^Using the service costs nothing today/);
    expect(await ask(t, 'is it free?', 'ta-header', { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' })).toMatch(
      /^இப்போது இந்தச் சேவை முற்றிலும் இலவசம்/,
    );
    expect(await ask(t, 'क्या यह मुफ्त है?', 'en-header', { 'accept-language': 'en-US,en;q=0.9' })).toMatch(
      /^अभी यह सेवा पूरी तरह मुफ़्त है/,
    );
  });

  it('tells in Hindi and Tamil where the horoscope and calls are, now that both are in the product', async () => {
    expect(FEATURE_FACTS.horoscope.landed).toBe(true);
    expect(await ask(t, 'kundli milan hota hai kya', 'hi-kundli')).toMatch(/^यह आपकी मर्ज़ी है। प्रोफ़ाइल के कुंडली हिस्से में/);
    expect(await ask(t, 'வீடியோ கால் பண்ண முடியுமா', 'ta-video')).toMatch(/^ஆம்: செய்திகளில் உங்கள் பொருத்தத்துடன்/);
  });

  it("answers a member's own question in Hindi from their own data", async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    expect(await ask(t, 'मेरी कितनी रिक्वेस्ट आई हैं', 'hi-own', authed(asha.token))).toBe(
      'अभी आपका कोई मैच अनुरोध बाकी नहीं है, और संदेश में अभी कोई चैट नहीं है (चैट तब खुलती है जब आप दोनों एक-दूसरे को स्वीकार करते हैं)।',
    );
  });

  it('reads a Devanagari wish back in Hindi and saves it only after हाँ, as in English', async () => {
    const ravi = await createMember(t, { firstName: 'Ravi', gender: 'MALE' });
    const first = await ask(t, 'सिर्फ शाकाहारी लड़की चाहिए, उम्र 26 से 30', 'hi-wish', authed(ravi.token));
    expect(first).toBe(
      [
        'मैंने यह समझा। मैं यह सेव करूंगा:',
        '- उम्र: 26 से 30 (ज़रूरी शर्त)',
        '- खान-पान: शाकाहारी (ज़रूरी शर्त)',
        'क्या मैं इसे सेव करूं? सेव करने के लिए "हाँ" लिखें, या बताएं क्या बदलना है।',
      ].join('\n'),
    );
    expect(await saved(t, ravi)).toEqual({});

    expect(await ask(t, 'हाँ', 'hi-wish', authed(ravi.token))).toMatch(/^सेव हो गया। अभी \d+ सदस्य/);
    expect(await saved(t, ravi)).toEqual({
      ageRange: { min: 26, max: 30 },
      food: ['VEGETARIAN'],
      dealbreakers: ['ageRange', 'food'],
    });
  });
});
