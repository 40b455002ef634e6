/**
 * Questions in Devanagari and Tamil script, written as Latin letters the way
 * members type Hinglish ("मेरा प्रोफाइल कब लाइव होगा" reads "mera profile kab
 * live hoga"), so one set of romanised examples serves both ways of writing
 * Hindi, and English product words written in either script ("पासवर्ड",
 * "ப்ரொஃபைல்") meet the English ones.
 */

// prettier-ignore
const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'ch', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh',
  ष: 'sh', स: 's', ह: 'h', ळ: 'l',
};
/** Consonants with a nukta: "ड़" of "लड़की" is typed d, "ज़" z. */
// prettier-ignore
const NUKTA: Record<string, string> = { क: 'k', ख: 'kh', ग: 'g', ज: 'z', ड: 'd', ढ: 'dh', फ: 'f', य: 'y' };
// prettier-ignore
const DEVANAGARI_VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ऑ: 'o', ओ: 'o', औ: 'au',
};
// prettier-ignore
const DEVANAGARI_SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॅ': 'e', 'े': 'e', 'ै': 'ai', 'ॉ': 'o', 'ो': 'o', 'ौ': 'au',
};
const VIRAMA = '्';

/** One written syllable: its consonants and its vowel ('a' when inherent, '' after a virama). */
interface Akshara {
  consonants: string;
  vowel: string;
  inherent: boolean;
  /** Ended in a virama: the next consonant joins it ("प्र"). */
  joined: boolean;
}

/** A Devanagari word in Hinglish spelling; the inherent "a" is dropped where Hindi drops it (kab, karna, ladki). */
function devanagariWord(word: string): string {
  const syllables: Akshara[] = [];
  let nasal = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    const last = syllables.at(-1);
    if (ch in DEVANAGARI_CONSONANTS) {
      const nukta = word[i + 1] === '़';
      const sound = nukta ? (NUKTA[ch] ?? DEVANAGARI_CONSONANTS[ch]) : DEVANAGARI_CONSONANTS[ch];
      if (nukta) i++;
      if (last?.joined) {
        last.consonants += sound;
        last.vowel = 'a';
        last.inherent = true;
        last.joined = false;
      } else syllables.push({ consonants: sound, vowel: 'a', inherent: true, joined: false });
    } else if (ch === VIRAMA && last) {
      last.vowel = '';
      last.inherent = false;
      last.joined = true;
    } else if (ch in DEVANAGARI_SIGNS && last) {
      last.vowel = DEVANAGARI_SIGNS[ch];
      last.inherent = false;
    } else if (ch in DEVANAGARI_VOWELS) {
      syllables.push({ consonants: '', vowel: DEVANAGARI_VOWELS[ch], inherent: false, joined: false });
    } else if ((ch === 'ं' || ch === 'ँ') && last) {
      // "नहीं", "हैं", "में" end on a nasal vowel that Hinglish does not write; "मांग" keeps its n.
      last.vowel += i === word.length - 1 ? '' : 'n';
    } else if (ch === 'ः' && last) last.vowel += 'h';
    else if (ch === '़') continue;
    else nasal += ch;
  }
  // Hindi drops the inherent vowel at the end of a word and between a vowel and a syllable that has one.
  for (let i = syllables.length - 1; i > 0; i--) {
    const syllable = syllables[i];
    if (!syllable.inherent || !syllable.consonants) continue;
    const next = syllables[i + 1];
    if (!next || (next.vowel !== '' && syllables[i - 1].vowel !== '')) syllable.vowel = '';
  }
  return syllables.map((s) => s.consonants + s.vowel).join('') + nasal;
}

// prettier-ignore
const TAMIL_CONSONANTS: Record<string, string> = {
  க: 'k', ங: 'ng', ச: 's', ஞ: 'nj', ட: 't', ண: 'nn', த: 'th', ந: 'n', ப: 'p', ம: 'm', ய: 'y',
  ர: 'r', ல: 'l', வ: 'v', ழ: 'zh', ள: 'l', ற: 'r', ன: 'n', ஜ: 'j', ஷ: 'sh', ஸ: 's', ஹ: 'h',
};
// prettier-ignore
const TAMIL_VOWELS: Record<string, string> = {
  அ: 'a', ஆ: 'aa', இ: 'i', ஈ: 'i', உ: 'u', ஊ: 'u', எ: 'e', ஏ: 'ee', ஐ: 'ai', ஒ: 'o', ஓ: 'o', ஔ: 'au',
};
// prettier-ignore
const TAMIL_SIGNS: Record<string, string> = {
  'ா': 'aa', 'ி': 'i', 'ீ': 'i', 'ு': 'u', 'ூ': 'u', 'ெ': 'e', 'ே': 'ee', 'ை': 'ai', 'ொ': 'o', 'ோ': 'o', 'ௌ': 'au',
};
const PULLI = '்';

