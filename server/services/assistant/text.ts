/**
 * Text preparation shared by training and answering: the same normalisation
 * runs on the examples in examples/ and on a member's question, so chat-speak,
 * elongated words and spelling variants of romanised Hindi meet the words the
 * classifier was trained on. Devanagari and Tamil are read in Latin letters
 * first (script.ts), so they meet the romanised examples too.
 */
import { romanize } from './script';

/** Whole-word rewrites of chat shorthand and common romanised-Hindi spellings to one form. */
const REWRITES: Record<string, string> = {
  u: 'you',
  ur: 'your',
  urs: 'yours',
  r: 'are',
  y: 'why',
  n: 'and',
  pls: 'please',
  plz: 'please',
  plzz: 'please',
  pleasee: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  thnks: 'thanks',
  tnx: 'thanks',
  tq: 'thanks',
  thanx: 'thanks',
  wat: 'what',
  dis: 'this',
  dat: 'that',
  wht: 'what',
  wut: 'what',
  whats: 'what is',
  hw: 'how',
  abt: 'about',
  bcz: 'because',
  bcoz: 'because',
  coz: 'because',
  cuz: 'because',
  msg: 'message',
  msgs: 'messages',
  pic: 'photo',
  pics: 'photos',
  pix: 'photos',
  dp: 'photo',
  img: 'image',
  imgs: 'images',
  num: 'number',
  nmbr: 'number',
  numbr: 'number',
  nbr: 'number',
  mob: 'mobile',
  acc: 'account',
  acct: 'account',
  pwd: 'password',
  pswd: 'password',
  passwd: 'password',
  wanna: 'want to',
  gonna: 'going to',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  im: 'i am',
  ive: 'i have',
  watsapp: 'whatsapp',
  whatsap: 'whatsapp',
  whatapp: 'whatsapp',
  aadhar: 'aadhaar',
  adhar: 'aadhaar',
  adhaar: 'aadhaar',
  aadhaar: 'aadhaar',
  pancard: 'pan card',
  email: 'email',
  'e-mail': 'email',
  gmail: 'email',
  kyun: 'kyu',
  kyon: 'kyu',
  kyo: 'kyu',
  kiu: 'kyu',
  kyoon: 'kyu',
  nahin: 'nahi',
  nhi: 'nahi',
  nai: 'nahi',
  kese: 'kaise',
  kaisey: 'kaise',
  kaisay: 'kaise',
  karun: 'karu',
  karoon: 'karu',
  kia: 'kya',
  mjhe: 'mujhe',
  muje: 'mujhe',
  mujhko: 'mujhe',
  chaiye: 'chahiye',
  chahie: 'chahiye',
  chahiyee: 'chahiye',
  btao: 'batao',
  bataiye: 'batao',
  bataao: 'batao',
  aya: 'aaya',
  kahan: 'kaha',
  paisa: 'paise',
  pese: 'paise',
  paisee: 'paise',
  shadi: 'shaadi',
  // Hindi words for the product's topics (as typed, or as Devanagari reads in script.ts).
  muft: 'free',
  mufat: 'free',
  nishulk: 'free',
  shulk: 'fees',
  badlav: 'change',
  khoj: 'search',
  khoje: 'search',
  khojen: 'search',
  khojna: 'search',
  savdhani: 'careful',
  surakshit: 'safe',
  suraksha: 'safety',
  sanpark: 'contact',
  sampark: 'contact',
  shikayat: 'complaint',
  dastavej: 'documents',
  dastavez: 'documents',
  satyapan: 'verification',
  jankari: 'information',
  vivah: 'marriage',
  jivansathi: 'partner',
  jeevansathi: 'partner',
  sadasy: 'members',
  sadasya: 'members',
  bhasha: 'language',
  bhashaon: 'languages',
  suvidha: 'feature',
  sandesh: 'message',
  tasvir: 'photo',
  tasveer: 'photo',
  hatae: 'remove',
  hataen: 'remove',
  hataye: 'remove',
  hatayen: 'remove',
  hataun: 'remove',
  hatau: 'remove',
  kise: 'kaun',
  kisko: 'kaun',
  dikhti: 'dikhega',
  dikhta: 'dikhega',
  dikhte: 'dikhega',
  dikhegi: 'dikhega',
  dikhenge: 'dikhega',
  badtamiji: 'pareshan',
  badtamizi: 'pareshan',
  badtameezi: 'pareshan',
  chhupa: 'chupa',
  chhupana: 'chupana',
  chipa: 'chupa',
  chhipa: 'chupa',
  larki: 'ladki',
  larka: 'ladka',
};

/** "mobile no" means the number; "no" alone stays a no. */
const NUMBER_AFTER = new Set(['mobile', 'phone', 'contact', 'whatsapp', 'pan', 'passport', 'roll', 'id']);

/**
 * Lower case, without accents, elongations ("hiiii", "plsss") cut to two
 * letters, shorthand rewritten; keeps apostrophes of possessives.
 */
export function normalizeText(text: string): string {
  const words = romanize(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/[^\p{L}\p{M}\p{N}'+@.#-]+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^[.'#-]+|[.'#-]+$/g, ''))
    .filter((word) => word.length > 0);
  const out: string[] = [];
  for (const word of words) {
    const previous = out.at(-1);
    if ((word === 'no' || word === 'no.') && previous && NUMBER_AFTER.has(previous)) out.push('number');
    else out.push(REWRITES[word] ?? word);
  }
  return out.join(' ');
}

/** Words of a normalised text. */
export function wordsOf(normalized: string): string[] {
  return normalized.split(' ').filter((word) => word.length > 0);
}

/** Edit distance, bounded: answers max + 1 once it is certain to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}
