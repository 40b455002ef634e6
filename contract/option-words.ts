import type { MaritalStatus } from './background';
import type { Food, HabitFrequency, IncomeSlab, Language, PreferenceField, Religion, ReligiousLevel } from './enums';
import type { Manglik } from './horoscope';

/**
 * Option values in Hindi and Tamil for text the server writes (a suggestion's reasons). The app reads
 * the same words from its catalogs (src/lib/value-words.ts); server/services/matching/reason-language.test.ts
 * checks each of these against the app's catalogs, so a member meets one word for one value.
 * Typed by the contract's enums: a value added there without its words fails the type check.
 */
export interface Words {
  hi: string;
  ta: string;
}

export const RELIGION_WORDS: Record<Religion, Words> = {
  HINDU: { hi: 'हिंदू', ta: 'இந்து' },
  BUDDHIST: { hi: 'बौद्ध', ta: 'பௌத்தர்' },
  SIKH: { hi: 'सिख', ta: 'சீக்கியர்' },
  JAIN: { hi: 'जैन', ta: 'ஜைனர்' },
  MUSLIM: { hi: 'मुस्लिम', ta: 'முஸ்லிம்' },
  CHRISTIAN: { hi: 'ईसाई', ta: 'கிறிஸ்தவர்' },
  JEW: { hi: 'यहूदी', ta: 'யூதர்' },
  ZOROASTRIAN: { hi: 'पारसी', ta: 'பார்சி' },
  BAHAI: { hi: 'बहाई', ta: 'பஹாய்' },
  OTHER: { hi: 'अन्य', ta: 'மற்றவை' },
};

export const RELIGIOUS_WORDS: Record<ReligiousLevel, Words> = {
  CONSERVATIVE: { hi: 'परंपरावादी', ta: 'பாரம்பரியத்தைப் பின்பற்றுபவர்' },
  MODERATE: { hi: 'संतुलित', ta: 'மிதமானவர்' },
  AGNOSTIC: { hi: 'अज्ञेयवादी', ta: 'ஐயவாதி' },
  ATHEIST: { hi: 'नास्तिक', ta: 'நாத்திகர்' },
};

export const FOOD_WORDS: Record<Food, Words> = {
  VEGETARIAN: { hi: 'शाकाहारी', ta: 'சைவம்' },
  NON_VEGETARIAN: { hi: 'मांसाहारी', ta: 'அசைவம்' },
  VEGAN: { hi: 'वीगन', ta: 'வீகன்' },
};

export const HABIT_WORDS: Record<HabitFrequency, Words> = {
  NEVER: { hi: 'कभी नहीं', ta: 'ஒருபோதும் இல்லை' },
  OCCASIONALLY: { hi: 'कभी-कभी', ta: 'எப்போதாவது' },
  SOCIALLY: { hi: 'मेल-जोल के मौक़ों पर', ta: 'விசேஷங்களில் மட்டும்' },
  ALWAYS: { hi: 'हमेशा', ta: 'எப்போதும்' },
};

export const LANGUAGE_WORDS: Record<Language, Words> = {
  ASSAMESE: { hi: 'असमिया', ta: 'அஸ்ஸாமி' },
  BENGALI: { hi: 'बांग्ला', ta: 'வங்காளம்' },
  BODO: { hi: 'बोडो', ta: 'போடோ' },
  DOGRI: { hi: 'डोगरी', ta: 'டோக்ரி' },
  GUJARATI: { hi: 'गुजराती', ta: 'குஜராத்தி' },
  HINDI: { hi: 'हिन्दी', ta: 'இந்தி' },
  KANNADA: { hi: 'कन्नड़', ta: 'கன்னடம்' },
  KASHMIRI: { hi: 'कश्मीरी', ta: 'காஷ்மீரி' },
  KONKANI: { hi: 'कोंकणी', ta: 'கொங்கணி' },
  MAITHILI: { hi: 'मैथिली', ta: 'மைதிலி' },
  MALAYALAM: { hi: 'मलयालम', ta: 'மலையாளம்' },
  MANIPURI: { hi: 'मणिपुरी', ta: 'மணிப்புரி' },
  MARATHI: { hi: 'मराठी', ta: 'மராத்தி' },
  NEPALI: { hi: 'नेपाली', ta: 'நேபாளி' },
  ORIYA: { hi: 'ओड़िया', ta: 'ஒடியா' },
  PUNJABI: { hi: 'पंजाबी', ta: 'பஞ்சாபி' },
  SANSKRIT: { hi: 'संस्कृत', ta: 'சமஸ்கிருதம்' },
  SANTHALI: { hi: 'संथाली', ta: 'சந்தாலி' },
  SINDHI: { hi: 'सिंधी', ta: 'சிந்தி' },
  TAMIL: { hi: 'तमिल', ta: 'தமிழ்' },
  TELUGU: { hi: 'तेलुगु', ta: 'தெலுங்கு' },
  URDU: { hi: 'उर्दू', ta: 'உருது' },
  ENGLISH: { hi: 'अंग्रेज़ी', ta: 'ஆங்கிலம்' },
  OTHER: { hi: 'अन्य', ta: 'மற்றவை' },
};

