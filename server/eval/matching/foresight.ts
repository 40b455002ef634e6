import { drawHidden, normal, seededRandom, trueAcceptance, type HiddenTaste, type SyntheticMember } from './population';

/**
 * A generous ceiling on what a ranker that learns can reach in the evaluation:
 * it knows the population's generative model of tastes exactly (what no
 * learner knows on the first day), and it knows a member's whole hidden taste
 * (pickiness, every weight, every dealbreaker) as soon as they have made
 * `after` decisions, and a profile's hidden appeal once `after` decisions
 * about it are in. Before that it ranks by the expected chance over what is
 * not known yet. A real learner knows less at every point: a handful of
 * yes/no answers cannot reveal a dozen hidden weights. So the oracle ratio of
 * this ranker is more than learning can be expected to reach on this
 * population in the rounds played; `after: Infinity` is the population's true
 * averages alone.
 */

/** Draws per unknown taste or appeal for the expectation (fixed per member, so a seed always plays the same). */
const SAMPLES = 128;

export interface Foresight {
  /** The chance `viewer` accepts `candidate` as far as the bound knows now. */
  chance(viewer: SyntheticMember, candidate: SyntheticMember): number;
  /** Counts one decision of `from` about `to`. */
  decided(from: SyntheticMember, to: SyntheticMember): void;
}

export function createForesight(after: number, seed: number): Foresight {
  const made = new Map<number, number>();
  const received = new Map<number, number>();
  const tastes = new Map<number, HiddenTaste[]>();
  const random = seededRandom(seed * 104729 + 7);
  const appeals = Array.from({ length: SAMPLES }, () => normal(random));
  const known = new Map<string, number>();

  /** Tastes a member with these answers could have: the generative model's draws, the same every call. */
  function tastesOf(member: SyntheticMember): HiddenTaste[] {
    let found = tastes.get(member.key);
    if (!found) {
      const draws = seededRandom(seed * 7919 + member.key * 31 + 3);
      found = Array.from({ length: SAMPLES }, () => drawHidden(draws, member));
      tastes.set(member.key, found);
    }
    return found;
  }

  return {
    chance(viewer, candidate) {
      const knowTaste = (made.get(viewer.key) ?? 0) >= after;
      const knowAppeal = (received.get(candidate.key) ?? 0) >= after;
      if (knowTaste && knowAppeal) return trueAcceptance(viewer, candidate);
      const key = `${viewer.key}>${candidate.key}>${Number(knowTaste)}${Number(knowAppeal)}`;
      const cached = known.get(key);
      if (cached !== undefined) return cached;
      const possible = tastesOf(viewer);
      let sum = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const as = knowTaste ? viewer : { ...viewer, hidden: possible[i] };
        const of = knowAppeal ? candidate : { ...candidate, hidden: { ...candidate.hidden, appeal: appeals[i] } };
        sum += trueAcceptance(as, of);
      }
      known.set(key, sum / SAMPLES);
      return sum / SAMPLES;
    },
    decided(from, to) {
      made.set(from.key, (made.get(from.key) ?? 0) + 1);
      received.set(to.key, (received.get(to.key) ?? 0) + 1);
    },
  };
}
