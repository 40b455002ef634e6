/**
 * npm run eval:assistant [-- --misses]
 *
 * Trains the assistant's intent model from server/services/assistant/examples/
 * training.json and reads every question of the held-out labelled set
 * (examples/held-out.json) as the first message of a conversation. Prints, per
 * intent and overall: accuracy (answered with the labelled intent), the
 * "not sure" rate (fallback or "did you mean …", and how often the right topic
 * was among those offered) and the wrong-topic rate (a confident answer about
 * something else). --misses lists every question not answered right.
 */
import { parseArgs } from 'node:util';
import { readExamples, IntentModel } from '../../server/services/assistant/classifier';
import { evaluate, rate, type Figures } from '../../server/eval/assistant/evaluate';
import { Understanding } from '../../server/services/assistant/understand';

const { values: args } = parseArgs({ options: { misses: { type: 'boolean', default: false } } });

const pct = (part: number, figures: Figures) => `${(rate(part, figures) * 100).toFixed(1)}%`.padStart(7);

function row(name: string, f: Figures): string {
  return `${name.padEnd(20)} ${String(f.total).padStart(5)} ${pct(f.correct, f)} ${pct(f.notSure, f)} ${pct(f.clarifiedRight, f)} ${pct(f.wrong, f)}`;
}

async function main(): Promise<void> {
  const model = await IntentModel.train(readExamples('training'));
  const evaluation = await evaluate(new Understanding(model), readExamples('held-out'));

  console.log(`trained on ${model.exampleCount} examples in ${model.origin.ms.toFixed(0)} ms`);
  console.log(
    `${'intent'.padEnd(20)} ${'n'.padStart(5)} ${'accur.'.padStart(7)} ${'notsure'.padStart(7)} ${'(right'.padStart(7)} ${'wrong'.padStart(7)}`,
  );
  console.log(
    `${''.padEnd(20)} ${''.padStart(5)} ${''.padStart(7)} ${''.padStart(7)} ${'offered)'.padStart(7)} ${'topic'.padStart(7)}`,
  );
  const rows = [...evaluation.byIntent.entries()].sort(
    ([, a], [, b]) => rate(a.correct, a) - rate(b.correct, b) || b.wrong - a.wrong,
  );
  for (const [intent, figures] of rows) console.log(row(intent, figures));
  console.log(row('OVERALL', evaluation.overall));

  if (args.misses) {
    console.log('\nmisses:');
    for (const miss of evaluation.misses) console.log(`  [${miss.expected}] ${miss.text}  ->  ${miss.got}`);
  }
}

await main();