export const MARITAL_STATUS_WORDS: Record<MaritalStatus, Words> = {
  NEVER_MARRIED: { hi: 'अविवाहित', ta: 'திருமணம் ஆகாதவர்' },
  DIVORCED: { hi: 'तलाकशुदा', ta: 'விவாகரத்து ஆனவர்' },
  WIDOWED: { hi: 'विधवा / विधुर', ta: 'வாழ்க்கைத் துணையை இழந்தவர்' },
  AWAITING_DIVORCE: { hi: 'तलाक की प्रक्रिया में', ta: 'விவாகரத்துக்குக் காத்திருப்பவர்' },
  ANNULLED: { hi: 'विवाह रद्द हुआ', ta: 'திருமணம் ரத்தானவர்' },
};

export const MANGLIK_WORDS: Record<Manglik, Words> = {
  YES: { hi: 'हाँ', ta: 'ஆம்' },
  NO: { hi: 'नहीं', ta: 'இல்லை' },
  PARTIAL: { hi: 'आंशिक', ta: 'பகுதி அளவு' },
  DONT_KNOW: { hi: 'पता नहीं', ta: 'தெரியாது' },
};

export const INCOME_SLAB_WORDS: Record<IncomeSlab, Words> = {
  NO_INCOME: { hi: 'कोई आय नहीं', ta: 'வருமானம் இல்லை' },
  '0_5_LPA': { hi: '0-5 लाख सालाना', ta: 'ஆண்டுக்கு 0-5 லட்சம்' },
  '5_10_LPA': { hi: '5-10 लाख सालाना', ta: 'ஆண்டுக்கு 5-10 லட்சம்' },
  '10_20_LPA': { hi: '10-20 लाख सालाना', ta: 'ஆண்டுக்கு 10-20 லட்சம்' },
  '20_50_LPA': { hi: '20-50 लाख सालाना', ta: 'ஆண்டுக்கு 20-50 லட்சம்' },
  '50_100_LPA': { hi: '50-100 लाख सालाना', ta: 'ஆண்டுக்கு 50-100 லட்சம்' },
  '100_PLUS_LPA': { hi: '100+ लाख सालाना', ta: 'ஆண்டுக்கு 100+ லட்சம்' },
};

export const PREFERENCE_FIELD_WORDS: Record<PreferenceField, Words> = {
  ageRange: { hi: 'उम्र', ta: 'வயது' },
  heightRange: { hi: 'लंबाई', ta: 'உயரம்' },
  religions: { hi: 'धर्म', ta: 'மதம்' },
  religious: { hi: 'धार्मिकता', ta: 'மத ஈடுபாடு' },
  smoking: { hi: 'धूम्रपान', ta: 'புகைப்பழக்கம்' },
  drinking: { hi: 'शराब', ta: 'மது அருந்துதல்' },
  food: { hi: 'खान-पान', ta: 'உணவு' },
  languages: { hi: 'भाषाएँ', ta: 'மொழிகள்' },
  minEducation: { hi: 'शिक्षा', ta: 'கல்வி' },
  incomeSlabs: { hi: 'आय', ta: 'வருமானம்' },
  countries: { hi: 'देश', ta: 'நாடு' },
  cities: { hi: 'शहर', ta: 'நகரம்' },
  maritalStatuses: { hi: 'वैवाहिक स्थिति', ta: 'திருமண நிலை' },
  motherTongues: { hi: 'मातृभाषा', ta: 'தாய்மொழி' },
  communities: { hi: 'समुदाय', ta: 'சமூகம்' },
  manglik: { hi: 'मांगलिक', ta: 'செவ்வாய் தோஷம்' },
  minGuna: { hi: 'गुण मिलान', ta: 'குணப் பொருத்தம்' },
};
