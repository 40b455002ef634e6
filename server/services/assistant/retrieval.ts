import type { Passage } from './knowledge';

/** Words that carry no topic; "why", "how" and "what" stay because they tell questions apart. */
const STOPWORDS = new Set(
  `a an the and or but if of to in on at by for with from as is are was were be been being am do does did i me my
  mine you your yours we our us it its this that these those there here can could would should will shall may might
  must have has had please tell more about just so some any also again then than too very really ok okay thanks
  thank want like know get got let`.split(/\s+/),
);

/** A light stemmer: enough for "verifying", "verified" and "verification" to meet on "verif". */
export function stem(word: string): string {
  const rules: [RegExp, string][] = [
    [/ications?$/, ''],
    [/ation(s)?$/, ''],
    [/(ies|ied)$/, 'y'],
    [/ing$/, ''],
    [/ed$/, ''],
    [/es$/, ''],
    [/s$/, ''],
  ];
  if (word.length <= 4) return word;
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) {
      const stemmed = word.replace(pattern, replacement);
      if (stemmed.length >= 3) return stemmed.replace(/(ify|if|y)$/, 'if');
    }
  }
  return word.replace(/(ify|y)$/, 'if');
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOPWORDS.has(word))
    .map(stem);
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the query's topic terms found in the passage. */
  coverage: number;
}

/** A query: terms with weights (earlier turns of a conversation count less than the latest). */
export type WeightedQuery = Map<string, number>;

/** Question words tell "why" from "how" but say nothing of the topic, so they weigh little. */
const QUESTION_WORDS = new Set(['what', 'why', 'how', 'when', 'where', 'who', 'which']);
const QUESTION_WORD_WEIGHT = 0.3;

export function queryOf(text: string, weight = 1, into: WeightedQuery = new Map()): WeightedQuery {
  for (const term of tokenize(text)) {
    const termWeight = QUESTION_WORDS.has(term) ? weight * QUESTION_WORD_WEIGHT : weight;
    into.set(term, Math.max(into.get(term) ?? 0, termWeight));
  }
  return into;
}

/** The topic terms of a query: what must mostly be found in a passage for it to answer. */
export function topicTerms(query: WeightedQuery): string[] {
  return [...query.keys()].filter((term) => !QUESTION_WORDS.has(term));
}

const K1 = 1.2;
const B = 0.75;
/** The title and the typical questions say what a passage is about more than its body does. */
const TITLE_REPEAT = 2;
const QUESTIONS_REPEAT = 2;

/** Okapi BM25 over the knowledge passages (issue 8: answers by text retrieval). */
export class PassageIndex {
  private readonly docs: { passage: Passage; terms: Map<string, number>; length: number }[];
  private readonly idf = new Map<string, number>();
  private readonly averageLength: number;

  constructor(passages: readonly Passage[]) {
    this.docs = passages.map((passage) => {
      const words = [
        ...Array(TITLE_REPEAT).fill(passage.title),
        ...Array(QUESTIONS_REPEAT).fill(passage.questions.join(' ')),
        passage.answer,
      ].flatMap((text: string) => tokenize(text));
      const terms = new Map<string, number>();
      for (const word of words) terms.set(word, (terms.get(word) ?? 0) + 1);
      return { passage, terms, length: words.length };
    });
    this.averageLength = this.docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, this.docs.length);
    const documentFrequency = new Map<string, number>();
    for (const doc of this.docs) {
      for (const term of doc.terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    const n = this.docs.length;
    for (const [term, df] of documentFrequency) this.idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }

  search(query: WeightedQuery, limit = 3): Hit[] {
    const hits: Hit[] = [];
    const topics = topicTerms(query);
    for (const doc of this.docs) {
      let score = 0;
      for (const [term, weight] of query) {
        const tf = doc.terms.get(term);
        if (!tf) continue;
        const idf = this.idf.get(term) ?? 0;
        score += weight * idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / this.averageLength)));
      }
      const found = topics.filter((term) => doc.terms.has(term)).length;
      if (score > 0) hits.push({ passage: doc.passage, score, coverage: topics.length ? found / topics.length : 0 });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
