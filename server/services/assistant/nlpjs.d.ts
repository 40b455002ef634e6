// NLP.js ships no type declarations; these cover the parts the assistant uses.

declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): unknown;
  }
  export function containerBootstrap(): Container;
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';

  export interface NluSettings {
    locale?: string;
    container?: Container;
    spellCheck?: boolean;
    spellCheckDistance?: number;
    useNoneFeature?: boolean;
    keepStopwords?: boolean;
    log?: boolean;
    iterations?: number;
    errorThresh?: number;
  }

  /** A prepared utterance: stems (and word pairs) to counts. */
  export type Tokens = Record<string, number>;

  export class NluNeural {
    constructor(settings?: NluSettings);
    settings: NluSettings;
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: { intent: string; score: number }[] }>;
    /** The steps of process(): tokenise and stem, correct spelling, keep the trained features. */
    prepare(utterance: string): Promise<Tokens>;
    doSpellCheck(input: { tokens: Tokens; settings: NluSettings }): Promise<{ tokens: Tokens; settings: NluSettings }>;
    textToFeatures(input: { tokens: Tokens; settings: NluSettings }): { tokens: Tokens; settings: NluSettings };
    /** The trained network: each intent's activation before process() normalises them to shares. */
    neuralNetwork?: { run(tokens: Tokens): Record<string, number> | undefined };
    /** Prepared utterances memoised by text, emptied by the library once an hour. */
    cache?: { results: Record<string, unknown> };
  }
}

declare module '@nlpjs/ner' {
  import type { Container } from '@nlpjs/core';

  export interface NerEntity {
    entity: string;
    option: string;
    sourceText: string;
    accuracy: number;
    start: number;
    end: number;
  }

  export class Ner {
    constructor(settings?: { container?: Container; threshold?: number });
    addRuleOptionTexts(locale: string, name: string, option: string, texts: string[]): void;
    process(input: { locale: string; text: string }): Promise<{ entities: NerEntity[] }>;
  }
}
