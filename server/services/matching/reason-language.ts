import type { Language } from '../../../contract/languages';
import {
  FOOD_WORDS,
  HABIT_WORDS,
  INCOME_SLAB_WORDS,
  LANGUAGE_WORDS,
  MANGLIK_WORDS,
  MARITAL_STATUS_WORDS,
  PREFERENCE_FIELD_WORDS,
  RELIGION_WORDS,
  RELIGIOUS_WORDS,
  type Words,
} from '../../../contract/option-words';
import { INCOME_SLABS, PREFERENCE_FIELD_LABELS } from '../../../contract/enums';

/**
 * A suggestion's reasons in the member's language. The reasons are written in English by reasons.ts and
 * wishes.ts (and kept so in the feed's stored answers); this reads each English sentence back by its
 * shape, as the server's errorMessages are (lib/error-language.ts), and says it in Hindi or Tamil with the
 * option values in that language too. Names, places, degrees and communities stay as the members wrote
 * them; a sentence of no known shape stays English.
 */

type Other = Exclude<Language, 'en'>;

/** English option words as reasons.ts and wishes.ts write them, any case, '-' or '_' read as a space. */
const key = (english: string) => english.toLowerCase().replace(/[-_]/g, ' ').trim();

const WORDS = new Map<string, Words>();
function add(table: Record<string, Words>, english: (value: string) => string = (value) => value) {
  for (const [value, words] of Object.entries(table)) WORDS.set(key(english(value)), words);
}
add(RELIGION_WORDS);
add(RELIGIOUS_WORDS);
add(FOOD_WORDS);
add(HABIT_WORDS);
// reasons.ts says 'regularly' for ALWAYS.
WORDS.set('regularly', HABIT_WORDS.ALWAYS);
add(LANGUAGE_WORDS);
add(MARITAL_STATUS_WORDS);
add(MANGLIK_WORDS);
add(INCOME_SLAB_WORDS, (value) => INCOME_SLABS.find((slab) => slab.value === value)?.label ?? value);

const FIELD_WORDS = new Map<string, Words>(
  Object.entries(PREFERENCE_FIELD_WORDS).map(([field, words]) => [
    PREFERENCE_FIELD_LABELS[field as keyof typeof PREFERENCE_FIELD_LABELS].toLowerCase(),
    words,
  ]),
);

/** An option word in `language`; anything else (a name, a place, a degree) as written. */
function word(english: string, language: Other): string {
  return WORDS.get(key(english))?.[language] ?? english;
}

/** The other member: their first name, or a pronoun where reasons.ts had none. */
function who(name: string, language: Other): string {
  if (name !== 'They' && name !== 'they') return name;
  return language === 'hi' ? 'वे' : 'அவர்';
}

