import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAssistant } from '.';
import { featureOf } from './features';
import { INTENT_IDS } from './intents';
import { LOCAL_ANSWERS, OWN_INTENTS } from './local-answers';
import { scriptOf } from './script';

/**
 * Hindi and Tamil are offered only complete: every intent has its answer in
 * each language, and what is said in them is written in that script.
 */
describe.each(Object.entries(LOCAL_ANSWERS))('the AI Matchmaker in %s', (language, words) => {
  const script = language === 'hi' ? 'devanagari' : 'tamil';

  it('has an answer for every intent', () => {
    const missing = INTENT_IDS.filter(
      (intent) => !OWN_INTENTS.has(intent) && !featureOf(intent) && !words.intents[intent],
    );
    expect(missing).toEqual([]);
    for (const intent of INTENT_IDS) expect(scriptOf(words.topics[intent]), intent).toBe(script);
  });

  it('writes every answer in its own script', () => {
    const texts = [
      words.fallback,
      ...Object.values(words.intents),
      ...Object.values(words.features).flatMap((f) => [f.answer, f.beforeLanding ?? f.answer]),
    ];
    for (const text of texts) expect(scriptOf(text), text).toBe(script);
  });
});

describe('which language the AI Matchmaker answers in', () => {
  const assistant = createAssistant();
  let session = 0;
  const ask = (message: string, language?: 'en' | 'hi' | 'ta') =>
    assistant.ask({ message, chatSessionId: `language-${++session}`, ...(language ? { language } : {}) });

  it('answers a reply too short to tell ("1") in the language of the conversation', async () => {
    const id = 'language-short-reply';
    const offered = await assistant.ask({ message: 'वीडियो', chatSessionId: id });
    expect(scriptOf(offered)).toBe('devanagari');
    expect(scriptOf(await assistant.ask({ message: '1', chatSessionId: id }))).toBe('devanagari');
  });

  it('answers Hinglish in Hindi and English in English unless the app asks for another', async () => {
    expect(scriptOf(await ask('otp nahi aaya'))).toBe('devanagari');
    expect(scriptOf(await ask('how do i verify my phone number'))).toBe('latin');
    expect(scriptOf(await ask('how do i verify my phone number', 'hi'))).toBe('devanagari');
    expect(scriptOf(await ask('how do i verify my phone number', 'ta'))).toBe('tamil');
  });
});

describe('the product words of the AI Matchmaker in Hindi and Tamil', () => {
  /** What a member reads: every string of the answers file after its doc comment. */
  const said = (file: string) =>
    readFileSync(new URL(file, import.meta.url), 'utf8')
      .split('*/')
      .slice(1)
      .join('*/');

  it.each([
    [
      './answers-hi.ts',
      ['Dealbreaker', 'Shortlist', 'Partner Preferences', 'AI Matchmaker', 'Messages', 'डीलब्रेकर', 'शॉर्टलिस्ट'],
      ['वेरिफिकेशन', 'रिक्वेस्ट', 'एक्सेप्ट', 'रिजेक्ट', 'प्राइवेसी', 'नोटिफिकेशन', 'प्रोफाइल'],
    ],
    [
      './answers-ta.ts',
      ['Dealbreaker', 'Shortlist', 'Partner Preferences', 'AI Matchmaker', 'Messages', 'டீல்பிரேக்கர்', 'ஷார்ட்லிஸ்ட்'],
      ['ப்ரொஃபைல்', 'மேட்சிங்', 'மேட்ச்கள்', 'லாக் இன்', 'சாட்', 'ரிவ்யூ'],
    ],
  ])('%s uses the glossary’s words and the app’s own names for screens', (file, english, borrowed) => {
    const text = said(file);
    expect([...english, ...borrowed].filter((word) => text.includes(word))).toEqual([]);
  });
});

describe('what the AI Matchmaker says about a call that rings', () => {
  const assistant = createAssistant();
  it.each([
    ['en', ['rings as a push notification', 'a tab they open while it rings', '45 seconds']],
    ['hi', ['पुश सूचना से बजती है', 'नया टैब', '45 सेकंड']],
    ['ta', ['புஷ் அறிவிப்பாக ஒலிக்கும்', 'புதிதாகத் திறக்கும் தாவலிலும்', '45 விநாடிகள்']],
  ] as const)('in %s, tells that a closed app rings by push and a new tab shows the call', async (language, parts) => {
    const answer = await assistant.ask({
      message: 'can I video call my match?',
      chatSessionId: `ring-${language}`,
      language,
    });
    for (const part of parts) expect(answer).toContain(part);
  });
});
