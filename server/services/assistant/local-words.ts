import type { FeatureId } from './features';
import type { IntentId } from './intents';
import type { OwnProfile } from './member';

type StepKey = keyof OwnProfile['verification'] | keyof OwnProfile['steps'];

/** Every answer of the AI Matchmaker in one language other than English: the same facts, in its words. */
export interface LocalAnswers {
  fallback: string;
  clarify(topics: string[]): string;
  /** After "tell me more" when there is no more to say. */
  noMore(topic: string): string;
  signIn: string;
  hello(name: string | null): string;
  steps: Record<StepKey, string>;
  openSteps(steps: string[]): string;
  waitingReview: string;
  live: string;
  progressGeneral: string;
  /** Our team's reasons are the refused screen's (English) texts. */
  refused(reasons: string): string;
  activity(requests: number, chats: number): string;
  activityGeneral: string;
  /** Profile sections with gaps, by the names the profile page shows. */
  improve(sections: string[]): string;
  improveGeneral: string;
  suggestion(name: string, reasons: string[]): string;
  suggestionGeneral: string;
  noSuggestion: string;
  /** The answers said the same to everyone (a test holds that every intent has one here or below). */
  intents: Partial<Record<IntentId, string>>;
  /** The answers of features.ts, landed and before landing. */
  features: Record<FeatureId, { answer: string; beforeLanding?: string }>;
  /** Topics as "do you mean …?" names them. */
  topics: Record<IntentId, string>;
}
