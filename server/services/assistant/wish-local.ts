import type { PreferenceField } from '../../../contract/enums';

/**
 * The words of the partner-preference dialogue (wish-dialogue.ts) in Hindi
 * and Tamil: the read-back, the question before saving, and what follows.
 * Values that are names (religions, languages, cities, degrees, income slabs)
 * are read back as the profile page shows them.
 */
export interface WishWords {
  labels: Record<PreferenceField, string>;
  dealbreaker: string;
  soft: string;
  any: string;
  upTo(value: string): string;
  orMore(value: string): string;
  between(min: string, max: string): string;
  or: string;
  habits: Record<'NEVER' | 'OCCASIONALLY' | 'SOCIALLY' | 'ALWAYS', string>;
  food: Record<'VEGETARIAN' | 'NON_VEGETARIAN' | 'VEGAN', string>;
  atLeast(education: string): string;
  understood: string;
  changed: string;
  noLonger(fields: string): string;
  wouldSave: string;
  nothing: string;
  shallISave: string;
  notSaved: string;
  signIn: string;
  unavailable: string;
  cannotSet(reason: string): string;
  couldNotSave(reason: string): string;
  fit(count: number): string;
  saved(pool: string): string;
}

export const HINDI_WISHES: WishWords = {
  labels: {
    ageRange: 'उम्र',
    heightRange: 'लंबाई',
    religions: 'धर्म',
    religious: 'धार्मिकता',
    smoking: 'धूम्रपान',
    drinking: 'शराब',
    food: 'खान-पान',
    languages: 'भाषाएं (कम से कम एक साझा)',
    minEducation: 'पढ़ाई',
    incomeSlabs: 'आय',
    countries: 'देश',
    cities: 'शहर',
    maritalStatuses: 'वैवाहिक स्थिति',
    motherTongues: 'मातृभाषा',
    communities: 'समुदाय',
    manglik: 'मांगलिक',
    minGuna: 'कम से कम गुण',
  },
  dealbreaker: 'ज़रूरी शर्त',
  soft: 'पसंद',
  any: 'कोई भी',
  upTo: (value) => `${value} तक`,
  orMore: (value) => `${value} या उससे ज़्यादा`,
  between: (min, max) => `${min} से ${max}`,
  or: 'या',
  habits: { NEVER: 'कभी नहीं', OCCASIONALLY: 'कभी-कभार', SOCIALLY: 'मौके पर', ALWAYS: 'नियमित' },
  food: { VEGETARIAN: 'शाकाहारी', NON_VEGETARIAN: 'मांसाहारी', VEGAN: 'वीगन' },
  atLeast: (education) => `कम से कम ${education}`,
  understood: 'मैंने यह समझा।',
  changed: 'बदल दिया।',
  noLonger: (fields) => ` ${fields} पर अब कोई पसंद नहीं।`,
  wouldSave: 'मैं यह सेव करूंगा:',
  nothing: 'कोई पसंद नहीं (जो भी दोनों तरफ़ से मेल खाए)',
  shallISave: 'क्या मैं इसे सेव करूं? सेव करने के लिए "हाँ" लिखें, या बताएं क्या बदलना है।',
  notSaved: 'ठीक है, मैंने कुछ सेव नहीं किया। बताइए आप क्या चाहते हैं, या कुछ और पूछिए।',
  signIn: 'लॉग इन करने के बाद मैं आपकी पसंद सेव कर सकता हूँ: लॉग इन करके AI Matchmaker पेज (मेन्यू में) पर बताइए। अभी कुछ सेव नहीं हुआ।',
  unavailable: 'मैं अभी यहाँ Partner Preferences सेव नहीं कर सकता, इसलिए कुछ सेव नहीं हुआ।',
  cannotSet: (reason) => `यह सेट नहीं हो सकता: ${reason}। कुछ सेव नहीं हुआ।`,
  couldNotSave: (reason) => `यह सेव नहीं हो सका: ${reason} कुछ सेव नहीं हुआ।`,
  fit: (count) => `अभी ${count} सदस्य दोनों तरफ़ से आपकी ज़रूरी शर्तों पर खरे उतरते हैं।`,
  saved: (pool) => `सेव हो गया। ${pool} आप इन्हें कभी भी यहाँ या Profile पर बदल सकते हैं।`,
};

