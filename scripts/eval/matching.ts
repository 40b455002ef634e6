/**
 * `npm run eval:matching`: plays synthetic populations with hidden tastes
 * through the real feed and decision code on the embedded database, once per
 * ranker and seed, and prints the figures of each with their medians.
 *
 * Options: --size 200 --rounds 10 --seeds 5 --latecomers 0.2 --join 4 --tastes shared (or idiosyncratic)
 *          --stated 0.67: the share of members who state partner preferences (server/eval/matching/stated.ts);
 *          --stated 0 plays the populations exactly as before preferences existed
 *          --family 0.5: every member gives a background (marital status, mother tongue, community) and 45%
 *          a shared horoscope, and this share of the stating members also state marital statuses, mother
 *          tongues, communities, manglik and a least guna (server/eval/matching/family.ts); --family 0 plays
 *          the populations as before those fields existed
 *          --rankers random,rules,learned,oracle,oracle-capped
 *          (also: learned-off, and foresight-K, the bound of server/eval/matching/foresight.ts that
 *          knows a member's hidden taste after K decisions; foresight-never knows only the population's)
 */
import { parseArgs } from 'node:util';
import { TASTE_MODELS, createPopulation } from '../../server/eval/matching/population';
import { simulate, type RankerName, type SimulationResult } from '../../server/eval/matching/simulate';
import { giveFamilies } from '../../server/eval/matching/family';
import { statePreferences } from '../../server/eval/matching/stated';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '10' },
    seeds: { type: 'string', default: '5' },
    latecomers: { type: 'string', default: '0.2' },
    join: { type: 'string', default: '4' },
    rankers: { type: 'string', default: 'random,rules,learned,oracle,oracle-capped' },
    tastes: { type: 'string', default: 'shared' },
    stated: { type: 'string', default: '0.67' },
    family: { type: 'string', default: '0.5' },
  },
});

const size = Number(values.size);
const rounds = Number(values.rounds);
const seeds = Number(values.seeds);
const start = new Date('2026-11-02T09:00:00Z');
const rankers = values.rankers.split(',');
const tasteModel = TASTE_MODELS.find((model) => model === values.tastes);
if (!tasteModel) throw new Error(`--tastes takes ${TASTE_MODELS.join(' or ')}`);

function median(values: (number | null)[]): number {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const METRICS: [keyof SimulationResult, string][] = [
  ['matchesPerSuggestion', 'matches/suggestion'],
  ['lateMatchesPerSuggestion', 'later half'],
  ['matchesPerMember', 'matches/member'],
  ['shareWithNone', 'share with none'],
  ['newcomerRate', 'newcomer rate'],
  ['establishedRate', 'established rate'],
  ['exposureGini', 'exposure Gini'],
  ['modelAuc', 'model AUC'],
  ['dealbreakerViolations', 'violations'],
  ['statedMatchesPerSuggestion', 'm/s stated'],
  ['unstatedMatchesPerSuggestion', 'm/s unstated'],
  ['fewerThanFiveEligible', '<5 eligible'],
];
const stated = Number(values.stated);

const results = new Map<string, SimulationResult[]>();
for (let seed = 1; seed <= seeds; seed++) {
  const population = createPopulation({
    size,
    seed,
    latecomerShare: Number(values.latecomers),
    latecomerRound: Number(values.join),
    today: start,
    tastes: tasteModel,
  });
  statePreferences(population, stated, seed);
  giveFamilies(population, Number(values.family), seed);
  for (const name of rankers) {
    const began = performance.now();
    const foresight = /^foresight-(\d+|never)$/.exec(name);
    const ranker = (name === 'learned-off' ? 'learned' : foresight ? 'foresight' : name) as RankerName;
    const foresightAfter = foresight ? (foresight[1] === 'never' ? Infinity : Number(foresight[1])) : undefined;
    const result = await simulate({
      population,
      rounds,
      ranker,
      learning: name !== 'learned-off',
      foresightAfter,
      seed,
      start,
    });
    const list = results.get(name) ?? [];
    list.push(result);
    results.set(name, list);
    console.log(
      `seed ${seed} ${name.padEnd(12)} ${METRICS.map(([key, label]) => `${label} ${(result[key] === null ? NaN : (result[key] as number)).toFixed(3)}`).join('  ')}  (${((performance.now() - began) / 1000).toFixed(1)} s)`,
    );
  }
}

console.log(
  `\nMedians over ${seeds} seeds (${size} members with ${tasteModel} tastes, ${stated} of them stating preferences, family fields ${values.family}, ${rounds} rounds, one suggestion a day each):`,
);
console.log(['ranker'.padEnd(14), ...METRICS.map(([, label]) => label.padStart(19))].join(''));
const medians = new Map<string, Record<string, number>>();
for (const [name, list] of results) {
  const row = Object.fromEntries(
    METRICS.map(([key]) => [key, median(list.map((result) => result[key] as number | null))]),
  );
  medians.set(name, row);
  console.log([name.padEnd(14), ...METRICS.map(([key]) => row[key].toFixed(3).padStart(19))].join(''));
}

console.log('\nPartner preferences, per ranker (medians over seeds):');
for (const [name, row] of medians) {
  console.log(
    `${name.padEnd(14)} dealbreaker violations ${row.dealbreakerViolations} (target 0); matches/suggestion of members ` +
      `stating preferences ${row.statedMatchesPerSuggestion.toFixed(3)} vs stating none ` +
      `${row.unstatedMatchesPerSuggestion.toFixed(3)}; members with fewer than 5 eligible ${row.fewerThanFiveEligible}`,
  );
}

const learned = medians.get('learned');
if (learned) {
  const ratio = (other: string) => {
    const base = medians.get(other)?.matchesPerSuggestion;
    return base ? (learned.matchesPerSuggestion / base).toFixed(2) : 'n/a';
  };
  console.log(`\nlearned vs rules: ${ratio('rules')}x mutual matches per suggestion (target >= 1.40)`);
  console.log(`learned vs oracle: ${ratio('oracle')}x (target >= 0.85)`);
  const late = medians.get('oracle')?.lateMatchesPerSuggestion;
  if (late) {
    console.log(`  in the later half of the rounds: ${(learned.lateMatchesPerSuggestion / late).toFixed(2)}x`);
  }
  console.log(`learned vs oracle held to the same exposure cap: ${ratio('oracle-capped')}x`);
  const oracle = medians.get('oracle')?.matchesPerSuggestion;
  for (const [name, row] of medians) {
    if (name.startsWith('foresight-') && oracle) {
      console.log(`${name} (the bound) vs oracle: ${(row.matchesPerSuggestion / oracle).toFixed(2)}x`);
    }
  }
  console.log(`learned share with no match: ${learned.shareWithNone.toFixed(3)} (target <= 0.20)`);
  const newcomers = learned.establishedRate > 0 ? learned.newcomerRate / learned.establishedRate : 0;
  console.log(`learned newcomers vs established: ${newcomers.toFixed(2)}x (target >= 0.80)`);
  console.log(`learned exposure Gini: ${learned.exposureGini.toFixed(3)} (target <= 0.40)`);
}
