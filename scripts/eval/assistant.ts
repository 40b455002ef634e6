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
 *
 * Then the held-out set written as members type (examples/held-out-members.json),
 * per language group (English, Hinglish, Devanagari Hindi, Tamil): intent
 * accuracy, wrong-topic answers, ask-backs ("do you mean …?") and answers in
 * the question's language.
 *
 * Then the wish dialogues of examples/wishes.json: exact-field accuracy of
 * the proposal read back (value and dealbreaker status per field), the
 * changes saved without a yes (must be 0), and the labelled questions above
 * that would wrongly be taken as wishes.
 */
import { parseArgs } from 'node:util';
import { readExamples, IntentModel } from '../../server/services/assistant/classifier';
import { evaluate, rate, type Figures } from '../../server/eval/assistant/evaluate';
import { evaluateWishes, questionsReadAsWishes, readWishCases } from '../../server/eval/assistant/evaluate-wishes';
import { Understanding } from '../../server/services/assistant/understand';
import {
  evaluateMembers,
  GROUP_NAMES,
  LANGUAGE_GROUPS,
  readMemberQuestions,
} from '../../server/eval/assistant/evaluate-members';

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

  // The questions as members type them, per language group.
  const members = await evaluateMembers(new Understanding(model), readMemberQuestions());
  console.log(`\nas members type, per language group`);
  console.log(
    `${'group'.padEnd(20)} ${'n'.padStart(5)} ${'accur.'.padStart(7)} ${'wrong'.padStart(7)} ${'askback'.padStart(7)} ${'fallbk'.padStart(7)} ${'in lang'.padStart(7)}`,
  );
  for (const group of [...LANGUAGE_GROUPS, 'all' as const]) {
    const f = members.groups.get(group);
    if (!f) continue;
    const share = (part: number) => `${((f.total ? part / f.total : 0) * 100).toFixed(1)}%`.padStart(7);
    const name = group === 'all' ? 'OVERALL' : GROUP_NAMES[group];
    console.log(
      `${name.padEnd(20)} ${String(f.total).padStart(5)} ${share(f.correct)} ${share(f.wrong)} ${share(f.askedBack)} ${share(f.fallback)} ${share(f.inLanguage)}`,
    );
  }
  if (args.misses) {
    console.log('\nmisses as members type:');
    for (const { question, got } of members.misses) {
      console.log(`  (${question.language}) [${question.intent}] ${question.text}  ->  ${got}`);
    }
  }

  // Partner preferences said in words (examples/wishes.json), through the dialogue itself.
  const wishes = await evaluateWishes(readWishCases());
  const share = (part: number, whole: number) => `${((whole ? part / whole : 0) * 100).toFixed(1)}%`;
  const questions = Object.values(readExamples('held-out')).flat();
  const misread = questionsReadAsWishes(questions);
  console.log(`\nwishes: ${wishes.cases} held-out dialogues, ${wishes.fields} fields`);
  console.log(
    `  exact-field accuracy           ${share(wishes.fieldsRight, wishes.fields)} (${wishes.fieldsRight}/${wishes.fields})`,
  );
  console.log(
    `  dialogues entirely right       ${share(wishes.casesRight, wishes.cases)} (${wishes.casesRight}/${wishes.cases})`,
  );
  console.log(
    `  changes saved without a yes    ${share(wishes.savedUnconfirmed, wishes.cases)} (${wishes.savedUnconfirmed})`,
  );
  console.log(
    `  saved exactly as confirmed     ${share(wishes.savedAsConfirmed, wishes.proposed)} (${wishes.savedAsConfirmed}/${wishes.proposed})`,
  );
  console.log(
    `  intent questions read as wishes ${share(misread.length, questions.length)} (${misread.length}/${questions.length})`,
  );
  if (args.misses) {
    console.log('\nwish misses:');
    for (const miss of wishes.misses) {
      console.log(`  ${miss.say.join(' / ')}  [${miss.field}] expected ${miss.expected}, got ${miss.got}`);
    }
    for (const question of misread) console.log(`  question read as a wish: ${question}`);
  }
}

await main();