export const TAMIL_WISHES: WishWords = {
  labels: {
    ageRange: 'வயது',
    heightRange: 'உயரம்',
    religions: 'மதம்',
    religious: 'மத ஈடுபாடு',
    smoking: 'புகைப்பழக்கம்',
    drinking: 'மதுப்பழக்கம்',
    food: 'உணவு',
    languages: 'மொழிகள் (குறைந்தது ஒன்று பொதுவாக)',
    minEducation: 'படிப்பு',
    incomeSlabs: 'வருமானம்',
    countries: 'நாடு',
    cities: 'நகரம்',
    maritalStatuses: 'திருமண நிலை',
    motherTongues: 'தாய்மொழி',
    communities: 'சமூகம்',
    manglik: 'செவ்வாய் தோஷம்',
    minGuna: 'குறைந்தபட்ச பொருத்தப் புள்ளிகள்',
  },
  dealbreaker: 'கட்டாயம்',
  soft: 'விருப்பம்',
  any: 'எதுவும்',
  upTo: (value) => `${value} வரை`,
  orMore: (value) => `${value} அல்லது அதற்கு மேல்`,
  between: (min, max) => `${min} முதல் ${max} வரை`,
  or: 'அல்லது',
  habits: { NEVER: 'ஒருபோதும் இல்லை', OCCASIONALLY: 'எப்போதாவது', SOCIALLY: 'விழாக்களில்', ALWAYS: 'வழக்கமாக' },
  food: { VEGETARIAN: 'சைவம்', NON_VEGETARIAN: 'அசைவம்', VEGAN: 'வீகன்' },
  atLeast: (education) => `குறைந்தது ${education}`,
  understood: 'நான் புரிந்துகொண்டது இது.',
  changed: 'மாற்றிவிட்டேன்.',
  noLonger: (fields) => ` ${fields} பற்றி இனி விருப்பம் இல்லை.`,
  wouldSave: 'நான் சேமிப்பது:',
  nothing: 'விருப்பம் எதுவும் இல்லை (இருபக்கமும் பொருந்தும் அனைவரும்)',
  shallISave: 'இதைச் சேமிக்கட்டுமா? சேமிக்க "ஆம்" என்று எழுதுங்கள், அல்லது என்ன மாற்ற வேண்டும் என்று சொல்லுங்கள்.',
  notSaved: 'சரி, எதையும் சேமிக்கவில்லை. உங்களுக்கு என்ன வேண்டும் என்று சொல்லுங்கள், அல்லது வேறு ஏதாவது கேளுங்கள்.',
  signIn:
    'லாக் இன் செய்த பிறகு உங்கள் விருப்பங்களைச் சேமிக்க முடியும்: லாக் இன் செய்து AI Matchmaker பக்கத்தில் (மெனுவில்) சொல்லுங்கள். எதுவும் சேமிக்கப்படவில்லை.',
  unavailable: 'இங்கே இப்போது Partner Preferences-ஐச் சேமிக்க முடியாது, எனவே எதுவும் சேமிக்கப்படவில்லை.',
  cannotSet: (reason) => `அதை அமைக்க முடியாது: ${reason}. எதுவும் சேமிக்கப்படவில்லை.`,
  couldNotSave: (reason) => `அதைச் சேமிக்க முடியவில்லை: ${reason} எதுவும் சேமிக்கப்படவில்லை.`,
  fit: (count) => `இப்போது ${count} உறுப்பினர்கள் இருபக்கமும் உங்கள் கட்டாய நிபந்தனைகளுக்குப் பொருந்துகிறார்கள்.`,
  saved: (pool) => `சேமித்துவிட்டேன். ${pool} இவற்றை எப்போது வேண்டுமானாலும் இங்கே அல்லது Profile-இல் மாற்றலாம்.`,
};
