import { REFUSAL_TEXTS_BY_LANGUAGE } from '../../../contract/refusal-texts';
import { translateReason } from '../matching/reason-language';
import type { Answer } from './answer';
import { HINDI } from './answers-hi';
import type { LocalAnswers } from './local-words';
import { TAMIL } from './answers-ta';
import { FEATURE_FACTS, featureLinks, featureOf, type FeatureFact, type FeatureId } from './features';
import type { IntentId } from './intents';
import type { AnswerLanguage } from './language';
import { profileGaps, type AssistantMember, type OwnProfile } from './member';
import type { Reading } from './understand';

export type { LocalAnswers } from './local-words';

type LocalLanguage = Exclude<AnswerLanguage, 'en'>;

export const LOCAL_ANSWERS: Record<LocalLanguage, LocalAnswers> = { hi: HINDI, ta: TAMIL };

/** Intents answered from the caller's own data. */
export const OWN_INTENTS: ReadonlySet<IntentId> = new Set([
  'greeting',
  'my-progress',
  'my-activity',
  'improve-profile',
  'why-this-profile',
]);

function featureText(words: LocalAnswers, id: FeatureId): string {
  const fact: FeatureFact = FEATURE_FACTS[id];
  const local = words.features[id];
  return fact.landed || !local.beforeLanding ? local.answer : local.beforeLanding;
}

function refusedText(words: LocalAnswers, profile: OwnProfile, language: LocalLanguage): string | null {
  if (!profile.refusal) return null;
  const note = profile.refusal.note ? ` "${profile.refusal.note}"` : '';
  const texts = REFUSAL_TEXTS_BY_LANGUAGE[language];
  return words.refused(`${profile.refusal.reasons.map((reason) => texts[reason]).join(' ')}${note}`);
}

function notLiveYet(words: LocalAnswers, profile: OwnProfile, language: LocalLanguage): string | null {
  const refused = refusedText(words, profile, language);
  if (refused) return refused;
  const open = [
    ...(Object.keys(profile.verification) as (keyof OwnProfile['verification'])[]).filter(
      (key) => !profile.verification[key],
    ),
    ...(Object.keys(profile.steps) as (keyof OwnProfile['steps'])[]).filter((key) => !profile.steps[key]),
  ];
  if (open.length) return words.openSteps(open.map((key) => words.steps[key]));
  return profile.published ? null : words.waitingReview;
}

async function ownAnswer(
  language: LocalLanguage,
  intent: IntentId,
  member: AssistantMember | undefined,
): Promise<string> {
  const words = LOCAL_ANSWERS[language];
  const profile = (await member?.profile()) ?? null;
  switch (intent) {
    case 'greeting':
      return words.hello(profile?.firstName ?? null);
    case 'my-progress':
      return profile
        ? (notLiveYet(words, profile, language) ?? words.live)
        : `${words.signIn} ${words.progressGeneral}`;
    case 'my-activity': {
      if (!member) return `${words.signIn} ${words.activityGeneral}`;
      const { pendingRequests, chats } = await member.counts();
      return words.activity(pendingRequests, chats);
    }
    case 'improve-profile':
      if (!profile) return `${words.signIn} ${words.improveGeneral}`;
      return words.improve([...new Set(profileGaps(profile).map((gap) => gap.section))]);
    default: {
      if (!member) return `${words.signIn} ${words.suggestionGeneral}`;
      const pending = profile ? notLiveYet(words, profile, language) : null;
      if (pending) return pending;
      const current = member.suggestion ? await member.suggestion() : null;
      if (!member.suggestion) return words.suggestionGeneral;
      return current
        ? words.suggestion(
            current.firstName,
            current.reasons.map((reason) => translateReason(reason, language)),
          )
        : words.noSuggestion;
    }
  }
}

/**
 * The answer in Hindi or Tamil to what was understood; `english` is the
 * English answer, whose links (the app's screens) are kept.
 */
export async function localAnswer(
  language: LocalLanguage,
  reading: Reading,
  member: AssistantMember | undefined,
  english: Answer,
): Promise<Answer> {
  const words = LOCAL_ANSWERS[language];
  if (reading.outcome === 'fallback') return { text: words.fallback };
  if (reading.outcome === 'clarify') return { text: words.clarify(reading.options.map((o) => words.topics[o])) };
  const { intent } = reading;
  const links = english.links ? { links: english.links } : {};
  if (reading.detail) return { text: words.noMore(words.topics[intent]) };
  if (OWN_INTENTS.has(intent)) return { text: await ownAnswer(language, intent, member), ...links };
  if (intent === 'verification-review') {
    const profile = await member?.profile();
    const refused = profile ? refusedText(words, profile, language) : null;
    const review = featureLinks('verificationReview');
    return { text: refused ?? featureText(words, 'verificationReview'), ...(review.length ? { links: review } : {}) };
  }
  const feature = featureOf(intent);
  const text = feature ? featureText(words, feature) : words.intents[intent];
  if (!text) throw new Error(`no ${language} answer for intent ${intent}`);
  return { text, ...links };
}