function list(english: string, language: Other): string {
  const items = english.split(/, | and /).map((item) => word(item, language));
  if (items.length <= 1) return items.join('');
  const and = language === 'hi' ? ' और ' : ' மற்றும் ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

interface Shape {
  pattern: RegExp;
  say: Record<Other, (parts: string[], language: Other) => string>;
}

/** "(you: X, Name: Y)" with each side's option word. */
const sides = (parts: string[], language: Other) => {
  const [mine, name, theirs] = parts;
  return language === 'hi'
    ? `(आप: ${word(mine, language)}, ${who(name, language)}: ${word(theirs, language)})`
    : `(நீங்கள்: ${word(mine, language)}, ${who(name, language)}: ${word(theirs, language)})`;
};

/** A value of the other profile as wishes.ts names it ("Vegetarian", "Smokes never", "29 years old"). */
const VALUES: Shape[] = [
  { pattern: /^(\d+) years old$/, say: { hi: ([age]) => `${age} साल`, ta: ([age]) => `${age} வயது` } },
  {
    pattern: /^(\d+' \d+") tall$/,
    say: { hi: ([height]) => `लंबाई ${height}`, ta: ([height]) => `உயரம் ${height}` },
  },
  { pattern: /^Never smokes$/i, say: { hi: () => 'धूम्रपान नहीं करते', ta: () => 'புகைப்பழக்கம் இல்லை' } },
  {
    pattern: /^Smokes (.+)$/i,
    say: { hi: ([how], l) => `धूम्रपान: ${word(how, l)}`, ta: ([how], l) => `புகைப்பழக்கம்: ${word(how, l)}` },
  },
  { pattern: /^Never drinks$/i, say: { hi: () => 'शराब नहीं पीते', ta: () => 'மதுப்பழக்கம் இல்லை' } },
  {
    pattern: /^Drinks (.+)$/i,
    say: { hi: ([how], l) => `शराब: ${word(how, l)}`, ta: ([how], l) => `மது அருந்துதல்: ${word(how, l)}` },
  },
  {
    pattern: /^Speaks (.+)$/i,
    say: { hi: ([what], l) => `${list(what, l)} बोलते हैं`, ta: ([what], l) => `${list(what, l)} பேசுபவர்` },
  },
  {
    pattern: /^Earns (.+)$/i,
    say: { hi: ([slab], l) => `आय: ${word(slab, l)}`, ta: ([slab], l) => `வருமானம்: ${word(slab, l)}` },
  },
  {
    pattern: /^Lives in (.+)$/i,
    say: { hi: ([place]) => `${place} में रहते हैं`, ta: ([place]) => `வசிப்பிடம்: ${place}` },
  },
  {
    pattern: /^Mother tongue (.+)$/i,
    say: { hi: ([tongue], l) => `मातृभाषा ${word(tongue, l)}`, ta: ([tongue], l) => `தாய்மொழி ${word(tongue, l)}` },
  },
  {
    pattern: /^Manglik: (.+)$/i,
    say: { hi: ([answer], l) => `मांगलिक: ${word(answer, l)}`, ta: ([answer], l) => `செவ்வாய் தோஷம்: ${word(answer, l)}` },
  },
  { pattern: /^Guna match$/i, say: { hi: () => 'गुण मिलान', ta: () => 'குணப் பொருத்தம்' } },
];

function value(english: string, language: Other): string {
  for (const { pattern, say } of VALUES) {
    const match = pattern.exec(english);
    if (match) return say[language](match.slice(1), language);
  }
  return word(english, language);
}

const DIFFERENCE: Record<Other, string> = { hi: 'अंतर', ta: 'வேறுபாடு' };

/** Each sentence reasons.ts and wishes.ts write, most specific first. */
const SHAPES: Shape[] = [
  {
    pattern: /^You are both (\d+)$/,
    say: { hi: ([age]) => `आप दोनों ${age} साल के हैं`, ta: ([age]) => `நீங்கள் இருவருக்கும் ${age} வயது` },
  },
  {
    pattern: /^Close in age: you are (\d+), (.+) is (\d+)$/,
    say: {
      hi: ([mine, name, theirs], l) => `उम्र में क़रीब (आप: ${mine} साल, ${who(name, l)}: ${theirs} साल)`,
      ta: ([mine, name, theirs], l) => `வயதில் நெருக்கம் (நீங்கள்: ${mine} வயது, ${who(name, l)}: ${theirs} வயது)`,
    },
  },
  {
    pattern: /^You are both (.+)$/,
    say: { hi: ([what], l) => `आप दोनों ${word(what, l)} हैं`, ta: ([what], l) => `நீங்கள் இருவரும் ${word(what, l)}` },
  },
  {
    pattern: /^You share the same outlook on faith \((.+)\)$/,
    say: {
      hi: ([what], l) => `आस्था को लेकर आप दोनों की सोच एक जैसी है (${word(what, l)})`,
      ta: ([what], l) => `மத நம்பிக்கையில் உங்கள் இருவரின் பார்வையும் ஒன்றே (${word(what, l)})`,
    },
  },
  {
    pattern: /^Neither of you smokes$/,
    say: { hi: () => 'आप दोनों में से कोई धूम्रपान नहीं करता', ta: () => 'உங்கள் இருவருக்கும் புகைப்பழக்கம் இல்லை' },
  },
  {
    pattern: /^Neither of you drinks$/,
    say: { hi: () => 'आप दोनों में से कोई शराब नहीं पीता', ta: () => 'உங்கள் இருவருக்கும் மதுப்பழக்கம் இல்லை' },
  },
  {
    pattern: /^Your smoking habits suit each other \(you: (.+), (.+): (.+)\)$/,
    say: {
      hi: (parts, l) => `धूम्रपान की आदतें आपस में मेल खाती हैं ${sides(parts, l)}`,
      ta: (parts, l) => `புகைப்பழக்கம் இருவருக்கும் ஒத்துப்போகிறது ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Your drinking habits suit each other \(you: (.+), (.+): (.+)\)$/,
    say: {
      hi: (parts, l) => `शराब की आदतें आपस में मेल खाती हैं ${sides(parts, l)}`,
      ta: (parts, l) => `மது அருந்தும் பழக்கம் இருவருக்கும் ஒத்துப்போகிறது ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Your food preferences suit each other \(you: (.+), (.+): (.+)\)$/,
    say: {
      hi: (parts, l) => `खान-पान की पसंद आपस में मेल खाती है ${sides(parts, l)}`,
      ta: (parts, l) => `உணவுப் பழக்கம் இருவருக்கும் ஒத்துப்போகிறது ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^You both speak (.+)$/,
    say: {
      hi: ([what], l) => `आप दोनों ${list(what, l)} बोलते हैं`,
      ta: ([what], l) => `நீங்கள் இருவரும் ${list(what, l)} பேசுகிறீர்கள்`,
    },
  },
  {
    pattern: /^You both live in (.+)$/,
    say: {
      hi: ([place]) => `आप दोनों ${place} में रहते हैं`,
      ta: ([place]) => `நீங்கள் இருவரும் ${place} நகரில் வசிக்கிறீர்கள்`,
    },
  },
  {
    pattern: /^Similar education \(you: (.+), (.+): (.+)\)$/,
    say: {
      hi: (parts, l) => `मिलती-जुलती शिक्षा ${sides(parts, l)}`,
      ta: (parts, l) => `ஒத்த கல்வி ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Similar income range$/,
    say: { hi: () => 'आय की श्रेणी मिलती-जुलती है', ta: () => 'வருமான வரம்பு ஒத்துப்போகிறது' },
  },
  {
    pattern: /^(.+) already said yes to you$/,
    say: {
      hi: ([name], l) => `${who(name, l)} आपको पहले ही हाँ कह चुके हैं`,
      ta: ([name], l) => `${who(name, l)} ஏற்கெனவே உங்களுக்குச் சம்மதம் தெரிவித்துவிட்டார்`,
    },
  },
  {
    pattern: /^Speaks (.+), like you$/,
    say: {
      hi: ([tongue], l) => `आपकी तरह ${word(tongue, l)} बोलते हैं`,
      ta: ([tongue], l) => `உங்களைப் போலவே ${word(tongue, l)} பேசுபவர்`,
    },
  },
  {
    pattern: /^(.+), as you asked$/,
    say: {
      hi: ([what], l) => `${value(what, l)}, जैसा आपने चाहा था`,
      ta: ([what], l) => `${value(what, l)}, நீங்கள் கேட்டபடியே`,
    },
  },
  {
    pattern: /^Difference: (\d+) years apart in age$/,
    say: {
      hi: ([years]) => `${DIFFERENCE.hi}: उम्र में ${years} साल का फ़र्क़`,
      ta: ([years]) => `${DIFFERENCE.ta}: வயதில் ${years} ஆண்டுகள் இடைவெளி`,
    },
  },
  {
    pattern: /^Difference: you are (.+) and (.+) is (.+)$/,
    say: {
      hi: (parts, l) => `${DIFFERENCE.hi}: धर्म ${sides(parts, l)}`,
      ta: (parts, l) => `${DIFFERENCE.ta}: மதம் ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Difference: you describe yourself as (.+), (.+) as (.+)$/,
    say: {
      hi: (parts, l) => `${DIFFERENCE.hi}: धार्मिकता ${sides(parts, l)}`,
      ta: (parts, l) => `${DIFFERENCE.ta}: மத ஈடுபாடு ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Difference: you smoke (.+), (.+) smokes (.+)$/,
    say: {
      hi: (parts, l) => `${DIFFERENCE.hi}: धूम्रपान ${sides(parts, l)}`,
      ta: (parts, l) => `${DIFFERENCE.ta}: புகைப்பழக்கம் ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Difference: you drink (.+), (.+) drinks (.+)$/,
    say: {
      hi: (parts, l) => `${DIFFERENCE.hi}: शराब ${sides(parts, l)}`,
      ta: (parts, l) => `${DIFFERENCE.ta}: மது அருந்துதல் ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Difference: you are (.+), (.+) is (.+)$/,
    say: {
      hi: (parts, l) => `${DIFFERENCE.hi}: खान-पान ${sides(parts, l)}`,
      ta: (parts, l) => `${DIFFERENCE.ta}: உணவு ${sides(parts, l)}`,
    },
  },
  {
    pattern: /^Difference: you have no language in common$/,
    say: {
      hi: () => `${DIFFERENCE.hi}: आप दोनों की कोई साझा भाषा नहीं है`,
      ta: () => `${DIFFERENCE.ta}: உங்கள் இருவருக்கும் பொதுவான மொழி இல்லை`,
    },
  },
  {
    pattern: /^Difference: you live in different countries \((.+?) and (.+)\)$/,
    say: {
      hi: ([mine, theirs]) => `${DIFFERENCE.hi}: आप अलग-अलग देशों में रहते हैं (${mine} और ${theirs})`,
      ta: ([mine, theirs]) => `${DIFFERENCE.ta}: நீங்கள் வெவ்வேறு நாடுகளில் வசிக்கிறீர்கள் (${mine}, ${theirs})`,
    },
  },
  {
    pattern: /^Difference: you live in different cities \((.+?) and (.+)\)$/,
    say: {
      hi: ([mine, theirs]) => `${DIFFERENCE.hi}: आप अलग-अलग शहरों में रहते हैं (${mine} और ${theirs})`,
      ta: ([mine, theirs]) => `${DIFFERENCE.ta}: நீங்கள் வெவ்வேறு நகரங்களில் வசிக்கிறீர்கள் (${mine}, ${theirs})`,
    },
  },
  {
    pattern: /^Difference: different levels of education \((.+?) and (.+)\)$/,
    say: {
      hi: ([mine, theirs]) => `${DIFFERENCE.hi}: शिक्षा का स्तर अलग है (${mine} और ${theirs})`,
      ta: ([mine, theirs]) => `${DIFFERENCE.ta}: கல்வி நிலை வேறுபடுகிறது (${mine}, ${theirs})`,
    },
  },
  {
    pattern: /^Difference: your income ranges are some way apart$/,
    say: {
      hi: () => `${DIFFERENCE.hi}: आप दोनों की आय की श्रेणियों में काफ़ी फ़र्क़ है`,
      ta: () => `${DIFFERENCE.ta}: உங்கள் இருவரின் வருமான வரம்புகளும் கணிசமாக வேறுபடுகின்றன`,
    },
  },
  {
    // wishes.ts: the soft wish a suggestion misses, its value written from a lower-case letter.
    pattern: /^Difference: (.+), not the (.+) you asked for$/,
    say: {
      hi: ([what, field], l) =>
        `${DIFFERENCE.hi}: ${value(capital(what), l)}; ${FIELD_WORDS.get(field)?.hi ?? field} आपकी पसंद से अलग है`,
      ta: ([what, field], l) =>
        `${DIFFERENCE.ta}: ${value(capital(what), l)}; ${FIELD_WORDS.get(field)?.ta ?? field} நீங்கள் கேட்டதிலிருந்து வேறுபடுகிறது`,
    },
  },
];

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One reason in `language`; English, and a sentence of no known shape, as it is. */
export function translateReason(reason: string, language: Language): string {
  if (language === 'en') return reason;
  for (const { pattern, say } of SHAPES) {
    const match = pattern.exec(reason);
    if (match) return say[language](match.slice(1), language);
  }
  return reason;
}
