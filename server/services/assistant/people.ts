import { editDistance, normalizeText, wordsOf } from './text';

/**
 * Finds references to other people in a question: names ("Priya Singh",
 * "neha ka number", "details of rohan") and member ids. Each is replaced by
 * the word "someone", so the classifier, trained on "someone", "her" and
 * "his", reads "phone number of Priya" as a request about another member and
 * not as a question about verifying one's own phone. Names are never kept or
 * echoed: the assistant only needs to know that another person was meant.
 */
export const SOMEONE = 'someone';

/** Words that are never names, besides the training vocabulary. */
const COMMON_WORDS_TEXT = `a an the and or but if of to in on at by for with from as is are was were be been am do does did i
me my mine myself you your yours we our us it its this that these those there here can could would should will shall may
might must have has had not no yes please tell more about just so some any also again then than too very really ok okay
what why how when where who whom whose which all every each other another own same new old first last next one two three
people person member members profile profiles girl girls boy boys man men woman women lady guy guys user users match
matches partner someone somebody anyone anybody everyone nobody her his him she he they them their hers theirs
kya hai ka ki ke ko se me mein hum tum aap ye yeh wo woh koi kuch sab bhi aur ya nahi haan ji kaun kab kaise kyu kaha
number phone mobile email address details detail contact whatsapp instagram photo photos pan passport card id
india indian hindi english app site service ai bot otp sms day days week weeks month months year years hour hours
minute minutes time times step steps word words thing things way ways question questions answer answers money rupees
course mine theirs them those course life love family friends friend parents mother father brother sister home work
office city country place today tomorrow yesterday morning evening night weekend`;
const COMMON_WORDS = new Set(COMMON_WORDS_TEXT.split(/\s+/));

/** Words after which an unknown word is most likely a name. */
const NAME_BEFORE = new Set(['of', 'named', 'called', 'about', 'naam']);
/** A capitalised word after these is a place more often than a person ("a number from Singapore"). */
const PLACE_BEFORE = new Set(['from', 'in', 'at', 'near', 'to', 'into', 'across', 'outside']);
/** Romanised Hindi possessive particles: "neha ka number". */
const HINDI_OF = new Set(['ka', 'ki', 'ke']);

/** A member id of this service is a UUID. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Letters and digits mixed, long enough not to be a word: a pasted id ("4f2a9c1e"). */
const MIXED_ID = /^(?=.*\p{L})(?=(?:.*\d){2})[\p{L}\d-]{8,}$/u;
/** Plain digits count as an id only after a cue ("profile 1023"); alone they may be the asker's own phone. */
const DIGITS_ID = /^\d{3,}$/;
const ID_CUE = new Set(['id', 'profile', 'user', 'member', 'number']);

export interface PeopleFound {
  /** The normalised question with names and ids replaced by "someone". */
  text: string;
  /** A name of someone other than the asker was mentioned. */
  named: boolean;
  /** A member id (or an id-like token) was mentioned. */
  id: boolean;
}

export class PeopleFinder {
  private readonly known: Set<string>;
  private readonly knownByLength = new Map<number, string[]>();

  /** @param vocabulary words of the training examples: a word the examples use is not a name. */
  constructor(vocabulary: Iterable<string>) {
    this.known = new Set([...COMMON_WORDS, ...vocabulary]);
    for (const word of this.known) {
      const list = this.knownByLength.get(word.length) ?? [];
      list.push(word);
      this.knownByLength.set(word.length, list);
    }
  }

  /**
   * The share of a prepared question's words, besides common ones, that the
   * examples never use (nor a misspelling of one): "how do i make pasta" is
   * half unknown, and the classifier then answers from "how do i make" alone.
   */
  unknownShare(prepared: string): number {
    const content = wordsOf(prepared)
      .map((word) => word.replace(/'s?$/, ''))
      .filter((word) => word !== SOMEONE && !COMMON_WORDS.has(word) && /\p{L}/u.test(word));
    if (!content.length) return 0;
    return content.filter((word) => !this.isKnownOrTypo(word)).length / content.length;
  }

  /** A misspelt known word ("verifcation") is not a name: within one edit for short words, two for long ones. */
  private isKnownOrTypo(word: string): boolean {
    if (this.known.has(word)) return true;
    const max = word.length <= 5 ? 1 : 2;
    if (word.length < 4) return false;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.knownByLength.get(length) ?? []) {
        if (editDistance(word, candidate, max) <= max) return true;
      }
    }
    return false;
  }

  private couldBeName(word: string): boolean {
    return /^\p{L}{3,}$/u.test(word) && !this.isKnownOrTypo(word);
  }

  /**
   * "number of Priya Singh": a first and last name, both capitalised, right after a cue, is a name even when
   * the examples use the first one as a word ("hello i am priya").
   */
  private isFullNameAfterCue(words: string[], i: number, capitalised: ReadonlySet<string>): boolean {
    const [word, next] = [words[i], words[i + 1] ?? ''];
    return (
      NAME_BEFORE.has(words[i - 1] ?? '') &&
      [word, next].every((w) => capitalised.has(w) && /^\p{L}{3,}$/u.test(w) && !COMMON_WORDS.has(w))
    );
  }

  find(original: string): PeopleFound {
    let id = false;
    const withoutUuids = original.replace(UUID, () => {
      id = true;
      return ` ${SOMEONE} `;
    });
    // Capitals tell names in a typed sentence, so they are read before normalising.
    const rawWords = withoutUuids.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
    const capitalised = new Set<string>();
    rawWords.forEach((raw, index) => {
      const bare = raw.replace(/['’]s?$/u, '');
      if (index > 0 && /^\p{Lu}\p{Ll}+$/u.test(bare)) capitalised.add(bare.toLowerCase());
    });

    const words = wordsOf(normalizeText(withoutUuids));
    const name = new Array<boolean>(words.length).fill(false);
    let named = false;
    words.forEach((word, i) => {
      const bare = word.replace(/'s?$/, '');
      const possessive = bare !== word;
      if (MIXED_ID.test(bare) || (DIGITS_ID.test(bare) && ID_CUE.has(words[i - 1] ?? ''))) {
        name[i] = true;
        id = true;
        return;
      }
      // A word right after a name is a surname unless the examples use it ("Priya Singh", not "Priya ka").
      if (i > 0 && name[i - 1] && /^\p{L}{3,}$/u.test(bare) && !this.known.has(bare)) {
        name[i] = true;
        return;
      }
      if (!this.couldBeName(bare) && !this.isFullNameAfterCue(words, i, capitalised)) return;
      const cued =
        (capitalised.has(bare) && !PLACE_BEFORE.has(words[i - 1] ?? '')) ||
        possessive ||
        HINDI_OF.has(words[i + 1] ?? '') ||
        NAME_BEFORE.has(words[i - 1] ?? '');
      if (cued) {
        name[i] = true;
        named = true;
      }
    });
    // A capitalised first word belongs to the name that follows it ("Priya Sharma's number").
    if (words.length > 1 && name[1] && !name[0] && this.couldBeName(words[0].replace(/'s?$/, ''))) name[0] = true;

    const out: string[] = [];
    words.forEach((word, i) => {
      if (!name[i]) return void out.push(word);
      const possessive = /'s?$/.test(word) ? "'s" : '';
      // Consecutive name words (first and last name) become one "someone".
      if (i > 0 && name[i - 1]) {
        if (possessive) out[out.length - 1] = `${SOMEONE}${possessive}`;
        return;
      }
      out.push(`${SOMEONE}${possessive}`);
    });
    return { text: out.join(' '), named, id };
  }
}
