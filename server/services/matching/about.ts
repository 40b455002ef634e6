/**
 * What the ranker learns from, in words a member reads. model.ts is the
 * model; this is its documentation for members, kept beside it so that a
 * change of what the ranker looks at changes what the AI Matchmaker says
 * about matching (server/services/assistant reads these, and its facts test
 * holds the two together).
 */
export const MATCHING_ABOUT = {
  /** How suggestions are ordered, as model.ts computes it. */
  ranking:
    'Home shows one suggested profile at a time, from published, fully verified members. They are ordered by how likely the two of you are to say yes to each other: the ranker learns from every Accept and Reject on the service and from your own decisions, so the more you decide, the more it fits what you actually choose. It looks at both profiles: age gap, religion and how religious each of you is, smoking, drinking, food, languages in common, city and country, education and income, and how often a profile is accepted. New members are shown early, so everyone gets a fair chance to be seen.',
  /** What a member can steer, and how strict it is (partner preferences). */
  preferences:
    'You can also say who you are looking for with partner preferences: age, height, religion, habits, food, languages, education, income and place. A field marked as a dealbreaker is strict both ways: nobody outside it is suggested to you, and you are not suggested to someone whose dealbreakers you fall outside. Other wishes count as soft: they start as your taste, and what you actually accept can outweigh them.',
  /** The rest of the rules a member meets on Home. */
  rules:
    'Each suggestion lists the reasons it was chosen and the main difference between you. Men are shown women, women are shown men, and members who chose Other see everyone. Someone who rejected you or whom you blocked is not suggested again.',
} as const;

/** The factors the ranker weighs, as the member reads them (rules.ts FACTORS, in order). */
export const MATCHING_FACTOR_WORDS = [
  'age',
  'religion',
  'how religious',
  'smoking',
  'drinking',
  'food',
  'languages',
  'city and country',
  'education',
  'income',
] as const;