/** A Tamil word in Latin letters; "ஃப" is the f of borrowed words (ப்ரொஃபைல், profile). */
function tamilWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    if (ch === 'ஃ') {
      if (word[i + 1] === 'ப') {
        out += 'f';
        i++;
        const sign = word[i + 1];
        if (sign === PULLI) i++;
        else if (sign && sign in TAMIL_SIGNS) {
          out += TAMIL_SIGNS[sign];
          i++;
        } else out += 'a';
      }
      continue;
    }
    if (ch in TAMIL_CONSONANTS) {
      out += TAMIL_CONSONANTS[ch];
      const sign = word[i + 1];
      if (sign === PULLI) i++;
      else if (sign && sign in TAMIL_SIGNS) {
        out += TAMIL_SIGNS[sign];
        i++;
      } else out += 'a';
    } else if (ch in TAMIL_VOWELS) out += TAMIL_VOWELS[ch];
    else if (ch in TAMIL_SIGNS) out += TAMIL_SIGNS[ch];
    else if (ch !== PULLI) out += ch;
  }
  return out;
}

/**
 * Tamil adds case endings to a word ("ப்ரொஃபைலை", "ப்ரொஃபைலில்",
 * "ப்ரொஃபைல்களை"): the ending is cut so the word meets its plain form. An
 * ending that starts with a vowel sign leaves the consonant before it bare.
 */
const TAMIL_ENDINGS = ['களுக்கு', 'களில்', 'களை', 'களின்', 'கள்', 'க்கு', 'ுக்கு', 'ுடன்', 'ோடு', 'ில்', 'ின்', 'ால்', 'ை'];

