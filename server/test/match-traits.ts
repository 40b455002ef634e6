import type { MatchTraits } from '../services/matching/rules';

/** A member who answered everything matching reads: the starting point the matching tests vary. */
export const ANSWERED: MatchTraits = {
  firstName: 'Asha',
  gender: 'FEMALE',
  age: 28,
  religion: 'HINDU',
  religious: 'MODERATE',
  smoking: 'NEVER',
  drinking: 'NEVER',
  food: 'VEGETARIAN',
  languages: ['HINDI', 'ENGLISH'],
  city: 'Pune',
  country: 'India',
  degree: 'MBA',
  minIncome: 10,
  maxIncome: 20,
};
