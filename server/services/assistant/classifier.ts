import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { NluNeural } from '@nlpjs/nlu';
import { EntityExtractor } from './entities';
import { INTENT_IDS, isIntentId, type IntentId } from './intents';
import { PeopleFinder } from './people';
import { normalizeText, wordsOf } from './text';

/** Intent → example utterances, as kept in examples/. */
export type Examples = Record<string, string[]>;

export function readExamples(file: 'training' | 'held-out'): Examples {
  const url = new URL(`./examples/${file}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Examples;
}

export interface Ranked {
  intent: IntentId | 'None';
  score: number;
}

/**
 * The neural classifier's settings. Training stops once the mean squared
 * error per example and intent falls below errorThresh: NLP.js's default
 * (0.00005) takes three times as long for no gain on the held-out set.
 */
const NLU_SETTINGS = { locale: 'en', spellCheck: true, useNoneFeature: true, log: false, errorThresh: 0.0002 };
/** Bumped whenever the preparation of examples (text.ts, people.ts, features below) changes meaning. */
const PREPARATION_VERSION = 2;

/** Distinct questions whose preparation NLP.js memoises before the memo is emptied (it keeps it up to an hour). */
const PREPARED_CACHE_LIMIT = 5000;

/**
 * The words and each pair of neighbours joined ("who_can", "can_see"): a bag
 * of single words cannot tell "who can see my PAN" from "how can I upload my
 * PAN", a bag with pairs can.
 */
function features(text: string): string {
  const words = wordsOf(text).map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''));
  const pairs = words.slice(1).map((word, i) => `${words[i]}_${word}`);
  return [...words, ...pairs].join(' ');
}

/** Identifies a trained model: the examples, the preparation and the library that trained it. */
function fingerprint(examples: Examples): string {
  const library = (createRequire(import.meta.url)('@nlpjs/nlu/package.json') as { version: string }).version;
  return createHash('sha256')
    .update(JSON.stringify({ examples, NLU_SETTINGS, PREPARATION_VERSION, library }))
    .digest('hex');
}

function newNlu(): NluNeural {
  const container = containerBootstrap();
  container.use(LangEn);
  return new NluNeural({ ...NLU_SETTINGS, container });
}

interface SavedModel {
  fingerprint: string;
  nlu: unknown;
}

/**
 * The trained model: NLP.js's neural intent classifier over stemmed words and
 * word pairs (with its spell check, so a one-letter slip still meets a trained
 * word), the entity extractor, and the name finder built on the examples' words.
 */
export class IntentModel {
  private processed = 0;

  private constructor(
    private readonly nlu: NluNeural,
    readonly people: PeopleFinder,
    readonly entities: EntityExtractor,
    readonly fingerprint: string,
    /** How the model came to be, and how long it took in milliseconds. */
    readonly origin: { kind: 'trained' | 'loaded'; ms: number },
    readonly exampleCount: number,
  ) {}

  /**
   * Trains from the examples, or loads `prebuilt` (written by `save`, e.g. at
   * build time) when it was trained from exactly these examples.
   */
  static async train(examples: Examples, prebuilt?: string): Promise<IntentModel> {
    const started = performance.now();
    for (const intent of Object.keys(examples)) {
      if (!isIntentId(intent)) throw new Error(`training examples name an unknown intent: ${intent}`);
    }
    const missing = INTENT_IDS.filter((intent) => !examples[intent]?.length);
    if (missing.length) throw new Error(`intents without training examples: ${missing.join(', ')}`);

    const normalized = Object.entries(examples).flatMap(([intent, utterances]) =>
      utterances.map((utterance) => ({ intent, text: normalizeText(utterance) })),
    );
    const people = new PeopleFinder(normalized.flatMap(({ text }) => wordsOf(text)));
    const id = fingerprint(examples);
    const nlu = newNlu();

    const saved = prebuilt && existsSync(prebuilt) ? (JSON.parse(readFileSync(prebuilt, 'utf8')) as SavedModel) : null;
    let kind: 'trained' | 'loaded' = 'loaded';
    if (saved?.fingerprint === id) {
      (nlu as unknown as { fromJSON(json: unknown): void }).fromJSON(saved.nlu);
    } else {
      kind = 'trained';
      await nlu.train(normalized.map(({ intent, text }) => ({ intent, utterance: features(people.find(text).text) })));
    }
    const origin = { kind, ms: performance.now() - started };
    return new IntentModel(nlu, people, new EntityExtractor(), id, origin, normalized.length);
  }

  /** Writes the trained classifier for `train` to load instead of training again. */
  save(file: string): void {
    const saved: SavedModel = {
      fingerprint: this.fingerprint,
      nlu: (this.nlu as unknown as { toJSON(): unknown }).toJSON(),
    };
    writeFileSync(file, JSON.stringify(saved));
  }

  /**
   * Intents ranked by the classifier's confidence (shares that sum to 1), for
   * text already through PeopleFinder, and the best one's activation: the
   * shares say which intent won, the activation how strongly the question
   * looks like that intent's examples at all ("how do i make pasta" wins
   * "account" with a share near 1 on an activation near 0).
   */
  async classify(prepared: string): Promise<{ ranked: Ranked[]; activation: number }> {
    if (++this.processed % PREPARED_CACHE_LIMIT === 0 && this.nlu.cache) this.nlu.cache.results = {};
    const text = features(prepared);
    const { classifications } = await this.nlu.process(text);
    const ranked = classifications.map(({ intent, score }) => ({
      intent: isIntentId(intent) ? intent : ('None' as const),
      score,
    }));
    const input = await this.nlu.doSpellCheck({ tokens: await this.nlu.prepare(text), settings: this.nlu.settings });
    const activations = this.nlu.neuralNetwork?.run(this.nlu.textToFeatures(input).tokens) ?? {};
    return { ranked, activation: activations[ranked[0]?.intent ?? 'None'] ?? 0 };
  }
}

/**
 * Where `npm run build` (scripts/build/train-assistant.ts) leaves the trained model:
 * a build cache outside the served app and outside version control.
 */
export const PREBUILT_MODEL_FILE = fileURLToPath(
  new URL('../../../node_modules/.cache/matrimony-assistant/model.json', import.meta.url),
);

let shared: Promise<IntentModel> | null = null;

/**
 * One model per process, from examples/training.json: loaded from the
 * prebuilt file when it holds a model of the current examples, trained
 * otherwise.
 */
export function sharedModel(prebuilt = PREBUILT_MODEL_FILE): Promise<IntentModel> {
  shared ??= IntentModel.train(readExamples('training'), prebuilt);
  return shared;
}

/** Trains from the current examples and writes the model where `sharedModel` looks for it. */
export async function buildModel(file = PREBUILT_MODEL_FILE): Promise<IntentModel> {
  const model = await IntentModel.train(readExamples('training'));
  mkdirSync(dirname(file), { recursive: true });
  model.save(file);
  return model;
}
