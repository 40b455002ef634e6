import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Ner } from '@nlpjs/ner';

/** A document or piece of data a question is about: answers of some intents differ by it. */
export type DocumentKind =
  | 'pan'
  | 'passport'
  | 'aadhaar'
  | 'driving-licence'
  | 'voter-id'
  | 'selfie'
  | 'income-proof'
  | 'degree-certificate'
  | 'photos';

/** Which of the two verified contacts a question is about. */
export type Channel = 'email' | 'phone';

export interface Entities {
  document?: DocumentKind;
  channel?: Channel;
  /** The question offers `document` in place of another it names ("passport instead of PAN"). */
  instead?: true;
}

/** "X instead of Y": X is the one the question is about. */
const INSTEAD = /\b(instead of|in place of|rather than|ki jagah|ke badle|ke bajaye)\b/;

/** Ways members name each document; NLP.js matches them fuzzily, so "pasport" and "adhar" count too. */
const DOCUMENT_TEXTS: Record<DocumentKind, string[]> = {
  pan: ['pan', 'pan card', 'pan number', 'permanent account number'],
  passport: ['passport', 'passport number'],
  aadhaar: ['aadhaar', 'aadhaar card', 'uidai'],
  'driving-licence': ['driving licence', 'driving license', 'licence', 'license', 'dl'],
  'voter-id': ['voter id', 'voter card', 'voter id card', 'election card'],
  selfie: ['selfie', 'selfies'],
  'income-proof': ['income proof', 'salary slip', 'payslip', 'itr', 'form 16', 'income certificate', 'bank statement'],
  'degree-certificate': ['degree certificate', 'degree', 'marksheet', 'certificate', 'diploma'],
  photos: ['photos', 'photo', 'pictures', 'picture', 'images', 'profile photos'],
};

const CHANNEL_TEXTS: Record<Channel, string[]> = {
  email: ['email', 'mail', 'email id', 'mail id', 'inbox'],
  phone: ['phone', 'mobile', 'sms', 'phone number', 'mobile number', 'text message', 'number'],
};

/** When a question names several, the more specific one decides ("a photo of my PAN" is about the PAN). */
const DOCUMENT_PRIORITY: DocumentKind[] = [
  'pan',
  'passport',
  'aadhaar',
  'driving-licence',
  'voter-id',
  'selfie',
  'income-proof',
  'degree-certificate',
  'photos',
];

/** Entity extraction by NLP.js's named-entity recogniser over the enumerations above. */
export class EntityExtractor {
  private readonly ner: Ner;

  constructor() {
    const container = containerBootstrap();
    container.use(LangEn);
    // A fifth of the letters may differ: "pasport", "adhaar", "selfy".
    this.ner = new Ner({ container, threshold: 0.8 });
    for (const [option, texts] of Object.entries(DOCUMENT_TEXTS)) {
      this.ner.addRuleOptionTexts('en', 'document', option, texts);
    }
    for (const [option, texts] of Object.entries(CHANNEL_TEXTS)) {
      this.ner.addRuleOptionTexts('en', 'channel', option, texts);
    }
  }

  async extract(normalized: string): Promise<Entities> {
    const { entities } = await this.ner.process({ locale: 'en', text: normalized });
    const named = entities.filter((e) => e.entity === 'document');
    const documents = new Set(named.map((e) => e.option as DocumentKind));
    const channels = entities.filter((e) => e.entity === 'channel').map((e) => e.option as Channel);
    const instead = documents.size > 1 && INSTEAD.test(normalized);
    const document = instead
      ? (named.reduce((first, e) => (e.start < first.start ? e : first)).option as DocumentKind)
      : DOCUMENT_PRIORITY.find((kind) => documents.has(kind));
    // "PAN number" and "passport number" name a document, not the phone.
    const channel = channels.find((c) => c === 'email') ?? (document ? undefined : channels[0]);
    return {
      ...(document ? { document } : {}),
      ...(channel ? { channel } : {}),
      ...(instead ? { instead: true as const } : {}),
    };
  }
}
