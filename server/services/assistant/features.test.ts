import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../../../src/lib/paths';
import { MATCHING_ABOUT, MATCHING_FACTOR_WORDS } from '../matching/about';
import { FACTORS } from '../matching/rules';
import { createAssistant } from '.';
import { FEATURE_EVIDENCE, type FeatureEvidence } from '../../test/feature-evidence';
import { FEATURE_FACTS, type FeatureFact, type FeatureId } from './features';
import { answerLanguage } from './language';
import { LOCAL_ANSWERS } from './local-answers';

/**
 * What the AI Matchmaker says about each member-facing feature is held to the
 * app: it is asked the questions members ask, and fails when it denies a
 * feature that ships, names a screen the route table does not have, or names
 * a button whose label is not on that screen.
 */
const root = new URL('../../../', import.meta.url);
const source = (file: string): string | null => {
  const url = new URL(file, root);
  return existsSync(url) ? readFileSync(url, 'utf8') : null;
};
const routeTable = source('src/app/router.tsx') ?? '';

/** The app's own words in Hindi or Tamil (its catalogs), English message to translation. */
const catalogs = Object.fromEntries(
  (['hi', 'ta'] as const).map((language) => [
    language,
    new Map(
      [...(source(`src/locales/${language}/app.po`) ?? '').matchAll(/msgid "(.*)"\nmsgstr "(.*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  ]),
) as Record<'hi' | 'ta', Map<string, string>>;

/** A control as a member of that language sees it: the app's translation when the app translates it. */
function shownAs(label: string, file: string, language: 'hi' | 'ta'): string {
  return (file.startsWith('src/') && catalogs[language].get(label)) || label;
}

/** The key under which src/lib/paths.ts declares a path, and how the route table refers to it. */
function routeReference(path: string): string | null {
  for (const [key, value] of Object.entries(routePatterns)) if (value === path) return `routePatterns.${key}`;
  for (const [key, value] of Object.entries(paths)) if (value === path) return `paths.${key}`;
  return null;
}

/** Ways an answer says a feature is not there. */
const DENIALS = [
  /\b(has|have|is|are) no\b/i,
  /\bno (\w+ )?(button|option|setting|feature|way)s?\b/i,
  /\b(isn't|is not|aren't|are not|not) (available|possible|supported|there)\b/i,
  /\byet\b/i,
  /\bcan(no|')t (do|help with) (that|this)\b/i,
];

const assistant = createAssistant();
let session = 0;
const ask = (message: string) => assistant.ask({ message, chatSessionId: `facts-${++session}` });

describe('what the AI Matchmaker says about each member-facing feature', () => {
  const entries = (Object.keys(FEATURE_FACTS) as FeatureId[]).map((id): [FeatureId, FeatureFact & FeatureEvidence] => [
    id,
    { ...FEATURE_FACTS[id], ...FEATURE_EVIDENCE[id] },
  ]);

  describe.each(entries)('%s', (id, fact) => {
    const evidence = [...fact.controls.map((c) => ({ file: c.file, text: c.label })), ...fact.wiring];
    const present = evidence.filter(({ file, text }) => source(file)?.includes(text) ?? false);

    it('is marked landed exactly when the app shows it', () => {
      // All evidence there: the feature shipped and must be answered as shipped; none: not yet.
      if (fact.landed) expect(present).toEqual(evidence);
      else expect(present).toEqual([]);
    });

    it('names only screens of the route table', () => {
      for (const screen of fact.screens) {
        const reference = routeReference(screen.path);
        expect(reference, `${screen.path} is not in src/lib/paths.ts`).not.toBeNull();
        expect(routeTable).toContain(`path: ${reference}`);
      }
    });

    it.each(fact.questions)('answers %j without denying it and pointing to where it is', async (question) => {
      const answer = await ask(question);
      const language = answerLanguage(question);
      if (language !== 'en') {
        // Asked in Hindi (or Hinglish) or Tamil: the same entry's answer in that language, naming the same controls
        // as the app shows them in that language.
        const local = LOCAL_ANSWERS[language].features[id as FeatureId];
        expect(answer).toBe(fact.landed ? local.answer : local.beforeLanding);
        for (const control of fact.controls) {
          const label = shownAs(control.label, control.file, language);
          if (fact.landed) expect(answer).toContain(label);
          else expect(answer).not.toContain(label);
        }
        return;
      }
      if (fact.landed) {
        for (const denial of DENIALS) expect(answer).not.toMatch(denial);
        for (const screen of fact.screens) expect(answer).toContain(screen.name);
        for (const control of fact.controls) expect(answer).toContain(control.label);
      } else {
        // Until it lands, the answer must not send members to a screen or button that is not there.
        for (const control of fact.controls) expect(answer).not.toContain(control.label);
        expect(answer).toBe(fact.beforeLanding);
      }
    });
  });
});

describe('what the AI Matchmaker says about matching', () => {
  it("is the ranker's own documentation of what it learns from", async () => {
    const answer = await ask('how does matching work');
    expect(answer).toContain(MATCHING_ABOUT.ranking);
    expect(answer).toMatch(/learns from every Accept and Reject/);
    expect(answer).not.toMatch(/fixed|compatibility score/i);
    expect(answer).not.toMatch(/no search, filter or partner-preference/i);
  });

  it('names as many factors as the ranker weighs', () => {
    expect(MATCHING_FACTOR_WORDS).toHaveLength(FACTORS.length);
    for (const words of MATCHING_FACTOR_WORDS) expect(MATCHING_ABOUT.ranking).toContain(words);
  });
});

describe('questions it used to get wrong', () => {
  it('says a passport works instead of a PAN card', async () => {
    expect(await ask('can i use passport instead of pan')).toMatch(
      /^Yes: the identity step takes a PAN card or a passport, either one\. Choose PASSPORT/,
    );
    expect(await ask('can i use aadhaar instead of pan')).toMatch(/an Aadhaar card can't be used/);
  });

  it('says what the app is about when asked in chat-speak', async () => {
    expect(await ask('wat is dis app about')).toMatch(/^I'm the AI Matchmaker, an assistant built into this service/);
  });
});
