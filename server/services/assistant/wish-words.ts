import type { EducationLevel, Language, Religion, ReligiousLevel } from '../../../contract/enums';

/**
 * The words members use for partner-preference values, each mapped to a value
 * of the contract's enumerations (contract/enums.ts) and nothing else: a word
 * that has no value there (a caste, "eggetarian", "fair") is not understood
 * rather than guessed. Keys are single lower-case words or short phrases of
 * normalised text; typos are met by edit distance in wishes.ts.
 */

export const RELIGION_WORDS: Record<string, Religion> = {
  hindu: 'HINDU',
  hindus: 'HINDU',
  buddhist: 'BUDDHIST',
  buddhists: 'BUDDHIST',
  sikh: 'SIKH',
  sikhs: 'SIKH',
  sardar: 'SIKH',
  jain: 'JAIN',
  jains: 'JAIN',
  muslim: 'MUSLIM',
  muslims: 'MUSLIM',
  christian: 'CHRISTIAN',
  christain: 'CHRISTIAN',
  christians: 'CHRISTIAN',
  jewish: 'JEW',
  jew: 'JEW',
  parsi: 'ZOROASTRIAN',
  parsee: 'ZOROASTRIAN',
  zoroastrian: 'ZOROASTRIAN',
  bahai: 'BAHAI',
};

export const RELIGIOUS_WORDS: [RegExp, ReligiousLevel[]][] = [
  [/\b(very religious|devout|deeply religious|conservative|orthodox|bahut dharmik)\b/, ['CONSERVATIVE']],
  [/\b(moderately religious|moderate|not too religious|not very religious|thoda religious)\b/, ['MODERATE']],
  [/\b(atheist|atheists|nastik)\b/, ['ATHEIST']],
  [/\b(agnostic|agnostics)\b/, ['AGNOSTIC']],
  [/\b(religious|dharmik|spiritual)\b/, ['CONSERVATIVE', 'MODERATE']],
];

/** Onboarding's 23 languages, by name and the adjectives members use ("Marathi speakers", "Tamilian"). */
export const LANGUAGE_WORDS: Record<string, Language> = {
  assamese: 'ASSAMESE',
  bengali: 'BENGALI',
  bangla: 'BENGALI',
  bodo: 'BODO',
  dogri: 'DOGRI',
  gujarati: 'GUJARATI',
  gujrati: 'GUJARATI',
  hindi: 'HINDI',
  kannada: 'KANNADA',
  kannadiga: 'KANNADA',
  kashmiri: 'KASHMIRI',
  konkani: 'KONKANI',
  maithili: 'MAITHILI',
  malayalam: 'MALAYALAM',
  malayali: 'MALAYALAM',
  malayalee: 'MALAYALAM',
  manipuri: 'MANIPURI',
  marathi: 'MARATHI',
  nepali: 'NEPALI',
  oriya: 'ORIYA',
  odia: 'ORIYA',
  punjabi: 'PUNJABI',
  sanskrit: 'SANSKRIT',
  santhali: 'SANTHALI',
  sindhi: 'SINDHI',
  tamil: 'TAMIL',
  tamilian: 'TAMIL',
  telugu: 'TELUGU',
  urdu: 'URDU',
  english: 'ENGLISH',
};

/** Cities as the profile stores them (seed and onboarding spelling), with the other names members use. */
export const CITY_WORDS: Record<string, string> = {
  mumbai: 'Mumbai',
  bombay: 'Mumbai',
  delhi: 'Delhi',
  'new delhi': 'Delhi',
  bengaluru: 'Bengaluru',
  bangalore: 'Bengaluru',
  blr: 'Bengaluru',
  hyderabad: 'Hyderabad',
  chennai: 'Chennai',
  madras: 'Chennai',
  kolkata: 'Kolkata',
  calcutta: 'Kolkata',
  pune: 'Pune',
  poona: 'Pune',
  ahmedabad: 'Ahmedabad',
  jaipur: 'Jaipur',
  lucknow: 'Lucknow',
  chandigarh: 'Chandigarh',
  indore: 'Indore',
  bhopal: 'Bhopal',
  nagpur: 'Nagpur',
  surat: 'Surat',
  vadodara: 'Vadodara',
  baroda: 'Vadodara',
  kochi: 'Kochi',
  cochin: 'Kochi',
  coimbatore: 'Coimbatore',
  noida: 'Noida',
  gurgaon: 'Gurugram',
  gurugram: 'Gurugram',
  ghaziabad: 'Ghaziabad',
  patna: 'Patna',
  kanpur: 'Kanpur',
  nashik: 'Nashik',
  thane: 'Thane',
  visakhapatnam: 'Visakhapatnam',
  vizag: 'Visakhapatnam',
  bhubaneswar: 'Bhubaneswar',
  guwahati: 'Guwahati',
  mysore: 'Mysuru',
  mysuru: 'Mysuru',
  mangalore: 'Mangaluru',
  mangaluru: 'Mangaluru',
  trivandrum: 'Thiruvananthapuram',
  thiruvananthapuram: 'Thiruvananthapuram',
  varanasi: 'Varanasi',
  amritsar: 'Amritsar',
  ludhiana: 'Ludhiana',
  dehradun: 'Dehradun',
  goa: 'Goa',
  raipur: 'Raipur',
  ranchi: 'Ranchi',
  udaipur: 'Udaipur',
  jodhpur: 'Jodhpur',
  agra: 'Agra',
  madurai: 'Madurai',
  vijayawada: 'Vijayawada',
  aurangabad: 'Aurangabad',
};

