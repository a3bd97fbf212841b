/**
 * `npm run eval:emotion -- --cases FILE`: runs the built-in engine's emotion detection over labelled feedback
 * and prints accuracy, macro-F1, per-label scores and the confusion matrix, the misses, then one JSON line.
 */
import { EMOTIONS } from '../shared/constants.ts';
import { createBuiltInEngine } from '../server/assistant/built-in/index.ts';
import { emotionCase, evaluateEmotions, readJsonl } from '../server/assistant/built-in/evaluation/evaluate.ts';
import { exitWithUsage, readOptions } from './eval-cli.ts';

const USAGE = 'eval-emotion --cases CASES.jsonl';

function fail(message: string): never {
  return exitWithUsage(USAGE, message);
}

const args = readOptions(USAGE, { cases: { type: 'string' } });
if (!args.cases) fail('--cases is required');

let cases;
try {
  cases = readJsonl(args.cases, emotionCase);
} catch (error) {
  fail(`cannot read the cases: ${error instanceof Error ? error.message : String(error)}`);
}

const summary = await evaluateEmotions(createBuiltInEngine(), cases);
const out = (line = '') => process.stdout.write(`${line}\n`);
const f = (x: number) => x.toFixed(2);
const width = Math.max(...EMOTIONS.map((e) => e.length)) + 2;

out(`cases      ${summary.cases}`);
out(`accuracy   ${f(summary.accuracy)}`);
out(`macro-F1   ${f(summary.macroF1)}`);
out();
out(`${'label'.padEnd(width)}precision  recall  F1`);
for (const label of EMOTIONS) {
  const s = summary.perLabel[label]!;
  out(`${label.padEnd(width)}${f(s.precision).padEnd(11)}${f(s.recall).padEnd(8)}${f(s.f1)}`);
}
out();
out('confusion (rows: actual, columns: predicted)');
out(`${''.padEnd(width)}${EMOTIONS.map((e) => e.slice(0, 7).padStart(8)).join('')}`);
for (const actual of EMOTIONS) {
  out(`${actual.padEnd(width)}${EMOTIONS.map((p) => String(summary.confusion[actual]![p]).padStart(8)).join('')}`);
}
const misses = summary.results.filter((r) => r.label !== r.predicted);
out();
out(misses.length ? `misses (${misses.length}):` : 'misses: none');
for (const r of misses) out(`- ${r.id} ${r.label} -> ${r.predicted} (${f(r.confidence)}) ${JSON.stringify(r.text)}`);
out();
out(
  JSON.stringify({
    cases: summary.cases,
    accuracy: Math.round(summary.accuracy * 1000) / 1000,
    macroF1: Math.round(summary.macroF1 * 1000) / 1000,
  }),
);