function tamilStem(word: string): string {
  for (const ending of TAMIL_ENDINGS) {
    if (word.length - ending.length < 3 || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    return ending[0] in TAMIL_SIGNS || ending === 'ில்' || ending === 'ின்' ? `${stem}${PULLI}` : stem;
  }
  return word;
}

/**
 * English product words as Devanagari and Tamil write them, once in Latin
 * letters: "प्रोफाइल" and "ப்ரொஃபைல்" are the profile.
 */
// prettier-ignore
const LOANWORDS: Record<string, string> = {
  profail: 'profile', foto: 'photo', otipi: 'otp', pasvard: 'password', akaunt: 'account', akount: 'account',
  verifikeshan: 'verification', selfi: 'selfie', pasport: 'passport', pain: 'pan', kard: 'card', aadhar: 'aadhaar',
  chait: 'chat', maich: 'match', maiching: 'matching', aaut: 'out', logaaut: 'logout', aip: 'app', ep: 'app',
  imel: 'email', dilit: 'delete', blok: 'block', riport: 'report', rikvest: 'request', rikvests: 'requests',
  laiv: 'live', vidiyo: 'video', kol: 'call', sarch: 'search', fon: 'phone', mobail: 'mobile', nanbar: 'number',
  maisej: 'message', maisejes: 'messages', daunlod: 'download', deta: 'data', tim: 'team', fis: 'fees', fri: 'free',
  fek: 'fake', inkam: 'income', digri: 'degree', sartifiket: 'certificate', kaimra: 'camera', rijekt: 'reject',
  eksept: 'accept', skaim: 'scam', baij: 'badge', notifikeshan: 'notification', primiyam: 'premium',
  pement: 'payment', instol: 'install', hait: 'height', rivyu: 'review', partnar: 'partner', prefrens: 'preference',
  dilbrekar: 'dealbreaker', saport: 'support', kastmar: 'customer', keyar: 'care', kod: 'code', esemes: 'sms',
  onlain: 'online', vebsait: 'website', praivesi: 'privacy', sef: 'safe', aplod: 'upload', tik: 'tick',
  verifaid: 'verified', hom: 'home', ektiviti: 'activity', charj: 'charge',
  purofail: 'profile', potto: 'photo', fotto: 'photo', paasvert: 'password', akkavunt: 'account',
  paasport: 'passport', paan: 'pan', kaartu: 'card', aathaar: 'aadhaar', saat: 'chat', metsing: 'matching',
  mets: 'match', laak: 'log', avut: 'out', aap: 'app', aapp: 'app', imeyil: 'email', tilit: 'delete',
  pilaak: 'block', ripport: 'report', vitiyo: 'video', kaal: 'call', shaartlist: 'shortlist', pon: 'phone',
  mopail: 'mobile', nampar: 'number', mesej: 'message', tavunlot: 'download', tettaa: 'data', etit: 'edit',
  kemaraa: 'camera', petj: 'badge', nottipikeshan: 'notification', aplot: 'upload', laakin: 'login', aiti: 'id',
  lingk: 'link', kot: 'code', sev: 'save', pirimiyam: 'premium',
};

const DEVANAGARI = /[\u0900-\u097f]/;
const TAMIL = /[\u0b80-\u0bff]/;
const DIGITS: Record<string, string> = Object.fromEntries(
  [...'०१२३४५६७८९'].map((d, i) => [d, String(i)]).concat([...'௦௧௨௩௪௫௬௭௮௯'].map((d, i) => [d, String(i)])),
);

/**
 * Tamil words members use for the product's topics, by their stem: a word
 * that starts with one ("புகைப்படங்கள்", photos; "கோரிக்கைகள்", requests) is
 * read as the English word, so the English examples answer it too. Stems of
 * three letters or fewer must match the whole word.
 */
// prettier-ignore
const TAMIL_WORDS: Record<string, string> = {
  புகைப்பட: 'photo', படம்: 'photo', மின்னஞ்சல்: 'email', கடவுச்சொல்: 'password', கோரிக்கை: 'request',
  நிராகரி: 'reject', ஏற்றுக்கொ: 'accept', ஏற்பீர்: 'accept', ஏற்கப்: 'accept', மறைக்க: 'hide',
  மறைப்ப: 'hide', நீக்க: 'delete', நீக்கு: 'delete', தேட: 'search', தேடு: 'search', கணக்கு: 'account',
  இலவச: 'free', கட்டண: 'fee', பணம்: 'money', துணை: 'partner', விருப்ப: 'preference', வயது: 'age',
  உயர: 'height', எடை: 'weight', ஜாதக: 'horoscope', சரிபார்ப்பு: 'verification', சரிபார்க்க: 'verify',
  ஆவண: 'documents', தகவல்: 'information', விவர: 'details', பாதுகாப்ப: 'safe', மோசடி: 'scam',
  புகார்: 'complaint', தொடர்பு: 'contact', குழு: 'team', அறிவிப்பு: 'notification', நிறுத்த: 'stop',
  மாற்ற: 'change', திருமண: 'marriage', உறுப்பினர்: 'members', வருமான: 'income', பட்டம்: 'degree',
  மொழி: 'language', எப்போது: 'when', எப்படி: 'how', ஏன்: 'why', யார்: 'who', எத்தனை: 'how many',
  என்ன: 'what', பார்க்க: 'see', எனக்கு: 'me', என்: 'my', என்னுடைய: 'my', மகள்: 'daughter', மகன்: 'son',
  போலி: 'fake', வெளியிட: 'publish', வெளியாகு: 'publish', பதிவேற்ற: 'upload', அனுப்ப: 'send', பேச: 'talk',
  சந்திக்க: 'meet', சேர்க்க: 'add', வரவில்லை: 'not received', வரல: 'not received', மறந்து: 'forgot',
  திறக்க: 'open', தவறு: 'wrong', தவறுதலாக: 'mistake', குடும்ப: 'family', உதவி: 'help', பெண்: 'girl',
  பையன்: 'boy', எண்: 'number', முகவரி: 'address', அழைப்பு: 'call', உருவாக்க: 'create',
};
const TAMIL_STEMS = Object.keys(TAMIL_WORDS).sort((a, b) => b.length - a.length);

function tamilMeaning(word: string): string | undefined {
  const stem = TAMIL_STEMS.find((key) => word === key || (key.length > 3 && word.startsWith(key)));
  return stem ? TAMIL_WORDS[stem] : undefined;
}

/** Devanagari words whose long "aa" Hinglish writes out, where the short spelling is another word ("बाद" is baad, not bad). */
const LONG_VOWEL: Record<string, string> = {
  bad: 'baad',
  bat: 'baat',
  nam: 'naam',
  sal: 'saal',
  sath: 'saath',
  pas: 'paas',
};

const loanword = (word: string): string => LOANWORDS[word] ?? LONG_VOWEL[word] ?? word;

/** Which script a text is mostly written in. */
export function scriptOf(text: string): 'devanagari' | 'tamil' | 'latin' {
  let devanagari = 0;
  let tamil = 0;
  for (const ch of text) {
    if (DEVANAGARI.test(ch)) devanagari++;
    else if (TAMIL.test(ch)) tamil++;
  }
  if (!devanagari && !tamil) return 'latin';
  return devanagari >= tamil ? 'devanagari' : 'tamil';
}

/** Devanagari and Tamil words as Latin letters; Latin text unchanged. */
export function romanize(text: string): string {
  if (scriptOf(text) === 'latin') return text;
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[०-९௦-௯]/g, (d) => DIGITS[d] ?? d)
    .replace(/[।॥]/g, '.')
    .replace(/[\u0900-\u097f]+/g, (word) => loanword(devanagariWord(word)))
    .replace(/[\u0b80-\u0bff]+/g, (word) => {
      const whole = tamilWord(word);
      return tamilMeaning(word) ?? LOANWORDS[whole] ?? loanword(tamilWord(tamilStem(word)));
    });
}
