import type { Db } from '../../db/types';
import type { MatchingRepository } from '../../repositories/matching';
import { featuresOf, learnPersonal, limitEvidenceOf, logOdds, newTaste, offsetsOf, sigmoid, tasteFrom } from './model';
import { learnLimits, modelShare } from './limits';
import type { HeldMembers, Member } from './members';
import type { Ranking } from './ranking';
import type { MatchingSync } from './sync';

/*
 * What a decision teaches: one update of the member's own taste (constant
 * cost), worked out from the taste held here, stored only over the step it
 * started from (repositories/matching.ts saveTasteStepSql), and held here at once.
 */

/** A member's taste one decision wiser, before it is stored. */
export interface LearningStep {
  memberId: string;
  taste: Float64Array;
  /** The member's decisions, counting the one it learns from. */
  decisions: number;
}

export function createLearning(deps: {
  db: Db;
  store: MatchingRepository;
  held: HeldMembers;
  ranking: Ranking;
  sync: MatchingSync;
  /** false when nothing is learned (learning off, or a ranker other than the learned one). */
  enabled: boolean;
}) {
  const { db, store, held, ranking, sync, enabled } = deps;
  const { members, model } = held;

  /** What a decision teaches: its features, or null when learning is off or either member is not held here. */
  function learningFeatures(fromId: string, toId: string, accepted: boolean): Float64Array | null {
    if (!enabled) return null;
    const viewer = members.get(fromId);
    const candidate = members.get(toId);
    if (!viewer || !candidate) return null;
    // A sync since the decision was recorded has counted it in the candidate's appeal: it must not explain itself.
    const counted = sync.counted(fromId, toId);
    return featuresOf(
      viewer.levels,
      candidate.levels,
      ranking.appealFor(toId, viewer.religion, counted ? { accepted } : null),
    );
  }

  /** The member's taste one step wiser than `from` (a new taste when null). */
  function stepTaste(
    viewer: Member,
    candidate: Member,
    from: Float64Array | null,
    features: Float64Array,
    accepted: boolean,
  ): Float64Array {
    const taste = from ? Float64Array.from(from) : newTaste();
    const weights = held.weightsOf(viewer);
    const modelAccept = sigmoid(logOdds(features, weights, offsetsOf(taste)));
    const evidence = limitEvidenceOf(taste)!;
    // A no that a likely limit explains teaches the rest of the taste less: the share is taken before the limits learn.
    const share = modelShare(viewer.levels, candidate.levels, model.prevalence, evidence, modelAccept, accepted);
    learnLimits(viewer.levels, candidate.levels, model.prevalence, evidence, modelAccept, accepted);
    learnPersonal(taste, features, weights, accepted, share);
    return taste;
  }

  /** Holds a learning step that was stored: the member's next feed answer uses it. */
  function applyTasteStep(step: LearningStep): void {
    const viewer = members.get(step.memberId);
    if (!viewer) return;
    viewer.taste = step.taste;
    viewer.decisions = step.decisions;
  }

  return {
    applyTasteStep,

    /**
     * One learning step of a decision about to be recorded, from the taste
     * held here, so it can be stored in the decision's own statement; null
     * when learning is off or either member is not held here.
     */
    tasteStep(fromId: string, toId: string, accepted: boolean): LearningStep | null {
      const viewer = members.get(fromId);
      const candidate = members.get(toId);
      const features = learningFeatures(fromId, toId, accepted);
      if (!viewer || !candidate || !features) return null;
      return {
        memberId: fromId,
        taste: stepTaste(viewer, candidate, viewer.taste, features, accepted),
        decisions: viewer.decisions + 1,
      };
    },

    /**
     * Learns from one recorded decision, stored and held here at once. The
     * step is written only over the state it started from; when another
     * decision of the member (on any instance) stored a newer one meanwhile,
     * it is done again on that one, under the row's lock.
     */
    async learnFromDecision(fromId: string, toId: string, accepted: boolean): Promise<void> {
      const viewer = members.get(fromId);
      const candidate = members.get(toId);
      const features = learningFeatures(fromId, toId, accepted);
      if (!viewer || !candidate || !features) return;
      // The taste held here is usually the stored one: write the step on it.
      let taste = stepTaste(viewer, candidate, viewer.taste, features, accepted);
      let decisions = viewer.decisions + 1;
      if (!(await store.saveTasteStep(fromId, taste, decisions))) {
        [taste, decisions] = await db.transaction(async (tx) => {
          const stored = await store.lockTaste(fromId, tx);
          const next = stepTaste(viewer, candidate, stored ? tasteFrom(stored.offsets) : null, features, accepted);
          const count = (stored?.decisions ?? 0) + 1;
          // Under the row's lock the stored step is the one this step was computed from.
          await store.saveTasteStep(fromId, next, count, tx);
          return [next, count] as const;
        });
      }
      applyTasteStep({ memberId: fromId, taste, decisions });
    },
  };
}