export const COUNTRY_WORDS: Record<string, string> = {
  india: 'India',
  indian: 'India',
  usa: 'United States',
  america: 'United States',
  'united states': 'United States',
  uk: 'United Kingdom',
  'united kingdom': 'United Kingdom',
  england: 'United Kingdom',
  london: 'United Kingdom',
  canada: 'Canada',
  australia: 'Australia',
  uae: 'United Arab Emirates',
  dubai: 'United Arab Emirates',
  singapore: 'Singapore',
  germany: 'Germany',
  'new zealand': 'New Zealand',
};

/** Diets: only the contract's three. "No non-veg" means vegetarian or vegan. */
export const NO_MEAT =
  /\b(no|not|nahi|bina|without) (non[ -]?veg|non[ -]?vegetarians?|meat|meat eaters?)\b|\b(non[ -]?veg|meat) (nahi|na|not|no)\b/;
export const NON_VEGETARIAN =
  /\b(non[ -]?veg|non[ -]?vegetarians?|non[ -]?vegeterian|meat eaters?|eats meat|eat meat)\b/;
export const VEGAN = /\b(vegans?)\b/;
export const VEGETARIAN =
  /\b(veg|vegetarians?|vegeterian|vegitarian|vegetarain|pure veg|shakahari|shaakahari|veggie)\b/;

export const SMOKE = /\b(smok\w*|cigarettes?|cigs?|sutta|bidi)\b/;
export const DRINK = /\b(drink\w*|alcohol|daru|sharab|booze|teetotal\w*|alcoholic)\b/;
/** A habit said to be absent: "no smokers", "non-drinker", "doesn't smoke", "sharab nahi". */
export const HABIT_NONE =
  /\b(no|non|not|never|nahi|na|dont|doesnt|does not|do not|should not|shouldnt|must not|mustnt|without|free|teetotal\w*|koi nahi|bilkul nahi)\b|\b\w+n't\b/;
export const OCCASIONAL_ONLY = /\b(occasionally|occasional|rarely|kabhi kabhi|kabhi kabhar|once in a while)\b/;

export const EDUCATION_WORDS: [RegExp, EducationLevel][] = [
  [/\b(phd|ph d|doctorate|doctoral)\b/, 'DOCTORATE'],
  [
    /\b(post ?graduate|post-graduate|postgrad|pg|masters?|master's|mba|mtech|m tech|msc|m sc|mca|mcom|m com|llm)\b/,
    'MASTER',
  ],
  [
    /\b(graduate|graduation|graduated|bachelors?|bachelor's|degree holder|btech|b tech|bsc|b sc|bcom|b com|bba|bca|mbbs|llb)\b/,
    'BACHELOR',
  ],
  [/\b(diploma)\b/, 'DIPLOMA'],
];

/** Cue words. A wish names at least one of these (or answers a read-back), so questions stay questions. */
export const WISH_CUES =
  /\b(want|wanted|wants|looking|look for|prefer|preferred|preferably|preference|ideally|only|must|should|need|needs|chahiye|chahte|chahti|chahta|dhundh\w*|find me|show me|wish|would like|would love|i'd like|id like|remove|drop|delete|clear|forget|also|bhi|add|make|change|set|update|any|koi bhi|doesn't matter|does not matter|doesnt matter|no matter|chalega|chalegi|chalenge|okay with|ok with|fine with|open to|sirf|bas|strictly|hona chahiye|honi chahiye|hone chahiye|no|non|not|nahi|never|bilkul|must be|within|between|under|below|above|over|upto|up to|at least|atleast|minimum|maximum|max|min|taller|shorter|older|younger|earning|earns)\b/;

/** Words that make a wish a dealbreaker; "never" and "bilkul nahi" too, and "no X" for a habit. */
export const STRICT_CUES =
  /\b(only|must|never|sirf|bilkul|strictly|strict|dealbreaker|deal breaker|non negotiable|non-negotiable|compulsory|mandatory|definitely|absolutely|at any cost|hi chahiye|hee chahiye|hona hi|must be|has to be|have to be|zaroor|zaroori|zaruri|required|honi chahiye|hona chahiye|hone chahiye)\b/;
/** Words that make a wish soft. */
export const SOFT_CUES =
  /\b(prefer|preferred|preferably|preference|ideally|ideal|chalega|chalegi|chalenge|would be nice|nice to have|if possible|ho to accha|ho toh accha|ho to achha|hopefully|would like|i'd like|id like|better if|bonus|flexible|not a dealbreaker|not strict|soft|optional|ok too|also fine|also ok|okay too)\b/;
