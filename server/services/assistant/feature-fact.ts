import type { IntentId } from './intents';

/** A place in the app an answer sends a member to. */
export interface Screen {
  /** How the answer names it. */
  name: string;
  /** Its URL, one of src/lib/paths.ts (a pattern for screens with an id). */
  path: string;
}

export interface FeatureFact {
  /** The intent whose answer this is. */
  intent: IntentId;
  /** Whether the feature is in the product (checked against the app by its test's evidence). */
  landed: boolean;
  /** The answer while landed. */
  answer: string;
  /** The answer while it has not landed yet: honest about what members can do instead. */
  beforeLanding?: string;
  screens: Screen[];
}
