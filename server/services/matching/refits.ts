import { BACKGROUND_REST, restingPauses } from '../../lib/pacing';
import type { MatchingRepository } from '../../repositories/matching';
import { featuresOf, fitPopulation, limitEvidenceOf, logOdds, offsetsOf, sigmoid, type TrainingExample } from './model';
import { fitPrevalence, modelShare } from './limits';
import type { HeldMembers } from './members';
import { SCORE_SLICE, type Ranking } from './ranking';
import type { MatchingSync } from './sync';

/*
 * The population's weights, refit in the background from the most recent
 * decisions in paced slices, stored with a new version that every instance
 * picks up and every queue notices.
 */

/** Decisions the population is refit from (the most recent). */
const REFIT_DECISIONS = 20000;
/** New decisions needed before a background refit is worth it. */
const REFIT_MIN_NEW = 20;
const DEFAULT_REFIT_EVERY_MS = 60_000;

export function createRefits(deps: {
  store: MatchingRepository;
  held: HeldMembers;
  ranking: Ranking;
  sync: MatchingSync;
  /** false when nothing is learned (learning off, or a ranker other than the learned one). */
  enabled: boolean;
  /** How often the population is refit in the background (0: only when refit() is called). */
  refitEveryMs?: number;
  /** Runs work in the background, tracked so that a caller can wait for it. */
  background: (work: Promise<unknown>) => void;
}) {
  const { store, held, ranking, sync, enabled } = deps;
  const { members, model } = held;

  /** Refits and stores the population (with `force`, however few decisions are new); answers whether it did. */
  async function refit(force = false): Promise<boolean> {
    if (!enabled) return false;
    await sync.sync(true);
    if (!force && model.decisionsSinceFit < REFIT_MIN_NEW) return false;
    const rows = await store.latestDecisions(REFIT_DECISIONS);
    // However many decisions it learns from, a refit takes at most a quarter of this instance's time.
    const pause = restingPauses(BACKGROUND_REST);
    const examples: TrainingExample[] = [];
    for (let index = 0; index < rows.length; index++) {
      if (index > 0 && index % SCORE_SLICE === 0) await pause();
      const row = rows[index];
      const viewer = members.get(row.from_id);
      const candidate = members.get(row.to_id);
      if (!viewer || !candidate) continue;
      const features = featuresOf(
        viewer.levels,
        candidate.levels,
        ranking.appealFor(row.to_id, viewer.religion, { accepted: row.interested }),
      );
      const offsets = offsetsOf(viewer.taste);
      const modelAccept = sigmoid(logOdds(features, held.weightsOf(viewer), offsets));
      const evidence = limitEvidenceOf(viewer.taste);
      examples.push({
        gender: viewer.gender ?? 'OTHER',
        features,
        offsets,
        accepted: row.interested,
        weight: modelShare(viewer.levels, candidate.levels, model.prevalence, evidence, modelAccept, row.interested),
      });
    }
    if (examples.length === 0) return false;
    const fitted = await fitPopulation(model.population, examples, pause);
    const tested = [...members.values()].filter((member) => member.taste !== null);
    const fittedPrevalence = await fitPrevalence(
      tested.map((member) => ({ levels: member.levels, evidence: limitEvidenceOf(member.taste) })),
      model.prevalence,
      pause,
    );
    const weights = [...fitted.MALE, ...fitted.FEMALE, ...fitted.OTHER, ...fittedPrevalence];
    const version = await store.saveModel(weights, examples.length);
    model.population = fitted;
    model.prevalence = fittedPrevalence;
    model.version = version;
    model.decisionsSinceFit = 0;
    return true;
  }

  return {
    refit,

    /** Starts the background refit; answers a function that stops it. */
    startRefits(onError: (error: unknown) => void): () => void {
      const every = deps.refitEveryMs ?? DEFAULT_REFIT_EVERY_MS;
      if (every <= 0 || !enabled) return () => {};
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        deps.background(
          refit()
            .catch(onError)
            .finally(() => (running = false)),
        );
      }, every);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
