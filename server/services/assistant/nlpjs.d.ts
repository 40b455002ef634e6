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

  export class NluNeural {
    constructor(settings?: NluSettings);
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: { intent: string; score: number }[] }>;
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
